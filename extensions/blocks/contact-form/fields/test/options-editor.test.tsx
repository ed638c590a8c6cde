import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';
import OptionsEditor from '../options-editor';
import type { ChoiceFieldKind } from '../types';

/**
 * The editor with its options kept in state, as the block keeps them in attributes.
 * @param props
 * @param props.initial
 * @param props.kind
 * @param props.onChange
 */
function Harness( {
	initial,
	kind = 'radio',
	onChange,
}: {
	initial: string[];
	kind?: ChoiceFieldKind;
	onChange: ( options: string[] ) => void;
} ) {
	const [ options, setOptions ] = useState( initial );
	return (
		<OptionsEditor
			kind={ kind }
			options={ options }
			onChange={ ( next ) => {
				onChange( next );
				setOptions( next );
			} }
		/>
	);
}

function setup( initial: string[], kind?: ChoiceFieldKind ) {
	const onChange = jest.fn();
	render(
		<Harness initial={ initial } kind={ kind } onChange={ onChange } />
	);
	return onChange;
}

const option = ( n: number ) =>
	screen.getByRole( 'textbox', { name: `Option ${ n }` } );

describe( 'OptionsEditor', () => {
	test( 'shows one empty option when there are none', () => {
		setup( [] );
		expect( screen.getAllByRole( 'textbox' ) ).toHaveLength( 1 );
		expect( option( 1 ) ).toHaveValue( '' );
	} );

	test( 'typing sets the option', async () => {
		const onChange = setup( [] );
		await userEvent.type( option( 1 ), 'Yes' );
		expect( onChange ).toHaveBeenLastCalledWith( [ 'Yes' ] );
	} );

	test( 'Enter adds an option after the current one and focuses it', async () => {
		const onChange = setup( [ 'A', 'C' ] );
		await userEvent.click( option( 1 ) );
		await userEvent.keyboard( '{Enter}' );
		expect( onChange ).toHaveBeenLastCalledWith( [ 'A', '', 'C' ] );
		expect( option( 2 ) ).toHaveFocus();
		await userEvent.keyboard( 'B' );
		expect( onChange ).toHaveBeenLastCalledWith( [ 'A', 'B', 'C' ] );
	} );

	test( 'Backspace in an empty option removes it and focuses the one before', async () => {
		const onChange = setup( [ 'A', '', 'C' ] );
		await userEvent.click( option( 2 ) );
		await userEvent.keyboard( '{Backspace}' );
		expect( onChange ).toHaveBeenLastCalledWith( [ 'A', 'C' ] );
		expect( option( 1 ) ).toHaveFocus();
	} );

	test( 'Backspace in an option with text only deletes a character', async () => {
		const onChange = setup( [ 'AB', 'C' ] );
		await userEvent.click( option( 1 ) );
		await userEvent.keyboard( '{Backspace}' );
		expect( onChange ).toHaveBeenLastCalledWith( [ 'A', 'C' ] );
	} );

	test( '"Add option" appends an empty option and focuses it', async () => {
		const onChange = setup( [ 'A' ] );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add option' } )
		);
		expect( onChange ).toHaveBeenLastCalledWith( [ 'A', '' ] );
		expect( option( 2 ) ).toHaveFocus();
	} );

	test( 'each option has a remove button', async () => {
		const onChange = setup( [ 'A', 'B', 'C' ] );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remove option 2' } )
		);
		expect( onChange ).toHaveBeenLastCalledWith( [ 'A', 'C' ] );
		expect( screen.getAllByRole( 'textbox' ) ).toHaveLength( 2 );
	} );

	test( 'empty options are kept while editing', () => {
		setup( [ 'A', '', 'B' ] );
		expect( screen.getAllByRole( 'textbox' ) ).toHaveLength( 3 );
	} );

	test.each( [
		[ 'radio' as const, 'radio' ],
		[ 'checkbox-multiple' as const, 'checkbox' ],
	] )( '%s options show a disabled %s before the text', ( kind, type ) => {
		const { container } = render(
			<OptionsEditor
				kind={ kind }
				options={ [ 'A', 'B' ] }
				onChange={ jest.fn() }
			/>
		);
		const markers = container.querySelectorAll( `input[type="${ type }"]` );
		expect( markers ).toHaveLength( 2 );
		markers.forEach( ( marker ) => expect( marker ).toBeDisabled() );
	} );
} );
