/**
 * The form's six presets, in the picker's order. Each is a real block variation (scope `block`):
 * its fields, a locked submit button with the preset's text, and for some a default subject.
 * Presets without a subject keep the post's default subject ("[Site title] Post title").
 *
 * Only the form's preset picker (edit/variation-picker.tsx) lists `block`-scoped variations, so
 * the picker's module, loaded through import() with the form's editor, registers them, not the
 * editor's start: their texts, templates and icons are the larger part of the form's start-up
 * code. A variation another plugin registers under the same name is left as it is.
 */
import {
	registerBlockVariation,
	store as blocksStore,
	type BlockVariation,
} from '@wordpress/blocks';
import { select } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import {
	calendar,
	commentContent,
	envelope,
	people,
	send,
	starEmpty,
} from '@wordpress/icons';
import type { ContactFormAttributes } from './types';

/** One inner block of a preset: a block name and its attributes. */
export type FormTemplateBlock = [ string, Record< string, unknown > ];

/**
 * The locked submit button every preset ends with.
 *
 * @param text The button's text.
 * @return The button's template entry.
 */
export function submitButton( text: string ): FormTemplateBlock {
	return [
		'jetpack/button',
		{ element: 'button', text, lock: { remove: true } },
	];
}

/** A form preset: a block variation whose inner blocks are fields and a submit button. */
export interface FormVariation extends BlockVariation<
	Partial< ContactFormAttributes >
> {
	innerBlocks: FormTemplateBlock[];
	scope: [ 'block' ];
}

/** What makes one preset: its texts, icon, subject, and the fields between name/email and submit. */
interface PresetSpec {
	name: string;
	title: string;
	description: string;
	icon: FormVariation[ 'icon' ];
	/** The e-mail subject; the post's default subject when left out. */
	subject?: string;
	/** The fields after the required name and e-mail fields. */
	fields: FormTemplateBlock[];
	/** The submit button's text. */
	submit: string;
	isDefault?: boolean;
}

/**
 * A preset: a required name and e-mail field, the preset's own fields, then its submit button.
 *
 * @param spec The preset's texts, icon, subject and fields.
 * @return The block variation.
 */
function preset( spec: PresetSpec ): FormVariation {
	const { subject, fields, submit, isDefault, ...variation } = spec;
	return {
		...variation,
		...( isDefault ? { isDefault } : {} ),
		scope: [ 'block' ],
		...( subject ? { attributes: { subject } } : {} ),
		innerBlocks: [
			[ 'jetpack/field-name', { required: true } ],
			[ 'jetpack/field-email', { required: true } ],
			...fields,
			submitButton( submit ),
		],
	};
}

/**
 * A field of the given type with a label, and any other attributes.
 *
 * @param type       The field's type: `textarea` for `jetpack/field-textarea`…
 * @param label      The field's label.
 * @param attributes More attributes (required, options).
 * @return The field's template entry.
 */
function field(
	type: string,
	label: string,
	attributes: Record< string, unknown > = {}
): FormTemplateBlock {
	return [ `jetpack/field-${ type }`, { label, ...attributes } ];
}

/**
 * A required one-of question (radio buttons).
 *
 * @param label   The question.
 * @param options The answers.
 * @return The field's template entry.
 */
function requiredChoice( label: string, options: string[] ): FormTemplateBlock {
	return field( 'radio', label, { required: true, options } );
}

/**
 * The six presets: contact, newsletter sign-up, RSVP, registration, appointment, feedback.
 *
 * @return The presets, contact first (the default one, also used by "Skip").
 */
