/**
 * Business Hours' REST route, over HTTP: the site's localized week for people who can edit
 * posts, refused to subscribers (403) and to visitors who are not logged in (401).
 */
import { test, expect } from '@playwright/test';
import { restAs, type Role } from './utils';

const ROUTE = '/wpcom/v2/business-hours/localized-week';

test.describe( 'GET /wpcom/v2/business-hours/localized-week', () => {
	test( 'gives an admin the seven day names and the first day of the week', async () => {
		const admin = await restAs( 'admin' );
		try {
			const res = await admin.get( ROUTE );
			expect( res.status() ).toBe( 200 );
			const body = ( await res.json() ) as {
				days: Record< string, unknown >;
				startOfWeek: unknown;
			};
			expect( Object.keys( body.days ) ).toEqual( [
				'Sun',
				'Mon',
				'Tue',
				'Wed',
				'Thu',
				'Fri',
				'Sat',
			] );
			// A default site: English, weeks start on Monday.
			expect( body.days ).toEqual( {
				Sun: 'Sunday',
				Mon: 'Monday',
				Tue: 'Tuesday',
				Wed: 'Wednesday',
				Thu: 'Thursday',
				Fri: 'Friday',
				Sat: 'Saturday',
			} );
			expect( body.startOfWeek ).toBe( 1 );
		} finally {
			await admin.dispose();
		}
	} );

	const refused: Array< [ Role, number, string ] > = [
		[ 'subscriber', 403, 'a subscriber' ],
		[ 'anonymous', 401, 'a visitor who is not logged in' ],
	];
	for ( const [ role, status, who ] of refused ) {
		test( `refuses ${ who } with ${ status }`, async () => {
			const client = await restAs( role );
			try {
				const res = await client.get( ROUTE );
				expect( res.status() ).toBe( status );
				const body = ( await res.json() ) as {
					code: string;
					days?: unknown;
				};
				expect( body.code ).toBe( 'rest_forbidden' );
				expect( body.days ).toBeUndefined();
			} finally {
				await client.dispose();
			}
		} );
	}
} );
