/**
 * Registers Latest Instagram Posts (`jetpack/instagram-gallery`).
 */
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import icon from './icon';
import save from './save';
import type { InstagramGalleryAttributes } from './types';
import './editor.scss';

// The editor loads when a block of this kind is first shown (shared/lazy-edit.tsx).
const edit = lazyEdit(
	() => import( /* webpackChunkName: "edit-instagram-gallery" */ './edit' )
);

registerBlockpackBlock< InstagramGalleryAttributes >( metadata, {
	edit,
	save,
	icon,
} );
