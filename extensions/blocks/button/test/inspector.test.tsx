import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ButtonInspector from '../edit/inspector';
import type { ButtonAttributes } from '../types';

function setup( attributes: Partial< ButtonAttributes > = {} ) {
	const setAttributes = jest.fn();
	render(
		<ButtonInspector
			attributes={ { saveInPostContent: true, ...attributes } }
			setAttributes={ setAttributes }
			clientId="button-1"
			textColor={ {} }
			backgroundColor={ {} }
			setTextColor={ jest.fn() }
			setBackgroundColor={ jest.fn() }
			width={ attributes.width }
			isWidthOnParent={ false }
		/>
	);
	return setAttributes;
}

describe( 'ButtonInspector', () => {
	test( 'the border radius slider runs from 0 to 50 and sets the radius', () => {
		const setAttributes = setup();
		const slider = screen.getByRole( 'slider', { name: 'Border radius' } );
		expect( slider ).toHaveAttribute( 'min', '0' );
		expect( slider ).toHaveAttribute( 'max', '50' );
		fireEvent.change( slider, { target: { value: '12' } } );
		expect( setAttributes ).toHaveBeenCalledWith( { borderRadius: 12 } );
	} );

	test( 'the border radius starts at 5 when unset', () => {
		setup();
		expect(
			screen.getByRole( 'slider', { name: 'Border radius' } )
		).toHaveValue( '5' );
	} );

	test( 'reset clears the border radius', async () => {
		const setAttributes = setup( { borderRadius: 20 } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Reset' } )
		);
		expect( setAttributes ).toHaveBeenCalledWith( {
			borderRadius: undefined,
		} );
	} );

	test.each( [
		[ undefined, '50%', '50%' ],
		[ '50%', '50%', undefined ],
		[ '25%', '100%', '100%' ],
	] )( 'width %s, clicking %s sets %s', async ( width, preset, expected ) => {
		const setAttributes = setup( { width } );
		await userEvent.click( screen.getByRole( 'button', { name: preset } ) );
		expect( setAttributes ).toHaveBeenCalledWith( { width: expected } );
	} );
} );
