/**
 * One renderer for every markup Jetpack's Tiled Gallery has saved. The versions differ in a few
 * switches (described by `LegacyMarkup`), not in their structure: a wrapper, a
 * `tiled-gallery__gallery`, rows, columns and one `figure.tiled-gallery__item` per image.
 *
 * What a save depended on beyond the attributes is read back from the saved markup:
 * - each image's `src` (Jetpack wrote an image-service address, i0.wp.com or the site's own
 *   host depending on the site's settings when the post was saved);
 * - the row shapes (each Jetpack version froze its own copy of the row algorithm; the rows in
 *   the markup are the ones that version computed, whatever the image sizes say now);
 * - whether `data-amp-layout` was written (Jetpack wrote it except on WordPress.com sites);
 * - the images' `aria-label` (written in the site's language).
 */
import { useBlockProps } from '@wordpress/block-editor';
import {
	MAX_ROUNDED_CORNERS,
	groupByShape,
	isSquareishLayout,
	layoutFromClassName,
	type Shape,
} from '../layout/mosaic';

/** The switches that tell Jetpack's saved markups apart. */
export type LegacyMarkup = {
	/**
	 * - `none`: the layout div is the block's root (class name and rounded corners on it);
	 * - `double`: the block's div holds a layout div with the class name and rounded corners;
	 * - `block`: the block's div has the class name; the layout div inside holds only the
	 *   rounded corners (`class=""` without them).
	 */
	wrapper: 'none' | 'double' | 'block';
	/** Column `flex-basis`: none, numbers rounded to 12 decimals, or the saved strings. */
	widths: 'none' | 'rounded12' | 'saved';
	/** `data-amp-layout="responsive"` on images: never, always, or as the markup has it. */
	amp: 'never' | 'always' | 'saved';
	/**
	 * Labels on images: none; `aria-label` "image 1 of 5 in gallery" (the first version); the
	 * full-screen button's `role` and `aria-label` "Open image 1 of 5 in full-screen", with
	 * `tabindex` too (`fullScreenTab`).
	 */
	labels: 'none' | 'position' | 'fullScreen' | 'fullScreenTab';
	/** The link for "media": the image's `src` (the image service) or its `data-url`. */
	mediaHref: 'src' | 'url';
	/** Custom links (`linkTo: custom`, `data-custom-link` on the image). */
	customLink: boolean;
	/** A space before the layout div (Jetpack's `{ ' ' }`, which validation ignores). */
	leadingSpace?: boolean;
};

/** An image as the old saves parsed it. */
export type LegacyImage = {
	alt?: string;
	customLink?: string;
	height?: number;
	id?: string | number;
	link?: string;
	src?: string;
	url?: string;
	width?: number;
	savedLabel?: string;
};

/** The attributes the old saves parsed. */
export type LegacyAttributes = {
	align?: string;
	className?: string;
	columnWidths?: Array< Array< string | number > >;
	imageFilter?: string;
	images: LegacyImage[];
	linkTo?: string;
	roundedCorners?: number;
	savedAmp?: string;
	savedRows?: Array< { columns?: Array< { items?: unknown[] } > } >;
	[ key: string ]: unknown;
};

/**
 * The rows the markup held: how many images each column of each row had.
 *
 * @param savedRows The `savedRows` attribute.
 * @return The shape.
 */
export function savedShape(
	savedRows: LegacyAttributes[ 'savedRows' ]
): Shape {
	return ( savedRows ?? [] ).map( ( row ) =>
		( row.columns ?? [] ).map( ( column ) => column.items?.length ?? 0 )
	);
}

/**
 * @param names Class names, falsy ones skipped.
 * @return The class attribute's value.
 */
function classes( ...names: Array< string | false | undefined > ): string {
	return names.filter( Boolean ).join( ' ' );
}

/**
 * The column's `flex-basis`, as the version wrote it.
 *
 * @param markup The version.
 * @param width  The saved column width.
 * @return The style, or undefined for none.
 */
function columnStyle(
	markup: LegacyMarkup,
	width: string | number | undefined
): { flexBasis: string } | undefined {
	if ( markup.widths === 'none' || ! width ) {
		return undefined;
	}
	if ( markup.widths === 'rounded12' ) {
		const precision = 10 ** 12;
		return {
			flexBasis: `${ Math.round( Number( width ) * precision ) / precision }%`,
		};
	}
	return { flexBasis: `${ width }%` };
}

/**
 * The link around an image, as the version wrote it.
 *
 * @param markup     The version.
 * @param attributes The block's attributes.
 * @param image      The image.
 * @return The href, or undefined for no link.
 */
function imageHref(
	markup: LegacyMarkup,
	attributes: LegacyAttributes,
	image: LegacyImage
): string | undefined {
	switch ( attributes.linkTo ) {
		case 'media':
			return markup.mediaHref === 'src' ? image.src : image.url;
		case 'attachment':
			return image.link;
		case 'custom':
			return markup.customLink
				? image.customLink || undefined
				: undefined;
	}
	return undefined;
}

