/**
 * The map block's user-facing messages that more than one part of the editor shows.
 */
import { __, sprintf } from '@wordpress/i18n';

/** When an address search finds nothing (Jetpack's words). */
export const noResultMessage = () =>
	__(
		'Could not find the coordinates of the provided address. Displaying default location. Feel free to add the location manually.',
		'blockpack'
	);

/**
 * What to say when the map library reports an error after the map has loaded: a token Mapbox
 * refused, a tile server that refused, or tiles or a style that did not load. mapbox-gl reports
 * a failed request as an Error with the HTTP `status` (and no event for a missing tile, 404).
 *
 * @param error    The `error` of mapbox-gl's error event.
 * @param hasToken Whether the map draws with a Mapbox token.
 * @return The message, or null when there is no error to show.
 */
export function mapErrorMessage(
	error: unknown,
	hasToken: boolean
): string | null {
	if ( ! error || typeof error !== 'object' ) {
		return null;
	}
	const { status, message } = error as {
		status?: unknown;
		message?: unknown;
	};
	const code = typeof status === 'number' && status > 0 ? status : 0;
	if ( code === 401 || code === 403 ) {
		return hasToken
			? __(
					'Mapbox refused the map’s access token, so the map cannot load. Check the token in the block’s settings (Mapbox Access Token) or on Settings → Blockpack.',
					'blockpack'
				)
			: sprintf(
					/* translators: %d: the HTTP status, 401 or 403. */
					__(
						'The map’s tile server refused to send the map (HTTP %d).',
						'blockpack'
					),
					code
				);
	}
	let detail = '';
	if ( code ) {
		detail = `HTTP ${ code }`;
	} else if ( typeof message === 'string' && message.trim() ) {
		detail = message.trim();
	}
	return detail
		? sprintf(
				/* translators: %s: what failed, e.g. "HTTP 500" or "Failed to fetch". */
				__(
					'The map could not load all of its tiles or its style (%s). Check your connection, then reload the editor.',
					'blockpack'
				),
				detail
			)
		: __(
				'The map could not load all of its tiles or its style. Check your connection, then reload the editor.',
				'blockpack'
			);
}
