/**
 * GIPHY rules for the GIF block: what a search box entry asks the API for, which results can be
 * used, and the attributes a chosen GIF gives the block. Pure functions, no network.
 */

/** GIPHY's API root. */
export const GIPHY_API = 'https://api.giphy.com/v1/gifs';

/** How many results a text search asks for. */
export const SEARCH_LIMIT = 10;

/** The padding (height-to-width ratio) of a block that has no GIF yet. */
export const DEFAULT_PADDING_TOP = '56.2%';

/** A GIPHY id: letters and digits only. */
const ID = /^[A-Za-z0-9]+$/;

/** Hosts that serve GIPHY pages and media. */
const PAGE_HOSTS = [ 'giphy.com', 'www.giphy.com' ];
const MEDIA_HOST = /^(media[0-9]?|i)\.giphy\.com$/;

/** One GIF as GIPHY's API describes it (only what the block reads). */
export interface GiphyGif {
	id: string;
	title?: string;
	/** The GIF's embed page, as the API gives it (`https://giphy.com/embed/<id>`). */
	embed_url: string;
	images: {
		original: { width: string | number; height: string | number };
		downsized_still?: { url: string };
		fixed_width_still?: { url: string };
	};
}

/** The block attributes a chosen GIF sets. */
export interface GiphyAttributes extends Record< string, unknown > {
	giphyUrl: string;
	paddingTop: string;
	gifUrl: undefined;
	attributionUrl: undefined;
	attributionName: undefined;
}

/**
 * The text after the last hyphen of a string (the whole string when it has none).
 *
 * @param value A path segment such as `funny-cat-4ZFekt94LMhNK`.
 * @return The last part, such as `4ZFekt94LMhNK`.
 */
export function afterLastHyphen( value: string ): string {
	const parts = value.split( '-' );
	return parts[ parts.length - 1 ];
}

/**
 * The GIPHY id in a GIF-service URL: `giphy.com/embed/<id>`, `giphy.com/gifs/<words>-<id>`,
 * `media.giphy.com/media/<id>/giphy.gif`, `i.giphy.com/<id>.gif`. The id is what follows the
 * last hyphen of its path segment.
 *
 * @param text What the user typed or pasted.
 * @return The id, or null when the text is not such a URL (then it is a text search).
 */
export function giphyIdFromUrl( text: string ): string | null {
	let url: URL;
	try {
		url = new URL( text.trim() );
	} catch {
		return null;
	}
	if ( url.protocol !== 'https:' && url.protocol !== 'http:' ) {
		return null;
	}
	if ( url.username || url.password || url.port ) {
		return null;
	}
	const host = url.hostname.toLowerCase();
	const segments = url.pathname.split( '/' ).filter( Boolean );
	let candidate: string | undefined;
	if ( PAGE_HOSTS.includes( host ) ) {
		if (
			( segments[ 0 ] === 'embed' || segments[ 0 ] === 'gifs' ) &&
			segments.length === 2
		) {
			candidate = segments[ 1 ];
		}
	} else if ( MEDIA_HOST.test( host ) ) {
		if ( segments[ 0 ] === 'media' && segments.length >= 3 ) {
			// …/media/[v1.…/]<id>/<file>.gif: the id is the folder of the file.
			candidate = segments[ segments.length - 2 ];
		} else if ( segments.length === 1 ) {
			// i.giphy.com/<id>.gif
			candidate = segments[ 0 ].replace( /\.(gif|webp|mp4)$/i, '' );
		}
	}
	if ( candidate === undefined ) {
		return null;
	}
	const id = afterLastHyphen( candidate );
	return ID.test( id ) ? id : null;
}

/**
 * The API address for what the user typed: a lookup by id for a GIF-service URL, otherwise a
 * text search limited to SEARCH_LIMIT results.
 *
 * @param text   The search box's text.
 * @param apiKey The site's GIPHY API key.
 * @return The address to fetch, or null when there is nothing to search for.
 */
export function giphyRequestUrl( text: string, apiKey: string ): string | null {
	const query = text.trim();
	if ( ! query || ! apiKey ) {
		return null;
	}
	const key = encodeURIComponent( apiKey );
	const id = giphyIdFromUrl( query );
	if ( id ) {
		return `${ GIPHY_API }/${ id }?api_key=${ key }`;
	}
	return `${ GIPHY_API }/search?api_key=${ key }&q=${ encodeURIComponent(
		query
	) }&limit=${ SEARCH_LIMIT }`;
}

