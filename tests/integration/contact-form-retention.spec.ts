/**
 * What the site keeps of responses, and for how long: a daily WP-Cron job deletes spam older
 * than 15 days and removes the IP address and user agent of responses older than 30 days; the
 * responses appear in WordPress's Tools → Export/Erase Personal Data (an exporter and an
 * eraser keyed by e-mail). Responses are inserted by a test route with their age; the cron event
 * runs as WP-Cron would run it; the exporter and eraser are called as WordPress registered them
 * (tests/mu-plugins/blockpack-test-feedback.php).
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

const FIXTURE = '/blockpack-test/v1/feedback-fixture';
const CRON = '/blockpack-test/v1/cron';
const PRIVACY = '/blockpack-test/v1/privacy';
const HOOK = 'blockpack_contact_form_daily_cleanup';
const RUN = Date.now().toString( 36 );

interface Row {
	ID: number;
	status: string;
	ip: string | null;
	userAgent: string | null;
}

let admin: RestClient;

/**
 * Inserts tagged responses.
 *
 * @param tag     The tag.
 * @param status  Their status.
 * @param daysAgo Their age.
 * @param count   How many.
 * @param email   Their email field.
 */
async function insert(
	tag: string,
	status: string,
	daysAgo: number,
	count = 2,
	email = 'fixture@example.org'
) {
	const res = await admin.post( FIXTURE, {
		tag,
		status,
		daysAgo,
		count,
		email,
	} );
	expect( res.status() ).toBe( 200 );
}

/**
 * The tagged responses still stored.
 *
 * @param tag The tag.
 */
async function rows( tag: string ): Promise< Row[] > {
	const res = await admin.get( FIXTURE, { tag } );
	expect( res.status() ).toBe( 200 );
	return ( await res.json() ) as Row[];
}

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
} );

test.afterAll( async () => {
	try {
		for ( const tag of [
			'old',
			'young',
			'hamold',
			'ip',
			'ipyoung',
			'mine',
			'other',
		] ) {
			await admin.delete( FIXTURE, { tag: `${ tag }${ RUN }` } );
		}
	} finally {
		await admin.dispose();
	}
} );

test( 'the daily job is scheduled and deletes spam older than 15 days, and IP and user agent after 30 days', async () => {
	const scheduled = await admin.post( CRON, { hook: HOOK } );
	expect( await scheduled.json() ).toMatchObject( { schedule: 'daily' } );

	await insert( `old${ RUN }`, 'spam', 16 );
	await insert( `young${ RUN }`, 'spam', 14 );
	await insert( `hamold${ RUN }`, 'publish', 16 );
	await insert( `ip${ RUN }`, 'publish', 31 );
	await insert( `ipyoung${ RUN }`, 'publish', 29 );

	const ran = await admin.post( CRON, { hook: HOOK, run: true } );
	expect( await ran.json() ).toMatchObject( { ran: true } );

	expect( await rows( `old${ RUN }` ) ).toEqual( [] );
	expect( await rows( `young${ RUN }` ) ).toHaveLength( 2 );
	expect( await rows( `hamold${ RUN }` ) ).toHaveLength( 2 );
	for ( const row of await rows( `ip${ RUN }` ) ) {
		expect( row ).toMatchObject( { ip: null, userAgent: null } );
	}
	expect( await rows( `ip${ RUN }` ) ).toHaveLength( 2 );
	for ( const row of await rows( `ipyoung${ RUN }` ) ) {
		expect( row.ip ).toMatch( /^203\.0\.113\./ );
		expect( row.userAgent ).toMatch( /^FixtureBrowser\// );
	}
} );

test( "Export Personal Data lists a person's responses; Erase Personal Data deletes them and no one else's", async () => {
	const email = `person-${ RUN }@example.org`;
	await insert( `mine${ RUN }`, 'publish', 1, 3, email );
	await insert( `mine${ RUN }`.replace( 'mine', 'other' ), 'publish', 1, 1 );

	const exported = await admin.post( PRIVACY, {
		kind: 'export',
		email: email.toUpperCase(),
	} );
	expect( exported.status() ).toBe( 200 );
	const { result } = ( await exported.json() ) as {
		result: {
			done: boolean;
			data: Array< {
				group_id: string;
				data: Array< { name: string; value: string } >;
			} >;
		};
	};
	expect( result.done ).toBe( true );
	expect( result.data ).toHaveLength( 3 );
	for ( const item of result.data ) {
		const values = Object.fromEntries(
			item.data.map( ( { name, value } ) => [ name, value ] )
		);
		expect( values ).toMatchObject( {
			Email: email,
			'IP address': expect.stringMatching( /^203\.0\.113\./ ),
		} );
	}

	const erased = await admin.post( PRIVACY, { kind: 'erase', email } );
	expect( erased.status() ).toBe( 200 );
	expect( ( await erased.json() ).result ).toMatchObject( {
		items_removed: true,
		done: true,
	} );
	expect( await rows( `mine${ RUN }` ) ).toEqual( [] );
	expect( await rows( `other${ RUN }` ) ).toHaveLength( 1 );
	const again = await admin.post( PRIVACY, { kind: 'export', email } );
	expect( ( await again.json() ).result.data ).toEqual( [] );
} );
