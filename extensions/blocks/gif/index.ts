/**
 * Registers the GIF block (`jetpack/gif`).
 */
import { image as icon } from '@wordpress/icons';
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import save from './save';
import type { GifAttributes } from './types';
import './editor.scss';

// The editor loads when a block of this kind is first shown (shared/lazy-edit.tsx).
const edit = lazyEdit(
	() => import( /* webpackChunkName: "edit-gif" */ './edit/index' )
);

registerBlockpackBlock< GifAttributes >( metadata, {
	edit,
	save,
	icon,
} );
