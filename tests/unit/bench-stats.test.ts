/**
 * The statistics `npm run bench` prints (tools/bench/stats.mjs): medians, percentiles, and the
 * bootstrap interval of a ratio of medians, which says whether a bench's runs settle a budget.
 */
import {
	median,
	percentile,
	ratioInterval,
	settledBy,
} from '../../tools/bench/stats.mjs';

describe( 'median and percentile', () => {
	test.each( [
		[ [ 3, 1, 2 ], 2 ],
		[ [ 4, 1, 3, 2 ], 2.5 ],
		[ [ 7 ], 7 ],
	] )( 'median of %j is %d', ( values, expected ) => {
		expect( median( values ) ).toBe( expected );
	} );

	test.each( [
		[ [ 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ], 90, 9 ],
		[ [ 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ], 95, 10 ],
		[ [ 5, 1 ], 0, 1 ],
	] )( 'percentile of %j at %d is %d', ( values, p, expected ) => {
		expect( percentile( values, p ) ).toBe( expected );
	} );
} );

describe( 'ratioInterval', () => {
	// Twenty runs around 4,300 ms, as the editor load bench measures, and the same runs 2 % faster.
	const active = [
		4301, 4250, 4400, 4190, 4320, 4280, 4500, 4210, 4350, 4270, 4300, 4330,
		4260, 4410, 4240, 4290, 4380, 4220, 4310, 4360,
	];
	const faster = active.map( ( ms ) => ms / 1.02 );

	test.each( [
		[ 'identical runs', [ 5, 5, 5 ], [ 5, 5, 5 ], 1 ],
		[ 'runs all twice as slow', [ 4, 4, 4, 4 ], [ 2, 2, 2, 2 ], 2 ],
	] )( '%s: the interval is the ratio itself, %d', ( _name, a, b, ratio ) => {
		expect( ratioInterval( a, b ) ).toEqual( [ ratio, ratio ] );
	} );

	test( 'the same runs 2 % faster: the interval holds 1.02', () => {
		const [ low, high ] = ratioInterval( active, faster );
		expect( low ).toBeLessThanOrEqual( 1.02 );
		expect( high ).toBeGreaterThanOrEqual( 1.02 );
	} );

	test( 'spread runs give an interval around the ratio of medians, within the ratios the runs allow', () => {
		const inactive = active.map(
			( ms, i ) => ms / 1.02 + ( i % 5 ) * 25 - 50
		);
		const ratio = median( active ) / median( inactive );
		const [ low, high ] = ratioInterval( active, inactive );
		expect( low ).toBeLessThan( ratio );
		expect( high ).toBeGreaterThan( ratio );
		expect( low ).toBeGreaterThan(
			Math.min( ...active ) / Math.max( ...inactive )
		);
		expect( high ).toBeLessThan(
			Math.max( ...active ) / Math.min( ...inactive )
		);
	} );

	test( 'a wider level gives a wider interval; the same seed the same interval', () => {
		const inactive = [ ...active ].reverse().map( ( ms ) => ms - 60 );
		const [ low90, high90 ] = ratioInterval( active, inactive );
		const [ low99, high99 ] = ratioInterval( active, inactive, {
			level: 0.99,
		} );
		expect( low99 ).toBeLessThanOrEqual( low90 );
		expect( high99 ).toBeGreaterThanOrEqual( high90 );
		expect( high99 - low99 ).toBeGreaterThan( high90 - low90 );
		expect( ratioInterval( active, inactive ) ).toEqual( [
			low90,
			high90,
		] );
		expect( ratioInterval( active, inactive, { seed: 2 } ) ).not.toEqual( [
			low90,
			high90,
		] );
	} );

	test( 'no runs in a series is refused', () => {
		expect( () => ratioInterval( [], [ 1 ] ) ).toThrow( /both series/ );
		expect( () => ratioInterval( [ 1 ], [] ) ).toThrow( /both series/ );
	} );
} );

describe( 'settledBy', () => {
	test.each( [
		[ [ 0.993, 1.02 ], 1.03, 'within' ],
		[ [ 1.0, 1.03 ], 1.03, 'within' ],
		[ [ 0.993, 1.057 ], 1.03, 'straddles' ],
		[ [ 1.03, 1.04 ], 1.03, 'straddles' ],
		[ [ 1.031, 1.066 ], 1.03, 'over' ],
	] )( 'the interval %j against %d: %s', ( interval, budget, reading ) => {
		expect( settledBy( interval as [ number, number ], budget ) ).toBe(
			reading
		);
	} );
} );
