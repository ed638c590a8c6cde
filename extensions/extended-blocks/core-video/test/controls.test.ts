/**
 * The control layer's pure logic (controls.ts): times as the player shows them, the buffered
 * part from where the video plays, the average colour of a frame and the bar's colours.
 */
import {
	averageColor,
	bufferedPercent,
	chooseColors,
	colorsFromAverage,
	formatTime,
	lightness,
	needsAverage,
	NEUTRAL_COLORS,
	seekTarget,
	toHex,
} from '../controls';

describe( 'formatTime', () => {
	test.each( [
		[ 0, '0:00' ],
		[ 5.9, '0:05' ],
		[ 65, '1:05' ],
		[ 200, '3:20' ],
		[ 3599, '59:59' ],
		[ 3600, '1:00:00' ],
		[ 3725, '1:02:05' ],
		[ NaN, '0:00' ],
		[ Infinity, '0:00' ],
		[ -3, '0:00' ],
	] )( '%p → %s', ( seconds, shown ) => {
		expect( formatTime( seconds ) ).toBe( shown );
	} );
} );

describe( 'bufferedPercent', () => {
	test.each( [
		[ 'nothing buffered', [], 0, 100, 0 ],
		[ 'the range that holds the time', [ [ 0, 25 ] ], 10, 100, 25 ],
		[
			'the range of the time, not an earlier one',
			[
				[ 0, 10 ],
				[ 40, 60 ],
			],
			50,
			100,
			60,
		],
		[ 'a range starting just ahead', [ [ 30.2, 50 ] ], 30, 100, 50 ],
		[ 'no range holds the time', [ [ 0, 10 ] ], 50, 100, 0 ],
		[ 'all of it', [ [ 0, 200 ] ], 200, 200, 100 ],
		[ 'never past the end', [ [ 0, 201 ] ], 0, 200, 100 ],
		[ 'unknown length', [ [ 0, 10 ] ], 0, NaN, 0 ],
		[ 'a live stream', [ [ 0, 10 ] ], 0, Infinity, 0 ],
		[ 'zero length', [ [ 0, 0 ] ], 0, 0, 0 ],
	] as Array<
		[ string, Array< [ number, number ] >, number, number, number ]
	> )( '%s', ( _title, ranges, current, duration, percent ) => {
		expect( bufferedPercent( ranges, current, duration ) ).toBe( percent );
	} );
} );

describe( 'averageColor', () => {
	test.each( [
		[ 'one pixel', [ 10, 20, 30, 255 ], [ 10, 20, 30 ] ],
		[
			'two pixels',
			[ 0, 0, 0, 255, 255, 255, 255, 255 ],
			[ 128, 128, 128 ],
		],
		[
			'transparent pixels left out',
			[ 255, 0, 0, 255, 0, 0, 255, 0 ],
			[ 255, 0, 0 ],
		],
		[ 'all transparent', [ 1, 2, 3, 0 ], null ],
		[ 'no pixels', [], null ],
	] )( '%s', ( _title, data, rgb ) => {
		expect( averageColor( Uint8ClampedArray.from( data ) ) ).toEqual( rgb );
	} );
} );

describe( 'toHex', () => {
	test.each( [
		[ [ 0, 0, 0 ], '#000000' ],
		[ [ 255, 255, 255 ], '#ffffff' ],
		[ [ 30, 144, 255 ], '#1e90ff' ],
		[ [ 127.6, -4, 300 ], '#8000ff' ],
	] as Array< [ [ number, number, number ], string ] > )(
		'%p → %s',
		( rgb, hex ) => {
			expect( toHex( rgb ) ).toBe( hex );
		}
	);
} );

