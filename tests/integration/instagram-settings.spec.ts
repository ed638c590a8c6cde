/**
 * Latest Instagram Posts on Settings → Blockpack (administrators only): the app ID and secret
 * (the secret masked, an empty field keeps it), the redirect URI to register, a pasted
 * long-lived token creating a connection (checked with Instagram), the connections with their
 * expiry, each removable; and the administrators' connection routes.
 */
import { test, expect } from '@playwright/test';
import { BASE_URL, restAs, watchPhpErrors, type RestClient } from './utils';
import { ensureUsers, logInAs } from './users';
import {
	ACCOUNTS,
	APP_ID,
	APP_SECRET,
	startFakeInstagram,
	pointPluginAtInstagram,
	type FakeInstagram,
} from '../fakes/instagram';
import { ROUTES, call, touchConnection } from './instagram-helpers';

const PAGE = '/wp-admin/options-general.php?page=blockpack';

let admin: RestClient;
let fake: FakeInstagram;
/** Blockpack's PHP errors in the server's logs since the spec started. */
let newPhpErrors: () => string[];

const listed = async () =>
	( await call( admin.context, admin.nonce, 'GET', ROUTES.connections ) )
		.json as Array< { token: string; username: string } >;

/**
 * The Instagram section of the settings page, as the admin sees it.
 */
async function section(): Promise< string > {
	const res = await admin.context.get( PAGE );
	expect( res.status() ).toBe( 200 );
	const html = await res.text();
	const start = html.indexOf( '<h2 id="instagram">' );
	expect( start ).toBeGreaterThan( -1 );
	return html.slice( start );
}

/**
 * The nonce of the form that posts a field, in the section.
 *
 * @param html  The section.
 * @param field A field or hidden value only that form has.
 */
function nonceOf( html: string, field: string ): string {
	const at = html.indexOf( field );
	expect( at ).toBeGreaterThan( -1 );
	const form = html.slice( html.lastIndexOf( '<form', at ) );
	return form.match( /name="_wpnonce" value="([0-9a-f]+)"/ )![ 1 ];
}

/**
 * Posts one of the section's admin-post forms and answers the section shown afterwards.
 *
 * @param action The admin-post action.
 * @param fields The form's fields.
 */
async function adminPost(
	action: string,
	fields: Record< string, string >
): Promise< string > {
	const html = await section();
	const res = await admin.context.post( '/wp-admin/admin-post.php', {
		form: {
			action,
			_wpnonce: nonceOf( html, `value="${ action }"` ),
			_wp_http_referer: PAGE,
			...fields,
		},
		maxRedirects: 0,
	} );
	expect( res.status() ).toBe( 302 );
	expect( res.headers().location ).toBe(
		`${ BASE_URL }/wp-admin/options-general.php?page=blockpack#instagram`
	);
	return section();
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	newPhpErrors = await watchPhpErrors();
	fake = await startFakeInstagram();
	admin = await restAs( 'admin' );
	await ensureUsers( admin, [ 'editor' ] );
	await pointPluginAtInstagram( admin, fake.port, { app: null } );
} );

test.afterAll( async () => {
	await pointPluginAtInstagram( admin, 0, { app: null } );
	await admin.dispose();
	await fake.close();
} );

test.afterEach( async () => {
	expect( newPhpErrors() ).toEqual( [] );
} );

test( 'the section: app ID, secret, the redirect URI to register, the token field; administrators only', async () => {
	const html = await section();
	for ( const text of [
		'Instagram app ID',
		'Instagram app secret',
		'Redirect URI',
		'Paste a long-lived access token',
		'No Instagram account is connected yet.',
	] ) {
		expect( html ).toContain( text );
	}
	expect( html ).toContain(
		`readonly="readonly" value="${ BASE_URL }/wp-admin/admin-post.php?action=blockpack_instagram_callback"`
	);
	const editor = await logInAs( 'editor' );
	const page = await editor.context.get( PAGE, { failOnStatusCode: false } );
	expect( page.status() ).toBe( 403 );
	expect( await page.text() ).not.toContain( 'Instagram app secret' );
	// An editor posting the token form directly.
	const res = await editor.context.post( '/wp-admin/admin-post.php', {
		form: {
			action: 'blockpack_instagram_paste',
			_wpnonce: nonceOf( html, 'value="blockpack_instagram_paste"' ),
			blockpack_instagram_token: fake.mintToken( ACCOUNTS[ 0 ] ),
		},
		maxRedirects: 0,
		failOnStatusCode: false,
	} );
	expect( res.status() ).toBe( 403 );
	expect( fake.count( 'me' ) ).toBe( 0 );
	await editor.context.dispose();
} );

