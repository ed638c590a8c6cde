import { fallbackWeek, parseLocalizedWeek } from '../localized-week';

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
