/**
 * The Star Rating's screen-reader text.
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * The rating as words, in the current language ("3.5 out of 5").
 *
 * @param rating    The rating.
 * @param maxRating The highest rating.
 * @return The text.
 */
export function ratingLabel( rating: number, maxRating: number ): string {
	return sprintf(
		/* translators: 1: the rating, such as 3.5; 2: the highest rating, such as 5. */
		__( '%1$s out of %2$s', 'blockpack' ),
		String( rating ),
		String( maxRating )
	);
}
