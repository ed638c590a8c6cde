/**
 * The block's icon: a ticket.
 */
import { Path, SVG } from '@wordpress/primitives';

export default (
	<SVG viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">
		<Path d="M4 5h16a1 1 0 0 1 1 1v3.5a2.5 2.5 0 0 0 0 5V18a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3.5a2.5 2.5 0 0 0 0-5V6a1 1 0 0 1 1-1Zm.5 1.5v1.9a4 4 0 0 1 0 7.2v1.9h15v-1.9a4 4 0 0 1 0-7.2V6.5h-15ZM9 9h6v1.5H9V9Zm0 4.5h6V15H9v-1.5Z" />
	</SVG>
);
