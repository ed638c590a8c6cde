/**
 * Registers the Map block (`jetpack/map`).
 */
import { mapMarker as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit/index';
import save from './save';
import type { MapAttributes } from './types';

registerBlockpackBlock< MapAttributes >( metadata, {
	edit,
	save,
	deprecated,
	icon,
} );
