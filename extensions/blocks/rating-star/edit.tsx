/**
 * Editor view: clickable stars (each half a button), alignment in the toolbar, highest rating
 * and colour in the sidebar.
 */
import {
	AlignmentToolbar,
	BlockControls,
	InspectorControls,
	PanelColorSettings,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { RangeControl } from '@shared/controls';
import { __, sprintf } from '@wordpress/i18n';
import {
	MAX_MAX_RATING,
	MIN_MAX_RATING,
	clampRating,
	nextRating,
	starFills,
} from './rating';
import { ratingLabel } from './label';
import { Star } from './stars';
import type { RatingStarAttributes, TextAlign } from './types';

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< RatingStarAttributes > ) {
	const { rating, maxRating, color, align } = attributes;
	const blockProps = useBlockProps( { style: { textAlign: align } } );

	// The screen-reader text follows every change of the numbers, in the editor's language.
	const rate = ( clicked: number ) => {
		const next = nextRating( rating, clicked );
		setAttributes( {
			rating: next,
			label: ratingLabel( next, maxRating ),
		} );
	};

	const halfButton = ( value: number, side: 'left' | 'right' ) => (
		<button
			type="button"
			className={ `wp-block-jetpack-rating-star__half is-${ side }` }
			aria-pressed={ rating === value }
			aria-label={ sprintf(
				/* translators: %s: a rating, such as 3.5. */
				__( 'Rate %s', 'blockpack' ),
				String( value )
			) }
			onClick={ () => rate( value ) }
		/>
	);

	return (
		<>
			<BlockControls group="block">
				<AlignmentToolbar
					value={ align }
					onChange={ ( next?: TextAlign ) =>
						// No alignment means the default, so that save and parse agree.
						setAttributes( { align: next || 'left' } )
					}
				/>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'blockpack' ) }>
					<RangeControl
						label={ __( 'Highest rating', 'blockpack' ) }
						value={ maxRating }
						min={ MIN_MAX_RATING }
						max={ MAX_MAX_RATING }
						onChange={ ( value ) => {
							const next = value ?? MIN_MAX_RATING;
							const nextRatingValue = clampRating( rating, next );
							setAttributes( {
								maxRating: next,
								rating: nextRatingValue,
								label: ratingLabel( nextRatingValue, next ),
							} );
						} }
					/>
				</PanelBody>
				<PanelColorSettings
					title={ __( 'Color', 'blockpack' ) }
					colorSettings={ [
						{
							value: color ?? '',
							onChange: ( next?: string ) =>
								setAttributes( { color: next } ),
							label: __( 'Star color', 'blockpack' ),
						},
					] }
				/>
			</InspectorControls>
			<div { ...blockProps }>
				<span
					className="wp-block-jetpack-rating-star__stars"
					style={ { color } }
				>
					{ starFills( rating, maxRating ).map( ( fill, index ) => (
						<span
							key={ index }
							className="wp-block-jetpack-rating-star__choice"
						>
							<Star fill={ fill } />
							{ halfButton( index + 0.5, 'left' ) }
							{ halfButton( index + 1, 'right' ) }
						</span>
					) ) }
				</span>
			</div>
		</>
	);
}
