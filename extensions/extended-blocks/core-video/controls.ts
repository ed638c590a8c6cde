/**
 * The control layer's pure logic (view.ts draws it): times as a player shows them, the buffered
 * part of a video, and the colours of its progress bar: the block's own (Main the track, Loaded
 * the buffered part, Progress the played part) or, with "Match video" or where one is empty,
 * colours made from the video's average colour.
 */
import { HEX_COLOR } from './panels/colors';

export interface BarColors {
	main: string;
	loaded: string;
	played: string;
}

export type Rgb = readonly [ number, number, number ];

/** The colours when neither the block nor the video gives any. */
export const NEUTRAL_COLORS: BarColors = {
	main: '#5c5c5c',
	loaded: '#a3a3a3',
	played: '#ffffff',
};

/**
 * A time as a player shows it: m:ss, or h:mm:ss from an hour; 0:00 for no time.
 *
 * @param seconds The time.
 */
export function formatTime( seconds: number ): string {
	const whole = Number.isFinite( seconds ) && seconds > 0 ? seconds : 0;
	const total = Math.floor( whole );
	const h = Math.floor( total / 3600 );
	const m = Math.floor( ( total % 3600 ) / 60 );
	const s = String( total % 60 ).padStart( 2, '0' );
	return h
		? `${ h }:${ String( m ).padStart( 2, '0' ) }:${ s }`
		: `${ m }:${ s }`;
}

/**
 * The part of a video buffered from where it plays: the end of the buffered range that holds
 * the current time, in percent of the video's length; 0 when none holds it or the length is
 * unknown.
 *
 * @param ranges   The buffered ranges, as [ start, end ] seconds.
 * @param current  The current time.
 * @param duration The video's length.
 */
export function bufferedPercent(
	ranges: ReadonlyArray< readonly [ number, number ] >,
	current: number,
	duration: number
): number {
	if ( ! Number.isFinite( duration ) || duration <= 0 ) {
		return 0;
	}
	const range = ranges.find(
		( [ start, end ] ) => start <= current + 0.5 && current <= end
	);
	return range
		? Math.min( 100, Math.max( 0, ( range[ 1 ] / duration ) * 100 ) )
		: 0;
}

/**
 * The average colour of an image's pixels (RGBA bytes), transparent ones left out; null when all
 * are transparent.
 *
 * @param data The pixels, four bytes each.
 */
export function averageColor( data: ArrayLike< number > ): Rgb | null {
	let r = 0;
	let g = 0;
	let b = 0;
	let n = 0;
	for ( let i = 0; i + 3 < data.length; i += 4 ) {
		if ( data[ i + 3 ] ) {
			r += data[ i ];
			g += data[ i + 1 ];
			b += data[ i + 2 ];
			n++;
		}
	}
	return n
		? [ Math.round( r / n ), Math.round( g / n ), Math.round( b / n ) ]
		: null;
}

/**
 * A colour as six hex digits.
 *
 * @param rgb The colour.
 */
export const toHex = ( rgb: Rgb ): string =>
	'#' +
	rgb
		.map( ( c ) =>
			Math.round( Math.min( 255, Math.max( 0, c ) ) )
				.toString( 16 )
				.padStart( 2, '0' )
		)
		.join( '' );

/**
 * A colour part way to another.
 *
 * @param from The colour.
 * @param to   The other.
 * @param part How far, 0 to 1.
 */
export const mix = ( from: Rgb, to: Rgb, part: number ): Rgb => [
	from[ 0 ] + ( to[ 0 ] - from[ 0 ] ) * part,
	from[ 1 ] + ( to[ 1 ] - from[ 1 ] ) * part,
	from[ 2 ] + ( to[ 2 ] - from[ 2 ] ) * part,
];

/**
 * How light a colour looks, 0 to 1 (Rec. 709 weights).
 *
 * @param rgb The colour.
 */
export const lightness = ( rgb: Rgb ): number =>
	( 0.2126 * rgb[ 0 ] + 0.7152 * rgb[ 1 ] + 0.0722 * rgb[ 2 ] ) / 255;

/**
 * The bar's colours made from a video's average colour, on the layer's dark background: the
 * played part the colour made light enough to stand out, the track the colour darkened, the
 * buffered part between them.
 *
 * @param average The video's average colour.
 */
export function colorsFromAverage( average: Rgb ): BarColors {
	const light = lightness( average );
	const played =
		light < 0.6
			? mix( average, [ 255, 255, 255 ], ( 0.6 - light ) / ( 1 - light ) )
			: average;
	const main = mix( average, [ 0, 0, 0 ], 0.6 );
	return {
		main: toHex( main ),
		loaded: toHex( mix( main, played, 0.5 ) ),
		played: toHex( played ),
	};
}

/**
 * Whether the bar needs the video's average colour: "Match video" is on or a colour is empty.
 *
 * @param saved           The block's colours.
 * @param useAverageColor "Match video".
 */
export const needsAverage = ( saved: BarColors, useAverageColor: boolean ) =>
	useAverageColor ||
	! HEX_COLOR.test( saved.main ) ||
	! HEX_COLOR.test( saved.loaded ) ||
	! HEX_COLOR.test( saved.played );

/**
 * The bar's colours: with "Match video" off, each colour the block saved; the others (all, with
 * it on) made from the video's average colour, or neutral when it is unknown (a video from
 * another site, whose pixels a page cannot read).
 *
 * @param saved           The block's colours, each '' or six hex digits.
 * @param useAverageColor "Match video".
 * @param average         The video's average colour, or null.
 */
export function chooseColors(
	saved: BarColors,
	useAverageColor: boolean,
	average: Rgb | null
): BarColors {
	const derived = average ? colorsFromAverage( average ) : NEUTRAL_COLORS;
	const pick = ( key: keyof BarColors ) =>
		! useAverageColor && HEX_COLOR.test( saved[ key ] )
			? saved[ key ]
			: derived[ key ];
	return {
		main: pick( 'main' ),
		loaded: pick( 'loaded' ),
		played: pick( 'played' ),
	};
}

/**
 * Where a key on the seek slider takes the video: the arrows a tenth of it, up to 5 s, Page Up
 * and Down a fifth, up to 10 s, Home and End its start and end; null for another key or a video
 * of unknown length.
 *
 * @param key      The key (KeyboardEvent.key).
 * @param current  The current time.
 * @param duration The video's length.
 */
export function seekTarget(
	key: string,
	current: number,
	duration: number
): number | null {
	if ( ! Number.isFinite( duration ) || duration <= 0 ) {
		return null;
	}
	const small = Math.min( 5, duration / 10 );
	const big = Math.min( 10, duration / 5 );
	const target = (
		{
			ArrowLeft: current - small,
			ArrowDown: current - small,
			ArrowRight: current + small,
			ArrowUp: current + small,
			PageDown: current - big,
			PageUp: current + big,
			Home: 0,
			End: duration,
		} as Record< string, number >
	 )[ key ];
	return target === undefined
		? null
		: Math.min( Math.max( target, 0 ), duration );
}
