/**
 * Eventbrite addresses: event pages (ending in the event's numeric id), the short links and
 * organiser pages that redirect to one. (The saved link's rule, an address starting with http,
 * is shared/validation/url's `hasHttpScheme()`.)
 */

/** An event page: `https://www.eventbrite.<tld>/e/<slug>-<id>`, query string allowed. */
const EVENT_URL =
	/^https?:\/\/(?:[0-9a-z-]+\.)?eventbrite\.[a-z]{2,3}(?:\.[a-z]{2})?\/e\/[^/?#\s]*?(\d+)\/?(?:\?[^/#\s]*)?$/i;

/** Eventbrite's link shortener. */
const SHORT_LINK = /^https?:\/\/(?:www\.)?evbuc\.com\/[^\s]+$/i;

/** The service's home page, or an organiser's custom subdomain page. */
const HOME_URL =
	/^https?:\/\/(?:[0-9a-z-]+\.)?eventbrite\.[a-z]{2,3}(?:\.[a-z]{2})?\/?(?:\?[^/#\s]*)?$/i;

/**
 * The event id at the end of an event page's address.
 *
 * @param url The address.
 * @return The id, or null when the address is not an event page.
 */
export function eventIdFromUrl( url: string ): number | null {
	const match = url.trim().match( EVENT_URL );
	if ( ! match ) {
		return null;
	}
	const id = Number( match[ 1 ] );
	return Number.isSafeInteger( id ) && id > 0 ? id : null;
}

/**
 * Whether an address is an Eventbrite event page.
 *
 * @param url The address.
 */
export function isEventUrl( url: string ): boolean {
	return eventIdFromUrl( url ) !== null;
}

/**
 * Whether an address must be resolved by following its redirects: a short link, or the home or
 * custom organiser page that leads to an event.
 *
 * @param url The address.
 */
export function needsResolving( url: string ): boolean {
	const trimmed = url.trim();
	return SHORT_LINK.test( trimmed ) || HOME_URL.test( trimmed );
}

/**
 * Whether a pasted address belongs to this block (event page, short link or home page).
 *
 * @param url The address.
 */
export function isEventbriteUrl( url: string ): boolean {
	return isEventUrl( url ) || needsResolving( url );
}
