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
	switch ( linkTo ) {
		case 'media':
			return image.url ?? '';
		case 'attachment':
			return image.link ?? '';
		case 'custom':
			return image.customLink ?? '';
		default:
			return '';
	}
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
	const shape = galleryShape( images, { layout, columns, align } );
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
								: columnWidths?.[ rowIndex ]?.[ colIndex ];
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
 * The saved `img` (the `data-*` attributes are what the block reads back).
 *
 * @param props       Props.
 * @param props.image The image.
 * @return Element.
 */
export function SavedImage( { image }: { image: TiledGalleryImage } ) {
	return (
		<img
			alt={ image.alt }
			data-height={ image.height }
			data-id={ image.id }
			data-link={ image.link }
			data-url={ image.url }
			data-custom-link={ image.customLink }
			data-width={ image.width }
			src={ image.url }
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
