/**
 * Registers Business Hours (`jetpack/business-hours`).
 */
import { scheduled as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import edit, { type BusinessHoursAttributes } from './edit';
import save from './save';

registerBlockpackBlock< BusinessHoursAttributes >( metadata, {
	edit,
	save,
	icon,
} );
