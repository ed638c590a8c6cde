/**
 * The attributes and supports of Jetpack's older Tiled Gallery versions, and the migration to
 * the current attributes.
 */
import type { BlockSupports } from '@wordpress/blocks';
import type { TiledGalleryAttributes } from '../types';
import type { LegacyAttributes, LegacyMarkup } from './legacy-markup';

type Attributes = Record< string, Record< string, unknown > >;

/** Which attributes a version had. */
export type LegacySchema = {
	/** `imageFilter` and `roundedCorners` (every version but the first). */
	filters: boolean;
	/** `columnWidths`. */
	columnWidths: boolean;
	/** `imageCrop`. */
	imageCrop: boolean;
};

const fromImg = ( attribute: string, type?: 'number' ) => ( {
	source: 'attribute' as const,
	selector: 'img',
	attribute,
	...( type && { type } ),
} );

/**
 * The attributes a version parsed, plus what its save read back from the markup (`src`, the row
 * shapes, the AMP attribute, the images' labels: see ./legacy-markup.tsx).
 *
 * @param schema The version's attributes.
 * @param markup The version's markup.
 * @return The attribute definitions.
 */
export function legacyAttributes(
	schema: LegacySchema,
	markup: LegacyMarkup
): Attributes {
	return {
		align: { type: 'string', default: 'center' },
		className: { type: 'string', default: 'is-style-rectangular' },
		columns: { type: 'number' },
		...( schema.columnWidths && {
			columnWidths: { type: 'array', default: [] },
		} ),
		ids: { type: 'array', default: [] },
		...( schema.filters && { imageFilter: { type: 'string' } } ),
		images: {
			type: 'array',
			default: [],
			source: 'query',
			selector: '.tiled-gallery__item',
			query: {
				alt: { ...fromImg( 'alt' ), default: '' },
				height: fromImg( 'data-height', 'number' ),
				id: fromImg( 'data-id' ),
				link: fromImg( 'data-link' ),
				...( markup.customLink && {
					customLink: fromImg( 'data-custom-link' ),
				} ),
				url: fromImg( 'data-url' ),
				width: fromImg( 'data-width', 'number' ),
				src: fromImg( 'src' ),
				...( markup.labels !== 'none' && {
					savedLabel: fromImg( 'aria-label' ),
				} ),
			},
		},
		...( schema.imageCrop && {
			imageCrop: { type: 'boolean', default: true },
		} ),
		linkTo: { type: 'string', default: 'none' },
		...( schema.filters && {
			roundedCorners: { type: 'integer', default: 0 },
		} ),
		savedRows: {
			type: 'array',
			source: 'query',
			selector: '.tiled-gallery__row',
			query: {
				columns: {
					type: 'array',
					source: 'query',
					selector: '.tiled-gallery__col',
					query: {
						items: {
							type: 'array',
							source: 'query',
							selector: '.tiled-gallery__item',
							query: { src: fromImg( 'src' ) },
						},
					},
				},
			},
		},
		...( markup.amp === 'saved' && {
			savedAmp: fromImg( 'data-amp-layout' ),
		} ),
	} as Attributes;
}

/** The supports of the first versions. */
export const EARLY_SUPPORTS: BlockSupports = {
	align: [ 'center', 'wide', 'full' ],
	customClassName: false,
	html: false,
};

/** The supports from the AMP version on (colours and spacing). */
export const LATER_SUPPORTS: BlockSupports = {
	...EARLY_SUPPORTS,
	color: { gradients: true, text: false },
	spacing: { margin: true, padding: true },
	__experimentalHideChildBlockControls: true,
};

/**
 * Defaults of the current attributes that older versions did not have: a migrated block holds
 * them as a block parsed by the current version does.
 */
const CURRENT_DEFAULTS = {
	columnWidths: [],
	imageCrop: true,
	roundedCorners: 0,
};

/**
 * @param values An object.
 * @return Its entries whose value is defined.
 */
function defined< T extends Record< string, unknown > >(
	values: T
): Partial< T > {
	return Object.fromEntries(
		Object.entries( values ).filter(
			( [ , value ] ) => value !== undefined
		)
	) as Partial< T >;
}

/**
 * To the current attributes: what was read back from the markup is dropped (the current save
 * derives it again), column widths become the five-decimal strings Jetpack saves now, and the
 * attributes a version did not have take their current defaults.
 *
 * @param attributes The attributes an old version parsed.
 * @return The current attributes.
 */
export function migrate(
	attributes: Record< string, unknown >
): TiledGalleryAttributes {
	const {
		images,
		savedRows,
		savedAmp,
		columnWidths,
		...kept
	}: LegacyAttributes = attributes as LegacyAttributes;
	return {
		...CURRENT_DEFAULTS,
		...defined( kept ),
		images: ( images ?? [] ).map( ( { src, savedLabel, ...image } ) =>
			defined( image )
		),
		...( columnWidths && {
			columnWidths: columnWidths.map( ( row ) =>
				row.map( ( width ) =>
					typeof width === 'number' ? width.toFixed( 5 ) : width
				)
			),
		} ),
	};
}
