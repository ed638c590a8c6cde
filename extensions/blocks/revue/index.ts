/**
 * Registers the Revue block (`jetpack/revue`): hidden from the inserter (Revue closed in January
 * 2023), kept so that the forms already in posts stay valid.
 */
import { envelope as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit/index';
import save from './save';
import type { RevueAttributes } from './types';

registerBlockpackBlock< RevueAttributes >( metadata, {
	edit,
	save,
	deprecated,
	icon,
} );
