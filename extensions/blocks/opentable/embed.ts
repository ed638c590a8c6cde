/**
 * Reading a pasted reservation-widget embed code (or widget address) into attributes, and the
 * normalisers the stored attributes go through.
 */
import type { OpenTableAttributes } from './types';
import { getTypeAndTheme, isStyle } from './styles';

/** The languages the widget speaks; anything else is shown in English (US). */
export const LANGUAGES: ReadonlyArray< { value: string; label: string } > = [
	{ value: 'en-US', label: 'English' },
	{ value: 'fr-CA', label: 'Français' },
	{ value: 'de-DE', label: 'Deutsch' },
	{ value: 'es-MX', label: 'Español' },
	{ value: 'ja-JP', label: '日本語' },
	{ value: 'nl-NL', label: 'Nederlands' },
	{ value: 'it-IT', label: 'Italiano' },
];

/** The language used when none of the list is given. */
export const DEFAULT_LANGUAGE = 'en-US';

/** The service's domain used when none (or a malformed one) is given. */
export const DEFAULT_DOMAIN = 'com';

/** The host the editor's preview and name search talk to. */
export const WIDGET_HOST = 'https://www.opentable.com';

/**
 * One of the widget's languages: the value itself (any case, `_` or `-`), else en-US.
 *
 * @param lang Any value.
 */
export function normalizeLanguage( lang: unknown ): string {
	if ( typeof lang !== 'string' ) {
		return DEFAULT_LANGUAGE;
	}
	const wanted = lang.trim().replace( '_', '-' ).toLowerCase();
	const found = LANGUAGES.find(
		( { value } ) => value.toLowerCase() === wanted
	);
	return found ? found.value : DEFAULT_LANGUAGE;
}

/**
 * The service's country domain (`com`, `co.uk`, `de`, `com.mx`…), else `com`.
 *
 * @param domain Any value.
 */
export function normalizeDomain( domain: unknown ): string {
	if ( typeof domain !== 'string' ) {
		return DEFAULT_DOMAIN;
	}
	const value = domain.trim().toLowerCase();
	return /^[a-z]{2,3}(?:\.[a-z]{2,3})?$/.test( value )
		? value
		: DEFAULT_DOMAIN;
}

/**
 * Whether a value is a restaurant id: digits only (a number or a string).
 *
 * @param value Any value.
 */
export function isRestaurantId( value: unknown ): boolean {
	return (
		( typeof value === 'string' && /^\d{1,12}$/.test( value ) ) ||
		( typeof value === 'number' &&
			Number.isSafeInteger( value ) &&
			value >= 0 )
	);
}

/**
 * The valid restaurant ids of a stored value, as strings, without repeats.
 *
 * @param rid Any value.
 */
export function normalizeRestaurantIds( rid: unknown ): string[] {
	if ( ! Array.isArray( rid ) ) {
		return [];
	}
	const ids = rid.filter( isRestaurantId ).map( String );
	return Array.from( new Set( ids ) );
}

/**
 * The restaurant id in a picker token: digits, or a suggestion ending in `(#digits)`.
 *
 * @param token The token's text.
 * @return The id, or null when the token is neither.
 */