export function getFormVariations(): FormVariation[] {
	return [
		preset( {
			name: 'contact-form',
			title: __( 'Contact Form', 'blockpack' ),
			description: __( 'Add a contact form to your page.', 'blockpack' ),
			icon: envelope,
			isDefault: true,
			fields: [ [ 'jetpack/field-textarea', {} ] ],
			submit: __( 'Contact Us', 'blockpack' ),
		} ),
		preset( {
			name: 'newsletter-form',
			title: __( 'Newsletter Sign-up', 'blockpack' ),
			description: __(
				'A simple way to collect information from folks visiting your site.',
				'blockpack'
			),
			icon: send,
			fields: [ [ 'jetpack/field-consent', {} ] ],
			submit: __( 'Subscribe', 'blockpack' ),
		} ),
		preset( {
			name: 'rsvp-form',
			title: __( 'RSVP Form', 'blockpack' ),
			description: __( 'Add an RSVP form to your page.', 'blockpack' ),
			icon: people,
			subject: __( 'A new RSVP from your website', 'blockpack' ),
			fields: [
				requiredChoice( __( 'Attending?', 'blockpack' ), [
					__( 'Yes', 'blockpack' ),
					__( 'No', 'blockpack' ),
				] ),
				field( 'textarea', __( 'Other Details', 'blockpack' ) ),
			],
			submit: __( 'Send RSVP', 'blockpack' ),
		} ),
		preset( {
			name: 'registration-form',
			title: __( 'Registration Form', 'blockpack' ),
			description: __(
				'Add a registration form to your page.',
				'blockpack'
			),
			icon: commentContent,
			subject: __( 'A new registration from your website', 'blockpack' ),
			fields: [
				field( 'telephone', __( 'Phone Number', 'blockpack' ) ),
				field(
					'select',
					__( 'How did you hear about us?', 'blockpack' ),
					{
						options: [
							__( 'Search Engine', 'blockpack' ),
							__( 'Social Media', 'blockpack' ),
							__( 'TV', 'blockpack' ),
							__( 'Radio', 'blockpack' ),
							__( 'Friend or Family', 'blockpack' ),
						],
					}
				),
				field( 'textarea', __( 'Other Details', 'blockpack' ) ),
			],
			submit: __( 'Send', 'blockpack' ),
		} ),
		preset( {
			name: 'appointment-form',
			title: __( 'Appointment Form', 'blockpack' ),
			description: __(
				'Add an appointment booking form to your page.',
				'blockpack'
			),
			icon: calendar,
			subject: __(
				'A new appointment booked from your website',
				'blockpack'
			),
			fields: [
				[ 'jetpack/field-telephone', { required: true } ],
				field( 'date', __( 'Date', 'blockpack' ), { required: true } ),
				requiredChoice( __( 'Time', 'blockpack' ), [
					__( 'Morning', 'blockpack' ),
					__( 'Afternoon', 'blockpack' ),
				] ),
				field( 'textarea', __( 'Notes', 'blockpack' ) ),
			],
			submit: __( 'Book Appointment', 'blockpack' ),
		} ),
		preset( {
			name: 'feedback-form',
			title: __( 'Feedback Form', 'blockpack' ),
			description: __( 'Add a feedback form to your page.', 'blockpack' ),
			icon: starEmpty,
			subject: __(
				'New feedback received from your website',
				'blockpack'
			),
			fields: [
				requiredChoice( __( 'Please rate our website', 'blockpack' ), [
					__( '1 - Very Bad', 'blockpack' ),
					__( '2 - Poor', 'blockpack' ),
					__( '3 - Average', 'blockpack' ),
					__( '4 - Good', 'blockpack' ),
					__( '5 - Excellent', 'blockpack' ),
				] ),
				field( 'textarea', __( 'How could we improve?', 'blockpack' ) ),
			],
			submit: __( 'Send Feedback', 'blockpack' ),
		} ),
	];
}

/**
 * Registers the presets as the form's variations, each once (a name already registered is kept).
 *
 * @param name The form's block name.
 */
export function registerFormVariations( name = 'jetpack/contact-form' ): void {
	const registered = new Set(
		( select( blocksStore ).getBlockVariations( name ) ?? [] ).map(
			( variation ) => variation.name
		)
	);
	for ( const variation of getFormVariations() ) {
		if ( ! registered.has( variation.name ) ) {
			registerBlockVariation( name, variation as BlockVariation );
		}
	}
}
