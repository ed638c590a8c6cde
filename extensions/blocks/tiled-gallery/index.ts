/**
 * Registers the Tiled Gallery block (`jetpack/tiled-gallery`).
 */
import { gallery as icon } from '@wordpress/icons';
import type { BlockConfiguration } from '@wordpress/blocks';
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import transforms from './transforms';
import type { TiledGalleryAttributes } from './types';
import './editor.scss';

// The editor loads when a block of this kind is first shown (shared/lazy-edit.tsx).
const edit = lazyEdit(
	() => import( /* webpackChunkName: "edit-tiled-gallery" */ './edit/index' )
);

registerBlockpackBlock< TiledGalleryAttributes >( metadata, {
	icon,
	edit,
	save,
	deprecated,
	// Each transform types its own arguments (images from core/image, a gallery's inner blocks).
	transforms:
		transforms as unknown as BlockConfiguration< TiledGalleryAttributes >[ 'transforms' ],
} );
