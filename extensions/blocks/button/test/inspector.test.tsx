import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ButtonInspector from '../edit/inspector';
import type { ButtonAttributes } from '../types';

function setup(
	attributes: Partial< ButtonAttributes > = {},
	setWidth = jest.fn()
) {
	const setAttributes = jest.fn();
	render(
		<ButtonInspector
			attributes={ { saveInPostContent: true, ...attributes } }
			setAttributes={ setAttributes }
			textColor={ {} }
			backgroundColor={ {} }
			setTextColor={ jest.fn() }
			setBackgroundColor={ jest.fn() }
			width={ attributes.width }
			setWidth={ setWidth }
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
	] )(
		'width %s, clicking %s sets the width to %s',
		async ( width, preset, expected ) => {
			const setWidth = jest.fn();
			const setAttributes = setup( { width }, setWidth );
			await userEvent.click(
				screen.getByRole( 'button', { name: preset } )
			);
			expect( setWidth ).toHaveBeenCalledWith( expected );
			expect( setAttributes ).not.toHaveBeenCalled();
		}
	);

	test( 'the width panel has presets and a unit input named Button width', () => {
		setup( { width: '150px' } );
		expect(
			screen.getByRole( 'button', { name: 'Width settings' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'group', { name: 'Percentage Width' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'spinbutton', { name: 'Button width' } )
		).toHaveValue( 150 );
	} );

	test( 'choosing em sets 10em', async () => {
		const setWidth = jest.fn();
		setup( { width: '50%' }, setWidth );
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Select unit' } ),
			'em'
		);
		expect( setWidth ).toHaveBeenCalledWith( '10em' );
	} );

	test( 'a left-aligned button offers no percentage presets', () => {
		setup( { align: 'left', width: '150px' } );
		expect(
			screen.queryByRole( 'group', { name: 'Percentage Width' } )
		).not.toBeInTheDocument();
		expect(
			screen
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'px', 'em' ] );
	} );
} );
