/**
 * Rules for what a user pastes into the calendar block: a public calendar address, an embed
 * code (an iframe) or a `cid` link, turned into the embed address the block stores.
 */
import { httpsUrlOnHost } from '@shared/validation/url';

/** The calendar service's host. */
export const CALENDAR_HOST = 'calendar.google.com';

/** The height used on small screens, whatever the block stores. */
export const SMALL_SCREEN_HEIGHT = 300;

/** What a paste gives: the embed address and, from an iframe, its size. */
export type ParsedCalendarEmbed = {
	url: string;
	width?: number;
	height?: number;
};

/**
 * Whether a URL is the calendar service's public https calendar address
 * (`https://calendar.google.com/calendar…`). Anything else (other hosts, other schemes,
 * credentials, look-alike hosts, quotes or spaces) is refused.
 *
 * @param url The address.
 * @return True when the block may embed it.
 */
export function isPublicCalendarUrl( url: string | undefined ): boolean {
	if ( ! url || /[\s"'<>\\`]/.test( url ) ) {
		return false;
	}
	const parsed = httpsUrlOnHost( url, CALENDAR_HOST );
	return (
		parsed !== undefined &&
		/^\/calendar(\/|$)/.test( parsed.pathname ) &&
		url.toLowerCase().startsWith( `https://${ CALENDAR_HOST }/calendar` )
	);
}

/**
 * A positive whole number of pixels from an attribute value ("600", "600px"), else undefined.
 *
 * @param value The attribute's value.
 * @return The number of pixels.
 */
function pixels( value: string | null ): number | undefined {
	const match = value ? /^\s*(\d{1,5})\s*(px)?\s*$/i.exec( value ) : null;
	const number = match ? Number( match[ 1 ] ) : 0;
	return number > 0 ? number : undefined;
}

/**
 * Reads an iframe from pasted embed code: its `src`, `width` and `height`. The HTML is parsed
 * inertly (nothing runs, nothing loads); the first iframe counts.
 *
 * @param html The pasted code.
 * @return The iframe's address and size, or undefined when there is no iframe with a `src`.
 */
export function parseIframe(
	html: string
): { src: string; width?: number; height?: number } | undefined {
	if ( ! /<iframe[\s>]/i.test( html ) ) {
		return undefined;
	}
	const doc = new DOMParser().parseFromString( html, 'text/html' );
	const iframe = doc.querySelector( 'iframe' );
	const src = iframe?.getAttribute( 'src' )?.trim();
	if ( ! iframe || ! src ) {
		return undefined;
	}
	return {
		src,
		width: pixels( iframe.getAttribute( 'width' ) ),
		height: pixels( iframe.getAttribute( 'height' ) ),
	};
}

/**
 * Decodes a `cid` link (`https://calendar.google.com/calendar?cid=<base64 calendar id>`, also
 * under `/calendar/u/0`) into the calendar's embed address.
 *
 * @param url The link.
 * @return The embed address, or undefined when the link has no decodable calendar id.
 */
export function cidToEmbedUrl( url: string ): string | undefined {
	if ( ! isPublicCalendarUrl( url ) ) {
		return undefined;
	}
	const cid = new URL( url ).searchParams.get( 'cid' );
	if ( ! cid || ! /^[-A-Za-z0-9+/_]+={0,3}$/.test( cid ) ) {
		return undefined;
	}
	let id: string;
	try {
		// Links use either base64 alphabet; atob wants the standard one and full padding.
		const standard = cid.replace( /-/g, '+' ).replace( /_/g, '/' );
		const padded = standard.replace( /=+$/, '' );
		id = atob( padded + '='.repeat( ( 4 - ( padded.length % 4 ) ) % 4 ) );
	} catch {
		return undefined;
	}
	// A calendar id is an address such as name@example.com or …@group.calendar.google.com.
	if ( ! /^[\w.+-]+@[\w.-]+\.[a-z]{2,}$/i.test( id ) ) {
		return undefined;
	}
	return `https://${ CALENDAR_HOST }/calendar/embed?src=${ encodeURIComponent(
		id
	) }`;
}

/**
 * Turns what the user pasted (an address, an iframe, a `cid` link) into the embed to store.
 *
 * @param input The pasted text.
 * @return The embed address and the iframe's size, or undefined when it cannot be embedded.
 */
export function parseCalendarEmbed(
	input: string
): ParsedCalendarEmbed | undefined {
	const text = input.trim();
	const iframe = parseIframe( text );
	if ( iframe ) {
		return isPublicCalendarUrl( iframe.src )
			? { url: iframe.src, width: iframe.width, height: iframe.height }
			: undefined;
	}
	if ( ! isPublicCalendarUrl( text ) ) {
		return undefined;
	}
	if ( new URL( text ).searchParams.has( 'cid' ) ) {
		const url = cidToEmbedUrl( text );
		return url ? { url } : undefined;
	}
	return { url: text };
}
