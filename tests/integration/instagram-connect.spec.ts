/**
 * Latest Instagram Posts: connecting an account through Instagram's authorization window, as the
 * editor's popup does: `connect-url` answers our own page, which leads to the (fake) window with
 * the site's app id and a single-use state; the window sends the popup back to our callback,
 * which exchanges the code (short-lived, then long-lived token), stores the connection and posts
 * `{ keyring_id }` to the opener. Connecting an account again updates its connection.
 */
import { test, expect } from '@playwright/test';
import { BASE_URL, restAs, watchPhpErrors, type RestClient } from './utils';
import { ensureUsers, logInAs } from './users';
import {
	ACCOUNTS,
	APP_ID,
	startFakeInstagram,
	pointPluginAtInstagram,
	type FakeInstagram,
} from '../fakes/instagram';
import {
	ROUTES,
	call,
	followConnect,
	popupMessage,
	touchConnection,
} from './instagram-helpers';

let admin: RestClient;
let fake: FakeInstagram;
/** Blockpack's PHP errors in the server's logs since the spec started. */
let newPhpErrors: () => string[];

const CALLBACK = `${ BASE_URL }/wp-admin/admin-post.php?action=blockpack_instagram_callback`;

const connectUrl = async ( client: {
	context: RestClient[ 'context' ];
	nonce: string;
} ) => {
	const res = await call(
		client.context,
		client.nonce,
		'GET',
		ROUTES.connectUrl
	);
	expect( res.status, res.text ).toBe( 200 );
	expect( typeof res.json ).toBe( 'string' );
	return res.json as string;
};

const listed = async () =>
	( await call( admin.context, admin.nonce, 'GET', ROUTES.connections ) )
		.json as Array< { token: string; username: string } >;

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	newPhpErrors = await watchPhpErrors();
	fake = await startFakeInstagram();
	admin = await restAs( 'admin' );
	await ensureUsers( admin, [ 'contributor', 'author', 'editor' ] );
} );

test.afterAll( async () => {
	await pointPluginAtInstagram( admin, 0, { app: null } );
	await admin.dispose();
	await fake.close();
} );

test.afterEach( async () => {
	fake.authorizeError = null;
	fake.authorizeAs = ACCOUNTS[ 0 ];
	expect( newPhpErrors() ).toEqual( [] );
} );

test( 'connect-url without the app credentials: 400 with where to add them', async () => {
	await pointPluginAtInstagram( admin, fake.port, { app: null } );
	const res = await call(
		admin.context,
		admin.nonce,
		'GET',
		ROUTES.connectUrl
	);
	expect( res.status ).toBe( 400 );
	expect( res.json ).toMatchObject( {
		code: 'instagram_app_missing',
		message:
			'Instagram is not set up on this site yet: add your Instagram app ID and app secret in Settings → Blockpack.',
	} );
	// Only the ID, no secret: still missing.
	await pointPluginAtInstagram( admin, fake.port, {
		app: { id: APP_ID, secret: '' },
	} );
	expect(
		( await call( admin.context, admin.nonce, 'GET', ROUTES.connectUrl ) )
			.status
	).toBe( 400 );
} );

