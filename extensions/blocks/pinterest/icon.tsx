/**
 * The block's icon: a pin.
 */
import { Path, SVG } from '@wordpress/primitives';

export default (
	<SVG viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">
		<Path d="M12 3a6 6 0 0 0-2.2 11.6l-1.3 5.1 1.5.4 1.3-5a6 6 0 1 0 .7-12.1Zm0 1.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Z" />
	</SVG>
);
