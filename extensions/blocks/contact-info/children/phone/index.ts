/**
 * Registers the Phone block (a child of Contact Info).
 */
import { mobile as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '../../../shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save, { type PhoneAttributes } from './save';

registerBlockpackBlock< PhoneAttributes >( metadata, {
	icon,
	edit,
	save,
} );
