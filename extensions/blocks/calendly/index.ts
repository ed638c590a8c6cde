/**
 * Registers the Calendly block (`jetpack/calendly`).
 */
import { calendar as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import save from './save';
import type { CalendlyAttributes } from './types';

registerBlockpackBlock< CalendlyAttributes >( metadata, {
	edit,
	save,
	deprecated,
	icon,
} );
