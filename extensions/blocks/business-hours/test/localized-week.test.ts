import apiFetch from '@wordpress/api-fetch';
import {
	fallbackWeek,
	fetchLocalizedWeek,
	LOCALIZED_WEEK_PATH,
	parseLocalizedWeek,
} from '../localized-week';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

const FRENCH = {
	Sun: 'dimanche',
	Mon: 'lundi',
	Tue: 'mardi',
	Wed: 'mercredi',
	Thu: 'jeudi',
	Fri: 'vendredi',
	Sat: 'samedi',
};

describe( 'parseLocalizedWeek', () => {
	const english = fallbackWeek().days;
	it.each( [
		[ 'a full answer', { days: FRENCH, startOfWeek: 1 }, FRENCH, 1 ],
		[ 'no body', null, english, 0 ],
		[ 'a string body', 'oops', english, 0 ],
		[
			'an out-of-range start',
			{ days: FRENCH, startOfWeek: 8 },
			FRENCH,
			0,
		],
		[
			'missing and empty names',
			{ days: { Mon: 'lundi', Tue: '', Wed: 3 }, startOfWeek: 2 },
			{ ...english, Mon: 'lundi' },
			2,
		],
	] )( '%s', ( _title, response, days, startOfWeek ) => {
		expect( parseLocalizedWeek( response ) ).toEqual( {
			days,
			startOfWeek,
		} );
	} );
} );

describe( 'fetchLocalizedWeek', () => {
	afterEach( () => mockedApiFetch.mockReset() );

	it( 'asks our route and returns its week', async () => {
		mockedApiFetch.mockResolvedValue( { days: FRENCH, startOfWeek: 1 } );
		await expect( fetchLocalizedWeek() ).resolves.toEqual( {
			days: FRENCH,
			startOfWeek: 1,
		} );
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: LOCALIZED_WEEK_PATH,
		} );
	} );

	it( 'falls back to English names and a Sunday start when the request fails', async () => {
		mockedApiFetch.mockRejectedValue( { code: 'rest_forbidden' } );
		await expect( fetchLocalizedWeek() ).resolves.toEqual( {
			days: {
				Sun: 'Sunday',
				Mon: 'Monday',
				Tue: 'Tuesday',
				Wed: 'Wednesday',
				Thu: 'Thursday',
				Fri: 'Friday',
				Sat: 'Saturday',
			},
			startOfWeek: 0,
		} );
	} );
} );
