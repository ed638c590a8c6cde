/**
 * Icons of the embed variations: simple marks drawn for Blockpack.
 */
import { Path, SVG } from '@wordpress/primitives';
import type { EmbedProvider } from './providers';

const svg = ( d: string ) => (
	<SVG viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">
		<Path d={ d } />
	</SVG>
);

/** One icon per provider. */
const icons: Record< EmbedProvider, JSX.Element > = {
	// A page with a waveform.
	descript: svg(
		'M6 3h8l4 4v14H6V3Zm1.5 1.5v15h9V8h-3.5V4.5H7.5ZM9 11h1.5v5H9v-5Zm3-1.5h1.5v8H12v-8Zm3 2.5h1.5v3H15v-3Z'
	),
	// A rounded square with an f.
	facebook: svg(
		'M12 2a10 10 0 0 0-1.6 19.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.2c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 12 2Z'
	),
	// A camera outline.
	instagram: svg(
		'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm0 1.5A2.5 2.5 0 0 0 4.5 7v10A2.5 2.5 0 0 0 7 19.5h10a2.5 2.5 0 0 0 2.5-2.5V7A2.5 2.5 0 0 0 17 4.5H7Zm5 3.5a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 1.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z'
	),
	// A burst of petals.
	loom: svg(
		'M11.2 2h1.6v6.2l3.1-5.4 1.4.8-3.1 5.4 5.4-3.1.8 1.4-5.4 3.1H21.2v1.6H15l5.4 3.1-.8 1.4-5.4-3.1 3.1 5.4-1.4.8-3.1-5.4V22h-1.6v-6.2l-3.1 5.4-1.4-.8 3.1-5.4-5.4 3.1-.8-1.4 5.4-3.1H2.8v-1.6H9L3.6 8.9l.8-1.4 5.4 3.1-3.1-5.4 1.4-.8 3.1 5.4V2Zm.8 7.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z'
	),
	// A framed picture.
	smartframe: svg(
		'M3 4h18v16H3V4Zm1.5 1.5v13h15v-13h-15ZM6 16l3.5-4.5 2.5 3 2-2.5L18 16H6Zm9-8.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z'
	),
};

export default icons;
