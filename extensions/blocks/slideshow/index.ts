/**
 * Registers the Slideshow block (`jetpack/slideshow`).
 */
import { gallery as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit/index';
import save from './save';
import transforms from './transforms';
import type { SlideshowAttributes } from './types';

registerBlockpackBlock< SlideshowAttributes >( metadata, {
	edit,
	save,
	deprecated,
	transforms,
	icon,
} );
