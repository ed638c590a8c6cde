/**
 * External media, Google Photos: the site owner's OAuth client (checked with Google on save,
 * secret masked, the redirect URI shown), each user's own connection through the real
 * admin-post pages (the consent screen is the fake's), tokens sealed at rest, refreshed when
 * Google refuses the access token, removed when Google refuses the refresh token, revoked on
 * disconnect; Picker sessions (create, poll, items, delete) that belong to their user; the copy
 * of the picked photos (videos refused, items not picked refused) with the user's token; quota
 * and failures mapped to the contract's errors. Against a fake Google on 127.0.0.1.
 */
import { test, expect } from '@playwright/test';
import {
	CLIENT_ID,
	CLIENT_SECRET,
	pointPluginAtGoogle,
	startFakeGoogle,
	type FakeGoogle,
} from '../fakes/google-photos';
import {
	BASE_URL,
	restAs,
	restClientOf,
	watchPhpErrors,
	type RestClient,
} from './utils';
import { ensureUsers, logInAs } from './users';
import {
	attachment,
	connectionRoute,
	copyRoute,
	deleteAttachments,
	editorExternalMedia,
	expectError,
	listRoute,
	resetExternalMediaSettings,
	saveExternalMediaSettings,
} from './external-media-helpers';

const SESSION_ROUTE = '/wpcom/v2/external-media/session/google_photos';

let fake: FakeGoogle;
let admin: RestClient;
let adminId: number;
let newPhpErrors: () => string[];
const created: number[] = [];

/**
 * Connects the context's user through the popup's pages: our connect page, the fake's consent
 * screen, our callback, which prints the popup's last page.
 *
 * @param client The user's REST client.
 * @return The last page's HTML.
 */
async function connect( client: RestClient ): Promise< string > {
	const { connect_url: connectUrl } = await (
		await client.get( connectionRoute( 'google_photos' ) )
	).json();
	expect( connectUrl ).toContain(
		'admin-post.php?action=blockpack_google_photos_connect'
	);
	return ( await client.context.get( connectUrl ) ).text();
}

/**
 * The message the popup's last page posts to the editor.
 *
 * @param html The page.
 */
function popupMessage( html: string ): Record< string, unknown > {
	const json = /var message = (\{.*?\});/.exec( html )?.[ 1 ];
	return JSON.parse( json ?? '{}' );
}

/**
 * A session of the client's user with photos picked.
 *
 * @param client The user's client.
 * @param number The most items.
 * @param ids    What the user picks.
 */
async function pickedSession(
	client: RestClient,
	number: number,
	ids: string[]
): Promise< string > {
	const res = await client.post( SESSION_ROUTE, { number } );
	expect( res.status() ).toBe( 200 );
	const { id } = await res.json();
	fake.pick( id, ids );
	return id;
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	newPhpErrors = await watchPhpErrors();
	fake = await startFakeGoogle();
	admin = await restAs( 'admin' );
	adminId = ( await ( await admin.get( '/wp/v2/users/me' ) ).json() ).id;
	await pointPluginAtGoogle( admin, fake.port );
	await resetExternalMediaSettings( admin.context );
} );

test.afterAll( async () => {
	await admin.delete( connectionRoute( 'google_photos' ) );
	await deleteAttachments( admin, created );
	await resetExternalMediaSettings( admin.context );
	await pointPluginAtGoogle( admin, 0 );
	await admin.dispose();
	await fake.close();
} );

test( 'without the site’s OAuth client: not offered, its routes answer authorization_required', async () => {
	const data = await editorExternalMedia( admin.context );
	expect(
		data.sources.map( ( source: { id: string } ) => source.id )
	).not.toContain( 'google_photos' );
	for ( const res of [
		await admin.get( listRoute( 'google_photos' ) ),
		await admin.post( SESSION_ROUTE, { number: 1 } ),
	] ) {
		await expectError( res, 403, 'authorization_required' );
	}
	expect( fake.requests ).toEqual( [] );
} );

