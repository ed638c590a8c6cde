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
