/**
 * Registers Form (`jetpack/contact-form`) with its six presets as block variations.
 */
import type { BlockVariation } from '@wordpress/blocks';
import { envelope as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import save from './save';
import type { ContactFormAttributes } from './types';
import { getFormVariations } from './variations';

registerBlockpackBlock< ContactFormAttributes >( metadata, {
	icon,
	edit,
	save,
	deprecated,
	// A preset sets only some attributes; the type wants them all.
	variations:
		getFormVariations() as BlockVariation< ContactFormAttributes >[],
} );
