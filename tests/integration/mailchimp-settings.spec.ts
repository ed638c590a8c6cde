/**
 * Mailchimp's connection: the section of Settings → Blockpack (administrators only; the API key
 * masked; a key Mailchimp rejects kept out with Mailchimp's reason; one Mailchimp could not check
 * kept with a warning; the audiences listed once the key works, or typed when they cannot be
 * loaded; double opt-in on by default; Disconnect), and the editor's routes
 * `GET /wpcom/v2/mailchimp` (connected or not, from what is saved) and
 * `GET /wpcom/v2/mailchimp/groups` (Jetpack's shape, from a fake Mailchimp on 127.0.0.1).
 */
import { test, expect } from '@playwright/test';
import { BASE_URL, restAs, watchPhpErrors, type RestClient } from './utils';
import { ensureUsers, logInAs } from './users';
import {
	AUDIENCES,
	GOOD_KEY,
	GROUPS,
	KEY_INVALID_DETAIL,
	REVOKED_KEY,
	SETTINGS_PAGE,
	disconnectMailchimp,
	pointPluginAt,
	saveMailchimpSettings,
	startFakeMailchimp,
	type FakeMailchimp,
} from '../fakes/mailchimp';

let fake: FakeMailchimp;
let admin: RestClient;
let subscriber: RestClient;
let anonymous: RestClient;
let newPhpErrors: () => string[];

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	newPhpErrors = await watchPhpErrors();
	fake = await startFakeMailchimp();
	admin = await restAs( 'admin' );
	subscriber = await restAs( 'subscriber' );
	anonymous = await restAs( 'anonymous' );
	await pointPluginAt( admin, fake.port );
	await disconnectMailchimp( admin.context );
} );

test.afterAll( async () => {
	await disconnectMailchimp( admin.context );
	await pointPluginAt( admin, 0 );
	await Promise.all( [
		admin.dispose(),
		subscriber.dispose(),
		anonymous.dispose(),
	] );
	await fake.close();
} );

test( 'only administrators reach the section', async () => {
	const res = await subscriber.context.get( SETTINGS_PAGE, {
		failOnStatusCode: false,
	} );
	expect( res.status() ).toBe( 403 );
	const page = await ( await admin.context.get( SETTINGS_PAGE ) ).text();
	expect( page ).toContain( 'id="mailchimp"' );
	expect( page ).toContain( 'name="blockpack_mailchimp_api_key"' );
	// Double opt-in is on before anything is saved.
	expect( page ).toMatch(
		/name="blockpack_mailchimp_double_opt_in" value="1"\s+checked='checked'/
	);
} );

test( 'the routes: 401 for visitors, 403 without edit_posts, not connected with the settings link', async () => {
	for ( const route of [
		'/wpcom/v2/mailchimp',
		'/wpcom/v2/mailchimp/groups',
	] ) {
		expect( ( await anonymous.get( route ) ).status() ).toBe( 401 );
		expect( ( await subscriber.get( route ) ).status() ).toBe( 403 );
	}
	const res = await admin.get( '/wpcom/v2/mailchimp' );
	expect( res.status() ).toBe( 200 );
	expect( await res.json() ).toEqual( {
		code: 'not_connected',
		connect_url: `${ BASE_URL }/wp-admin/options-general.php?page=blockpack#mailchimp`,
		can_connect: true,
	} );
	const groups = await admin.get( '/wpcom/v2/mailchimp/groups' );
	expect( groups.status() ).toBe( 400 );
	expect( ( await groups.json() ).code ).toBe( 'not_connected' );

	// An author edits posts but cannot connect.
	await ensureUsers( admin, [ 'author' ] );
	const author = await logInAs( 'author' );
	const asAuthor = await author.context.get(
		`/index.php?rest_route=${ encodeURIComponent( '/wpcom/v2/mailchimp' ) }`,
		{ headers: { 'X-WP-Nonce': author.nonce } }
	);
	expect( ( await asAuthor.json() ).can_connect ).toBe( false );
	await author.context.dispose();
} );

test( 'a key Mailchimp rejects is kept out, with Mailchimp’s reason', async () => {
	const page = await saveMailchimpSettings( admin.context, {
		blockpack_mailchimp_api_key: REVOKED_KEY,
		blockpack_mailchimp_double_opt_in: '1',
	} );
	expect( page ).toContain( 'Mailchimp rejected this API key' );
	expect( page ).toContain( KEY_INVALID_DETAIL );
	expect( page ).toContain( 'The previous API key was kept.' );
	expect( page ).not.toContain( REVOKED_KEY.slice( -8 ) );
	expect( fake.requests.at( -1 ) ).toMatchObject( {
		method: 'GET',
		path: '/ping',
		dc: 'us21',
		key: REVOKED_KEY,
	} );
	// A key of the wrong form never reaches Mailchimp.
	const before = fake.requests.length;
	const malformed = await saveMailchimpSettings( admin.context, {
		blockpack_mailchimp_api_key: 'not-a-key',
		blockpack_mailchimp_double_opt_in: '1',
	} );
	expect( malformed ).toContain(
		'This does not look like a Mailchimp API key'
	);
	expect( fake.requests.length ).toBe( before );
	expect(
		( await ( await admin.get( '/wpcom/v2/mailchimp' ) ).json() ).code
	).toBe( 'not_connected' );
} );

