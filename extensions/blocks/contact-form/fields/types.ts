/**
 * Types shared by the twelve contact-form field blocks (`jetpack/field-*`).
 */
import type { FieldWidth } from './width';

/** The attributes every field block has (see the blocks' block.json). */
export interface FieldAttributes {
	label: string;
	required: boolean;
	options: string[];
	defaultValue: string;
	placeholder: string;
	id: string;
	width: FieldWidth;
	[ key: string ]: unknown;
}

/** The consent field's extra attributes. */
export interface ConsentAttributes extends FieldAttributes {
	consentType: 'implicit' | 'explicit';
	implicitConsentMessage: string;
	explicitConsentMessage: string;
}

/** The slug after `jetpack/field-`. */
export type FieldKind =
	| 'text'
	| 'name'
	| 'email'
	| 'url'
	| 'date'
	| 'telephone'
	| 'textarea'
	| 'checkbox'
	| 'consent'
	| 'checkbox-multiple'
	| 'radio'
	| 'select';

/** Fields that take one line or a text box of free text. */
export const TEXT_FIELD_KINDS = [
	'text',
	'name',
	'email',
	'url',
	'date',
	'telephone',
	'textarea',
] as const satisfies readonly FieldKind[];

/** Fields whose visitor picks among `options`. */
export const CHOICE_FIELD_KINDS = [
	'radio',
	'select',
	'checkbox-multiple',
] as const satisfies readonly FieldKind[];

export type TextFieldKind = ( typeof TEXT_FIELD_KINDS )[ number ];
export type ChoiceFieldKind = ( typeof CHOICE_FIELD_KINDS )[ number ];

const ALL_KINDS: readonly FieldKind[] = [
	...TEXT_FIELD_KINDS,
	...CHOICE_FIELD_KINDS,
	'checkbox',
	'consent',
];

/**
 * The field kind of a block name, or null when the block is not a field.
 *
 * @param blockName A block name such as `jetpack/field-email`.
 * @return The kind, such as `email`.
 */
export function fieldKind( blockName: string ): FieldKind | null {
	const prefix = 'jetpack/field-';
	if ( ! blockName.startsWith( prefix ) ) {
		return null;
	}
	const kind = blockName.slice( prefix.length );
	return ( ALL_KINDS as readonly string[] ).includes( kind )
		? ( kind as FieldKind )
		: null;
}

/**
 * Whether a kind is a free-text field.
 * @param kind
 */
export function isTextFieldKind( kind: FieldKind ): kind is TextFieldKind {
	return ( TEXT_FIELD_KINDS as readonly FieldKind[] ).includes( kind );
}

/**
 * Whether a kind is a choice field (radio, select, checkbox group).
 * @param kind
 */
export function isChoiceFieldKind( kind: FieldKind ): kind is ChoiceFieldKind {
	return ( CHOICE_FIELD_KINDS as readonly FieldKind[] ).includes( kind );
}

/** The `type` of the input that previews a single-line text field. */
export const INPUT_TYPES: Record<
	Exclude< TextFieldKind, 'textarea' >,
	string
> = {
	text: 'text',
	name: 'text',
	email: 'email',
	url: 'url',
	// Visitors get a text input with a date picker, so the placeholder shows.
	date: 'text',
	telephone: 'tel',
};
