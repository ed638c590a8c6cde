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
	/**
	 * What screen readers hear, such as "3.5 out of 5", read back from the saved HTML, so that a
	 * post stays valid whatever the language of the person who opens it. Empty until the rating
	 * is set in the editor; the saved markup then uses the current language.
	 */
	label?: string;
	className?: string;
	[ key: string ]: unknown;
}
