/**
 * Registers the GIF block (`jetpack/gif`).
 */
import { image as icon } from '@wordpress/icons';
import {
	registerBlockpackBlock,
	type BlockMetadata,
} from '@shared/register-block';
import metadata from './block.json';
import edit from './edit/index';
import save from './save';
import type { GifAttributes } from './types';

registerBlockpackBlock< GifAttributes >( metadata as BlockMetadata, {
	edit,
	save,
	icon,
} );
