// Typed matchers (toBeInTheDocument…); the shared setup registers them at run time.
import '@testing-library/jest-dom';
import apiFetch from '@wordpress/api-fetch';
import { dispatch } from '@wordpress/data';
import { setSettings, getSettings } from '@wordpress/date';
import { useState } from '@wordpress/element';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import metadata from '../block.json';
import BusinessHoursEdit, { type BusinessHoursAttributes } from '../edit';
import type { Day } from '../week';
import { store as siteStore } from '@stores/site';
import '../../../../tests/unit/mocks/resize-observer';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );
jest.mock( '@wordpress/block-editor', () =>
	require( '../../../../tests/unit/mocks/block-editor' )
);

const mockedApiFetch = apiFetch as unknown as jest.Mock;

const WEEK = {
	days: {
		Sun: 'Sunday',
		Mon: 'Monday',
		Tue: 'Tuesday',
		Wed: 'Wednesday',
		Thu: 'Thursday',
		Fri: 'Friday',
		Sat: 'Saturday',
	},
	startOfWeek: 1,
};

const DEFAULT_DAYS = metadata.attributes.days.default as Day[];

/**
 * Renders the block with its attributes held in state, as the editor would.
 * @param root0
 * @param root0.isSelected
 * @param root0.days
 */
function renderBlock( {
	isSelected = true,
	days = DEFAULT_DAYS,
}: { isSelected?: boolean; days?: Day[] } = {} ) {
	const changes: Day[][] = [];
	function Harness() {
		const [ attributes, setState ] = useState< BusinessHoursAttributes >( {
			days,
		} );
		return (
			<BusinessHoursEdit
				{ ...( {} as React.ComponentProps<
					typeof BusinessHoursEdit
				> ) }
				attributes={ attributes }
				isSelected={ isSelected }
				setAttributes={ ( next ) =>
					setState( ( previous ) => {
						const update =
							typeof next === 'function'
								? next( previous )
								: next;
						changes.push( update.days as Day[] );
						return { ...previous, ...update };
					} )
				}
			/>
		);
	}
	render( <Harness /> );
	return { changes, last: () => changes[ changes.length - 1 ] };
}

function hoursOf( days: Day[], name: string ) {
	return days.find( ( day ) => day.name === name )?.hours;
}

describe( 'Business Hours edit', () => {
	const originalSettings = getSettings();
	beforeEach( () => {
		// Each test reads the week again (the store asks once per page).
		dispatch( siteStore ).invalidateResolutionForStore();
		dispatch( siteStore ).receiveLocalizedWeek( undefined );
		mockedApiFetch.mockReset();
		mockedApiFetch.mockResolvedValue( WEEK );
		setSettings( {
			...originalSettings,
			formats: { ...originalSettings.formats, time: 'g:i a' },
		} );
	} );
	afterAll( () => setSettings( originalSettings ) );

	it( 'shows a loading placeholder until the week has loaded', async () => {
		let resolve: ( value: unknown ) => void = () => {};
		mockedApiFetch.mockReturnValue(
			new Promise( ( r ) => ( resolve = r ) )
		);
		renderBlock();
		expect(
			screen.getByText( 'Loading business hours' )
		).toBeInTheDocument();
		resolve( WEEK );
		expect(
			await screen.findByRole( 'group', { name: 'Monday' } )
		).toBeInTheDocument();
		expect(
			screen.queryByText( 'Loading business hours' )
		).not.toBeInTheDocument();
	} );

	it( 'shows one row per day, starting on the site’s first day of the week', async () => {
		renderBlock();
		await screen.findByRole( 'group', { name: 'Monday' } );
		const names = [
			'Monday',
			'Tuesday',
			'Wednesday',
			'Thursday',
			'Friday',
			'Saturday',
			'Sunday',
		];
		const rows = screen.getAllByRole( 'group' );
		expect( rows ).toHaveLength( 7 );
		rows.forEach( ( row, i ) =>
			expect( row ).toHaveAccessibleName( names[ i ] )
		);
	} );

	it( 'falls back to English and a Sunday start when the route fails', async () => {
		mockedApiFetch.mockRejectedValue( new Error( 'offline' ) );
		renderBlock();
		await screen.findByRole( 'group', { name: 'Sunday' } );
		expect( screen.getAllByRole( 'group' )[ 0 ] ).toHaveAccessibleName(
			'Sunday'
		);
	} );

	it( 'closes and reopens a day', async () => {
		const user = userEvent.setup();
		const { last } = renderBlock();
		const monday = await screen.findByRole( 'group', { name: 'Monday' } );
		await user.click(
			within( monday ).getByRole( 'checkbox', { name: 'Open' } )
		);
		expect( hoursOf( last(), 'Mon' ) ).toEqual( [] );
		expect( within( monday ).getByText( 'Closed' ) ).toBeInTheDocument();
		expect(
			within( monday ).queryByLabelText( 'Opening' )
		).not.toBeInTheDocument();
		await user.click(
			within( monday ).getByRole( 'checkbox', { name: 'Open' } )
		);
		expect( hoursOf( last(), 'Mon' ) ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
		] );
	} );

	it( 'adds an interval, sets its times, and removes one but never the last', async () => {
		const user = userEvent.setup();
		const { last } = renderBlock();
		const tuesday = await screen.findByRole( 'group', { name: 'Tuesday' } );
		expect(
			within( tuesday ).queryByRole( 'button', { name: 'Remove hours' } )
		).toBeNull();

		await user.click(
			within( tuesday ).getByRole( 'button', { name: 'Add hours' } )
		);
		expect( hoursOf( last(), 'Tue' ) ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
			{ opening: '', closing: '' },
		] );

		const openings = within( tuesday ).getAllByLabelText( 'Opening' );
		const closings = within( tuesday ).getAllByLabelText( 'Closing' );
		expect( openings ).toHaveLength( 2 );
		await user.type( openings[ 1 ], '18:00' );
		await user.type( closings[ 1 ], '21:30' );
		expect( hoursOf( last(), 'Tue' ) ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
			{ opening: '18:00', closing: '21:30' },
		] );

		const removes = within( tuesday ).getAllByRole( 'button', {
			name: 'Remove hours',
		} );
		expect( removes ).toHaveLength( 2 );
		await user.click( removes[ 0 ] );
		expect( hoursOf( last(), 'Tue' ) ).toEqual( [
			{ opening: '18:00', closing: '21:30' },
		] );
		expect(
			within( tuesday ).queryByRole( 'button', { name: 'Remove hours' } )
		).toBeNull();
		// Other days are untouched.
		expect( hoursOf( last(), 'Wed' ) ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
		] );
	} );

	it( 'shows a read-only list in the site’s time format when not selected', async () => {
		renderBlock( {
			isSelected: false,
			days: [
				{ name: 'Sun', hours: [] },
				{
					name: 'Mon',
					hours: [
						{ opening: '09:00', closing: '12:00' },
						{ opening: 'soon', closing: '13:00' },
						{ opening: '13:30', closing: '17:45' },
					],
				},
			],
		} );
		const monday = await screen.findByText( 'Monday' );
		expect( monday.tagName ).toBe( 'DT' );
		expect( monday.nextElementSibling ).toHaveTextContent(
			'9:00 am - 12:00 pm, 1:30 pm - 5:45 pm'
		);
		expect(
			screen.getByText( 'Sunday' ).nextElementSibling
		).toHaveTextContent( 'Closed' );
		expect( screen.queryByRole( 'group' ) ).not.toBeInTheDocument();
	} );
} );
