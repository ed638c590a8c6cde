/**
 * Repeat Visitor's rules, shared by the editor and the view script (so nothing here may import
 * a `@wordpress` package: the view script must stay under 1 KB gzip).
 *
 * The visit count lives in the cookie Jetpack uses, `jp-visit-counter`, scoped to the page's
 * path and kept six months, so that visitors counted by Jetpack keep their count. Jetpack's
 * server compared the count the browser sent with the request (the visits before this one),
 * then its view script added one; the view script here does the same in the browser.
 */

/** The cookie's name, as Jetpack wrote it. */
export const COOKIE_NAME = 'jp-visit-counter';

/** The cookie's lifetime in seconds: Jetpack's six months of 30 days. */
export const COOKIE_MAX_AGE = 6 * 30 * 24 * 60 * 60;

export const CRITERIA_AFTER = 'after-visits';
export const CRITERIA_BEFORE = 'before-visits';
export const DEFAULT_THRESHOLD = 3;

/**
 * The threshold an author typed: digits only and more than 0, else null.
 *
 * @param value The text typed.
 * @return The threshold, or null when the text is not a valid one.
 */
export function parseThreshold( value: string ): number | null {
	return /^\d+$/.test( value ) && +value > 0 ? +value : null;
}

/**
 * A number read from text as PHP's `(int)` cast reads it (what Jetpack's server did with the
 * cookie and the threshold): leading digits count, anything else is 0.
 *
 * @param value The text.
 * @return The whole number.
 */
export function toInt( value: string | undefined | null ): number {
	const number = Math.trunc( parseFloat( value ?? '' ) );
	return Number.isFinite( number ) ? number : 0;
}

/**
 * The visit count in a `document.cookie` string: the first `jp-visit-counter` pair (as PHP
 * and Jetpack's view script read it, the cookie of the most specific path), 0 without one.
 *
 * @param cookies `document.cookie`.
 * @return The visits counted before this one.
 */
export function readVisitCount( cookies: string ): number {
	for ( const pair of cookies.split( ';' ) ) {
		const at = pair.indexOf( '=' );
		if ( at > -1 && pair.slice( 0, at ).trim() === COOKIE_NAME ) {
			let value = pair.slice( at + 1 ).trim();
			if ( value[ 0 ] === '"' ) {
				value = value.slice( 1, -1 );
			}
			try {
				value = decodeURIComponent( value );
			} catch {}
			return toInt( value );
		}
	}
	return 0;
}

/**
 * The `document.cookie` assignment that stores a count, as Jetpack's view script wrote it:
 * scoped to the page's path, six months.
 *
 * @param count The count to store.
 * @param path  The page's path (`location.pathname`).
 * @return The cookie string.
 */
export function visitCookie( count: number, path: string ): string {
	return `${ COOKIE_NAME }=${ count }; Max-Age=${ COOKIE_MAX_AGE }; Path=${
		path.split( ';' )[ 0 ]
	}`;
}

/**
 * Whether a block's content shows, as Jetpack's server decided: "after-visits" once the count
 * reaches the threshold, "before-visits" while it is below; any other criteria never.
 *
 * @param criteria  The block's criteria.
 * @param threshold The block's threshold.
 * @param count     The visits counted before this one.
 * @return Whether the content shows.
 */
export function shouldShow(
	criteria: string,
	threshold: number,
	count: number
): boolean {
	if ( criteria === CRITERIA_AFTER ) {
		return count >= threshold;
	}
	return criteria === CRITERIA_BEFORE && count < threshold;
}
