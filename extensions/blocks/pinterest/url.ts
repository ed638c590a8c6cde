/**
 * Pinterest addresses: pins, users and boards on the pin service's host, and its short links.
 */

/** What a Pinterest address shows: Pinterest's widget names. */
export type PinType = 'embedPin' | 'embedUser' | 'embedBoard';

/** The pin service's host: `pinterest.<tld>`, optionally `www.` or a two-letter country. */
const PIN_HOST =
	/^(?:(?:www|[a-z]{2})\.)?pinterest\.[a-z]{2,3}(?:\.[a-z]{2})?$/i;

/** The short-link host. */
const SHORT_HOST = /^pin\.it$/i;

/** A path segment: letters, digits, `-`, `_`, `.` and percent escapes. */
const SEGMENT = /^[\w.%-]+$/;

/**
 * The parsed address, or null when it is not an http(s) address.
 *
 * @param url The address.
 */
function parse( url: string ): URL | null {
	if ( typeof url !== 'string' || /\s/.test( url.trim() ) ) {
		return null;
	}
	try {
		const parsed = new URL( url.trim() );
		return parsed.protocol === 'https:' || parsed.protocol === 'http:'
			? parsed
			: null;
	} catch {
		return null;
	}
}

/**
 * The kind of a Pinterest address: `pin/<id>` a pin, one segment a user, two a board.
 *
 * @param url The address.
 * @return The kind, or null when the address is not a pin, user or board.
 */
export function pinType( url: string ): PinType | null {
	const parsed = parse( url );
	if ( ! parsed || ! PIN_HOST.test( parsed.hostname ) ) {
		return null;
	}
	const segments = parsed.pathname.split( '/' ).filter( Boolean );
	if ( ! segments.every( ( segment ) => SEGMENT.test( segment ) ) ) {
		return null;
	}
	if ( segments[ 0 ] === 'pin' ) {
		return segments.length === 2 ? 'embedPin' : null;
	}
	if ( segments.length === 1 ) {
		return 'embedUser';
	}
	if ( segments.length === 2 ) {
		return 'embedBoard';
	}
	return null;
}

/**
 * Whether an address is a short link, resolved by following its redirects.
 *
 * @param url The address.
 */
export function isShortLink( url: string ): boolean {
	const parsed = parse( url );
	return (
		!! parsed &&
		SHORT_HOST.test( parsed.hostname ) &&
		parsed.pathname.length > 1
	);
}

/**
 * Whether an address belongs to this block (a pin, user or board, or a short link).
 *
 * @param url The address.
 */
export function isPinterestUrl( url: string ): boolean {
	return pinType( url ) !== null || isShortLink( url );
}