test( 'a working key is saved masked; the audiences are listed; once one is chosen the site is connected', async () => {
	let page = await saveMailchimpSettings( admin.context, {
		blockpack_mailchimp_api_key: GOOD_KEY,
		blockpack_mailchimp_double_opt_in: '1',
	} );
	expect( page ).not.toContain( GOOD_KEY );
	expect( page ).toContain( `••••${ GOOD_KEY.slice( -4 ) }` );
	for ( const audience of AUDIENCES ) {
		expect( page ).toContain(
			`<option value="${ audience.id }" >${ audience.name }</option>`
		);
	}
	// A key but no audience: not connected yet.
	expect(
		( await ( await admin.get( '/wpcom/v2/mailchimp' ) ).json() ).code
	).toBe( 'not_connected' );

	page = await saveMailchimpSettings( admin.context, {
		blockpack_mailchimp_api_key: '',
		blockpack_mailchimp_audience: AUDIENCES[ 1 ].id,
		blockpack_mailchimp_double_opt_in: '1',
	} );
	expect( page ).toContain(
		`<option value="${ AUDIENCES[ 1 ].id }"  selected='selected'>`
	);
	// The empty key field kept the key.
	expect( page ).toContain( `••••${ GOOD_KEY.slice( -4 ) }` );
	const asked = fake.requests.length;
	const status = await ( await admin.get( '/wpcom/v2/mailchimp' ) ).json();
	expect( status.code ).toBe( 'connected' );
	// The connection route answers from what is saved.
	expect( fake.requests.length ).toBe( asked );
} );

test( 'groups: Jetpack’s shape, from the audience’s categories and interests, kept briefly', async () => {
	const before = fake.requests.length;
	const res = await admin.get( '/wpcom/v2/mailchimp/groups' );
	expect( res.status() ).toBe( 200 );
	expect( await res.json() ).toEqual( {
		interest_categories: GROUPS.map( ( group ) => ( {
			id: group.id,
			title: group.title,
			interests: group.interests,
		} ) ),
	} );
	const calls = fake.requests.slice( before );
	expect( calls.map( ( call ) => call.path ) ).toEqual( [
		`/lists/${ AUDIENCES[ 1 ].id }/interest-categories`,
		...GROUPS.map(
			( group ) =>
				`/lists/${ AUDIENCES[ 1 ].id }/interest-categories/${ group.id }/interests`
		),
	] );
	// Cached: a second read does not ask Mailchimp.
	await admin.get( '/wpcom/v2/mailchimp/groups' );
	expect( fake.requests.length ).toBe( before + calls.length );

	// Changing the audience forgets them.
	await saveMailchimpSettings( admin.context, {
		blockpack_mailchimp_api_key: '',
		blockpack_mailchimp_audience: AUDIENCES[ 0 ].id,
		blockpack_mailchimp_double_opt_in: '1',
	} );
	const after = fake.requests.length;
	expect( ( await admin.get( '/wpcom/v2/mailchimp/groups' ) ).status() ).toBe(
		200
	);
	expect( fake.requests[ after ].path ).toBe(
		`/lists/${ AUDIENCES[ 0 ].id }/interest-categories`
	);
} );

test( 'groups when Mailchimp fails: 424 with Mailchimp’s message; audiences typed when they cannot be listed', async () => {
	await pointPluginAt( admin, fake.port );
	fake.failWith = 500;
	try {
		const res = await admin.get( '/wpcom/v2/mailchimp/groups' );
		expect( res.status() ).toBe( 424 );
		const body = await res.json();
		expect( body.code ).toBe( 'blockpack_mailchimp_failed' );
		expect( body.message ).toContain(
			'An unexpected internal error has occurred.'
		);
		const page = await ( await admin.context.get( SETTINGS_PAGE ) ).text();
		expect( page ).toMatch(
			new RegExp(
				`type="text" autocomplete="off" name="blockpack_mailchimp_audience" value="${ AUDIENCES[ 0 ].id }"`
			)
		);
		expect( page ).toContain( 'The audiences could not be loaded.' );
		// Mailchimp unreachable while a new key is saved: kept, with a warning.
		const other = 'abcdefabcdefabcdefabcdefabcdef12-us6';
		const saved = await saveMailchimpSettings( admin.context, {
			blockpack_mailchimp_api_key: other,
			blockpack_mailchimp_audience: AUDIENCES[ 0 ].id,
			blockpack_mailchimp_double_opt_in: '1',
		} );
		expect( saved ).toContain(
			'Mailchimp could not be reached to check it'
		);
		expect( saved ).toContain( `••••${ other.slice( -4 ) }` );
	} finally {
		fake.failWith = null;
	}
	await saveMailchimpSettings( admin.context, {
		blockpack_mailchimp_api_key: GOOD_KEY,
		blockpack_mailchimp_audience: AUDIENCES[ 0 ].id,
		blockpack_mailchimp_double_opt_in: '1',
	} );
} );

test( 'double opt-in can be turned off; Disconnect removes the key and the audience', async () => {
	let page = await saveMailchimpSettings( admin.context, {
		blockpack_mailchimp_api_key: '',
		blockpack_mailchimp_audience: AUDIENCES[ 0 ].id,
	} );
	expect( page ).not.toMatch(
		/name="blockpack_mailchimp_double_opt_in" value="1"\s+checked/
	);
	page = await saveMailchimpSettings( admin.context, {
		blockpack_mailchimp_api_key: '',
		blockpack_mailchimp_audience: AUDIENCES[ 0 ].id,
		blockpack_mailchimp_double_opt_in: '1',
	} );
	expect( page ).toMatch(
		/name="blockpack_mailchimp_double_opt_in" value="1"\s+checked/
	);
	await disconnectMailchimp( admin.context );
	page = await ( await admin.context.get( SETTINGS_PAGE ) ).text();
	expect( page ).not.toContain( `••••${ GOOD_KEY.slice( -4 ) }` );
	expect(
		( await ( await admin.get( '/wpcom/v2/mailchimp' ) ).json() ).code
	).toBe( 'not_connected' );
	expect( newPhpErrors() ).toEqual( [] );
} );
