import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';
import { FormSettingsFields } from '../edit/form-settings';
import type { ContactFormAttributes } from '../types';

const AUTHOR = 'author@example.com';

const defaults: ContactFormAttributes = {
	subject: '',
	to: AUTHOR,
	customThankyou: '',
	customThankyouHeading: 'Message Sent',
	customThankyouMessage: '',
	customThankyouRedirect: '',
	jetpackCRM: true,
};

/**
 * Renders the settings over real state, and records every change.
 * @param initial     The attributes.
 * @param authorEmail The author's address as the editor data gives it ('' when hidden).
 */
function setup(
	initial: Partial< ContactFormAttributes > = {},
	authorEmail = AUTHOR
) {
	const changes: Array< Partial< ContactFormAttributes > > = [];
	function Harness() {
		const [ attributes, setState ] = useState( {
			...defaults,
			...initial,
		} );
		return (
			<FormSettingsFields
				attributes={ attributes }
				setAttributes={ ( next ) => {
					changes.push( next );
					setState( ( current ) => ( { ...current, ...next } ) );
				} }
				authorEmail={ authorEmail }
				defaultSubject="[Blockpack] Contact"
			/>
		);
	}
	render( <Harness /> );
	return {
		changes,
		recipient: () =>
			screen.getByRole( 'textbox', {
				name: 'Email address(es) to send to',
			} ),
	};
}

describe( 'Form Settings', () => {
	test( 'without the author’s address (not shown to this user), an empty recipient stays empty and says responses go to the author', async () => {
		const { recipient, changes } = setup( { to: '' }, '' );
		expect( recipient() ).toHaveValue( '' );
		expect( recipient() ).toHaveAccessibleDescription(
			'You can enter multiple email addresses separated by commas. Left empty, responses go to the post’s author.'
		);
		await userEvent.click( recipient() );
		await userEvent.tab();
		expect( recipient() ).toHaveValue( '' );
		expect( changes ).not.toContainEqual( {
			to: expect.stringMatching( /@/ ),
		} );
	} );

	test( 'with the author’s address, the help does not repeat the fallback', () => {
		const { recipient } = setup();
		expect( recipient() ).toHaveAccessibleDescription(
			'You can enter multiple email addresses separated by commas.'
		);
	} );

	test( 'an invalid recipient shows its message when the field loses focus, not before', async () => {
		const { recipient } = setup();
		await userEvent.clear( recipient() );
		await userEvent.type( recipient(), 'owner@example.com, nope' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		await userEvent.tab();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'nope is not a valid email address.'
		);
		expect( recipient() ).toHaveAccessibleDescription(
			'nope is not a valid email address.'
		);
	} );

	test( 'two and three invalid recipients get their own messages', async () => {
		const { recipient } = setup();
		await userEvent.clear( recipient() );
		await userEvent.type( recipient(), 'a, b' );
		await userEvent.tab();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'a and b are not a valid email address.'
		);
		await userEvent.type( recipient(), ', c' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		await userEvent.tab();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'a, b, c are not a valid email address.'
		);
	} );

	test( 'an emptied recipient resets to the author’s address on blur', async () => {
		const { recipient, changes } = setup( { to: 'old@example.com' } );
		await userEvent.clear( recipient() );
		expect( recipient() ).toHaveValue( '' );
		await userEvent.tab();
		expect( recipient() ).toHaveValue( AUTHOR );
		expect( changes[ changes.length - 1 ] ).toEqual( { to: AUTHOR } );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	test( 'valid recipients are trimmed on blur and raise no message', async () => {
		const { recipient } = setup();
		await userEvent.clear( recipient() );
		await userEvent.type( recipient(), ' a@example.com, b@example.com ' );
		await userEvent.tab();
		expect( recipient() ).toHaveValue( 'a@example.com, b@example.com' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	test( 'the subject shows the post default as its placeholder', () => {
		setup();
		expect(
			screen.getByRole( 'textbox', { name: 'Email subject line' } )
		).toHaveAttribute( 'placeholder', '[Blockpack] Contact' );
	} );

	test( 'On submission switches between heading, message text and redirect address', async () => {
		const { changes } = setup();
		const select = screen.getByRole( 'combobox', {
			name: 'On submission',
		} );
		expect(
			screen
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [
			'Show a summary of submitted fields',
			'Show a custom text message',
			'Redirect to another webpage',
		] );
		expect(
			screen.getByRole( 'textbox', { name: 'Message heading' } )
		).toHaveValue( 'Message Sent' );
		expect(
			screen.queryByRole( 'textbox', { name: 'Message text' } )
		).toBeNull();

		await userEvent.selectOptions( select, 'message' );
		expect( changes ).toContainEqual( { customThankyou: 'message' } );
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Message text' } ),
			'Thanks'
		);
		expect( changes[ changes.length - 1 ] ).toEqual( {
			customThankyouMessage: 'Thanks',
		} );

		await userEvent.selectOptions( select, 'redirect' );
		expect(
			screen.queryByRole( 'textbox', { name: 'Message heading' } )
		).toBeNull();
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Redirect address' } ),
			'https://example.com/thanks'
		);
		expect( changes[ changes.length - 1 ] ).toEqual( {
			customThankyouRedirect: 'https://example.com/thanks',
		} );
	} );
} );