test( 'the app form: the secret masked, an empty field keeps it; connect-url then works', async () => {
	const save = async ( fields: Record< string, string > ) => {
		const html = await section();
		const res = await admin.context.post( '/wp-admin/options.php', {
			form: {
				option_page: 'blockpack_instagram',
				action: 'update',
				_wpnonce: nonceOf(
					html,
					"name='option_page' value='blockpack_instagram'"
				),
				_wp_http_referer: PAGE,
				...fields,
			},
			maxRedirects: 0,
		} );
		expect( res.status() ).toBe( 302 );
		return section();
	};
	let html = await save( {
		blockpack_instagram_app_id: ` ${ APP_ID } `,
		blockpack_instagram_app_secret: APP_SECRET,
	} );
	expect( html ).toContain( `value="${ APP_ID }"` );
	expect( html ).not.toContain( APP_SECRET );
	expect( html ).toContain( `Saved (••••${ APP_SECRET.slice( -4 ) })` );
	html = await save( {
		blockpack_instagram_app_id: APP_ID,
		blockpack_instagram_app_secret: '',
	} );
	expect( html ).toContain( `Saved (••••${ APP_SECRET.slice( -4 ) })` );
	const url = await call(
		admin.context,
		admin.nonce,
		'GET',
		ROUTES.connectUrl
	);
	expect( url.status ).toBe( 200 );
	// The secret kept is the one Instagram accepts: a round trip works.
	const page = await admin.context.get( url.json as string );
	expect( await page.text() ).toContain(
		'Your Instagram account is connected.'
	);
} );

test( 'a pasted token: checked with Instagram, listed with its expiry, never shown; bad tokens refused with why', async () => {
	await pointPluginAtInstagram( admin, fake.port );
	const token = fake.mintToken( ACCOUNTS[ 1 ] );
	let html = await adminPost( 'blockpack_instagram_paste', {
		blockpack_instagram_token: token,
	} );
	expect( html ).toContain(
		'The Instagram account @second_account is connected.'
	);
	expect( html ).not.toContain( token );
	const [ connection ] = await listed();
	expect( connection.username ).toBe( 'second_account' );
	const stored = await touchConnection( admin, connection.token );
	const table = html.slice(
		html.indexOf( 'id="blockpack-instagram-connections"' )
	);
	expect( table ).toContain( '@second_account' );
	expect( table ).toContain( 'Working' );
	expect( table ).toContain(
		new Date( stored.expires * 1000 ).toLocaleDateString( 'en-US', {
			year: 'numeric',
			month: 'long',
			day: 'numeric',
			timeZone: 'UTC',
		} )
	);
	expect( table ).toContain( 'admin' );
	expect( html ).not.toContain( stored.token );

	html = await adminPost( 'blockpack_instagram_paste', {
		blockpack_instagram_token: 'not a token',
	} );
	expect( html ).toContain(
		'This does not look like an Instagram access token.'
	);
	const revoked = fake.mintToken( ACCOUNTS[ 0 ] );
	fake.revoke( revoked );
	html = await adminPost( 'blockpack_instagram_paste', {
		blockpack_instagram_token: revoked,
	} );
	expect( html ).toContain(
		'The token could not be checked with Instagram. Instagram said: “Invalid OAuth access token”'
	);
	expect( await listed() ).toHaveLength( 1 );
} );

test( 'removing a connection from the list', async () => {
	const [ connection ] = await listed();
	const html = await adminPost( 'blockpack_instagram_remove', {
		connection: connection.token,
	} );
	expect( html ).toContain( 'The Instagram connection was removed.' );
	expect( html ).toContain( 'No Instagram account is connected yet.' );
	expect( await listed() ).toEqual( [] );
	const gallery = await call(
		admin.context,
		admin.nonce,
		'GET',
		ROUTES.gallery,
		{
			access_token: connection.token,
		}
	);
	expect( gallery.status ).toBe( 404 );
} );

test( 'the administrators’ routes: POST a token, DELETE a connection', async () => {
	const created = await call(
		admin.context,
		admin.nonce,
		'POST',
		ROUTES.adminConnections,
		{},
		{ access_token: fake.mintToken( ACCOUNTS[ 0 ] ) }
	);
	expect( created.status ).toBe( 200 );
	expect( created.json ).toEqual( {
		token: expect.stringMatching( /^[1-9][0-9]*$/ ),
		username: 'blockpack.test',
	} );
	const id = ( created.json as { token: string } ).token;
	for ( const bad of [ '', 'x', 'a b c d e f g h i j k l m n' ] ) {
		const refused = await call(
			admin.context,
			admin.nonce,
			'POST',
			ROUTES.adminConnections,
			{},
			{ access_token: bad }
		);
		expect( refused.status ).toBe( 400 );
	}
	const removed = await call(
		admin.context,
		admin.nonce,
		'DELETE',
		`${ ROUTES.adminConnections }/${ id }`
	);
	expect( removed.status ).toBe( 200 );
	const again = await call(
		admin.context,
		admin.nonce,
		'DELETE',
		`${ ROUTES.adminConnections }/${ id }`
	);
	expect( again.status ).toBe( 404 );
	expect( await listed() ).toEqual( [] );
} );