test( 'the OAuth client is checked with Google on save: refused kept out, a good one saved masked, the redirect URI shown', async () => {
	let page = await saveExternalMediaSettings( admin.context, {
		blockpack_google_client_id: CLIENT_ID,
		blockpack_google_client_secret: 'GOCSPX-wrongSecret0000001',
	} );
	expect( page ).toContain( 'Google rejected this client ID and secret.' );
	expect( fake.requests.at( -1 ) ).toMatchObject( {
		method: 'POST',
		path: '/token',
	} );
	expect( fake.requests.at( -1 )?.body ).toContain(
		'grant_type=authorization_code'
	);
	page = await saveExternalMediaSettings( admin.context, {
		blockpack_google_client_id: 'not-a-client-id',
	} );
	expect( page ).toContain(
		'This does not look like a Google OAuth client ID'
	);
	page = await saveExternalMediaSettings( admin.context, {
		blockpack_google_client_id: CLIENT_ID,
		blockpack_google_client_secret: CLIENT_SECRET,
	} );
	expect( page ).not.toContain( CLIENT_SECRET );
	expect( page ).toContain( `••••${ CLIENT_SECRET.slice( -4 ) }` );
	expect( page ).toContain(
		`${ BASE_URL }/wp-admin/admin-post.php?action=blockpack_google_photos_callback`
	);
	expect(
		( await editorExternalMedia( admin.context ) ).sources
	).toContainEqual( {
		id: 'google_photos',
		label: 'Google Photos',
	} );
} );

test( 'not connected: the connection names where to connect; the list and sessions ask for it', async () => {
	const connection = await (
		await admin.get( connectionRoute( 'google_photos' ) )
	).json();
	expect( connection ).toMatchObject( { connected: false, account: null } );
	const list = await admin.get( listRoute( 'google_photos' ) );
	await expectError( list, 403, 'authorization_required' );
	expect( ( await list.json() ).data.connect_url ).toBe(
		connection.connect_url
	);
	await expectError(
		await admin.post( SESSION_ROUTE, { number: 1 } ),
		403,
		'authorization_required'
	);
} );

test( 'connecting in the popup: the consent screen, the callback, tokens sealed; a used state cannot be replayed; a refusal says why', async () => {
	fake.deny = true;
	try {
		expect( popupMessage( await connect( admin ) ) ).toEqual( {
			keyring_id: null,
			error: 'Google did not connect the account: access_denied',
		} );
	} finally {
		fake.deny = false;
	}

	const html = await connect( admin );
	expect( html ).toContain( 'Your Google account is connected.' );
	expect( popupMessage( html ) ).toEqual( {
		keyring_id: adminId,
		user: { name: 'ada@example.org' },
	} );
	expect(
		await ( await admin.get( connectionRoute( 'google_photos' ) ) ).json()
	).toMatchObject( {
		connected: true,
		account: { name: 'ada@example.org' },
	} );
	// The consent screen was asked for offline access to the Picker's items only.
	const consent = fake.requests.filter(
		( one ) => one.path === '/o/oauth2/v2/auth'
	);
	expect( consent.at( -1 )?.query ).toMatchObject( {
		client_id: CLIENT_ID,
		access_type: 'offline',
		prompt: 'consent',
		scope: 'openid email https://www.googleapis.com/auth/photospicker.mediaitems.readonly',
	} );

	// Stored sealed: neither token is in the row.
	const { stored } = await (
		await admin.get( '/blockpack-test/v1/external-media-google-token', {
			user: String( adminId ),
		} )
	).json();
	expect( stored.length ).toBeGreaterThan( 40 );
	for ( const refresh of fake.refreshTokens.keys() ) {
		expect( stored ).not.toContain( refresh );
	}
	expect( stored ).not.toContain( 'ya29' );

	// The callback's address (its state) used again: refused.
	const callback = consent.at( -1 )?.query.redirect_uri as string;
	const state = consent.at( -1 )?.query.state as string;
	const replay = await admin.context.get(
		`${ callback }&state=${ state }&code=4/anything`
	);
	expect( popupMessage( await replay.text() ) ).toMatchObject( {
		keyring_id: null,
	} );
	expect( await replay.text() ).toContain(
		'This connection attempt has expired or was already used.'
	);
} );

