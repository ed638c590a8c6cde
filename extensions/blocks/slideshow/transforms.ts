/**
 * Transforms: from several images, a gallery or a tiled gallery (by block name, so that this
 * block does not import the other); to a gallery or to images.
 */
import {
	createBlock,
	type Block as BlockInstance,
	type BlockConfiguration,
} from '@wordpress/blocks';
import { withIds } from './images';
import type { SlideImage, SlideshowAttributes } from './types';

interface ImageLike {
	alt?: string;
	caption?: string;
	id?: number | string;
	url?: string;
}

/**
 * The slides for images that have both an id and an address (an image still uploading, or one
 * from another site, cannot be a slide: the slide's `srcset` comes from its attachment).
 *
 * @param images Images from another block.
 * @return The slides.
 */
export function slidesFrom( images: ImageLike[] | undefined ): SlideImage[] {
	return ( images ?? [] )
		.filter( ( image ) => image && image.id && image.url )
		.map( ( { alt, caption, id, url } ) => ( {
			alt: alt ?? '',
			caption: caption ?? '',
			id: parseInt( String( id ), 10 ),
			url,
		} ) );
}

/**
 * The images of a gallery: core's gallery keeps them in inner image blocks since WordPress 5.9,
 * older galleries (and the tiled gallery) in an `images` attribute.
 *
 * @param attributes        The gallery's attributes.
 * @param attributes.images
 * @param innerBlocks       Its inner blocks.
 * @return The images.
 */
export function galleryImages(
	attributes: { images?: ImageLike[] },
	innerBlocks: BlockInstance[] = []
): ImageLike[] {
	const inner = innerBlocks
		.filter( ( block ) => block.name === 'core/image' )
		.map( ( block ) => block.attributes as ImageLike );
	return inner.length > 0 ? inner : ( attributes.images ?? [] );
}

const transforms = {
	from: [
		{
			type: 'block' as const,
			isMultiBlock: true,
			blocks: [ 'core/image' ],
			isMatch: ( images: ImageLike[] ) => slidesFrom( images ).length > 0,
			transform: ( images: ImageLike[] ) =>
				createBlock(
					'jetpack/slideshow',
					withIds( slidesFrom( images ) )
				),
		},
		{
			type: 'block' as const,
			blocks: [ 'core/gallery', 'jetpack/tiled-gallery' ],
			transform: (
				attributes: { images?: ImageLike[] },
				innerBlocks?: BlockInstance[]
			) =>
				createBlock(
					'jetpack/slideshow',
					withIds(
						slidesFrom( galleryImages( attributes, innerBlocks ) )
					)
				),
		},
	],
	to: [
		{
			type: 'block' as const,
			blocks: [ 'core/gallery' ],
			transform: ( { images }: SlideshowAttributes ) =>
				createBlock(
					'core/gallery',
					{},
					images.map( ( { alt, caption, id, url } ) =>
						createBlock( 'core/image', {
							alt,
							caption,
							id: parseInt( String( id ), 10 ) || undefined,
							url,
						} )
					)
				),
		},
		{
			type: 'block' as const,
			blocks: [ 'core/image' ],
			transform: ( { images }: SlideshowAttributes ) =>
				images.length > 0
					? images.map( ( { alt, caption, id, url } ) =>
							createBlock( 'core/image', {
								alt,
								caption,
								id: parseInt( String( id ), 10 ) || undefined,
								url,
							} )
						)
					: createBlock( 'core/image' ),
		},
	],
};

export default transforms as unknown as BlockConfiguration< SlideshowAttributes >[ 'transforms' ];
