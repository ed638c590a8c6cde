/**
 * Registers Button (`jetpack/button`), placed and locked by other blocks (hidden from the inserter).
 */
import { button as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import save from './save';
import type { ButtonAttributes } from './types';

registerBlockpackBlock< ButtonAttributes >( metadata, {
	edit,
	save,
	deprecated,
	icon,
} );
