/**
 * `GET /wpcom/v2/resolve-redirect/?url=…` over HTTP: follows a short link's redirects and
 * answers the final address to people who can edit posts; refuses subscribers (403) and
 * visitors (401); refuses addresses that are not http(s), loopback and private addresses, and
 * failing targets (status ≥ 400) with a JSON 4xx error.
 *
 * The redirect chain is served by a small HTTP server on 127.0.0.1 that this spec starts; a
 * test-only mu-plugin (tests/mu-plugins/blockpack-test-redirect.php) lets WordPress reach that
 * one port while the test option is set.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

const ROUTE = '/wpcom/v2/resolve-redirect';

let server: http.Server;
let port = 0;
let admin: RestClient;

/**
 * The fake short-link service's answers, by path.
 * @param req
 * @param res
 */
function answer( req: http.IncomingMessage, res: http.ServerResponse ) {
	const redirect = ( status: number, location: string ) => {
		res.writeHead( status, { Location: location } );
		res.end();
	};
	switch ( req.url ) {
		case '/short':
			return redirect( 301, '/middle' );
		case '/middle':
			return redirect(
				302,
				`http://127.0.0.1:${ port }/e/test-tickets-123`
			);
		case '/e/test-tickets-123':
			res.writeHead( 200, { 'Content-Type': 'text/html' } );
			return res.end( '<p>event</p>' );
		case '/head-refused':
			if ( req.method === 'HEAD' ) {
				res.writeHead( 405 );
				return res.end();
			}
			return redirect( 302, '/e/test-tickets-123' );
		case '/gone':
			return redirect( 302, '/missing' );
		case '/loop':
			return redirect( 302, '/loop' );
		case '/to-private':
			return redirect( 302, 'http://10.0.0.1/e/x-1' );
		case '/to-loopback':
			return redirect( 302, `http://127.0.0.1:${ port + 1 }/e/x-1` );
		case '/to-javascript':
			return redirect( 302, 'javascript:alert(1)' );
		default:
			res.writeHead( 404 );
			return res.end( 'not found' );
	}
}

test.describe( 'GET /wpcom/v2/resolve-redirect', () => {
	test.describe.configure( { mode: 'serial' } );

	test.beforeAll( async () => {
		server = http.createServer( answer );
		await new Promise< void >( ( resolve ) =>
			server.listen( 0, '127.0.0.1', resolve )
		);
		port = ( server.address() as AddressInfo ).port;
		admin = await restAs( 'admin' );
	} );

	test.afterAll( async () => {
		await admin.post( '/blockpack-test/v1/redirect-port', { port: 0 } );
		await admin.dispose();
		await new Promise( ( resolve ) => server.close( resolve ) );
	} );

	test( 'refuses visitors (401) and subscribers (403)', async () => {
		const anonymous = await restAs( 'anonymous' );
		const subscriber = await restAs( 'subscriber' );
		try {
			const params = { url: 'https://evbuc.com/abc' };
			const asVisitor = await anonymous.get( ROUTE, params );
			expect( asVisitor.status() ).toBe( 401 );
			expect( ( await asVisitor.json() ).code ).toBe( 'rest_forbidden' );
			const asSubscriber = await subscriber.get( ROUTE, params );
			expect( asSubscriber.status() ).toBe( 403 );
			expect( ( await asSubscriber.json() ).code ).toBe(
				'rest_forbidden'
			);
		} finally {
			await anonymous.dispose();
			await subscriber.dispose();
		}
	} );

	test( 'refuses a missing url and addresses that are not http(s)', async () => {
		const missing = await admin.get( ROUTE );
		expect( missing.status() ).toBe( 400 );
		for ( const url of [
			'javascript:alert(1)',
			'file:///etc/passwd',
			'data:text/html,<script>alert(1)</script>',
			'ftp://example.com/',
			'//example.com/e/x-1',
			'not a url',
		] ) {
			const res = await admin.get( ROUTE, { url } );
			expect( res.status(), url ).toBe( 400 );
			expect( ( await res.json() ).code, url ).toBe(
				'rest_invalid_param'
			);
		}
	} );

	test( 'refuses loopback and private targets, and unreachable hosts', async () => {
		for ( const url of [
			'http://127.0.0.1/',
			// Another port on this machine (the site's own address and port are allowed by WordPress).
			'http://127.0.0.1:9/',
			'http://localhost/',
			'http://10.0.0.1/',
			'http://192.168.1.1/',
			'http://169.254.169.254/latest/meta-data/',
			// The test bed reaches no outside host: a failure, not a hang or a warning.
			'https://evbuc.com/abc',
		] ) {
			const res = await admin.get( ROUTE, { url } );
			expect( res.status(), url ).toBe( 400 );
			expect( ( await res.json() ).code, url ).toBe(
				'blockpack_resolve_failed'
			);
		}
		// The fake server too, until the test option allows its port.
		const res = await admin.get( ROUTE, {
			url: `http://127.0.0.1:${ port }/short`,
		} );
		expect( res.status() ).toBe( 400 );
	} );

	test( 'follows a redirect chain to the final address', async () => {
		const allow = await admin.post( '/blockpack-test/v1/redirect-port', {
			port,
		} );
		expect( allow.status() ).toBe( 200 );

		const res = await admin.get( ROUTE, {
			url: `http://127.0.0.1:${ port }/short`,
		} );
		expect( res.status() ).toBe( 200 );
		expect( await res.json() ).toEqual( {
			url: `http://127.0.0.1:${ port }/e/test-tickets-123`,
		} );

		// A page that is already final answers itself.
		const direct = await admin.get( ROUTE, {
			url: `http://127.0.0.1:${ port }/e/test-tickets-123`,
		} );
		expect( await direct.json() ).toEqual( {
			url: `http://127.0.0.1:${ port }/e/test-tickets-123`,
		} );

		// A server that refuses HEAD is asked with GET.
		const headRefused = await admin.get( ROUTE, {
			url: `http://127.0.0.1:${ port }/head-refused`,
		} );
		expect( await headRefused.json() ).toEqual( {
			url: `http://127.0.0.1:${ port }/e/test-tickets-123`,
		} );
	} );

	test( 'a chain ending in an error, a loop or an unsafe address fails with 400', async () => {
		await admin.post( '/blockpack-test/v1/redirect-port', { port } );
		for ( const path of [
			'/gone',
			'/loop',
			'/to-private',
			'/to-loopback',
			'/to-javascript',
		] ) {
			const res = await admin.get( ROUTE, {
				url: `http://127.0.0.1:${ port }${ path }`,
			} );
			expect( res.status(), path ).toBe( 400 );
			expect( ( await res.json() ).code, path ).toBe(
				'blockpack_resolve_failed'
			);
		}
	} );
} );
