/**
 * Registers the GIF block (`jetpack/gif`).
 */
import { image as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import edit from './edit/index';
import save from './save';
import type { GifAttributes } from './types';

registerBlockpackBlock< GifAttributes >( metadata, {
	edit,
	save,
	icon,
} );
