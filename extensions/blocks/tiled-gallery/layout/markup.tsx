/**
 * The gallery's markup, shared by save and the editor: the layout wrapper, rows, columns and
 * items, exactly as Jetpack's current version saves them.
 */
import type { ReactNode } from 'react';
import {
	MAX_ROUNDED_CORNERS,
	galleryShape,
	groupByShape,
	isSquareishLayout,
	type LayoutStyle,
} from './mosaic';
import type { TiledGalleryImage } from '../types';

/**
 * The rounded-corner class step: none for circles, at most MAX_ROUNDED_CORNERS.
 *
 * @param layout         The layout.
 * @param roundedCorners The attribute.
 * @return The radius step (0 for none).
 */
export function roundedCornersValue(
	layout: LayoutStyle,
	roundedCorners = 0
): number {
	if ( layout === 'circle' ) {
		return 0;
	}
	return Math.max(
		0,
		Math.min(
			Math.round( Number( roundedCorners ) || 0 ),
			MAX_ROUNDED_CORNERS
		)
	);
}

/**
 * Where an image links to, or '' for no link.
 *
 * @param image  The image.
 * @param linkTo The gallery's link setting.
 * @return The address.
 */
export function imageHref( image: TiledGalleryImage, linkTo?: string ): string {
	const value =
		{
			media: image.url,
			attachment: image.link,
			custom: image.customLink,
		}[ linkTo ?? '' ] ?? '';
	return typeof value === 'string' ? value : '';
}

type GalleryProps = {
	layout: LayoutStyle;
	images: TiledGalleryImage[];
	columns?: number;
	align?: string;
	columnWidths?: Array< Array< string | number > >;
	roundedCorners?: number;
	/** Renders the image at an index (save's figure, or the editor's). */
	renderItem: ( image: TiledGalleryImage, index: number ) => ReactNode;
	galleryRef?: React.Ref< HTMLDivElement >;
	children?: ReactNode;
};

/**
 * The layout wrapper, gallery, rows and columns.
 *
 * @param props                Props.
 * @param props.layout
 * @param props.images
 * @param props.columns
 * @param props.align
 * @param props.columnWidths
 * @param props.roundedCorners
 * @param props.renderItem
 * @param props.galleryRef
 * @param props.children
 * @return Element.
 */
export function GalleryLayout( {
	layout,
	images,
	columns,
	align,
	columnWidths,
	roundedCorners,
	renderItem,
	galleryRef,
	children,
}: GalleryProps ) {
	const corners = roundedCornersValue( layout, roundedCorners );
	const shape = galleryShape( images, {
		layout,
		columns: Number.isFinite( columns ) ? columns : undefined,
		align,
	} );
	const indexed = images.map( ( image, index ) => ( { image, index } ) );
	const squareish = isSquareishLayout( layout );
	return (
		<div
			className={
				corners > 0 ? `has-rounded-corners-${ corners }` : undefined
			}
		>
			<div className="tiled-gallery__gallery" ref={ galleryRef }>
				{ groupByShape( shape, indexed ).map( ( row, rowIndex ) => (
					<div
						key={ rowIndex }
						className={
							squareish
								? `tiled-gallery__row columns-${ row.length }`
								: 'tiled-gallery__row'
						}
					>
						{ row.map( ( column, colIndex ) => {
							const width = squareish
								? undefined
								: columnWidth(
										columnWidths,
										rowIndex,
										colIndex
									);
							return (
								<div
									key={ colIndex }
									className="tiled-gallery__col"
									style={
										width
											? { flexBasis: `${ width }%` }
											: undefined
									}
								>
									{ column.map( ( { image, index } ) =>
										renderItem( image, index )
									) }
								</div>
							);
						} ) }
					</div>
				) ) }
			</div>
			{ children }
		</div>
	);
}

/**
 * A saved column width, as saved (Jetpack's five-decimal string), when it is a positive number.
 *
 * @param widths The `columnWidths` attribute.
 * @param row    Row index.
 * @param column Column index.
 * @return The width, or undefined.
 */
export function columnWidth(
	widths: unknown,
	row: number,
	column: number
): string | number | undefined {
	const rows = Array.isArray( widths ) ? widths : [];
	const value = Array.isArray( rows[ row ] )
		? rows[ row ][ column ]
		: undefined;
	return ( typeof value === 'string' || typeof value === 'number' ) &&
		Number( value ) > 0 &&
		Number.isFinite( Number( value ) )
		? value
		: undefined;
}

/**
 * The images save writes: objects only (an entry of another kind has nothing to save), and not
 * those still uploading (a `blob:` address until the upload ends).
 *
 * @param images The `images` attribute.
 * @return The images to save.
 */
export function savedImages( images: unknown ): TiledGalleryImage[] {
	return ( Array.isArray( images ) ? images : [] ).filter(
		( image ): image is TiledGalleryImage =>
			!! image &&
			typeof image === 'object' &&
			! Array.isArray( image ) &&
			! (
				typeof image.url === 'string' && image.url.startsWith( 'blob:' )
			)
	);
}

/**
 * An attribute value as saved: strings and finite numbers, as text; anything else left out.
 *
 * @param value A value from the image.
 * @return The text, or undefined.
 */
export function savedValue( value: unknown ): string | undefined {
	if ( typeof value === 'string' ) {
		return value;
	}
	return typeof value === 'number' && Number.isFinite( value )
		? String( value )
		: undefined;
}

/**
 * The saved `img` (the `data-*` attributes are what the block reads back).
 *
 * @param props       Props.
 * @param props.image The image.
 * @return Element.
 */
export function SavedImage( { image }: { image: TiledGalleryImage } ) {
	return (
		<img
			alt={ savedValue( image.alt ) }
			data-height={ savedValue( image.height ) }
			data-id={ savedValue( image.id ) }
			data-link={ savedValue( image.link ) }
			data-url={ savedValue( image.url ) }
			data-custom-link={ savedValue( image.customLink ) }
			data-width={ savedValue( image.width ) }
			src={ savedValue( image.url ) }
		/>
	);
}

/**
 * The class of an item: `tiled-gallery__item` and the filter's class.
 *
 * @param imageFilter The filter, if any.
 * @return Class names.
 */
export function itemClassName( imageFilter?: string ): string {
	return imageFilter
		? `tiled-gallery__item filter__${ imageFilter }`
		: 'tiled-gallery__item';
}
