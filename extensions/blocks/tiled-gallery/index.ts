/**
 * Registers the Tiled Gallery block (`jetpack/tiled-gallery`).
 */
import { gallery as icon } from '@wordpress/icons';
import type { BlockConfiguration } from '@wordpress/blocks';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit/index';
import save from './save';
import transforms from './transforms';
import type { TiledGalleryAttributes } from './types';

registerBlockpackBlock< TiledGalleryAttributes >( metadata, {
	icon,
	edit,
	save,
	deprecated,
	// Each transform types its own arguments (images from core/image, a gallery's inner blocks).
	transforms:
		transforms as unknown as BlockConfiguration< TiledGalleryAttributes >[ 'transforms' ],
} );
