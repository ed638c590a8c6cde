/**
 * The block's icon: a table setting seen from above (a plate between two dots).
 */
import { Path, SVG } from '@wordpress/primitives';

export default (
	<SVG viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">
		<Path d="M12 5a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm0 1.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11ZM12 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM2.5 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm19 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z" />
	</SVG>
);
