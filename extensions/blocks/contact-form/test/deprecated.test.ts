import { createBlock, parse, serialize } from '@wordpress/blocks';
import '../../../../src/blocks';
import {
	hasLegacyAttributes,
	migrateLegacyAttributes,
} from '../../button/deprecated';
import { migrateSubmitButton } from '../deprecated';

describe( 'form deprecation: submit-button attributes on the form', () => {
	const form = {
		subject: 'Orders',
		to: 'owner@example.com',
		submitButtonText: 'Order now',
		backgroundButtonColor: 'vivid-red',
		textButtonColor: 'white',
		customBackgroundButtonColor: '#aa0000',
		customTextButtonColor: '#ffffff',
		submitButtonClasses: 'has-background',
		hasFormSettingsSet: 'yes',
	};

	test( 'they become a locked jetpack/button appended after the fields', () => {
		const fields = [ createBlock( 'jetpack/field-email' ) ];
		const [ attributes, blocks ] = migrateSubmitButton( form, fields );
		expect( attributes ).toEqual( {
			subject: 'Orders',
			to: 'owner@example.com',
		} );
		expect( blocks.map( ( block ) => block.name ) ).toEqual( [
			'jetpack/field-email',
			'jetpack/button',
		] );
		expect( blocks[ 1 ].attributes ).toMatchObject( {
			element: 'button',
			text: 'Order now',
			backgroundColor: 'vivid-red',
			textColor: 'white',
			customBackgroundColor: '#aa0000',
			customTextColor: '#ffffff',
			lock: { remove: true },
		} );
	} );

	test( 'the oldest name, submit_button_text, is read too; unset colours stay unset', () => {
		const [ , blocks ] = migrateSubmitButton(
			{ submit_button_text: 'Go', has_form_settings_set: 'yes' },
			[]
		);
		expect( blocks[ 0 ].attributes.text ).toBe( 'Go' );
		expect( blocks[ 0 ].attributes.textColor ).toBeUndefined();
	} );

	test( 'an existing button child is completed, not duplicated', () => {
		const button = createBlock( 'jetpack/button', {
			element: 'button',
			text: 'Keep me',
		} );
		const [ , blocks ] = migrateSubmitButton( form, [ button ] );
		expect( blocks ).toHaveLength( 1 );
		expect( blocks[ 0 ].attributes ).toMatchObject( {
			text: 'Keep me',
			textColor: 'white',
		} );
	} );

	test( 'old markup opens valid and saves as today’s markup', () => {
		const [ block ] = parse(
			'<!-- wp:jetpack/contact-form {"to":"owner@example.com","submitButtonText":"Order now","textButtonColor":"white","hasFormSettingsSet":"yes"} -->\n' +
				'<!-- wp:jetpack/field-name {"required":true} /-->\n' +
				'<!-- /wp:jetpack/contact-form -->'
		);
		expect( block.isValid ).toBe( true );
		expect( block.attributes.submitButtonText ).toBeUndefined();
		expect( block.innerBlocks.map( ( b ) => b.name ) ).toEqual( [
			'jetpack/field-name',
			'jetpack/button',
		] );
		expect( serialize( [ block ] ) ).toContain(
			'<div class="wp-block-jetpack-contact-form">'
		);
		// Gutenberg reports the migration; the matcher (@wordpress/jest-console) ships no types.
		(
			expect( console ) as unknown as { toHaveInformed: () => void }
		 ).toHaveInformed();
	} );
} );

describe( 'button deprecation: the form’s old attribute names on the button', () => {
	test.each( [
		[ { submitButtonText: 'Go' }, true ],
		[ { textButtonColor: 'white' }, true ],
		[ { text: 'Go', textColor: 'white' }, false ],
	] )( 'eligible for %j: %s', ( raw, eligible ) => {
		expect( hasLegacyAttributes( raw ) ).toBe( eligible );
	} );

	test.each( [
		[
			{
				element: 'button',
				submitButtonText: 'Go',
				textButtonColor: 'white',
				backgroundButtonColor: 'green',
			},
			{
				element: 'button',
				text: 'Go',
				textColor: 'white',
				backgroundColor: 'green',
			},
		],
		[
			{ text: 'Current wins', submitButtonText: 'Old' },
			{ text: 'Current wins' },
		],
		[
			{ customTextButtonColor: '#fff', customBackgroundButtonColor: '' },
			{ customTextColor: '#fff' },
		],
	] )( '%j → %j', ( old, migrated ) => {
		expect( migrateLegacyAttributes( old ) ).toEqual( migrated );
	} );
} );
