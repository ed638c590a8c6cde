/**
 * Earlier saves of `jetpack/contact-form`, newest first, each kept as Jetpack wrote it.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import {
	createBlock,
	type Block,
	type BlockAttribute,
	type BlockDeprecation,
	type BlockSupports,
} from '@wordpress/blocks';
import type { ContactFormAttributes } from './types';

const attributes: Record< string, BlockAttribute > = {
	subject: { type: 'string', default: '' },
	to: { type: 'string', default: '' },
	customThankyou: {
		type: 'string',
		enum: [ '', 'message', 'redirect' ],
		default: '',
	},
	customThankyouHeading: { type: 'string', default: 'Message Sent' },
	customThankyouMessage: { type: 'string', default: '' },
	customThankyouRedirect: { type: 'string', default: '' },
	jetpackCRM: { type: 'boolean', default: true },
};

const supports: BlockSupports = {
	html: false,
	align: [ 'wide', 'full' ],
	color: { link: true, gradients: true },
	spacing: { padding: true, margin: true },
};

/** The submit-button attributes an older form kept on itself. */
export const SUBMIT_BUTTON_ATTRIBUTES = [
	'submit_button_text',
	'has_form_settings_set',
	'submitButtonText',
	'backgroundButtonColor',
	'textButtonColor',
	'customBackgroundButtonColor',
	'customTextButtonColor',
	'submitButtonClasses',
	'hasFormSettingsSet',
] as const;

type SubmitButtonAttributes = Partial<
	Record< ( typeof SUBMIT_BUTTON_ATTRIBUTES )[ number ], string >
>;

/**
 * Moves the submit-button attributes of an older form to a `jetpack/button` child at the end.
 *
 * @param old         The form's attributes, with the old button attributes.
 * @param innerBlocks The form's fields.
 * @return The form's attributes without them, and its fields followed by the button.
 */
export function migrateSubmitButton(
	old: Record< string, unknown >,
	innerBlocks: Block[]
): [ ContactFormAttributes, Block[] ] {
	const saved = old as ContactFormAttributes & SubmitButtonAttributes;
	const formAttributes: Record< string, unknown > = { ...old };
	for ( const key of SUBMIT_BUTTON_ATTRIBUTES ) {
		delete formAttributes[ key ];
	}
	const text = saved.submitButtonText || saved.submit_button_text;
	const buttonAttributes = Object.fromEntries(
		Object.entries( {
			element: 'button',
			text,
			textColor: saved.textButtonColor,
			backgroundColor: saved.backgroundButtonColor,
			customTextColor: saved.customTextButtonColor,
			customBackgroundColor: saved.customBackgroundButtonColor,
			lock: { remove: true },
		} ).filter( ( [ , value ] ) => value !== undefined && value !== '' )
	);
	const existing = innerBlocks.find(
		( block ) => block.name === 'jetpack/button'
	);
	const blocks = existing
		? innerBlocks.map( ( block ) =>
				block === existing
					? {
							...block,
							attributes: {
								...block.attributes,
								...Object.fromEntries(
									Object.entries( buttonAttributes ).filter(
										( [ key ] ) =>
											block.attributes[ key ] ===
											undefined
									)
								),
							},
						}
					: block
			)
		: [ ...innerBlocks, createBlock( 'jetpack/button', buttonAttributes ) ];
	return [ formAttributes as ContactFormAttributes, blocks ];
}

const deprecated: BlockDeprecation< ContactFormAttributes >[] = [
	// Jetpack once wrapped the fields in an extra inner-container div.
	{
		apiVersion: 3,
		attributes,
		supports,
		save() {
			return (
				<div { ...useBlockProps.save() }>
					<div className="wp-block-contact-form__inner-container">
						<InnerBlocks.Content />
					</div>
				</div>
			);
		},
	},
	// Jetpack saved the fields with no wrapper at all (an empty form as a self-closing comment).
	{
		apiVersion: 3,
		attributes,
		supports,
		save() {
			return <InnerBlocks.Content />;
		},
	},
	// The oldest form kept its submit button's text and colours on itself: they become a button.
	{
		apiVersion: 3,
		attributes: {
			...attributes,
			submit_button_text: { type: 'string' },
			has_form_settings_set: { type: 'string' },
			submitButtonText: { type: 'string' },
			backgroundButtonColor: { type: 'string' },
			textButtonColor: { type: 'string' },
			customBackgroundButtonColor: { type: 'string' },
			customTextButtonColor: { type: 'string' },
			submitButtonClasses: { type: 'string' },
			hasFormSettingsSet: { type: 'string' },
		},
		supports,
		isEligible: ( raw: Record< string, unknown > ) =>
			SUBMIT_BUTTON_ATTRIBUTES.some( ( key ) => key in raw ),
		migrate: migrateSubmitButton,
		save() {
			return <InnerBlocks.Content />;
		},
	},
];

export default deprecated;
