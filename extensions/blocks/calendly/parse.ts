/**
 * Calendly addresses and embed codes: the rules for a stored address and colours, the parser
 * that turns a pasted address or embed code into attributes, and the preview iframe's address.
 */
import { httpsUrlOnHost } from '@shared/validation/url';
import type { CalendlyAttributes, CalendlyStyle } from './types';

/** The only address prefix a stored `url` may have. */
export const CALENDLY_PREFIX = 'https://calendly.com/';

/** The provider's host. */
const HOST = 'calendly.com';

/** The attribute defaults (block.json), used when a stored value breaks a rule. */
export const DEFAULTS = {
	backgroundColor: 'ffffff',
	primaryColor: '00A2FF',
	textColor: '4D5055',
	style: 'inline',
} as const;

/** The attributes a paste can set. */
export type ParsedCalendly = Partial<
	Pick<
		CalendlyAttributes,
		| 'backgroundColor'
		| 'hideEventTypeDetails'
		| 'primaryColor'
		| 'textColor'
		| 'style'
	>
> & { url: string };

/**
 * Whether a stored address follows the rule: empty, or on Calendly over https.
 *
 * @param url The address.
 * @return True when it may be stored.
 */
export function isValidUrl( url: unknown ): boolean {
	if ( url === undefined || url === '' ) {
		return true;
	}
	return normalizeUrl( url ) !== undefined;
}

/**
 * Whether a stored colour is a colour: 3 or 6 hex digits, with or without `#`.
 *
 * @param color The colour.
 * @return True when valid.
 */
export function isValidColor( color: unknown ): boolean {
	return (
		typeof color === 'string' &&
		/^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test( color )
	);
}

/**
 * The address restricted to Calendly over https: no user, password or port, only origin and
 * path are kept.
 *
 * @param input An address.
 * @return The https address, or undefined when it is not a Calendly address.
 */
export function normalizeUrl( input: unknown ): string | undefined {
	if ( typeof input !== 'string' || ! input.startsWith( CALENDLY_PREFIX ) ) {
		return undefined;
	}
	const url = httpsUrlOnHost( input, HOST );
	return url ? url.origin + url.pathname : undefined;
}

/**
 * The corrections that make stored attributes follow the rules: an address that is not on
 * Calendly is emptied, an invalid colour or style falls back to its default.
 *
 * @param attributes The stored attributes.
 * @return Only the attributes to change (empty when all are valid).
 */
export function getAttributeFixes(
	attributes: Partial< CalendlyAttributes >
): Partial< CalendlyAttributes > {
	const fixes: Partial< CalendlyAttributes > = {};
	if ( ! isValidUrl( attributes.url ) ) {
		fixes.url = undefined;
	}
	for ( const key of [
		'backgroundColor',
		'primaryColor',
		'textColor',
	] as const ) {
		if ( ! isValidColor( attributes[ key ] ) ) {
			fixes[ key ] = DEFAULTS[ key ];
		}
	}
	if ( attributes.style !== 'inline' && attributes.style !== 'link' ) {
		fixes.style = DEFAULTS.style;
	}
	return fixes;
}

/** Exactly six hex digits: the only colours taken from a pasted embed. */
const PASTED_COLOR = /^[0-9a-f]{6}$/i;

/**
 * The style an embed code asks for: `data-url` (inline widget) means inline, the popup and
 * badge widget initialisers mean link.
 *
 * @param code The pasted code.
 * @return The style, or undefined when the code does not say.
 */
function styleOfCode( code: string ): CalendlyStyle | undefined {
	if ( /\bdata-url\s*=/i.test( code ) ) {
		return 'inline';
	}
	if ( /\binit(?:Popup|Badge)Widget\s*\(/.test( code ) ) {
		return 'link';
	}
	return undefined;
}

/**
 * Parses a pasted Calendly address or embed code.
 *
 * The text is searched wherever Calendly's host appears in it (at its start, after `//`, or
 * after any character that cannot be part of a host name, such as a space, a quote or `=`);
 * the first occurrence that makes a valid https address wins. Its origin and path become `url`,
 * and its query gives the colours (exactly six hex digits each) and `hide_event_type_details`.
 * The style comes from the code (see styleOfCode).
 *
 * @param input The pasted text.
 * @return The attributes, or undefined when the text holds no Calendly address.
 */
export function parseEmbedCode( input: unknown ): ParsedCalendly | undefined {
	if ( typeof input !== 'string' ) {
		return undefined;
	}
	const code = input.trim().replace( /&amp;/gi, '&' );
	// Not after a host-name character or `@` (so neither `assets.calendly.com` nor credentials).
	const occurrences =
		/(?:^|[^a-z0-9.@_-])(calendly\.com(?![a-z0-9_-])[^"'\s<>`]*)/gi;
	let address: URL | undefined;
	let url: string | undefined;
	for ( const match of code.matchAll( occurrences ) ) {
		try {
			address = new URL( 'https://' + match[ 1 ] );
		} catch {
			continue;
		}
		url = normalizeUrl( address.href );
		if ( url ) {
			break;
		}
	}
	if ( ! url || ! address ) {
		return undefined;
	}
	const parsed: ParsedCalendly = { url };
	const query = address.searchParams;
	for ( const [ key, param ] of [
		[ 'backgroundColor', 'background_color' ],
		[ 'primaryColor', 'primary_color' ],
		[ 'textColor', 'text_color' ],
	] as const ) {
		const value = query.get( param );
		if ( value && PASTED_COLOR.test( value ) ) {
			parsed[ key ] = value;
		}
	}
	const hide = query.get( 'hide_event_type_details' );
	if ( hide !== null ) {
		parsed.hideEventTypeDetails = hide === '1' || hide === 'true';
	}
	const style = styleOfCode( code );
	if ( style ) {
		parsed.style = style;
	}
	return parsed;
}

/**
 * Strips a leading `#` from a colour.
 *
 * @param color The colour.
 * @return The hex digits.
 */
function hexDigits( color: string ): string {
	return color.replace( /^#/, '' );
}

/**
 * The inline calendar's address: the stored address with Calendly's embed parameters.
 *
 * @param attributes  The block's attributes.
 * @param embedDomain The host of the page that embeds the calendar.
 * @return The address, or undefined when the stored address is not a Calendly one.
 */
export function getIframeSrc(
	attributes: Pick<
		CalendlyAttributes,
		| 'url'
		| 'backgroundColor'
		| 'primaryColor'
		| 'textColor'
		| 'hideEventTypeDetails'
	>,
	embedDomain: string
): string | undefined {
	const url = normalizeUrl( attributes.url );
	if ( ! url ) {
		return undefined;
	}
	const color = ( value: string, fallback: string ) =>
		hexDigits( isValidColor( value ) ? value : fallback );
	const query = new URLSearchParams( {
		embed_domain: embedDomain,
		embed_type: 'Inline',
		hide_event_type_details: attributes.hideEventTypeDetails ? '1' : '0',
		background_color: color(
			attributes.backgroundColor,
			DEFAULTS.backgroundColor
		),
		primary_color: color( attributes.primaryColor, DEFAULTS.primaryColor ),
		text_color: color( attributes.textColor, DEFAULTS.textColor ),
	} );
	return `${ url }?${ query }`;
}
