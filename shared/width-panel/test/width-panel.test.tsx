import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidthControl, WidthPanel, useWidthAlignmentRule } from '..';

function setup( props: { align?: string; width?: string } = {} ) {
	const onChange = jest.fn();
	render( <WidthPanel { ...props } onChange={ onChange } /> );
	return onChange;
}

describe( 'WidthPanel', () => {
	test( 'shows the presets and a unit input named Width', () => {
		setup();
		expect(
			screen.getByRole( 'button', { name: 'Width settings' } )
		).toBeInTheDocument();
		const presets = screen.getByRole( 'group', {
			name: 'Percentage Width',
		} );
		for ( const preset of [ '25%', '50%', '75%', '100%' ] ) {
			expect( presets ).toContainElement(
				screen.getByRole( 'button', { name: preset } )
			);
		}
		expect(
			screen.getByRole( 'spinbutton', { name: 'Width' } )
		).toBeInTheDocument();
		expect(
			screen
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ '%', 'px', 'em' ] );
	} );

	test.each( [
		[ undefined, '50%', '50%' ],
		[ '50%', '50%', undefined ],
		[ '25%', '100%', '100%' ],
	] )( 'width %p, clicking %s sets %p', async ( width, preset, expected ) => {
		const onChange = setup( { width } );
		await userEvent.click( screen.getByRole( 'button', { name: preset } ) );
		expect( onChange ).toHaveBeenLastCalledWith( expected );
	} );

	test( 'the chosen preset is pressed', () => {
		setup( { width: '75%' } );
		expect( screen.getByRole( 'button', { name: '75%' } ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		expect( screen.getByRole( 'button', { name: '25%' } ) ).toHaveAttribute(
			'aria-pressed',
			'false'
		);
		expect(
			screen.getByRole( 'spinbutton', { name: 'Width' } )
		).toHaveValue( 75 );
	} );

	test.each( [
		[ 'px', '150px' ],
		[ 'em', '10em' ],
	] )( 'choosing %s sets its default, %s', async ( unit, expected ) => {
		const onChange = setup( { width: '50%' } );
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Select unit' } ),
			unit
		);
		expect( onChange ).toHaveBeenCalledWith( expected );
	} );

	test( 'choosing % sets 100%', async () => {
		const onChange = setup( { width: '150px' } );
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Select unit' } ),
			'%'
		);
		expect( onChange ).toHaveBeenCalledWith( '100%' );
	} );

	test( 'a typed percentage over 100 is kept at 100', async () => {
		const onChange = setup( { width: '10%' } );
		const input = screen.getByRole( 'spinbutton', { name: 'Width' } );
		await userEvent.clear( input );
		await userEvent.type( input, '250' );
		expect( onChange ).toHaveBeenLastCalledWith( '100%' );
		expect( onChange ).not.toHaveBeenCalledWith( '250%' );
	} );

	test( 'a typed length keeps its unit', async () => {
		const onChange = setup( { width: '150px' } );
		const input = screen.getByRole( 'spinbutton', { name: 'Width' } );
		await userEvent.clear( input );
		expect( onChange ).toHaveBeenLastCalledWith( undefined );
		await userEvent.type( input, '9' );
		expect( onChange ).toHaveBeenLastCalledWith( '9px' );
	} );

	test.each( [
		[ undefined, '40%' ],
		[ 'center', '40%' ],
		[ 'left', '40px' ],
		[ 'right', '40px' ],
	] )(
		'a number typed with no width yet, aligned %p, sets %s',
		async ( align, expected ) => {
			const onChange = setup( { align } );
			await userEvent.type(
				screen.getByRole( 'spinbutton', { name: 'Width' } ),
				'40'
			);
			expect( onChange ).toHaveBeenLastCalledWith( expected );
		}
	);

	test.each( [ 'left', 'right' ] )(
		'aligned %s: no presets, px and em only',
		( align ) => {
			setup( { align, width: '150px' } );
			expect(
				screen.queryByRole( 'group', { name: 'Percentage Width' } )
			).not.toBeInTheDocument();
			expect(
				screen.queryByRole( 'button', { name: '50%' } )
			).not.toBeInTheDocument();
			expect(
				screen
					.getAllByRole( 'option' )
					.map( ( option ) => option.textContent )
			).toEqual( [ 'px', 'em' ] );
		}
	);
} );

describe( 'WidthControl', () => {
	test( 'shows its own label', () => {
		render(
			<WidthControl
				label="Button width"
				width="50%"
				onChange={ jest.fn() }
			/>
		);
		expect( screen.getByText( 'Button width' ) ).toBeVisible();
		expect(
			screen.getByRole( 'spinbutton', { name: 'Button width' } )
		).toHaveValue( 50 );
	} );
} );

describe( 'useWidthAlignmentRule', () => {
	function renderRule(
		align: string | undefined,
		width: string | undefined
	) {
		const onChange = jest.fn();
		const hook = renderHook(
			( props: { align?: string; width?: string } ) =>
				useWidthAlignmentRule( props.align, props.width, onChange ),
			{ initialProps: { align, width } }
		);
		return { onChange, rerender: hook.rerender };
	}

	test( 'content saved floated with a percentage is left alone', () => {
		const { onChange } = renderRule( 'left', '50%' );
		expect( onChange ).not.toHaveBeenCalled();
	} );

	test.each( [ 'left', 'right' ] )(
		'switching to %s clears a percentage width',
		( align ) => {
			const { onChange, rerender } = renderRule( undefined, '50%' );
			act( () => rerender( { align, width: '50%' } ) );
			expect( onChange ).toHaveBeenCalledTimes( 1 );
			expect( onChange ).toHaveBeenCalledWith( undefined );
		}
	);

	test.each( [
		[ 'left', '150px' ],
		[ 'right', '10em' ],
		[ 'center', '50%' ],
	] )( 'switching to %s keeps %s', ( align, width ) => {
		const { onChange, rerender } = renderRule( undefined, width );
		act( () => rerender( { align, width } ) );
		expect( onChange ).not.toHaveBeenCalled();
	} );

	test( 'a width change without an alignment change is kept', () => {
		const { onChange, rerender } = renderRule( 'left', '150px' );
		act( () => rerender( { align: 'left', width: '50%' } ) );
		expect( onChange ).not.toHaveBeenCalled();
	} );
} );
