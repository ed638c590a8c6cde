/**
 * Registers the Markdown block.
 */
import { code as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save from './save';
import type { MarkdownAttributes } from './types';

registerBlockpackBlock< MarkdownAttributes >( metadata, {
	icon,
	edit,
	save,
} );
