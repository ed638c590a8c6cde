/**
 * Registers the Email block (a child of Contact Info).
 */
import { envelope as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '../../../shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import save, { type EmailAttributes } from './save';

registerBlockpackBlock< EmailAttributes >( metadata, {
	icon,
	edit,
	save,
	deprecated,
} );
