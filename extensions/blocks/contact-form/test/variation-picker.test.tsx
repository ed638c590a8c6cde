import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	BlockEditorProvider,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { select } from '@wordpress/data';
import '../../../../src/blocks';
import VariationPicker from '../edit/variation-picker';
import '../../../../tests/unit/mocks/resize-observer';

function setup() {
	const form = createBlock( 'jetpack/contact-form' );
	const setAttributes = jest.fn();
	render(
		<BlockEditorProvider value={ [ form ] } useSubRegistry={ false }>
			<VariationPicker
				clientId={ form.clientId }
				name="jetpack/contact-form"
				setAttributes={ setAttributes }
			/>
		</BlockEditorProvider>
	);
	const innerNames = () =>
		select( blockEditorStore )
			.getBlocks( form.clientId )
			.map( ( block ) => block.name );
	const button = () =>
		select( blockEditorStore )
			.getBlocks( form.clientId )
			.find( ( block ) => block.name === 'jetpack/button' );
	return { setAttributes, innerNames, button };
}

describe( 'the preset picker', () => {
	test( 'offers the six presets in order, then Skip', () => {
		setup();
		const list = screen.getByRole( 'list', { name: 'Form templates' } );
		expect(
			Array.from( list.querySelectorAll( 'button' ) ).map(
				( button ) => button.textContent
			)
		).toEqual( [
			'Contact Form',
			'Newsletter Sign-up',
			'RSVP Form',
			'Registration Form',
			'Appointment Form',
			'Feedback Form',
		] );
		expect( screen.getByRole( 'button', { name: 'Skip' } ) ).toBeVisible();
	} );

	test( 'choosing RSVP inserts its fields and button and sets its subject', async () => {
		const { setAttributes, innerNames, button } = setup();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'RSVP Form' } )
		);
		expect( setAttributes ).toHaveBeenCalledWith( {
			subject: 'A new RSVP from your website',
		} );
		expect( innerNames() ).toEqual( [
			'jetpack/field-name',
			'jetpack/field-email',
			'jetpack/field-radio',
			'jetpack/field-textarea',
			'jetpack/button',
		] );
		expect( button()?.attributes ).toMatchObject( {
			element: 'button',
			text: 'Send RSVP',
			lock: { remove: true },
		} );
	} );

	test( 'Skip inserts the default (contact) fields and keeps the post’s subject', async () => {
		const { setAttributes, innerNames, button } = setup();
		await userEvent.click( screen.getByRole( 'button', { name: 'Skip' } ) );
		expect( setAttributes ).not.toHaveBeenCalled();
		expect( innerNames() ).toEqual( [
			'jetpack/field-name',
			'jetpack/field-email',
			'jetpack/field-textarea',
			'jetpack/button',
		] );
		expect( button()?.attributes.text ).toBe( 'Contact Us' );
	} );
} );
