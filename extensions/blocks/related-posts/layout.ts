/**
 * Related Posts' pure rules: how many posts the block shows, and how they fill the rows of the
 * grid (the same rule as the server's `row_sizes()` in php/render.php).
 */

/** The most posts the block shows. */
export const MAX_POSTS_TO_SHOW = 6;

/** The layouts the toolbar offers. */
export type PostLayout = 'grid' | 'list';

/**
 * The number of posts to show, from the saved attribute: a whole number from 1 to 6 (3 when the
 * value is not a number).
 *
 * @param value The `postsToShow` attribute.
 * @return 1–6.
 */
export function clampPostsToShow( value: unknown ): number {
	let count = NaN;
	if ( typeof value === 'number' ) {
		count = value;
	} else if ( typeof value === 'string' && value.trim() !== '' ) {
		count = Number( value );
	}
	if ( ! Number.isFinite( count ) ) {
		return 3;
	}
	return Math.min( MAX_POSTS_TO_SHOW, Math.max( 1, Math.round( count ) ) );
}

/**
 * The posts in the first row: 2, 4 or 5 posts put 2 in the first row, any other count 3 (or
 * all of them when there are fewer).
 *
 * @param count The number of posts shown.
 * @return The size of the first row.
 */
export function firstRowSize( count: number ): number {
	if ( count === 2 || count === 4 || count === 5 ) {
		return 2;
	}
	return Math.min( 3, Math.max( 0, count ) );
}

/**
 * The items split into the grid's rows (at most two).
 *
 * @param items What is shown, in order.
 * @return The rows, each non-empty.
 */
export function toRows< T >( items: T[] ): T[][] {
	const first = firstRowSize( items.length );
	return [ items.slice( 0, first ), items.slice( first ) ].filter(
		( row ) => row.length > 0
	);
}
