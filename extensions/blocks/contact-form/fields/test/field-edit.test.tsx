import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockEditProps } from '@wordpress/blocks';
import FieldEdit from '../field-edit';
import type { ConsentAttributes } from '../types';

const defaults: ConsentAttributes = {
	label: 'Label',
	required: false,
	options: [],
	defaultValue: '',
	placeholder: '',
	id: '',
	width: 100,
	consentType: 'implicit',
	implicitConsentMessage: 'We may email you.',
	explicitConsentMessage: 'May we email you?',
};

function renderField(
	kind: string,
	attributes: Partial< ConsentAttributes > = {}
) {
	const setAttributes = jest.fn();
	const props = {
		name: `jetpack/field-${ kind }`,
		attributes: { ...defaults, ...attributes },
		setAttributes,
		clientId: `field-${ kind }`,
		isSelected: true,
		className: '',
		context: {},
	} as unknown as BlockEditProps< ConsentAttributes > & { name: string };
	const { container } = render( <FieldEdit { ...props } /> );
	return { setAttributes, container };
}

describe( 'FieldEdit', () => {
	test( 'the label is edited in place as plain text', async () => {
		const { setAttributes } = renderField( 'name', { label: 'Nam' } );
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Label' } ),
			'e'
		);
		expect( setAttributes ).toHaveBeenCalledWith( { label: 'Name' } );
	} );

	test.each( [
		[ true, 1 ],
		[ false, 0 ],
	] )( 'required %p shows %d "(required)" mark', ( required, count ) => {
		renderField( 'email', { required } );
		expect( screen.queryAllByText( '(required)' ) ).toHaveLength( count );
	} );

	test.each( [
		[ 'text', 'input[type="text"]' ],
		[ 'name', 'input[type="text"]' ],
		[ 'email', 'input[type="email"]' ],
		[ 'url', 'input[type="url"]' ],
		[ 'telephone', 'input[type="tel"]' ],
		[ 'date', 'input[type="text"]' ],
		[ 'textarea', 'textarea' ],
	] )(
		'%s previews a disabled %s with the placeholder',
		( kind, selector ) => {
			const { container } = renderField( kind, {
				placeholder: 'Example',
			} );
			const control = container.querySelector(
				`.blockpack-field__control${ selector.replace( /^[a-z]+/, '' ) }`
			);
			expect( control ).not.toBeNull();
			expect( control?.matches( selector ) ).toBe( true );
			expect( control ).toBeDisabled();
			expect( control ).toHaveAttribute( 'placeholder', 'Example' );
		}
	);

	test( 'the width is a class of the block wrapper', () => {
		const { container } = renderField( 'name', { width: 25 } );
		expect(
			container.querySelector( '.blockpack-field--width-25' )
		).not.toBeNull();
	} );

	test( 'a checkbox previews its default state', () => {
		const { container } = renderField( 'checkbox', {
			defaultValue: 'true',
		} );
		expect(
			container.querySelector( 'input[type="checkbox"]' )
		).toBeChecked();
	} );

	test( 'a drop-down previews its first non-empty option and edits its options', () => {
		const { container } = renderField( 'select', {
			options: [ '', 'Monday', 'Tuesday' ],
		} );
		expect( container.querySelector( 'select' ) ).toHaveValue( 'Monday' );
		expect(
			screen.getByRole( 'textbox', { name: 'Option 3' } )
		).toHaveValue( 'Tuesday' );
	} );

	test.each( [
		[ 'implicit' as const, 'We may email you.', 0 ],
		[ 'explicit' as const, 'May we email you?', 1 ],
	] )(
		'a %s consent edits its own message (checkboxes: %d)',
		async ( consentType, message, checkboxes ) => {
			const { setAttributes, container } = renderField( 'consent', {
				consentType,
			} );
			const box = screen.getByRole( 'textbox', {
				name: 'Consent message',
			} );
			expect( box ).toHaveValue( message );
			expect(
				container.querySelectorAll( 'input[type="checkbox"]' )
			).toHaveLength( checkboxes );
			await userEvent.type( box, '!' );
			expect( setAttributes ).toHaveBeenCalledWith( {
				[ `${ consentType }ConsentMessage` ]: `${ message }!`,
			} );
		}
	);
} );
