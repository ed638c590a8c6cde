/**
 * The map block's Mapbox token over HTTP: `GET/POST/DELETE /wpcom/v2/service-api-keys/mapbox`
 * (Jetpack's route and answer shape). Everyone who edits posts reads it; only administrators
 * set or remove it. A new token is checked with Mapbox (a fake on 127.0.0.1, tests/fakes/map):
 * one Mapbox rejects is refused with a message the editor shows as it is; one Mapbox could not
 * check is kept, and the answer says so. Malformed and secret tokens never reach Mapbox.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { restAs, watchPhpErrors, type RestClient } from './utils';
import { ensureUsers, logInAs, type WpRole } from './users';
import {
	GOOD_TOKEN,
	REVOKED_TOKEN,
	startFakeMap,
	pointPluginAt,
	type FakeMap,
} from '../fakes/map';

const ROUTE = '/wpcom/v2/service-api-keys/mapbox';

let admin: RestClient;
let fake: FakeMap;
/** Blockpack's PHP errors in the server's logs since the spec started. */
let newPhpErrors: () => string[];

/**
 * Sends a request to the key route as a logged-in context.
 *
 * @param context The context.
 * @param nonce   Its REST nonce ('' for a visitor).
 * @param method  The method.
 * @param data    A JSON body.
 */
async function call(
	context: APIRequestContext,
	nonce: string,
	method: 'GET' | 'POST' | 'DELETE',
	data?: unknown
) {
	const res = await context.fetch(
		`/index.php?rest_route=${ encodeURIComponent( ROUTE ) }`,
		{
			method,
			headers: nonce ? { 'X-WP-Nonce': nonce } : {},
			data,
			failOnStatusCode: false,
		}
	);
	return {
		status: res.status(),
		json: ( await res.json() ) as Record< string, string >,
		contentType: res.headers()[ 'content-type' ] ?? '',
	};
}

const adminCall = ( method: 'GET' | 'POST' | 'DELETE', data?: unknown ) =>
	call( admin.context, admin.nonce, method, data );

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	newPhpErrors = await watchPhpErrors();
	admin = await restAs( 'admin' );
	fake = await startFakeMap();
	await pointPluginAt( admin, fake.port );
	await adminCall( 'DELETE' );
} );

test.afterAll( async () => {
	await adminCall( 'DELETE' );
	await pointPluginAt( admin, 0 );
	await admin.dispose();
	await fake.close();
} );

test.beforeEach( () => {
	fake.requests.length = 0;
	fake.failWith = null;
} );

test( 'without a token: empty key, source "none", Jetpack’s answer shape', async () => {
	const res = await adminCall( 'GET' );
	expect( res.status ).toBe( 200 );
	expect( res.json ).toEqual( {
		code: 'success',
		service: 'mapbox',
		service_api_key: '',
		service_api_key_source: 'none',
		message: 'API key retrieved successfully.',
	} );
} );

test( 'an administrator sets a token Mapbox accepts, reads it back and removes it', async () => {
	const set = await adminCall( 'POST', {
		service_api_key: ` ${ GOOD_TOKEN } `,
	} );
	expect( set.status ).toBe( 200 );
	expect( set.json ).toEqual( {
		code: 'success',
		service: 'mapbox',
		service_api_key: GOOD_TOKEN,
		service_api_key_source: 'site',
		message: 'API key updated successfully.',
	} );
	// Mapbox was asked about exactly this token.
	expect(
		fake.requests.map( ( r ) => [ r.service, r.query.access_token ] )
	).toEqual( [ [ 'mapbox-token', GOOD_TOKEN ] ] );

	const read = await adminCall( 'GET' );
	expect( read.json.service_api_key ).toBe( GOOD_TOKEN );
	expect( read.json.service_api_key_source ).toBe( 'site' );

	const removed = await adminCall( 'DELETE' );
	expect( removed.status ).toBe( 200 );
	expect( removed.json ).toEqual( {
		code: 'success',
		service: 'mapbox',
		service_api_key: '',
		service_api_key_source: 'none',
		message: 'API key deleted successfully.',
	} );
	expect( ( await adminCall( 'GET' ) ).json.service_api_key ).toBe( '' );
} );

test( 'a token Mapbox rejects is refused with Mapbox’s reason, and the saved one is kept', async () => {
	await adminCall( 'POST', { service_api_key: GOOD_TOKEN } );
	const res = await adminCall( 'POST', { service_api_key: REVOKED_TOKEN } );
	expect( res.status ).toBe( 400 );
	expect( res.json.code ).toBe( 'invalid_key' );
	expect( res.json.message ).toBe(
		'Mapbox does not know this access token. (Mapbox: “Not Authorized - Invalid Token”)'
	);
	expect( ( await adminCall( 'GET' ) ).json.service_api_key ).toBe(
		GOOD_TOKEN
	);
} );

for ( const [ name, value, message ] of [
	[ 'empty', '', 'Please enter a Mapbox access token.' ],
	[ 'blank', '   ', 'Please enter a Mapbox access token.' ],
	[
		'a secret token',
		'sk.eyJ1IjoiYmxvY2twYWNrIn0.SecretSig',
		'This is a secret Mapbox token. Maps show their token to every visitor, so use a public token (it starts with “pk.”).',
	],
	[
		'not a token',
		'hello world',
		'This does not look like a Mapbox access token. Copy the public token (it starts with “pk.”) from your Mapbox account.',
	],
	[
		'markup',
		'pk."><script>alert(1)</script>.x',
		'This does not look like a Mapbox access token. Copy the public token (it starts with “pk.”) from your Mapbox account.',
	],
] as const ) {
	test( `refuses ${ name } with a 400 before asking Mapbox`, async () => {
		await adminCall( 'POST', { service_api_key: GOOD_TOKEN } );
		fake.requests.length = 0;
		const res = await adminCall( 'POST', { service_api_key: value } );
		expect( res.status ).toBe( 400 );
		expect( res.contentType ).toContain( 'application/json' );
		expect( res.json.code ).toBe( 'invalid_key' );
		expect( res.json.message ).toBe( message );
		expect( fake.requests ).toEqual( [] );
		expect( ( await adminCall( 'GET' ) ).json.service_api_key ).toBe(
			GOOD_TOKEN
		);
	} );
}

