/**
 * Transforms: from several core/image blocks, a core/gallery and a jetpack/slideshow (by block
 * name, never importing the slideshow's code); to a core/gallery and to core/image blocks.
 */
import { createBlock } from '@wordpress/blocks';
import type { TiledGalleryAttributes, TiledGalleryImage } from './types';

/** A block as transforms receive it. */
type BlockInstance = {
	name: string;
	attributes: Record< string, unknown >;
};

/** An image as the blocks we transform from describe it. */
export type SourceImage = {
	id?: number | string;
	url?: string;
	alt?: string;
	link?: string;
	width?: number | string;
	height?: number | string;
};

/**
 * The images that can go into a tiled gallery (they need an attachment and an address),
 * in our shape.
 *
 * @param images Images from another block.
 * @return Gallery images.
 */
export function galleryImages(
	images: SourceImage[] = []
): TiledGalleryImage[] {
	return images
		.filter( ( image ) => image && image.id && image.url )
		.map( ( { id, url, alt, link, width, height } ) => ( {
			id: String( id ),
			url,
			alt: alt ?? '',
			...( link ? { link } : {} ),
			...( Number( width ) > 0 ? { width: Number( width ) } : {} ),
			...( Number( height ) > 0 ? { height: Number( height ) } : {} ),
		} ) );
}

/**
 * Attributes of a new tiled gallery holding these images.
 *
 * @param images Images from another block.
 * @return Attributes.
 */
export function attributesFromImages(
	images: SourceImage[]
): Partial< TiledGalleryAttributes > {
	const valid = galleryImages( images );
	return {
		images: valid,
		ids: valid.map( ( { id } ) => Number( id ) ),
	};
}

/**
 * The images of a core/gallery: its inner core/image blocks (the gallery since WordPress 5.9),
 * or its `images` attribute (the older gallery).
 *
 * @param attributes        The gallery's attributes.
 * @param attributes.images
 * @param innerBlocks       Its inner blocks.
 * @return Images.
 */
export function coreGalleryImages(
	attributes: { images?: SourceImage[] },
	innerBlocks: BlockInstance[] = []
): SourceImage[] {
	if ( innerBlocks.length ) {
		return innerBlocks
			.filter( ( block ) => block.name === 'core/image' )
			.map( ( block ) => block.attributes as SourceImage );
	}
	return attributes.images ?? [];
}

const transforms = {
	from: [
		{
			type: 'block' as const,
			isMultiBlock: true,
			blocks: [ 'core/image' ],
			isMatch: ( images: SourceImage[] ) =>
				galleryImages( images ).length > 0,
			transform: ( images: SourceImage[] ) =>
				createBlock(
					'jetpack/tiled-gallery',
					attributesFromImages( images )
				),
		},
		{
			type: 'block' as const,
			blocks: [ 'core/gallery' ],
			transform: (
				attributes: { images?: SourceImage[] },
				innerBlocks: BlockInstance[]
			) =>
				createBlock(
					'jetpack/tiled-gallery',
					attributesFromImages(
						coreGalleryImages( attributes, innerBlocks )
					)
				),
		},
		{
			type: 'block' as const,
			blocks: [ 'jetpack/slideshow' ],
			transform: ( { images }: { images?: SourceImage[] } ) =>
				createBlock(
					'jetpack/tiled-gallery',
					attributesFromImages( images ?? [] )
				),
		},
	],
	to: [
		{
			type: 'block' as const,
			blocks: [ 'core/gallery' ],
			transform: ( {
				images,
				columns,
				linkTo,
				imageCrop,
			}: TiledGalleryAttributes ) =>
				createBlock(
					'core/gallery',
					{
						...( columns ? { columns } : {} ),
						imageCrop: imageCrop !== false,
						linkTo:
							linkTo === 'media' || linkTo === 'attachment'
								? linkTo
								: 'none',
					},
					images.map( ( image ) =>
						createBlock(
							'core/image',
							imageBlockAttributes( image )
						)
					)
				),
		},
		{
			type: 'block' as const,
			blocks: [ 'core/image' ],
			transform: ( { align, images }: TiledGalleryAttributes ) =>
				images.length
					? images.map( ( image ) =>
							createBlock( 'core/image', {
								...imageBlockAttributes( image ),
								...( align ? { align } : {} ),
							} )
						)
					: createBlock( 'core/image' ),
		},
	],
};

/**
 * A core/image's attributes for one of our images.
 *
 * @param image The image.
 * @return Attributes.
 */
export function imageBlockAttributes( image: TiledGalleryImage ) {
	const id = Number( image.id );
	return {
		...( id > 0 ? { id } : {} ),
		url: image.url,
		alt: image.alt ?? '',
	};
}

export default transforms;
