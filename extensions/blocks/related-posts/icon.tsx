/**
 * The block's icon: a grid of posts.
 */
import { Path, SVG } from '@wordpress/primitives';

export default (
	<SVG viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">
		<Path
			d="M4 4h16v16H4z M4 9h16 M4 14h16 M9 4v16"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
		/>
	</SVG>
);