describe( 'colorsFromAverage: a played part light enough to see on the dark layer', () => {
	test.each( [
		[ 'black', [ 0, 0, 0 ] ],
		[ 'dark blue', [ 10, 20, 90 ] ],
		[ 'mid green', [ 40, 160, 60 ] ],
		[ 'white', [ 255, 255, 255 ] ],
	] as Array< [ string, [ number, number, number ] ] > )(
		'%s',
		( _title, average ) => {
			const colors = colorsFromAverage( average );
			for ( const hex of Object.values( colors ) ) {
				expect( hex ).toMatch( /^#[0-9a-f]{6}$/ );
			}
			const rgb = ( hex: string ) =>
				[ 1, 3, 5 ].map( ( i ) =>
					parseInt( hex.slice( i, i + 2 ), 16 )
				) as unknown as [ number, number, number ];
			const played = lightness( rgb( colors.played ) );
			const loaded = lightness( rgb( colors.loaded ) );
			const main = lightness( rgb( colors.main ) );
			expect( played ).toBeGreaterThanOrEqual( 0.59 );
			// Track darker than the buffered part, which is darker than the played part.
			expect( main ).toBeLessThan( loaded );
			expect( loaded ).toBeLessThan( played );
		}
	);

	test( 'black: a black track, greys above it', () => {
		expect( colorsFromAverage( [ 0, 0, 0 ] ) ).toEqual( {
			main: '#000000',
			loaded: '#4d4d4d',
			played: '#999999',
		} );
	} );
} );

describe( 'chooseColors and needsAverage', () => {
	const SAVED = { main: '#111111', loaded: '#222222', played: '#ff0000' };
	const EMPTY = { main: '', loaded: '', played: '' };
	const AVERAGE = [ 0, 0, 0 ] as const;
	const FROM_AVERAGE = colorsFromAverage( AVERAGE );
	test.each( [
		[
			'saved colours, Match video off',
			SAVED,
			false,
			AVERAGE,
			SAVED,
			false,
		],
		[
			'Match video on: the video’s, whatever was saved',
			SAVED,
			true,
			AVERAGE,
			FROM_AVERAGE,
			true,
		],
		[
			'Match video on, the video unreadable: neutral',
			SAVED,
			true,
			null,
			NEUTRAL_COLORS,
			true,
		],
		[
			'an empty colour comes from the video',
			{ ...SAVED, loaded: '' },
			false,
			AVERAGE,
			{ ...SAVED, loaded: FROM_AVERAGE.loaded },
			true,
		],
		[
			'nothing saved, nothing readable: neutral',
			EMPTY,
			false,
			null,
			NEUTRAL_COLORS,
			true,
		],
		[
			'a malformed colour is not used',
			{ ...SAVED, played: 'red' },
			false,
			null,
			{ ...SAVED, played: NEUTRAL_COLORS.played },
			true,
		],
	] as Array<
		[
			string,
			typeof SAVED,
			boolean,
			typeof AVERAGE | null,
			typeof SAVED,
			boolean,
		]
	> )( '%s', ( _title, saved, match, average, colors, needs ) => {
		expect( chooseColors( saved, match, average ) ).toEqual( colors );
		expect( needsAverage( saved, match ) ).toBe( needs );
	} );
} );

describe( 'seekTarget', () => {
	test.each( [
		[ 'ArrowRight', 10, 200, 15 ],
		[ 'ArrowUp', 10, 200, 15 ],
		[ 'ArrowLeft', 10, 200, 5 ],
		[ 'ArrowDown', 10, 200, 5 ],
		[ 'ArrowLeft', 2, 200, 0 ],
		[ 'ArrowRight', 198, 200, 200 ],
		[ 'PageUp', 10, 200, 20 ],
		[ 'PageDown', 30, 200, 20 ],
		[ 'Home', 50, 200, 0 ],
		[ 'End', 50, 200, 200 ],
		// A short video: a tenth and a fifth of it.
		[ 'ArrowRight', 0, 2, 0.2 ],
		[ 'PageUp', 0, 2, 0.4 ],
		[ 'End', 0, 2, 2 ],
		[ 'Enter', 10, 200, null ],
		[ 'a', 10, 200, null ],
		[ 'ArrowRight', 0, NaN, null ],
		[ 'End', 0, Infinity, null ],
	] )( '%s at %p of %p → %p', ( key, current, duration, target ) => {
		const got = seekTarget( key, current, duration );
		if ( target === null ) {
			expect( got ).toBeNull();
		} else {
			expect( got ).toBeCloseTo( target, 9 );
		}
	} );
} );
