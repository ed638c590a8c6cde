/** The horizontal alignment of the stars. */
export type TextAlign = 'left' | 'center' | 'right';

/**
 * The Star Rating block's attributes.
 */
export interface RatingStarAttributes {
	rating: number;
	maxRating: number;
	color?: string;
	align: TextAlign;
	className?: string;
	[ key: string ]: unknown;
}
