/**
 * Registers the Star Rating block.
 */
import { starFilled as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import save from './save';
import type { RatingStarAttributes } from './types';

registerBlockpackBlock< RatingStarAttributes >( metadata, {
	icon,
	edit,
	save,
	deprecated,
} );
