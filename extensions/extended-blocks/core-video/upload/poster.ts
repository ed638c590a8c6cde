/**
 * A poster's choices, made in the browser from a frame of the video (frame-grabber.ts): which
 * moment (past the first second, which is often black or a fade, whenever the video is longer),
 * what size (the video's own, its longest side at most 1920 pixels), and the image's file name
 * and title in the media library.
 */
import { __, sprintf } from '@wordpress/i18n';

/** The longest side of a poster, in pixels. */
export const POSTER_MAX_SIDE = 1920;

/** The JPEG quality of a poster (canvas.toBlob's 0 to 1). */
export const POSTER_QUALITY = 0.85;

/** The moment a poster is taken from, in seconds, in a video long enough for it. */
const POSTER_TIME = 1.5;

/**
 * The moment of a video a poster is taken from: 1.5 s into a video of 3 s or more; halfway
 * between the first second and the end of a video of 1 to 3 s (past the first second, short of
 * the end); halfway through a video of a second or less; 1.5 s when the length is unknown (the
 * browser stops at the end).
 *
 * @param duration The video's length in seconds (NaN or Infinity when unknown).
 * @return Seconds.
 */
export function posterSeekTime( duration: number ): number {
	if ( ! Number.isFinite( duration ) || duration <= 0 ) {
		return POSTER_TIME;
	}
	if ( duration >= 2 * POSTER_TIME ) {
		return POSTER_TIME;
	}
	if ( duration > 1 ) {
		return ( 1 + duration ) / 2;
	}
	return duration / 2;
}

/**
 * A poster's size: the video's, scaled down (never up) so that its longest side is at most
 * `max`; null for a video with no picture size.
 *
 * @param width  The video's width.
 * @param height The video's height.
 * @param max    The longest side allowed.
 * @return Whole pixels, or null.
 */
export function posterSize(
	width: number,
	height: number,
	max: number = POSTER_MAX_SIDE
): { width: number; height: number } | null {
	if (
		! Number.isFinite( width ) ||
		! Number.isFinite( height ) ||
		width <= 0 ||
		height <= 0
	) {
		return null;
	}
	const scale = Math.min( 1, max / Math.max( width, height ) );
	return {
		width: Math.max( 1, Math.round( width * scale ) ),
		height: Math.max( 1, Math.round( height * scale ) ),
	};
}

/**
 * The video's file name without its folder, query or extension ('' when it has none).
 *
 * @param src The video's address or file name.
 */
function baseName( src: string ): string {
	const path = src.split( /[?#]/ )[ 0 ] ?? '';
	let name = path.slice( path.lastIndexOf( '/' ) + 1 );
	try {
		name = decodeURIComponent( name );
	} catch {
		// A stray % stays as it is.
	}
	return name.replace( /\.[^.]*$/, '' );
}

/**
 * The poster's file name: the video's, with `-poster.jpg` (letters, digits, `-` and `_` only).
 *
 * @param src The video's address or file name.
 * @return Such as `birds-poster.jpg`.
 */
export function posterFileName( src: string ): string {
	const base = baseName( src )
		.normalize( 'NFKD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.replace( /[^A-Za-z0-9_-]+/g, '-' )
		.replace( /^-+|-+$/g, '' )
		.slice( 0, 100 );
	return `${ base || 'video' }-poster.jpg`;
}

/**
 * The poster's title in the media library: the video's title (or its file name) and "poster".
 *
 * @param videoTitle The video's title in the media library ('' if unknown).
 * @param src        The video's address.
 */
export function posterTitle( videoTitle: string, src: string ): string {
	const title =
		videoTitle.trim() || baseName( src ) || __( 'Video', 'blockpack' );
	/* translators: %s: a video's title. */
	return sprintf( __( '%s poster', 'blockpack' ), title );
}
