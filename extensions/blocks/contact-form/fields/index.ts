/**
 * Registers the twelve contact-form fields (`jetpack/field-*`), one per folder here, each from
 * its block.json: the same edit component (field-edit.tsx and its parts, beside this file),
 * transforms within its family (free text or choice, transforms.ts), and no saved markup (the server renders every field with one callback, `render_field()` in
 * ../php/rendering.php). Only the icon differs.
 */
import {
	calendar,
	check,
	chevronDown,
	commentContent,
	envelope,
	formatListBullets,
	globe,
	listView,
	mobile,
	people,
	shield,
	textHorizontal,
} from '@wordpress/icons';
import { fieldTransforms } from './transforms';
import {
	fieldKind,
	isChoiceFieldKind,
	isTextFieldKind,
	type FieldAttributes,
} from './types';
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import checkbox from './checkbox/block.json';
import checkboxMultiple from './checkbox-multiple/block.json';
import consent from './consent/block.json';
import date from './date/block.json';
import email from './email/block.json';
import name from './name/block.json';
import radio from './radio/block.json';
import select from './select/block.json';
import telephone from './telephone/block.json';
import text from './text/block.json';
import textarea from './textarea/block.json';
import url from './url/block.json';
import './editor.scss';
// The width control's styles, for the editor loaded later (one editor.css; see webpack.config.js).
import '@shared/width-panel/editor.scss';

// The twelve fields share one editor, loaded when the first field is shown (shared/lazy-edit.tsx).
const FieldEdit = lazyEdit(
	() =>
		import(
			/* webpackChunkName: "edit-contact-form-fields" */ './field-edit'
		)
);

/** Each field's block.json and icon. */
export const FIELDS = [
	[ checkbox, check ],
	[ checkboxMultiple, listView ],
	[ consent, shield ],
	[ date, calendar ],
	[ email, envelope ],
	[ name, people ],
	[ radio, formatListBullets ],
	[ select, chevronDown ],
	[ telephone, mobile ],
	[ text, textHorizontal ],
	[ textarea, commentContent ],
	[ url, globe ],
] as const;

for ( const [ metadata, icon ] of FIELDS ) {
	const kind = fieldKind( metadata.name );
	const hasFamily =
		kind !== null &&
		( isTextFieldKind( kind ) || isChoiceFieldKind( kind ) );
	registerBlockpackBlock< FieldAttributes >( metadata, {
		icon,
		edit: FieldEdit,
		// Dynamic: the server renders the field; the post keeps only the block comment.
		save: () => null,
		...( hasFamily
			? { transforms: fieldTransforms( metadata.name ) }
			: {} ),
	} );
}