test( 'a session: created with the block’s limit, polled, its picked items listed, then copied with the user’s token', async () => {
	const res = await admin.post( SESSION_ROUTE, { number: 3 } );
	expect( res.status() ).toBe( 200 );
	const session = await res.json();
	expect( session ).toEqual( {
		id: expect.stringMatching( /^[A-Za-z0-9_-]+$/ ),
		picker_uri: `http://127.0.0.1:${ fake.port }/picker/${ session.id }/autoclose`,
		poll_interval: 1000,
		timeout: 1800000,
		expire_time: '2030-01-01T00:00:00Z',
		media_items_set: false,
	} );
	expect( fake.sessions.get( session.id )?.max ).toBe( 3 );
	const poll = () =>
		admin
			.get( `${ SESSION_ROUTE }/${ session.id }` )
			.then( ( r ) => r.json() );
	expect( await poll() ).toEqual( {
		id: session.id,
		media_items_set: false,
		poll_interval: 1000,
	} );
	fake.pick( session.id, [ 'photo-1', 'photo-2', 'video-1' ] );
	expect( ( await poll() ).media_items_set ).toBe( true );

	const list = await (
		await admin.get( listRoute( 'google_photos' ), {
			session_id: session.id,
		} )
	).json();
	expect(
		list.media.map( ( one: Record< string, unknown > ) => [
			one.ID,
			one.type,
			one.name,
			one.URL,
		] )
	).toEqual( [
		[ `${ session.id }:photo-1`, 'image', 'Lake at dawn', '' ],
		[ `${ session.id }:photo-2`, 'image', 'Harbour', '' ],
		[ `${ session.id }:video-1`, 'video', 'Waves', '' ],
	] );

	const copy = await admin.post( copyRoute( 'google_photos' ), {
		external_ids: [
			`${ session.id }:photo-1`,
			`${ session.id }:photo-2`,
			`${ session.id }:video-1`,
			`${ session.id }:photo-3`,
			'not an id',
		],
	} );
	expect( copy.status() ).toBe( 200 );
	const copied = await copy.json();
	expect( copied.slice( 2 ) ).toEqual( [
		{
			external_id: `${ session.id }:video-1`,
			code: 'external_media_unsupported',
			message: 'Videos from Google Photos cannot be added here yet.',
		},
		expect.objectContaining( {
			external_id: `${ session.id }:photo-3`,
			code: 'external_media_not_found',
		} ),
		expect.objectContaining( {
			external_id: 'not an id',
			code: 'external_media_invalid_id',
		} ),
	] );
	created.push( copied[ 0 ].id, copied[ 1 ].id );
	const first = await attachment( admin, copied[ 0 ].id );
	expect( first ).toMatchObject( {
		title: 'Lake at dawn',
		caption: '',
		mime: 'image/png',
	} );
	expect( first.sourceUrl ).toMatch( /\/wp-content\/uploads\// );
	expect( first.meta ).toMatchObject( {
		source: 'google_photos',
		id: `${ session.id }:photo-1`,
		title: 'Lake at dawn',
	} );
	// Downloaded at 2048 with the user's token.
	const files = fake.requests.filter( ( one ) =>
		one.path.startsWith( '/files/' )
	);
	expect( files.map( ( one ) => one.path ) ).toEqual( [
		'/files/photo-1=w2048-h2048',
		'/files/photo-2=w2048-h2048',
	] );
	expect( files[ 0 ].authorization ).toMatch( /^Bearer ya29\.fake/ );

	// Deleted when done.
	expect(
		await (
			await admin.delete( `${ SESSION_ROUTE }/${ session.id }` )
		).json()
	).toEqual( { deleted: true } );
	expect( fake.sessions.get( session.id )?.deleted ).toBe( true );
	await expectError(
		await admin.get( `${ SESSION_ROUTE }/${ session.id }` ),
		404,
		'external_media_not_found'
	);
} );

test( 'another user has their own account and cannot read or copy from my session', async () => {
	const mine = await pickedSession( admin, 1, [ 'photo-3' ] );
	await ensureUsers( admin, [ 'author' ] );
	const login = await logInAs( 'author' );
	const author = restClientOf( login.context, login.nonce );
	try {
		// Not connected: their own connect screen.
		await expectError(
			await author.get( `${ SESSION_ROUTE }/${ mine }` ),
			403,
			'authorization_required'
		);
		fake.account = 'bob@example.org';
		expect( popupMessage( await connect( author ) ) ).toMatchObject( {
			user: { name: 'bob@example.org' },
		} );
		await expectError(
			await author.get( `${ SESSION_ROUTE }/${ mine }` ),
			404,
			'external_media_not_found'
		);
		const copy = await (
			await author.post( copyRoute( 'google_photos' ), {
				external_ids: [ `${ mine }:photo-3` ],
			} )
		).json();
		expect( copy[ 0 ].code ).toBe( 'external_media_not_found' );
		// Mine is still connected to my account.
		expect(
			await (
				await admin.get( connectionRoute( 'google_photos' ) )
			).json()
		).toMatchObject( { account: { name: 'ada@example.org' } } );
	} finally {
		await author.delete( connectionRoute( 'google_photos' ) );
		fake.account = 'ada@example.org';
		await login.context.dispose();
	}
} );

test( 'an access token Google refuses is refreshed once; a refresh token Google refuses ends the connection', async () => {
	fake.expireAccessTokens();
	const asked = fake.requests.length;
	const res = await admin.post( SESSION_ROUTE, { number: 1 } );
	expect( res.status() ).toBe( 200 );
	const calls = fake.requests.slice( asked );
	expect( calls.map( ( one ) => `${ one.method } ${ one.path }` ) ).toEqual( [
		'POST /v1/sessions',
		'POST /token',
		'POST /v1/sessions',
	] );
	expect( calls[ 1 ].body ).toContain( 'grant_type=refresh_token' );

	// The grant revoked at Google (in the account's settings): the connection ends here too.
	for ( const grant of fake.refreshTokens.values() ) {
		grant.revoked = true;
	}
	await expectError(
		await admin.post( SESSION_ROUTE, { number: 1 } ),
		403,
		'authorization_required'
	);
	expect(
		await ( await admin.get( connectionRoute( 'google_photos' ) ) ).json()
	).toMatchObject( { connected: false, account: null } );
} );

test( 'disconnect revokes at Google; quota and failures map to 429 and 424', async () => {
	await connect( admin );
	const [ refresh ] = [ ...fake.refreshTokens.entries() ].filter(
		( [ , grant ] ) => ! grant.revoked
	)[ 0 ];
	fake.failWith = 429;
	try {
		await expectError(
			await admin.post( SESSION_ROUTE, { number: 1 } ),
			429,
			'external_media_rate_limited'
		);
		fake.failWith = 500;
		await expectError(
			await admin.post( SESSION_ROUTE, { number: 1 } ),
			424,
			'external_media_unavailable'
		);
	} finally {
		fake.failWith = null;
	}
	expect(
		await (
			await admin.delete( connectionRoute( 'google_photos' ) )
		).json()
	).toEqual( { connected: false } );
	expect( fake.requests.at( -1 ) ).toMatchObject( {
		method: 'POST',
		path: '/revoke',
		query: { token: refresh },
	} );
	expect( fake.refreshTokens.get( refresh )?.revoked ).toBe( true );
	expect(
		await ( await admin.get( connectionRoute( 'google_photos' ) ) ).json()
	).toMatchObject( { connected: false } );
	expect( newPhpErrors() ).toEqual( [] );
} );
