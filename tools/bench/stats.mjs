/**
 * The statistics the benches report.
 */

/**
 * @param {number[]} values Numbers.
 * @return {number} Their median (the mean of the middle two for an even count).
 */
export function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const mid = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ mid ]
		: ( sorted[ mid - 1 ] + sorted[ mid ] ) / 2;
}

/**
 * @param {number[]} values Numbers.
 * @param {number}   p      The percentile, 0–100.
 * @return {number} The nearest-rank percentile.
 */
export function percentile( values, p ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const rank = Math.max( 1, Math.ceil( ( p / 100 ) * sorted.length ) );
	return sorted[ rank - 1 ];
}

/**
 * A generator of numbers in [0, 1) from a seed (Park and Miller's minimal standard generator):
 * the same seed gives the same numbers, so an interval printed twice for the same runs is the
 * same interval.
 *
 * @param {number} seed A whole number, 1 or more.
 * @return {() => number} The generator.
 */
function seeded( seed ) {
	const modulus = 2147483647;
	let state = ( Math.abs( Math.floor( seed ) ) % ( modulus - 1 ) ) + 1;
	return () => {
		state = ( state * 48271 ) % modulus;
		return ( state - 1 ) / ( modulus - 1 );
	};
}

/**
 * How far a ratio of two medians could have come out with other runs of the same machine: a
 * percentile bootstrap. Each series is drawn again with replacement, as many values as it has,
 * `resamples` times; the ratio of the two draws' medians is taken each time, and the central
 * `level` of those ratios is answered. On a shared two-core machine one 20-run bench of the
 * editor moves by about ±0.03, as much as a budget's margin: an interval that straddles the
 * budget says these runs cannot settle it.
 *
 * @param {number[]} a                   The numerator's runs.
 * @param {number[]} b                   The denominator's runs.
 * @param {Object}   [options]
 * @param {number}   [options.level]     The central share kept, 0–1 (0.9).
 * @param {number}   [options.resamples] How many draws (2,000).
 * @param {number}   [options.seed]      The draws' seed (1).
 * @return {[number, number]} The low and high ends.
 */
export function ratioInterval(
	a,
	b,
	{ level = 0.9, resamples = 2000, seed = 1 } = {}
) {
	if ( ! a.length || ! b.length ) {
		throw new Error( 'ratioInterval() needs runs in both series.' );
	}
	const next = seeded( seed );
	const draw = ( values ) =>
		values.map( () => values[ Math.floor( next() * values.length ) ] );
	const ratios = [];
	for ( let i = 0; i < resamples; i++ ) {
		ratios.push( median( draw( a ) ) / median( draw( b ) ) );
	}
	const tail = ( ( 1 - level ) / 2 ) * 100;
	return [ percentile( ratios, tail ), percentile( ratios, 100 - tail ) ];
}

/**
 * What an interval says of a budget (an upper bound): `within` when all of it is at or under
 * the budget, `over` when all of it is above, `straddles` when the runs cannot settle it.
 *
 * @param {[number, number]} interval The interval's ends (ratioInterval()).
 * @param {number}           budget   The budget.
 * @return {'within'|'over'|'straddles'} The reading.
 */
export function settledBy( [ low, high ], budget ) {
	if ( high <= budget ) {
		return 'within';
	}
	return low > budget ? 'over' : 'straddles';
}
