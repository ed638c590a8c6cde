/**
 * Registers Related Posts (`jetpack/related-posts`).
 */
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import icon from './icon';
import save from './save';
import type { RelatedPostsAttributes } from './types';

registerBlockpackBlock< RelatedPostsAttributes >( metadata, {
	edit,
	save,
	deprecated,
	icon,
} );
