/**
 * The form's six presets, in the picker's order. Each is a real block variation (scope `block`):
 * its fields, a locked submit button with the preset's text, and for some a default subject.
 * Presets without a subject keep the post's default subject ("[Site title] Post title").
 */
import type { BlockVariation } from '@wordpress/blocks';
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

/**
 * The six presets: contact, newsletter sign-up, RSVP, registration, appointment, feedback.
 *
 * @return The presets, contact first (the default one, also used by "Skip").
 */
export function getFormVariations(): FormVariation[] {
	return [
		{
			name: 'contact-form',
			title: __( 'Contact Form', 'blockpack' ),
			description: __( 'Add a contact form to your page.', 'blockpack' ),
			icon: envelope,
			isDefault: true,
			scope: [ 'block' ],
			innerBlocks: [
				[ 'jetpack/field-name', { required: true } ],
				[ 'jetpack/field-email', { required: true } ],
				[ 'jetpack/field-textarea', {} ],
				submitButton( __( 'Contact Us', 'blockpack' ) ),
			],
		},
		{
			name: 'newsletter-form',
			title: __( 'Newsletter Sign-up', 'blockpack' ),
			description: __(
				'A simple way to collect information from folks visiting your site.',
				'blockpack'
			),
			icon: send,
			scope: [ 'block' ],
			innerBlocks: [
				[ 'jetpack/field-name', { required: true } ],
				[ 'jetpack/field-email', { required: true } ],
				[ 'jetpack/field-consent', {} ],
				submitButton( __( 'Subscribe', 'blockpack' ) ),
			],
		},
		{
			name: 'rsvp-form',
			title: __( 'RSVP Form', 'blockpack' ),
			description: __( 'Add an RSVP form to your page.', 'blockpack' ),
			icon: people,
			scope: [ 'block' ],
			attributes: {
				subject: __( 'A new RSVP from your website', 'blockpack' ),
			},
			innerBlocks: [
				[ 'jetpack/field-name', { required: true } ],
				[ 'jetpack/field-email', { required: true } ],
				[
					'jetpack/field-radio',
					{
						label: __( 'Attending?', 'blockpack' ),
						required: true,
						options: [
							__( 'Yes', 'blockpack' ),
							__( 'No', 'blockpack' ),
						],
					},
				],
				[
					'jetpack/field-textarea',
					{ label: __( 'Other Details', 'blockpack' ) },
				],
				submitButton( __( 'Send RSVP', 'blockpack' ) ),
			],
		},
		{
			name: 'registration-form',
			title: __( 'Registration Form', 'blockpack' ),
			description: __(
				'Add a registration form to your page.',
				'blockpack'
			),
			icon: commentContent,
			scope: [ 'block' ],
			attributes: {
				subject: __(
					'A new registration from your website',
					'blockpack'
				),
			},
			innerBlocks: [
				[ 'jetpack/field-name', { required: true } ],
				[ 'jetpack/field-email', { required: true } ],
				[
					'jetpack/field-telephone',
					{ label: __( 'Phone Number', 'blockpack' ) },
				],
				[
					'jetpack/field-select',
					{
						label: __( 'How did you hear about us?', 'blockpack' ),
						options: [
							__( 'Search Engine', 'blockpack' ),
							__( 'Social Media', 'blockpack' ),
							__( 'TV', 'blockpack' ),
							__( 'Radio', 'blockpack' ),
							__( 'Friend or Family', 'blockpack' ),
						],
					},
				],
				[
					'jetpack/field-textarea',
					{ label: __( 'Other Details', 'blockpack' ) },
				],
				submitButton( __( 'Send', 'blockpack' ) ),
			],
		},
		{
			name: 'appointment-form',
			title: __( 'Appointment Form', 'blockpack' ),
			description: __(
				'Add an appointment booking form to your page.',
				'blockpack'
			),
			icon: calendar,
			scope: [ 'block' ],
			attributes: {
				subject: __(
					'A new appointment booked from your website',
					'blockpack'
				),
			},
			innerBlocks: [
				[ 'jetpack/field-name', { required: true } ],
				[ 'jetpack/field-email', { required: true } ],
				[ 'jetpack/field-telephone', { required: true } ],
				[
					'jetpack/field-date',
					{ label: __( 'Date', 'blockpack' ), required: true },
				],
				[
					'jetpack/field-radio',
					{
						label: __( 'Time', 'blockpack' ),
						required: true,
						options: [
							__( 'Morning', 'blockpack' ),
							__( 'Afternoon', 'blockpack' ),
						],
					},
				],
				[
					'jetpack/field-textarea',
					{ label: __( 'Notes', 'blockpack' ) },
				],
				submitButton( __( 'Book Appointment', 'blockpack' ) ),
			],
		},
		{
			name: 'feedback-form',
			title: __( 'Feedback Form', 'blockpack' ),
			description: __( 'Add a feedback form to your page.', 'blockpack' ),
			icon: starEmpty,
			scope: [ 'block' ],
			attributes: {
				subject: __(
					'New feedback received from your website',
					'blockpack'
				),
			},
			innerBlocks: [
				[ 'jetpack/field-name', { required: true } ],
				[ 'jetpack/field-email', { required: true } ],
				[
					'jetpack/field-radio',
					{
						label: __( 'Please rate our website', 'blockpack' ),
						required: true,
						options: [
							__( '1 - Very Bad', 'blockpack' ),
							__( '2 - Poor', 'blockpack' ),
							__( '3 - Average', 'blockpack' ),
							__( '4 - Good', 'blockpack' ),
							__( '5 - Excellent', 'blockpack' ),
						],
					},
				],
				[
					'jetpack/field-textarea',
					{ label: __( 'How could we improve?', 'blockpack' ) },
				],
				submitButton( __( 'Send Feedback', 'blockpack' ) ),
			],
		},
	];
}
