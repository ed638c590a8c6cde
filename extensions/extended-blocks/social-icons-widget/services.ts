/**
 * Which core social-link service a URL belongs to, guessed from its host, and which URLs are
 * safe to keep at all. The host table (`services.json`) is shared with the widget's PHP.
 */
import SERVICE_HOSTS from './services.json';

/** A core/social-link `service` value this module can produce. */
export type SocialService = keyof typeof SERVICE_HOSTS | 'mail' | 'chain';

/** Schemes a social link may use; anything else (`javascript:`, `data:`…) is dropped. */
const SAFE_SCHEMES = [ 'http:', 'https:', 'mailto:', 'skype:' ];

/** A bare host with a path, as people type it: `facebook.com/me`, `www.x.com`. */
const BARE_HOST =
	/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i;

/** A bare e-mail address, which core's social link also accepts. */
const BARE_EMAIL = /^[^\s@/:?#]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;

/**
 * Parses a URL stored by the social icons widget. Returns null for anything that is not a
 * link a visitor can safely follow: empty values, non-strings, unknown or script schemes.
 *
 * @param raw The stored value.
 * @return The parsed URL, or null.
 */
export function parseSocialUrl( raw: unknown ): URL | null {
	if ( typeof raw !== 'string' ) {
		return null;
	}
	const value = raw.trim();
	if ( ! value ) {
		return null;
	}
	let candidate = value;
	if ( value.startsWith( '//' ) ) {
		candidate = `https:${ value }`;
	} else if ( BARE_EMAIL.test( value ) ) {
		candidate = `mailto:${ value }`;
	} else if ( BARE_HOST.test( value ) ) {
		candidate = `https://${ value }`;
	}
	let url: URL;
	try {
		url = new URL( candidate );
	} catch {
		return null;
	}
	if ( ! SAFE_SCHEMES.includes( url.protocol ) ) {
		return null;
	}
	if (
		( url.protocol === 'http:' || url.protocol === 'https:' ) &&
		! url.hostname
	) {
		return null;
	}
	if ( url.protocol === 'mailto:' && ! url.pathname.includes( '@' ) ) {
		return null;
	}
	return url;
}

/**
 * Whether a host is the given domain or one of its subdomains (`m.facebook.com` counts,
 * `facebook.com.evil.net` and `notfacebook.com` do not).
 *
 * @param host   The URL's host name, lower case.
 * @param domain A domain from the table.
 */
export function hostMatches( host: string, domain: string ): boolean {
	const clean = host.toLowerCase().replace( /\.$/, '' );
	return clean === domain || clean.endsWith( `.${ domain }` );
}

/**
 * The core social-link service for a parsed URL: from the scheme for e-mail and Skype, from
 * the host otherwise, and `chain` (a plain link icon) when nothing matches.
 *
 * @param url A URL accepted by parseSocialUrl().
 */
export function guessService( url: URL ): SocialService {
	if ( url.protocol === 'mailto:' ) {
		return 'mail';
	}
	if ( url.protocol === 'skype:' ) {
		return 'skype';
	}
	for ( const [ service, domains ] of Object.entries( SERVICE_HOSTS ) ) {
		if (
			domains.some( ( domain ) => hostMatches( url.hostname, domain ) )
		) {
			return service as SocialService;
		}
	}
	return 'chain';
}
