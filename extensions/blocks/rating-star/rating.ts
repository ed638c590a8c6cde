/**
 * Pure rating logic for the Star Rating block: what a click on a star does, and how each star
 * is drawn for a rating.
 */

/** Lowest and highest values of the "Highest rating" setting. */
export const MIN_MAX_RATING = 2;
export const MAX_MAX_RATING = 10;

/**
 * The most stars ever drawn (or legacy "★" counted), whatever a post's markup says: the editor
 * offers at most MAX_MAX_RATING, and a huge scale typed into raw markup must not exhaust memory.
 */
export const MAX_DRAWN_STARS = 100;

/** How much of one star is filled. */
export type StarFill = 'full' | 'half' | 'empty';

/**
 * The rating after a click on a star half.
 *
 * Clicking the rating already selected, when it is a whole number, lowers it by half a star;
 * clicking the first star while the rating is half a star clears it.
 *
 * @param current The current rating.
 * @param clicked The value of the star half clicked (3.5 for the left half of star 4).
 * @return The new rating.
 */
export function nextRating( current: number, clicked: number ): number {
	if ( clicked === current && Number.isInteger( current ) ) {
		return current - 0.5;
	}
	if ( current === 0.5 && clicked === 1 ) {
		return 0;
	}
	return clicked;
}

/**
 * Keeps a rating within the highest rating.
 *
 * @param rating    The rating.
 * @param maxRating The highest rating.
 * @return The rating, lowered to maxRating when above it, and never below 0.
 */
export function clampRating( rating: number, maxRating: number ): number {
	return Math.max( 0, Math.min( rating, maxRating ) );
}

/**
 * How each of the stars is filled for a rating.
 *
 * @param rating    The rating, in half-star steps.
 * @param maxRating How many stars there are.
 * @return One fill per star, first star first.
 */
export function starFills( rating: number, maxRating: number ): StarFill[] {
	const length = Math.min( Math.max( 0, maxRating ), MAX_DRAWN_STARS );
	return Array.from( { length }, ( _, index ) => {
		const position = index + 1;
		if ( rating >= position ) {
			return 'full';
		}
		return rating >= position - 0.5 ? 'half' : 'empty';
	} );
}

/**
 * How many "★" Jetpack's older saves printed for a rating: one per started star
 * (lodash's `range( 1, rating + 1 )`).
 *
 * @param rating The rating.
 * @return The number of symbols.
 */
export function legacySymbolCount( rating: number ): number {
	return Math.min( Math.max( 0, Math.ceil( rating ) ), MAX_DRAWN_STARS );
}
