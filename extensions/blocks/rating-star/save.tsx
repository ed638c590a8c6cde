/**
 * Saved markup: a figure with one SVG star per point of the scale, hidden from screen readers,
 * and the rating as visually hidden text ("3.5 out of 5").
 */
import { useBlockProps } from '@wordpress/block-editor';
import { __, sprintf } from '@wordpress/i18n';
import { starFills } from './rating';
import { Star } from './stars';
import type { RatingStarAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: RatingStarAttributes;
} ) {
	const { rating, maxRating, color, align } = attributes;
	return (
		<figure { ...useBlockProps.save( { style: { textAlign: align } } ) }>
			<span className="wp-block-jetpack-rating-star__label">
				{ sprintf(
					/* translators: 1: the rating, such as 3.5; 2: the highest rating, such as 5. */
					__( '%1$s out of %2$s', 'blockpack' ),
					String( rating ),
					String( maxRating )
				) }
			</span>
			<span
				className="wp-block-jetpack-rating-star__stars"
				aria-hidden="true"
				style={ { color } }
			>
				{ starFills( rating, maxRating ).map( ( fill, index ) => (
					<Star key={ index } fill={ fill } />
				) ) }
			</span>
		</figure>
	);
}
