/**
 * Registers the Ad block (`jetpack/wordads`).
 */
import { megaphone as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import edit from './edit/index';
import save from './save';
import type { WordAdsAttributes } from './types';

registerBlockpackBlock< WordAdsAttributes >( metadata, {
	edit,
	save,
	icon,
} );
