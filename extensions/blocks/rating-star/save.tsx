/**
 * Saved markup: a figure with one SVG star per point of the scale, hidden from screen readers,
 * and the rating as visually hidden text ("3.5 out of 5"). The text is the `label` attribute,
 * read back from the saved HTML, so that a change of language never invalidates a post.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { ratingLabel } from './label';
import { starFills } from './rating';
import { Star } from './stars';
import type { RatingStarAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: RatingStarAttributes;
} ) {
	const { rating, maxRating, color, align, label } = attributes;
	return (
		<figure { ...useBlockProps.save( { style: { textAlign: align } } ) }>
			<span className="wp-block-jetpack-rating-star__label">
				{ label || ratingLabel( rating, maxRating ) }
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
