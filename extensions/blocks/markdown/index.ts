/**
 * Registers the Markdown block.
 */
import { code as icon } from '@wordpress/icons';
import {
	registerBlockpackBlock,
	type BlockMetadata,
} from '@shared/register-block';
import metadata from './block.json';
import edit from './edit';
import save from './save';
import type { MarkdownAttributes } from './types';

// JSON imports widen `supports.align` to string[]; block.json holds valid alignments.
registerBlockpackBlock< MarkdownAttributes >( metadata as BlockMetadata, {
	icon,
	edit,
	save,
} );
