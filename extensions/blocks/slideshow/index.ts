/**
 * Registers the Slideshow block (`jetpack/slideshow`).
 */
import { gallery as icon } from '@wordpress/icons';
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import transforms from './transforms';
import type { SlideshowAttributes } from './types';
import './editor.scss';

// The editor loads when a block of this kind is first shown (shared/lazy-edit.tsx).
const edit = lazyEdit(
	() => import( /* webpackChunkName: "edit-slideshow" */ './edit/index' )
);

registerBlockpackBlock< SlideshowAttributes >( metadata, {
	edit,
	save,
	deprecated,
	transforms,
	icon,
} );
