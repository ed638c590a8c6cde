/**
 * Registers the Consent Field (`jetpack/field-consent`), a contact-form field rendered by the server.
 */
import { shield as icon } from '@wordpress/icons';
import FieldEdit from '../../../shared/form-field/field-edit';
import type { FieldAttributes } from '../../../shared/form-field/types';
import {
	registerBlockpackBlock,
	type BlockMetadata,
} from '../../../shared/register-block';
import metadata from './block.json';

registerBlockpackBlock< FieldAttributes >( metadata as BlockMetadata, {
	icon,
	edit: FieldEdit,
	// Dynamic: the server renders the field; the post keeps only the block comment.
	save: () => null,
} );
