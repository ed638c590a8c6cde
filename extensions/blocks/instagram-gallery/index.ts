/**
 * Registers Latest Instagram Posts (`jetpack/instagram-gallery`).
 */
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import edit from './edit';
import icon from './icon';
import save from './save';
import type { InstagramGalleryAttributes } from './types';

registerBlockpackBlock< InstagramGalleryAttributes >( metadata, {
	edit,
	save,
	icon,
} );
