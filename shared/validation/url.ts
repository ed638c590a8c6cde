/**
 * The generic web-address rules of the editor (php/validation.php is the server's copy of the
 * same rules; test/cases.json holds the cases both must pass). Rules about one provider's
 * addresses (Calendly, Eventbrite…) stay in that block; they may build on these.
 */

/**
 * An absolute http(s) address: the scheme, `//`, an optional `user@`, a host (a name or a
 * bracketed IPv6 address), an optional port, then a path, query or fragment; no spaces or
 * control characters (written as ASCII ranges, so that PHP's PCRE reads the pattern the same).
 */
const HTTP_URL =
	/^https?:\/\/(?:[^\x00-\x20\x7f/?#@]+@)?(?:[^\x00-\x20\x7f/?#@:[\]]+|\[[0-9a-f:.]+\])(?::[0-9]{0,5})?(?:[/?#][^\x00-\x20\x7f]*)?$/i;

/**
 * Whether a string is an absolute http(s) address with a host (so never `javascript:`,
 * `data:` or a relative path). The string is not trimmed.
 *
 * @param url The address.
 * @return True for an http: or https: address with a host.
 */
export function isHttpUrl( url: unknown ): boolean {
	return typeof url === 'string' && HTTP_URL.test( url );
}

/**
 * Whether a string starts with `http://` or `https://` (any case); nothing after it is checked.
 * Saved markup depends on this looser rule (the Eventbrite block's link), so it stays apart
 * from `isHttpUrl()`.
 *
 * @param url The address.
 * @return True when it starts with an http(s) scheme and `//`.
 */
export function hasHttpScheme( url: unknown ): boolean {
	return typeof url === 'string' && /^https?:\/\//i.test( url );
}

/**
 * An https address on exactly one host, without user, password or port.
 *
 * @param url  The address.
 * @param host The only host allowed ("calendly.com").
 * @return The parsed address, or undefined when it breaks the rule or does not parse.
 */
export function httpsUrlOnHost( url: unknown, host: string ): URL | undefined {
	if ( typeof url !== 'string' ) {
		return undefined;
	}
	let parsed: URL;
	try {
		parsed = new URL( url );
	} catch {
		return undefined;
	}
	return parsed.protocol === 'https:' &&
		parsed.hostname === host &&
		! parsed.username &&
		! parsed.password &&
		! parsed.port
		? parsed
		: undefined;
}

/**
 * Whether an address may become an image's `src` or a link: an absolute http(s) address
 * (`isHttpUrl()`), or one without a scheme (a path on the site, `//host/…`, a relative file).
 * Anything else is refused: `javascript:`, `vbscript:`, `data:`, `file:`, in any case, and any
 * address holding a space or control character (browsers drop those, so `java\tscript:` or a
 * leading space would still run). The value is the decoded attribute text (entities already
 * read), not trimmed.
 *
 * @param url The address.
 * @return True for an http(s) or scheme-less address.
 */
export function isHttpOrRelativeUrl( url: unknown ): boolean {
	if ( typeof url !== 'string' || ! url || /[\x00-\x20\x7f]/.test( url ) ) {
		return false;
	}
	return /^[a-z][a-z0-9+.-]*:/i.test( url ) ? isHttpUrl( url ) : true;
}
