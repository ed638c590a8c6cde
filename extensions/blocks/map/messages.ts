/**
 * The map block's user-facing messages that more than one part of the editor shows.
 */
import { __ } from '@wordpress/i18n';

/** When an address search finds nothing (Jetpack's words). */
export const noResultMessage = () =>
	__(
		'Could not find the coordinates of the provided address. Displaying default location. Feel free to add the location manually.',
		'blockpack'
	);
