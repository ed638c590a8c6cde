/**
 * Registers the Repeat Visitor block.
 */
import { backup as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import save from './save';

registerBlockpackBlock( metadata, {
	icon,
	edit,
	save,
	deprecated,
} );
