import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FieldSettingsPanel from '../settings-panel';
import type { ConsentAttributes, FieldKind } from '../types';

const defaults: ConsentAttributes = {
	label: 'Name',
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

function setup(
	kind: FieldKind,
	attributes: Partial< ConsentAttributes > = {},
	isIdTaken = false
) {
	const setAttributes = jest.fn();
	render(
		<FieldSettingsPanel
			kind={ kind }
			attributes={ { ...defaults, ...attributes } }
			setAttributes={ setAttributes }
			isIdTaken={ isIdTaken }
		/>
	);
	return setAttributes;
}

describe( 'Field Settings panel', () => {
	test( 'is titled "Field Settings"', () => {
		setup( 'name' );
		expect(
			screen.getByRole( 'button', { name: 'Field Settings' } )
		).toBeInTheDocument();
	} );

	test.each( [
		[ 'text', true, true, false, false ],
		[ 'email', true, true, false, false ],
		[ 'textarea', true, true, false, false ],
		[ 'date', true, true, false, false ],
		[ 'radio', true, false, false, false ],
		[ 'select', true, false, false, false ],
		[ 'checkbox-multiple', true, false, false, false ],
		[ 'checkbox', true, false, true, false ],
		[ 'consent', false, false, false, true ],
	] as Array< [ FieldKind, boolean, boolean, boolean, boolean ] > )(
		'%s: required %p, placeholder %p, checked by default %p, permission %p',
		( kind, required, placeholder, checked, permission ) => {
			setup( kind );
			const has = ( role: string, name: string ) =>
				screen.queryByRole( role, { name } ) !== null;
			expect( has( 'checkbox', 'Field is required' ) ).toBe( required );
			expect( has( 'textbox', 'Placeholder text' ) ).toBe( placeholder );
			expect( has( 'checkbox', 'Checked by default' ) ).toBe( checked );
			expect( has( 'combobox', 'Permission to email' ) ).toBe(
				permission
			);
			expect( has( 'textbox', 'Unique CSS ID' ) ).toBe( true );
			expect( has( 'button', '50%' ) ).toBe( true );
		}
	);

	test( '"Field is required" toggles required', async () => {
		const setAttributes = setup( 'email', { required: false } );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Field is required' } )
		);
		expect( setAttributes ).toHaveBeenCalledWith( { required: true } );
	} );

	test.each( [
		[ '', true, 'true' ],
		[ 'true', false, '' ],
	] )(
		'"Checked by default" with defaultValue %j: checked is %p, a click stores %j',
		async ( defaultValue, wasChecked, stored ) => {
			const setAttributes = setup( 'checkbox', { defaultValue } );
			const toggle = screen.getByRole( 'checkbox', {
				name: 'Checked by default',
			} );
			expect( ( toggle as HTMLInputElement ).checked ).toBe(
				! wasChecked
			);
			await userEvent.click( toggle );
			expect( setAttributes ).toHaveBeenCalledWith( {
				defaultValue: stored,
			} );
		}
	);

	test( 'typing a placeholder sets it', async () => {
		const setAttributes = setup( 'text' );
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Placeholder text' } ),
			'x'
		);
		expect( setAttributes ).toHaveBeenCalledWith( { placeholder: 'x' } );
	} );

	test.each( [ 25, 50, 75, 100 ] )(
		'the %d%% button sets that width',
		async ( width ) => {
			const setAttributes = setup( 'name', {
				width: width === 100 ? 50 : 100,
			} );
			await userEvent.click(
				screen.getByRole( 'button', { name: `${ width }%` } )
			);
			expect( setAttributes ).toHaveBeenCalledWith( { width } );
		}
	);

	test( 'the current width is pressed', () => {
		setup( 'name', { width: 75 } );
		expect( screen.getByRole( 'button', { name: '75%' } ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		expect(
			screen.getByRole( 'button', { name: '100%' } )
		).toHaveAttribute( 'aria-pressed', 'false' );
		expect(
			screen.getByRole( 'group', { name: 'Field width' } )
		).toBeInTheDocument();
	} );

	test( 'the CSS id keeps only letters, digits, dashes and underscores', async () => {
		const setAttributes = setup( 'name' );
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Unique CSS ID' } ),
			'#'
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( { id: '' } );
		expect(
			screen.getByText(
				/A unique ID to use as a CSS hook for this field\./
			)
		).toBeInTheDocument();
	} );

	test.each( [
		[ true, 1 ],
		[ false, 0 ],
	] )( 'id taken %p: %d warning', ( taken, count ) => {
		setup( 'name', { id: 'who' }, taken );
		expect(
			// The notice itself; its text is also spoken through a shared live region.
			screen.queryAllByText(
				'Another field in this form already uses this ID.',
				{ selector: '.components-notice__content' }
			)
		).toHaveLength( count );
	} );

	test( '"Permission to email" switches the consent type', async () => {
		const setAttributes = setup( 'consent' );
		const select = screen.getByRole( 'combobox', {
			name: 'Permission to email',
		} );
		expect(
			screen.getByRole( 'option', { name: 'Mention that you can email' } )
		).toBeInTheDocument();
		await userEvent.selectOptions( select, 'Add a privacy checkbox' );
		expect( setAttributes ).toHaveBeenCalledWith( {
			consentType: 'explicit',
		} );
	} );
} );
