/**
 * The Tiled Gallery's older saved forms, newest first: Jetpack's versions of the block (its
 * `tiled-gallery/deprecated/` folders), each described by its attributes, supports and markup
 * switches, all written by the one renderer in ./legacy-markup.tsx.
 *
 * Variants that Jetpack saved from one version depending on the site (the image host in `src`,
 * `data-amp-layout` left out on WordPress.com, the full-screen label's language) are one entry
 * each here: the renderer writes them as the markup has them.
 */
import type { BlockDeprecation, BlockSupports } from '@wordpress/blocks';
import {
	EARLY_SUPPORTS,
	LATER_SUPPORTS,
	legacyAttributes,
	migrate,
	type LegacySchema,
} from './attributes';
import type { TiledGalleryAttributes } from '../types';
import { legacySave, type LegacyMarkup } from './legacy-markup';

type Deprecation = BlockDeprecation< TiledGalleryAttributes >;

/**
 * @param schema   The version's attributes.
 * @param supports The version's supports.
 * @param markup   The version's markup.
 * @return The deprecation.
 */
function version(
	schema: LegacySchema,
	supports: BlockSupports,
	markup: LegacyMarkup
): Deprecation {
	return {
		attributes: legacyAttributes( schema, markup ),
		supports,
		migrate,
		save: legacySave( markup ),
	};
}

const ALL: LegacySchema = {
	filters: true,
	columnWidths: true,
	imageCrop: true,
};

// The block's div with the class name around a div with the rounded corners (Jetpack v6 on).
const BLOCK_DIV: LegacyMarkup = {
	wrapper: 'block',
	widths: 'saved',
	amp: 'saved',
	labels: 'none',
	mediaHref: 'url',
	customLink: false,
};

// The layout div as the block's root (Jetpack v1 to v4).
const LAYOUT_ROOT: LegacyMarkup = {
	wrapper: 'none',
	widths: 'none',
	amp: 'never',
	labels: 'none',
	mediaHref: 'src',
	customLink: false,
};

const deprecated: Deprecation[] = [
	// 1. Jetpack's current markup with the image service's address in `src` (Jetpack's
	// image-host and v9 entries): we write the site's address, the server serves the sizes.
	version( ALL, LATER_SUPPORTS, {
		...BLOCK_DIV,
		amp: 'never',
		customLink: true,
	} ),
	// 2. Full-screen button attributes with `tabindex` on every image (Jetpack v8).
	version( ALL, LATER_SUPPORTS, {
		...BLOCK_DIV,
		labels: 'fullScreenTab',
		customLink: true,
	} ),
	// 3. The first full-screen attributes, `role` and `aria-label` only (Jetpack v7).
	version( ALL, LATER_SUPPORTS, {
		...BLOCK_DIV,
		labels: 'fullScreen',
		customLink: true,
		leadingSpace: true,
	} ),
	// 4. Before custom links and full-screen attributes (Jetpack v6 and v7-noamp).
	version( ALL, LATER_SUPPORTS, { ...BLOCK_DIV, leadingSpace: true } ),
	// 5. The double wrapper: the block's div around the old layout div (Jetpack v5).
	version( ALL, LATER_SUPPORTS, { ...BLOCK_DIV, wrapper: 'double' } ),
	// 6. `data-amp-layout` on images, with `imageCrop` and colour/spacing supports (Jetpack v4).
	version( ALL, LATER_SUPPORTS, {
		...LAYOUT_ROOT,
		widths: 'saved',
		amp: 'always',
	} ),
	// 7. Column widths rounded to 12 decimals, before `imageCrop` (Jetpack v3).
	version( { ...ALL, imageCrop: false }, EARLY_SUPPORTS, {
		...LAYOUT_ROOT,
		widths: 'rounded12',
	} ),
	// 8. Filters and rounded corners, no column widths yet (Jetpack v2).
	version(
		{ filters: true, columnWidths: false, imageCrop: false },
		EARLY_SUPPORTS,
		LAYOUT_ROOT
	),
	// 9. The first version: no filters or corners, `aria-label` "image 1 of 5 in gallery" on
	// images (Jetpack v1).
	version(
		{ filters: false, columnWidths: false, imageCrop: false },
		EARLY_SUPPORTS,
		{ ...LAYOUT_ROOT, labels: 'position' }
	),
];

export default deprecated;