for ( const [ name, value ] of [
	[ 'missing', undefined ],
	[ 'too long', `pk.${ 'a'.repeat( 600 ) }.b` ],
	[ 'an array', [ GOOD_TOKEN ] ],
	[ 'an object', { a: GOOD_TOKEN } ],
] as const ) {
	test( `refuses an argument that is ${ name } (400, declared args)`, async () => {
		const res = await adminCall(
			'POST',
			value === undefined ? {} : { service_api_key: value }
		);
		expect( res.status ).toBe( 400 );
		expect( [
			'rest_missing_callback_param',
			'rest_invalid_param',
		] ).toContain( res.json.code );
		expect( fake.requests ).toEqual( [] );
	} );
}

test( 'Mapbox unreachable or failing: the token is kept and the answer says it was not checked', async () => {
	await adminCall( 'DELETE' );
	fake.failWith = 503;
	const failing = await adminCall( 'POST', { service_api_key: GOOD_TOKEN } );
	expect( failing.status ).toBe( 200 );
	expect( failing.json.service_api_key ).toBe( GOOD_TOKEN );
	expect( failing.json.message ).toBe(
		'API key saved, but Mapbox could not be reached to check it. If the map does not show, check the token in your Mapbox account.'
	);
	expect( fake.requests.length ).toBe( 1 );

	// Nothing listens on the fake's port once it is closed: connection refused.
	await adminCall( 'DELETE' );
	const closed = await startFakeMap();
	const port = closed.port;
	await closed.close();
	await pointPluginAt( admin, port );
	try {
		const res = await adminCall( 'POST', {
			service_api_key: REVOKED_TOKEN,
		} );
		expect( res.status ).toBe( 200 );
		expect( res.json.service_api_key ).toBe( REVOKED_TOKEN );
		expect( res.json.message ).toContain( 'could not be reached' );
	} finally {
		await pointPluginAt( admin, fake.port );
	}
} );

test( 'capabilities: editing roles read the key, only administrators change it; no PHP warning', async () => {
	await adminCall( 'POST', { service_api_key: GOOD_TOKEN } );
	const roles: WpRole[] = [ 'subscriber', 'contributor', 'author', 'editor' ];
	await ensureUsers( admin, roles );
	const expected: Record<
		WpRole | 'anonymous',
		{ GET: number; POST: number; DELETE: number }
	> = {
		anonymous: { GET: 401, POST: 401, DELETE: 401 },
		subscriber: { GET: 403, POST: 403, DELETE: 403 },
		contributor: { GET: 200, POST: 403, DELETE: 403 },
		author: { GET: 200, POST: 403, DELETE: 403 },
		editor: { GET: 200, POST: 403, DELETE: 403 },
		administrator: { GET: 200, POST: 200, DELETE: 200 },
	};
	const another = REVOKED_TOKEN.replace( 'Revoked', 'Another' );
	fake.tokens.add( another );
	const seen: Record< string, Record< string, number > > = {};
	for ( const role of Object.keys( expected ) as Array<
		WpRole | 'anonymous'
	> ) {
		let context: APIRequestContext;
		let nonce = '';
		let dispose: () => Promise< void >;
		if ( role === 'anonymous' ) {
			const visitor = await restAs( 'anonymous' );
			context = visitor.context;
			dispose = visitor.dispose;
		} else if ( role === 'administrator' ) {
			context = admin.context;
			nonce = admin.nonce;
			dispose = async () => {};
		} else {
			( { context, nonce } = await logInAs( role ) );
			dispose = () => context.dispose();
		}
		try {
			const get = await call( context, nonce, 'GET' );
			const post = await call( context, nonce, 'POST', {
				service_api_key: another,
			} );
			// What a refused POST would have replaced stays.
			const after = await adminCall( 'GET' );
			seen[ role ] = {
				GET: get.status,
				POST: post.status,
				keptOnRefusal:
					post.status === 200 ||
					after.json.service_api_key === GOOD_TOKEN
						? 1
						: 0,
			};
			if ( get.status === 200 ) {
				expect( get.json.service_api_key ).toBe( GOOD_TOKEN );
			} else {
				expect( JSON.stringify( get.json ) ).not.toContain(
					GOOD_TOKEN
				);
			}
			const del = await call( context, nonce, 'DELETE' );
			seen[ role ].DELETE = del.status;
			if ( del.status === 200 ) {
				expect(
					( await adminCall( 'GET' ) ).json.service_api_key
				).toBe( '' );
			} else {
				expect(
					( await adminCall( 'GET' ) ).json.service_api_key
				).toBe( GOOD_TOKEN );
			}
			// Put the good token back for the next role.
			await adminCall( 'POST', { service_api_key: GOOD_TOKEN } );
		} finally {
			await dispose();
		}
	}
	expect( seen ).toEqual(
		Object.fromEntries(
			Object.entries( expected ).map( ( [ role, statuses ] ) => [
				role,
				{ ...statuses, keptOnRefusal: 1 },
			] )
		)
	);
	expect( newPhpErrors() ).toEqual( [] );
} );
