/**
 * Registers the Name block (a child of Contact Info).
 */
import { people as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '../../../shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save, { type NameAttributes } from './save';

registerBlockpackBlock< NameAttributes >( metadata, {
	icon,
	edit,
	save,
} );
