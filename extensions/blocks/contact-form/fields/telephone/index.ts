/**
 * Registers the Phone Number Field (`jetpack/field-telephone`), a contact-form field rendered by the server.
 */
import { mobile as icon } from '@wordpress/icons';
import FieldEdit from '../../../shared/form-field/field-edit';
import type { FieldAttributes } from '../../../shared/form-field/types';
import {
	registerBlockpackBlock,
	type BlockMetadata,
} from '../../../shared/register-block';
import metadata from './block.json';
import transforms from './transforms';

registerBlockpackBlock< FieldAttributes >( metadata as BlockMetadata, {
	icon,
	edit: FieldEdit,
	// Dynamic: the server renders the field; the post keeps only the block comment.
	save: () => null,
	transforms,
} );