export function restaurantIdFromToken( token: string ): string | null {
	const match = /^\s*(\d{1,12})\s*$|\(#(\d{1,12})\)\s*$/.exec( token );
	return match ? ( match[ 1 ] ?? match[ 2 ] ) : null;
}

/**
 * Whether typed text looks like an embed code or an address rather than a name to search.
 *
 * @param text The typed text.
 */
export function looksLikeEmbed( text: string ): boolean {
	return /^\s*(?:https?:\/\/|\/\/|<)/i.test( text );
}

/** The text of a script tag's `src`, if the code holds one. */
const SCRIPT_SRC =
	/<\s*script\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * The address in a pasted embed code: a script's `src`, else the whole text.
 *
 * @param code The pasted text.
 */
function addressInCode( code: string ): string {
	const match = SCRIPT_SRC.exec( code );
	if ( match ) {
		return ( match[ 1 ] ?? match[ 2 ] ?? match[ 3 ] ?? '' ).trim();
	}
	return code.trim();
}

/**
 * Reads the boolean options the embed code carries (`true` / `false`).
 *
 * @param value The query value.
 */
function readBoolean( value: string | null ): boolean | undefined {
	if ( value === 'true' || value === '1' ) {
		return true;
	}
	if ( value === 'false' || value === '0' ) {
		return false;
	}
	return undefined;
}

/**
 * The attributes a pasted embed code or widget address stands for. It must be an http(s) (or
 * scheme-relative) address whose host contains the service's name, with a query string holding
 * `rid` (or `restref`) restaurant ids; anything else is refused.
 *
 * @param code The pasted text.
 * @return The attributes, or null when the code is not a reservation widget.
 */
export function parseEmbedCode(
	code: string
): Partial< OpenTableAttributes > | null {
	if ( typeof code !== 'string' || ! code.trim() ) {
		return null;
	}
	let address = addressInCode( code );
	if ( address.startsWith( '//' ) ) {
		address = 'https:' + address;
	}
	let url: URL;
	try {
		url = new URL( address );
	} catch {
		return null;
	}
	if (
		( url.protocol !== 'https:' && url.protocol !== 'http:' ) ||
		! url.hostname.toLowerCase().includes( 'opentable' ) ||
		! url.search
	) {
		return null;
	}
	const query = url.searchParams;
	let ids = query.getAll( 'rid' );
	if ( ! ids.length ) {
		ids = query.getAll( 'restref' );
	}
	// One parameter may also list several ids separated by commas.
	const rid = normalizeRestaurantIds(
		ids.flatMap( ( id ) => id.split( ',' ) ).map( ( id ) => id.trim() )
	);
	if ( ! rid.length ) {
		return null;
	}

	const attributes: Partial< OpenTableAttributes > = { rid };
	if ( query.has( 'domain' ) ) {
		attributes.domain = normalizeDomain( query.get( 'domain' ) );
	}
	if ( query.has( 'lang' ) ) {
		attributes.lang = normalizeLanguage( query.get( 'lang' ) );
	}
	const iframe = readBoolean( query.get( 'iframe' ) );
	if ( iframe !== undefined ) {
		attributes.iframe = iframe;
	}
	const newtab = readBoolean( query.get( 'newtab' ) );
	if ( newtab !== undefined ) {
		attributes.newtab = newtab;
	}
	const theme = query.get( 'theme' );
	if ( query.get( 'type' ) === 'button' ) {
		attributes.style = rid.length > 1 ? 'standard' : 'button';
	} else if ( isStyle( theme ) && theme !== 'button' ) {
		attributes.style = theme;
	}
	return attributes;
}

/**
 * Corrections for stored attributes that break the rules (ids that are not digits, an unknown
 * language or domain); empty when all is well.
 *
 * @param attributes The block's attributes.
 */
export function getAttributeFixes(
	attributes: Partial< OpenTableAttributes >
): Partial< OpenTableAttributes > {
	const fixes: Partial< OpenTableAttributes > = {};
	const rid = normalizeRestaurantIds( attributes.rid );
	const stored = Array.isArray( attributes.rid ) ? attributes.rid : null;
	if (
		! stored ||
		stored.length !== rid.length ||
		stored.some( ( id, index ) => id !== rid[ index ] )
	) {
		fixes.rid = rid;
	}
	if (
		attributes.lang !== undefined &&
		normalizeLanguage( attributes.lang ) !== attributes.lang
	) {
		fixes.lang = normalizeLanguage( attributes.lang );
	}
	if (
		attributes.domain !== undefined &&
		normalizeDomain( attributes.domain ) !== attributes.domain
	) {
		fixes.domain = normalizeDomain( attributes.domain );
	}
	return fixes;
}

/**
 * The address of the widget drawn in the editor's preview iframe (the service's canvas), or
 * null without a valid restaurant id.
 *
 * @param attributes The block's attributes.
 * @param style      The chosen style.
 */
export function getPreviewUrl(
	attributes: Partial< OpenTableAttributes >,
	style: string
): string | null {
	const rid = normalizeRestaurantIds( attributes.rid );
	if ( ! rid.length ) {
		return null;
	}
	const { type, theme } = getTypeAndTheme( style, rid );
	const query = new URLSearchParams( {
		rid: rid.join( ',' ),
		type,
		theme,
		overlay: 'false',
		domain: normalizeDomain( attributes.domain ),
		lang: normalizeLanguage( attributes.lang ),
		newtab: attributes.newtab ? 'true' : 'false',
		disablega: 'true',
	} );
	return `${ WIDGET_HOST }/widget/reservation/canvas?${ query.toString() }`;
}