test( 'the full round trip: our page, Instagram’s window, the callback stores the connection and posts its id', async () => {
	await pointPluginAtInstagram( admin, fake.port );
	const url = await connectUrl( admin );
	expect( url ).toMatch(
		new RegExp(
			`^${ BASE_URL.replace( /[.]/g, '\\.' ) }/wp-admin/admin-post\\.php\\?action=blockpack_instagram_connect&_wpnonce=[0-9a-f]+$`
		)
	);
	// Our page sends the popup to Instagram's window with the site's app and a state.
	const first = await admin.context.get( url, { maxRedirects: 0 } );
	expect( first.status() ).toBe( 302 );
	const authorize = new URL( first.headers().location );
	expect( authorize.origin + authorize.pathname ).toBe(
		`http://127.0.0.1:${ fake.port }/www/oauth/authorize`
	);
	expect( Object.fromEntries( authorize.searchParams ) ).toEqual( {
		client_id: APP_ID,
		redirect_uri: CALLBACK,
		response_type: 'code',
		scope: 'instagram_business_basic',
		state: expect.stringMatching( /^[A-Za-z0-9]{40}$/ ),
	} );

	// Followed to the end, as the popup is.
	const page = await followConnect( admin.context, url );
	expect( page.status ).toBe( 200 );
	expect( page.url.startsWith( CALLBACK ) ).toBe( true );
	expect( page.html ).toContain(
		'Your Instagram account is connected. You can close this window.'
	);
	const message = popupMessage( page.html );
	expect( message ).toEqual( { keyring_id: expect.any( Number ) } );
	// Posted to the site's own origin only.
	expect( page.html ).toContain(
		`window.opener.postMessage( message, "${ new URL( BASE_URL ).origin }" )`
	);
	expect( page.html ).not.toContain( 'IGAA' );

	// Instagram was asked as its documentation says.
	const exchange = fake.requests.find(
		( r ) => r.service === 'exchange-code'
	);
	expect( exchange?.form ).toMatchObject( {
		client_id: APP_ID,
		grant_type: 'authorization_code',
		redirect_uri: CALLBACK,
	} );
	const long = fake.requests.find( ( r ) => r.service === 'exchange-long' );
	expect( long?.query.grant_type ).toBe( 'ig_exchange_token' );
	expect( fake.count( 'me' ) ).toBe( 1 );

	expect( await listed() ).toEqual( [
		{ token: String( message.keyring_id ), username: 'blockpack.test' },
	] );
	const stored = await touchConnection( admin, message.keyring_id! );
	expect( stored ).toMatchObject( {
		user_id: ACCOUNTS[ 0 ].userId,
		username: 'blockpack.test',
		token: expect.stringMatching( /^IGAA/ ),
		connected_by: 1,
		healthy: true,
	} );
	// A long-lived token: about 60 days.
	expect( stored.expires - Date.now() / 1000 ).toBeGreaterThan( 59 * 86400 );
} );

test( 'connecting the same account again updates its connection; another account adds one', async () => {
	const [ existing ] = await listed();
	const before = await touchConnection( admin, existing.token );
	const again = popupMessage(
		( await followConnect( admin.context, await connectUrl( admin ) ) ).html
	);
	expect( again.keyring_id ).toBe( Number( existing.token ) );
	const after = await touchConnection( admin, existing.token );
	expect( after.token ).not.toBe( before.token );
	expect( await listed() ).toHaveLength( 1 );

	// Two popups finishing at the same time: one connection.
	const urls = await Promise.all( [
		connectUrl( admin ),
		connectUrl( admin ),
	] );
	const pages = await Promise.all(
		urls.map( ( url ) => followConnect( admin.context, url ) )
	);
	for ( const page of pages ) {
		expect( popupMessage( page.html ).keyring_id ).toBe(
			Number( existing.token )
		);
	}
	expect( await listed() ).toHaveLength( 1 );

	fake.authorizeAs = ACCOUNTS[ 1 ];
	const second = popupMessage(
		( await followConnect( admin.context, await connectUrl( admin ) ) ).html
	);
	expect( second.keyring_id ).not.toBe( Number( existing.token ) );
	expect( ( await listed() ).map( ( c ) => c.username ) ).toEqual( [
		'blockpack.test',
		'second_account',
	] );
} );

