/**
 * Saved markup, as Jetpack's current version writes it: the block wrapper with the layout class,
 * the layout wrapper (`has-rounded-corners-N`), rows (`columns-N` for square and circle),
 * columns (`flex-basis` from `columnWidths`) and one `figure.tiled-gallery__item` per image.
 * Visitors need no script: the widths and the stylesheet lay the rows out.
 */
import { useBlockProps } from '@wordpress/block-editor';
import {
	GalleryLayout,
	SavedImage,
	imageHref,
	savedImages,
	itemClassName,
} from './layout/markup';
import { layoutFromClassName } from './layout/mosaic';
import type { TiledGalleryAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: TiledGalleryAttributes;
} ) {
	const {
		align,
		className,
		columns,
		columnWidths,
		imageFilter,
		images,
		linkTo,
		roundedCorners,
	} = attributes;
	const saved = savedImages( images );
	if ( ! saved.length ) {
		return null;
	}
	const blockProps = useBlockProps.save();
	return (
		<div
			{ ...blockProps }
			className={ [ blockProps.className, className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<GalleryLayout
				layout={ layoutFromClassName( className ) }
				images={ saved }
				columns={ columns }
				align={ align }
				columnWidths={ columnWidths }
				roundedCorners={ roundedCorners }
				renderItem={ ( image, index ) => {
					const href = imageHref( image, linkTo );
					return (
						<figure
							key={ index }
							className={ itemClassName( imageFilter ) }
						>
							{ href ? (
								<a href={ href }>
									<SavedImage image={ image } />
								</a>
							) : (
								<SavedImage image={ image } />
							) }
						</figure>
					);
				} }
			/>
		</div>
	);
}