/**
 * A positive finite number from GIPHY's dimension (a string in its JSON).
 *
 * @param value The width or height.
 * @return The number, or null.
 */
function dimension( value: unknown ): number | null {
	const n = typeof value === 'string' ? Number( value ) : value;
	return typeof n === 'number' && Number.isFinite( n ) && n > 0 ? n : null;
}

/**
 * The block's `paddingTop`: the GIF's height as a percentage of its width, rounded down.
 *
 * @param width  The GIF's width.
 * @param height The GIF's height.
 * @return Such as `75%`; DEFAULT_PADDING_TOP when the sizes are unusable.
 */
export function paddingTopFor( width: unknown, height: unknown ): string {
	const w = dimension( width );
	const h = dimension( height );
	if ( w === null || h === null ) {
		return DEFAULT_PADDING_TOP;
	}
	return `${ Math.floor( ( h / w ) * 100 ) }%`;
}

/**
 * Whether a stored `paddingTop` is a plain percentage (what the block writes).
 *
 * @param value The attribute.
 * @return True for values such as `56.2%` or `100%`.
 */
export function isPaddingTop( value: unknown ): value is string {
	return typeof value === 'string' && /^\d{1,4}(\.\d{1,4})?%$/.test( value );
}

/**
 * Whether a URL is a GIPHY embed page (what `giphyUrl` may hold).
 *
 * @param value The attribute.
 * @return True for `https://giphy.com/embed/<id>`.
 */
export function isEmbedUrl( value: unknown ): value is string {
	return (
		typeof value === 'string' &&
		/^https:\/\/giphy\.com\/embed\/[A-Za-z0-9]+$/.test( value )
	);
}

/**
 * Whether a URL may be shown as a thumbnail: https on a GIPHY media host.
 *
 * @param value A URL from the API.
 * @return True when it is safe to load.
 */
export function isMediaUrl( value: unknown ): value is string {
	if ( typeof value !== 'string' ) {
		return false;
	}
	try {
		const url = new URL( value );
		return url.protocol === 'https:' && MEDIA_HOST.test( url.hostname );
	} catch {
		return false;
	}
}

/**
 * A usable GIF from one API item, or null: it needs a valid id, the API's embed page (never
 * rebuilt from the id) and positive sizes.
 *
 * @param item One entry of the API's `data`.
 * @return The GIF, typed.
 */
function toGif( item: unknown ): GiphyGif | null {
	if ( ! item || typeof item !== 'object' ) {
		return null;
	}
	const gif = item as Partial< GiphyGif >;
	const original = gif.images?.original;
	if (
		typeof gif.id !== 'string' ||
		! ID.test( gif.id ) ||
		! isEmbedUrl( gif.embed_url ) ||
		! original ||
		dimension( original.width ) === null ||
		dimension( original.height ) === null
	) {
		return null;
	}
	return gif as GiphyGif;
}

/**
 * The GIFs in an API answer: a search answers a list, a lookup by id a single object.
 *
 * @param response The parsed JSON.
 * @return Up to SEARCH_LIMIT usable GIFs, in the API's order.
 */
export function gifsFromResponse( response: unknown ): GiphyGif[] {
	const data = ( response as { data?: unknown } | null )?.data;
	const items = Array.isArray( data ) ? data : [ data ];
	return items
		.map( toGif )
		.filter( ( gif ): gif is GiphyGif => gif !== null )
		.slice( 0, SEARCH_LIMIT );
}

/**
 * The thumbnail address of a GIF (a still frame), when it is safe to load.
 *
 * @param gif A GIF from gifsFromResponse().
 * @return The URL, or null.
 */
export function thumbnailUrl( gif: GiphyGif ): string | null {
	const url =
		gif.images.downsized_still?.url ?? gif.images.fixed_width_still?.url;
	return isMediaUrl( url ) ? url : null;
}

/**
 * The attributes that show a GIF in the block (clearing a Tumblr GIF saved by Jetpack).
 *
 * @param gif A GIF from gifsFromResponse().
 * @return The attributes to set.
 */
export function attributesForGif( gif: GiphyGif ): GiphyAttributes {
	return {
		giphyUrl: gif.embed_url,
		paddingTop: paddingTopFor(
			gif.images.original.width,
			gif.images.original.height
		),
		gifUrl: undefined,
		attributionUrl: undefined,
		attributionName: undefined,
	};
}
