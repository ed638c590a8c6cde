/**
 * Registers Business Hours (`jetpack/business-hours`).
 */
import { scheduled as icon } from '@wordpress/icons';
import {
	registerBlockpackBlock,
	type BlockMetadata,
} from '@shared/register-block';
import metadata from './block.json';
import edit, { type BusinessHoursAttributes } from './edit';
import save from './save';

registerBlockpackBlock< BusinessHoursAttributes >( metadata as BlockMetadata, {
	edit,
	save,
	icon,
} );
