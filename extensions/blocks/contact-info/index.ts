/**
 * Registers the Contact Info block.
 */
import { postAuthor as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save from './save';

// JSON imports widen the alignment names to strings.
registerBlockpackBlock( metadata, {
	icon,
	edit,
	save,
} );
