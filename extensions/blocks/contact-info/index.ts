/**
 * Registers the Contact Info block.
 */
import { postAuthor as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save from './save';

registerBlockpackBlock( metadata, {
	icon,
	edit,
	save,
} );
