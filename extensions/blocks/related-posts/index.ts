/**
 * Registers Related Posts (`jetpack/related-posts`).
 */
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import save from './save';
import type { RelatedPostsAttributes } from './types';

// The editor loads when a block of this kind is first shown (shared/lazy-edit.tsx).
const edit = lazyEdit(
	() => import( /* webpackChunkName: "edit-related-posts" */ './edit' )
);

registerBlockpackBlock< RelatedPostsAttributes >( metadata, {
	edit,
	save,
	deprecated,
	icon,
} );