/**
 * The `img` attributes of one image after its `alt`, as the version wrote them.
 *
 * @param markup     The version.
 * @param attributes The block's attributes.
 * @param image      The image.
 * @param index      Its position in the gallery.
 * @return The attributes (undefined ones are not written).
 */
function imgAttributes(
	markup: LegacyMarkup,
	attributes: LegacyAttributes,
	image: LegacyImage,
	index: number
): Record< string, string | number | undefined > {
	const amp =
		markup.amp === 'always' ||
		( markup.amp === 'saved' && !! attributes.savedAmp );
	const n = attributes.images.length;
	const label =
		image.savedLabel ??
		( markup.labels === 'position'
			? `image ${ index + 1 } of ${ n } in gallery`
			: `Open image ${ index + 1 } of ${ n } in full-screen` );
	const button =
		markup.labels === 'fullScreen' || markup.labels === 'fullScreenTab';
	const written: Record< string, string | number | undefined > = {
		...( markup.labels === 'position' && { 'aria-label': label } ),
		'data-height': image.height,
		'data-id': image.id,
		'data-link': image.link,
		'data-url': image.url,
		'data-custom-link': markup.customLink ? image.customLink : undefined,
		'data-width': image.width,
		src: image.src,
		'data-amp-layout': amp ? 'responsive' : undefined,
		...( markup.labels === 'fullScreenTab' && { tabIndex: 0 } ),
		...( button && { role: 'button', 'aria-label': label } ),
	};
	return written;
}

/**
 * One saved image.
 *
 * @param markup     The version.
 * @param attributes The block's attributes.
 * @param image      The image.
 * @param index      Its position in the gallery.
 * @return The figure, or null for an image that was still uploading.
 */
function legacyImage(
	markup: LegacyMarkup,
	attributes: LegacyAttributes,
	image: LegacyImage,
	index: number
) {
	// Jetpack skipped images still uploading (a `blob:` address).
	if ( image.url?.startsWith( 'blob:' ) ) {
		return null;
	}
	const img = (
		<img
			alt={ image.alt }
			{ ...imgAttributes( markup, attributes, image, index ) }
		/>
	);
	const href = imageHref( markup, attributes, image );
	return (
		<figure
			key={ index }
			className={ classes(
				'tiled-gallery__item',
				!! attributes.imageFilter &&
					`filter__${ attributes.imageFilter }`
			) }
		>
			{ href ? <a href={ href }>{ img }</a> : img }
		</figure>
	);
}

/**
 * The `tiled-gallery__gallery` with its rows and columns.
 *
 * @param markup     The version.
 * @param attributes The block's attributes.
 * @return The gallery.
 */
function legacyGallery( markup: LegacyMarkup, attributes: LegacyAttributes ) {
	const squareish = isSquareishLayout(
		layoutFromClassName( attributes.className )
	);
	const figures = attributes.images.map( ( image, index ) =>
		legacyImage( markup, attributes, image, index )
	);
	const rows = groupByShape( savedShape( attributes.savedRows ), figures );
	return (
		<div className="tiled-gallery__gallery">
			{ rows.map( ( row, rowIndex ) => (
				<div
					key={ rowIndex }
					className={ classes(
						'tiled-gallery__row',
						squareish && `columns-${ row.length }`
					) }
				>
					{ row.map( ( column, columnIndex ) => (
						<div
							key={ columnIndex }
							className="tiled-gallery__col"
							style={
								squareish
									? undefined
									: columnStyle(
											markup,
											attributes.columnWidths?.[
												rowIndex
											]?.[ columnIndex ]
										)
							}
						>
							{ column }
						</div>
					) ) }
				</div>
			) ) }
		</div>
	);
}

/**
 * A save function that writes one of Jetpack's older markups.
 *
 * @param markup The version.
 * @return The save function.
 */
export function legacySave( markup: LegacyMarkup ) {
	return function LegacyTiledGallerySave( {
		attributes,
	}: {
		attributes: Record< string, unknown >;
	} ) {
		const old = attributes as LegacyAttributes;
		if ( ! old.images?.length ) {
			return null;
		}
		const layout = layoutFromClassName( old.className );
		const corners =
			layout === 'circle'
				? 0
				: Math.min( old.roundedCorners ?? 0, MAX_ROUNDED_CORNERS );
		const cornersClass = corners > 0 && `has-rounded-corners-${ corners }`;
		const gallery = legacyGallery( markup, old );

		if ( markup.wrapper === 'none' ) {
			return (
				<div
					{ ...useBlockProps.save( {
						className: classes( old.className, cornersClass ),
					} ) }
				>
					{ gallery }
				</div>
			);
		}
		if ( markup.wrapper === 'double' ) {
			return (
				<div { ...useBlockProps.save() }>
					<div className={ classes( old.className, cornersClass ) }>
						{ gallery }
					</div>
				</div>
			);
		}
		return (
			<div { ...useBlockProps.save( { className: old.className } ) }>
				{ markup.leadingSpace && ' ' }
				<div className={ classes( cornersClass ) }>{ gallery }</div>
			</div>
		);
	};
}
