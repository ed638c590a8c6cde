import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';
import EmbedUrlForm, { type EmbedUrlFormProps } from '../embed-url-form';

function Harness( {
	onSubmit,
	...props
}: Partial< EmbedUrlFormProps > & { onSubmit: ( value: string ) => void } ) {
	const [ value, setValue ] = useState( '' );
	return (
		<EmbedUrlForm
			label="Event URL"
			placeholder="Enter URL…"
			{ ...props }
			value={ value }
			onChange={ setValue }
			onSubmit={ onSubmit }
		/>
	);
}

describe( 'EmbedUrlForm', () => {
	test( 'a one-line address box named by its label hands the typed text to the block', () => {
		const onSubmit = jest.fn();
		render( <Harness onSubmit={ onSubmit } /> );
		const box = screen.getByRole( 'textbox', { name: 'Event URL' } );
		expect( box ).toHaveAttribute( 'type', 'url' );
		expect( box ).toHaveAttribute( 'placeholder', 'Enter URL…' );
		fireEvent.change( box, {
			target: { value: 'https://example.com/e/1' },
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Embed' } ) );
		expect( onSubmit ).toHaveBeenCalledWith( 'https://example.com/e/1' );
	} );

	test( 'pressing Enter submits without reloading the editor', () => {
		const onSubmit = jest.fn();
		render( <Harness onSubmit={ onSubmit } type="text" /> );
		const box = screen.getByRole( 'textbox', { name: 'Event URL' } );
		expect( box ).toHaveAttribute( 'type', 'text' );
		fireEvent.change( box, { target: { value: '<iframe src="x">' } } );
		const submitted = fireEvent.submit( box.closest( 'form' )! );
		// fireEvent returns false when the default action was prevented.
		expect( submitted ).toBe( false );
		expect( onSubmit ).toHaveBeenCalledWith( '<iframe src="x">' );
	} );

	test( 'multiline gives a text area for pasted embed codes', () => {
		render( <Harness onSubmit={ jest.fn() } multiline /> );
		const box = screen.getByRole( 'textbox', { name: 'Event URL' } );
		expect( box.tagName ).toBe( 'TEXTAREA' );
	} );
} );