test( 'failures say why in the popup and post keyring_id null: denied, replayed state, another user’s state, a bad link', async () => {
	const count = ( await listed() ).length;

	fake.authorizeError = 'The user denied your request.';
	const denied = await followConnect(
		admin.context,
		await connectUrl( admin )
	);
	expect( denied.status ).toBe( 400 );
	expect( popupMessage( denied.html ) ).toEqual( {
		keyring_id: null,
		error: 'Instagram did not connect the account: The user denied your request.',
	} );
	expect( denied.html ).toContain( 'role="alert"' );
	fake.authorizeError = null;

	// A callback address used twice: the second time refused.
	const start = await admin.context.get( await connectUrl( admin ), {
		maxRedirects: 0,
	} );
	const window = await admin.context.get( start.headers().location, {
		maxRedirects: 0,
	} );
	const callback = window.headers().location.replace( /#_$/, '' );
	const once = await admin.context.get( callback );
	expect( popupMessage( await once.text() ).keyring_id ).toEqual(
		expect.any( Number )
	);
	const twice = await admin.context.get( callback, {
		failOnStatusCode: false,
	} );
	expect( twice.status() ).toBe( 400 );
	expect( popupMessage( await twice.text() ) ).toEqual( {
		keyring_id: null,
		error: 'This connection attempt has expired or was already used. Close this window and try again.',
	} );

	// A state started by the admin, finished by someone else.
	const contributor = await logInAs( 'contributor' );
	const adminStart = await admin.context.get( await connectUrl( admin ), {
		maxRedirects: 0,
	} );
	const adminWindow = await admin.context.get(
		adminStart.headers().location,
		{ maxRedirects: 0 }
	);
	const stolen = await contributor.context.get(
		adminWindow.headers().location.replace( /#_$/, '' ),
		{ failOnStatusCode: false }
	);
	expect( popupMessage( await stolen.text() ).keyring_id ).toBeNull();
	// A forged link (no valid nonce) never reaches Instagram.
	const windowsBefore = fake.count( 'authorize' );
	const forged = await contributor.context.get(
		`${ BASE_URL }/wp-admin/admin-post.php?action=blockpack_instagram_connect&_wpnonce=abc`,
		{ maxRedirects: 0, failOnStatusCode: false }
	);
	expect( forged.status() ).toBe( 400 );
	expect( popupMessage( await forged.text() ).keyring_id ).toBeNull();
	// A visitor.
	const visitor = await restAs( 'anonymous' );
	const anonymous = await visitor.context.get( callback, {
		failOnStatusCode: false,
	} );
	expect( popupMessage( await anonymous.text() ).keyring_id ).toBeNull();
	expect( fake.count( 'authorize' ) ).toBe( windowsBefore );
	// Instagram refusing the code exchange: said in the popup, nothing stored.
	fake.failWith = 500;
	fake.failOnly = [ 'exchange-code' ];
	const refused = await followConnect(
		admin.context,
		await connectUrl( admin )
	);
	fake.failWith = null;
	fake.failOnly = null;
	expect( refused.status ).toBe( 400 );
	expect( popupMessage( refused.html ) ).toEqual( {
		keyring_id: null,
		error: 'The Instagram account could not be connected. Instagram said: “An unexpected error has occurred. Please retry your request later.”',
	} );
	expect( ( await listed() ).length ).toBe( count );
	await Promise.all( [ contributor.context.dispose(), visitor.dispose() ] );
} );

test( 'adding an Instagram connection is an administrator’s act: other roles get no connect address, but list and use the site’s connections', async () => {
	const connections = await listed();
	expect( connections.length ).toBeGreaterThan( 0 );
	for ( const role of [ 'contributor', 'author', 'editor' ] as const ) {
		const user = await logInAs( role );
		try {
			const url = await call(
				user.context,
				user.nonce,
				'GET',
				ROUTES.connectUrl
			);
			expect( url.status ).toBe( 403 );
			expect( url.json ).toMatchObject( { code: 'rest_forbidden' } );
			const list = await call(
				user.context,
				user.nonce,
				'GET',
				ROUTES.connections
			);
			expect( list.status ).toBe( 200 );
			expect( list.json ).toEqual( connections );
			const gallery = await call(
				user.context,
				user.nonce,
				'GET',
				ROUTES.gallery,
				{ access_token: connections[ 0 ].token, count: '3' }
			);
			expect( gallery.status, gallery.text ).toBe( 200 );
			// Nor can they add or remove one.
			const added = await call(
				user.context,
				user.nonce,
				'POST',
				ROUTES.adminConnections,
				{},
				{ access_token: 'IGAAnot-checked' }
			);
			expect( added.status ).toBe( 403 );
			const removed = await call(
				user.context,
				user.nonce,
				'DELETE',
				`${ ROUTES.adminConnections }/${ connections[ 0 ].token }`
			);
			expect( removed.status ).toBe( 403 );
		} finally {
			await user.context.dispose();
		}
	}
	expect( await listed() ).toEqual( connections );
} );

test( 'the popup in a browser: the editor page receives { keyring_id } from the site’s origin and the popup closes', async ( {
	page,
} ) => {
	fake.authorizeAs = ACCOUNTS[ 0 ];
	const [ existing ] = await listed();
	await page.goto( `${ BASE_URL }/wp-admin/profile.php` );
	const result = await page.evaluate( async () => {
		const nonce = (
			await (
				await fetch( '/wp-admin/admin-ajax.php?action=rest-nonce' )
			).text()
		).trim();
		const url = await (
			await fetch(
				'/index.php?rest_route=/wpcom/v2/instagram-gallery/connect-url',
				{ headers: { 'X-WP-Nonce': nonce } }
			)
		).json();
		return new Promise< {
			data: unknown;
			origin: string;
			closed: boolean;
		} >( ( resolve ) => {
			let popup: Window | null = null;
			window.addEventListener( 'message', ( event ) => {
				setTimeout(
					() =>
						resolve( {
							data: event.data,
							origin: event.origin,
							closed: !! popup?.closed,
						} ),
					500
				);
			} );
			popup = window.open( url, 'instagram', 'width=780,height=700' );
		} );
	} );
	expect( result ).toEqual( {
		data: { keyring_id: Number( existing.token ) },
		origin: new URL( BASE_URL ).origin,
		closed: true,
	} );
} );
