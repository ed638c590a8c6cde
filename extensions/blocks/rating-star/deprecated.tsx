/**
 * Earlier saves of `jetpack/rating-star`, newest first, each kept exactly as Jetpack wrote it.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import { ratingLabel } from './label';
import { legacySymbolCount } from './rating';
import type { RatingStarAttributes } from './types';

const attributes = {
	rating: { type: 'number', default: 1 },
	maxRating: { type: 'number', default: 5 },
	color: { type: 'string' },
	align: { type: 'string', default: 'left' },
} as const;

const supports = { html: false };

/**
 * Jetpack's fallback symbols: one "★" per started star, in the chosen colour.
 *
 * @param attributes        The block's attributes.
 * @param attributes.rating The rating.
 * @param attributes.color  The colour.
 * @return The symbols.
 */
function legacySymbols( { rating, color }: RatingStarAttributes ) {
	return Array.from(
		{ length: legacySymbolCount( rating ) },
		( _, index ) => (
			<span key={ index } style={ { color } }>
				★
			</span>
		)
	);
}

/**
 * Jetpack's saves had no screen-reader text: the migrated block gets it in the editor's language.
 *
 * @param old The attributes parsed with an old save.
 * @return The current attributes.
 */
function migrate( old: Record< string, unknown > ): RatingStarAttributes {
	const saved = old as RatingStarAttributes;
	return {
		...saved,
		label: ratingLabel( saved.rating, saved.maxRating ),
	};
}

// Each entry's save receives attributes parsed with the schema above, hence the casts.
const deprecated: BlockDeprecation< RatingStarAttributes >[] = [
	// Jetpack's newest save: the "★" figure inside a useBlockProps div.
	{
		apiVersion: 3,
		attributes,
		supports,
		migrate,
		save( { attributes: saved } ) {
			const old = saved as RatingStarAttributes;
			return (
				<div { ...useBlockProps.save() }>
					<figure style={ { textAlign: old.align } }>
						{ legacySymbols( old ) }
					</figure>
				</div>
			);
		},
	},
	// Jetpack's older save (API version 1): the "★" figure is the root, classes added by hooks.
	{
		attributes,
		supports,
		migrate,
		save( { attributes: saved } ) {
			const old = saved as RatingStarAttributes;
			return (
				<figure style={ { textAlign: old.align } }>
					{ legacySymbols( old ) }
				</figure>
			);
		},
	},
];

export default deprecated;
