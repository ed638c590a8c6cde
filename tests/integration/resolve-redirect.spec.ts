/**
 * `GET /wpcom/v2/resolve-redirect/?url=…` over HTTP: follows a short link's redirects and
 * answers the final address to people who can edit posts; refuses subscribers (403) and
 * visitors (401); refuses addresses that are not http(s), loopback and private addresses, and
 * failing targets (status ≥ 400) with a JSON 4xx error.
 *
 * Every request goes through the guarded fetch (php/class-guarded-fetch.php). A recorder at the
 * transport (`pre_http_request`, tests/mu-plugins/blockpack-test-redirect.php) logs every request
 * that would leave the site and answers the addresses of a table, and a name table answers the
 * fetch's lookups: a refused address is proven never to leave, whatever the network.
 *
 * Real connections go to small HTTP servers on loopback addresses that this spec starts; the
 * test option lets WordPress reach their one port.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenOnLoopback, type LoopbackServer } from '../fakes/loopback';
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

const ROUTE = '/wpcom/v2/resolve-redirect';

let server: LoopbackServer;
let port = 0;
let admin: RestClient;

interface LogEntry {
	url?: string;
	method?: string;
	pinned?: string | null;
	limit_response_size?: number | null;
	dns?: string;
}

/** resolve-redirect's per-user limit a minute during these tests (they ask many times). */
const TEST_RATE_LIMIT = 1000;

/**
 * Sets the recorder's tables (and the allowed port), empties its log and the fetch's cache.
 *
 * @param tables         The name and answer tables.
 * @param tables.hosts   Name → IP addresses.
 * @param tables.answers URL → `{ status, headers, body }`.
 * @param allowPort      The loopback port WordPress may reach (0 for none).
 * @param rateLimit      resolve-redirect's per-user limit a minute.
 */
async function record(
	tables: {
		hosts?: Record< string, string[] >;
		answers?: Record< string, unknown >;
	},
	allowPort = 0,
	rateLimit = TEST_RATE_LIMIT
) {
	const res = await admin.post( '/blockpack-test/v1/http-recorder', {
		port: allowPort,
		hosts: tables.hosts ?? {},
		answers: tables.answers ?? {},
		rate_limit: rateLimit,
	} );
	expect( res.status() ).toBe( 200 );
}

/** What the recorder saw. */
async function recorded(): Promise< {
	log: LogEntry[];
	cache: Array< { expires_in: number; value: unknown } >;
} > {
	const res = await admin.get( '/blockpack-test/v1/http-recorder' );
	expect( res.status() ).toBe( 200 );
	return res.json();
}

/** Only the requests of the log (not the name lookups). */
async function requests(): Promise< LogEntry[] > {
	return ( await recorded() ).log.filter( ( entry ) => entry.url );
}

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
		server = await listenOnLoopback( answer );
		port = server.port;
		admin = await restAs( 'admin' );
	} );

	test.afterAll( async () => {
		await admin.post( '/blockpack-test/v1/http-recorder', { port: 0 } );
		await admin.dispose();
		await server.close();
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
		await record( {} );
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
		await record( {}, port );

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
		await record( {}, port );
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

	test( 'the address classifier: public unicast passes, every other range and numeric host forms are refused', async () => {
		await record( {
			hosts: {
				'public.test': [ '93.184.216.34' ],
				'rebind.test': [ '10.0.0.5' ],
				'mixed.test': [ '93.184.216.34', '127.0.0.1' ],
				'metadata.test': [ '169.254.169.254' ],
				'v6.test': [ '2606:4700:4700::1111' ],
				'ula.test': [ 'fd12:3456::1' ],
				'nowhere.test': [],
				// What the HTTP library asks for `straße.test` (IDNA would ask for strasse.test).
				'xn--strae-oqa.test': [ '10.0.0.5' ],
				'strasse.test': [ '93.184.216.34' ],
				// A public A record does not hide a private AAAA record.
				'dual.test': [ '93.184.216.34', 'fd00::1' ],
			},
		} );
		const table: Record< string, string > = {
			'93.184.216.34': 'public',
			'8.8.8.8': 'public',
			'172.32.0.1': 'public',
			'100.128.0.1': 'public',
			'198.20.0.1': 'public',
			'[2606:4700:4700::1111]': 'public',
			'public.test': 'public',
			'PUBLIC.test.': 'public',
			'v6.test': 'public',
			'127.0.0.1': 'loopback',
			'127.255.255.254': 'loopback',
			localhost: 'loopback',
			'[::1]': 'loopback',
			'0.0.0.0': 'unspecified',
			'[::]': 'unspecified',
			'10.1.2.3': 'private',
			'172.16.0.1': 'private',
			'172.31.255.255': 'private',
			'192.168.1.1': 'private',
			'169.254.169.254': 'link-local',
			'[fe80::1]': 'link-local',
			'[febf:ffff::1]': 'link-local',
			'100.64.0.1': 'shared',
			'100.127.255.255': 'shared',
			'198.18.0.1': 'benchmark',
			'198.19.255.255': 'benchmark',
			'[fc00::1]': 'unique-local',
			'[fdff:ffff::1]': 'unique-local',
			'224.0.0.1': 'multicast',
			'239.255.255.250': 'multicast',
			'[ff02::1]': 'multicast',
			'255.255.255.255': 'broadcast',
			'192.0.2.1': 'documentation',
			'[2001:db8::1]': 'documentation',
			'240.0.0.1': 'reserved',
			'[::ffff:127.0.0.1]': 'ipv4-mapped',
			'[::ffff:7f00:1]': 'ipv4-mapped',
			'[::ffff:8.8.8.8]': 'ipv4-mapped',
			'[::127.0.0.1]': 'ipv4-embedded',
			'[64:ff9b::a00:1]': 'ipv4-embedded',
			'[2002:7f00:1::1]': 'ipv4-embedded',
			2130706433: 'numeric-host',
			'0177.0.0.1': 'numeric-host',
			'0x7f.1': 'numeric-host',
			'0x7f000001': 'numeric-host',
			'0x7f.0x0.0x0.0x1': 'numeric-host',
			'127.1': 'numeric-host',
			'017700000001': 'numeric-host',
			'127.000.000.001': 'numeric-host',
			'1.2.3.4.5': 'numeric-host',
			'example.0x7f': 'numeric-host',
			'rebind.test': 'private',
			'mixed.test': 'loopback',
			'metadata.test': 'link-local',
			'ula.test': 'unique-local',
			'nowhere.test': 'unresolved',
			'straße.test': 'private',
			'dual.test': 'unique-local',
			'[not-an-ip]': 'invalid-host',
			'bad host': 'invalid-host',
		};
		const res = await admin.post( '/blockpack-test/v1/classify', {
			hosts: Object.keys( table ),
		} );
		expect( res.status() ).toBe( 200 );
		expect( await res.json() ).toEqual( table );
		// Classifying asks no one but the name table.
		expect( await requests() ).toEqual( [] );
	} );

	test( 'a refused address never leaves the site, even when the transport would answer it', async () => {
		const refused = [
			'http://127.0.0.1/',
			'http://127.0.0.1:9/',
			'http://localhost/',
			'http://10.0.0.1/',
			'http://192.168.1.1/',
			'http://169.254.169.254/latest/meta-data/',
			'http://100.64.0.1/',
			'http://198.18.0.1/',
			'http://[fd00::1]/',
			'http://[fe80::1]/',
			'http://224.0.0.1/',
			'http://0.0.0.0/',
			'http://[::]/',
			'http://[::ffff:127.0.0.1]/',
			'http://[::ffff:a9fe:a9fe]/',
			'http://2130706433/',
			'http://0177.0.0.1/',
			'http://0x7f.1/',
			'http://rebind.test/',
			'http://mixed.test/',
			'http://public.test:22/',
			'http://user:secret@public.test/',
		];
		// Were any of them asked, the transport would answer 200: only the guard refuses them.
		await record( {
			hosts: {
				'public.test': [ '93.184.216.34' ],
				'rebind.test': [ '10.0.0.5' ],
				'mixed.test': [ '93.184.216.34', '10.0.0.5' ],
			},
			answers: Object.fromEntries(
				refused.map( ( url ) => [ url, { status: 200, body: 'ok' } ] )
			),
		} );
		for ( const url of refused ) {
			const res = await admin.get( ROUTE, { url } );
			expect( res.status(), url ).toBe( 400 );
			expect( ( await res.json() ).code, url ).toBe(
				'blockpack_resolve_failed'
			);
		}
		expect( await requests() ).toEqual( [] );
	} );

	test( 'each hop is resolved once, pinned, limited to 64 KB and checked; the answer is kept for an hour', async () => {
		await record( {
			hosts: {
				'evbuc.com': [ '93.184.216.34' ],
				'www.eventbrite.com': [ '151.101.1.1' ],
				'rebind.test': [ '10.0.0.5' ],
			},
			answers: {
				'https://evbuc.com/abc': {
					status: 301,
					headers: {
						Location: 'https://www.eventbrite.com/e/x-123',
					},
				},
				'https://www.eventbrite.com/e/x-123': { status: 200 },
				'https://evbuc.com/to-private': {
					status: 302,
					headers: { Location: 'http://10.0.0.1/e/x-1' },
				},
				'https://evbuc.com/to-rebind': {
					status: 302,
					headers: { Location: 'https://rebind.test/e/x-1' },
				},
				'https://evbuc.com/to-decimal': {
					status: 302,
					headers: { Location: 'http://2130706433/e/x-1' },
				},
				'http://10.0.0.1/e/x-1': { status: 200 },
				'https://rebind.test/e/x-1': { status: 200 },
				'http://2130706433/e/x-1': { status: 200 },
			},
		} );
		const res = await admin.get( ROUTE, { url: 'https://evbuc.com/abc' } );
		expect( res.status() ).toBe( 200 );
		expect( await res.json() ).toEqual( {
			url: 'https://www.eventbrite.com/e/x-123',
		} );
		const first = await recorded();
		expect( first.log ).toEqual( [
			{ dns: 'evbuc.com' },
			{
				url: 'https://evbuc.com/abc',
				method: 'HEAD',
				pinned: '93.184.216.34',
				limit_response_size: 65536,
			},
			{ dns: 'www.eventbrite.com' },
			{
				url: 'https://www.eventbrite.com/e/x-123',
				method: 'HEAD',
				pinned: '151.101.1.1',
				limit_response_size: 65536,
			},
		] );
		expect( first.cache ).toHaveLength( 1 );
		// Only what the route answers from is kept, not the answer's headers or body.
		expect( first.cache[ 0 ].value ).toEqual( {
			url: 'https://www.eventbrite.com/e/x-123',
			status: 200,
		} );
		expect( first.cache[ 0 ].expires_in ).toBeGreaterThan( 3500 );
		expect( first.cache[ 0 ].expires_in ).toBeLessThanOrEqual( 3600 );

		// Asked again within the hour: the same answer, nothing leaves.
		const again = await admin.get( ROUTE, {
			url: 'https://evbuc.com/abc',
		} );
		expect( await again.json() ).toEqual( {
			url: 'https://www.eventbrite.com/e/x-123',
		} );
		expect( ( await recorded() ).log ).toHaveLength( first.log.length );

		// A redirect to a refused address: only the first hop left.
		for ( const path of [ '/to-private', '/to-rebind', '/to-decimal' ] ) {
			const before = ( await requests() ).length;
			const hop = await admin.get( ROUTE, {
				url: `https://evbuc.com${ path }`,
			} );
			expect( hop.status(), path ).toBe( 400 );
			expect( ( await requests() ).slice( before ) ).toEqual( [
				expect.objectContaining( {
					url: `https://evbuc.com${ path }`,
				} ),
			] );
		}
	} );

	test( 'a user past the limit of the minute gets a JSON 429, and nothing leaves the site', async () => {
		await record(
			{
				hosts: { 'evbuc.com': [ '93.184.216.34' ] },
				answers: {
					'https://evbuc.com/a': { status: 200 },
					'https://evbuc.com/b': { status: 200 },
					'https://evbuc.com/c': { status: 200 },
					'https://evbuc.com/d': { status: 200 },
				},
			},
			0,
			3
		);
		const statuses = [];
		for ( const path of [ 'a', 'b', 'a', 'd' ] ) {
			statuses.push(
				(
					await admin.get( ROUTE, {
						url: `https://evbuc.com/${ path }`,
					} )
				).status()
			);
		}
		// A cached answer counts too: the limit is on asking.
		expect( statuses ).toEqual( [ 200, 200, 200, 429 ] );
		const before = ( await requests() ).length;
		const over = await admin.get( ROUTE, { url: 'https://evbuc.com/c' } );
		expect( over.status() ).toBe( 429 );
		expect( over.headers()[ 'content-type' ] ).toContain(
			'application/json'
		);
		expect( ( await over.json() ).code ).toBe(
			'blockpack_resolve_rate_limited'
		);
		expect( await requests() ).toHaveLength( before );
	} );

	test( 'five redirects are followed, a sixth is not asked', async () => {
		const chain = ( name: string, length: number ) =>
			Object.fromEntries(
				Array.from( { length: length + 1 }, ( _, i ) => [
					`https://evbuc.com/${ name }${ i }`,
					i < length
						? {
								status: 302,
								headers: {
									Location: `/${ name }${ i + 1 }`,
								},
							}
						: { status: 200 },
				] )
			);
		await record( {
			hosts: { 'evbuc.com': [ '93.184.216.34' ] },
			answers: { ...chain( 'five', 5 ), ...chain( 'six', 6 ) },
		} );
		const five = await admin.get( ROUTE, {
			url: 'https://evbuc.com/five0',
		} );
		expect( await five.json() ).toEqual( {
			url: 'https://evbuc.com/five5',
		} );
		expect( await requests() ).toHaveLength( 6 );

		const six = await admin.get( ROUTE, { url: 'https://evbuc.com/six0' } );
		expect( six.status() ).toBe( 400 );
		const asked = ( await requests() ).map( ( entry ) => entry.url );
		expect( asked ).toContain( 'https://evbuc.com/six5' );
		expect( asked ).not.toContain( 'https://evbuc.com/six6' );
	} );

	test( 'the connection goes to the address the name was resolved to, not a second lookup', async () => {
		// The name table says localhost is 127.0.0.3; the system's resolver says 127.0.0.1,
		// where another server answers 404 on the same port.
		const servers = await pinnedAndWrongServers();
		try {
			await record(
				{ hosts: { localhost: [ '127.0.0.3' ] } },
				servers.port
			);
			const res = await admin.get( ROUTE, {
				url: `http://localhost:${ servers.port }/pinned`,
			} );
			expect( res.status() ).toBe( 200 );
			expect( await res.json() ).toEqual( {
				url: `http://localhost:${ servers.port }/pinned`,
			} );
			// TLS would be checked against this name: the request kept it.
			expect( servers.pinnedSaw ).toEqual( [
				`localhost:${ servers.port }`,
			] );
			expect(
				( await recorded() ).log.filter( ( entry ) => entry.dns )
			).toEqual( [ { dns: 'localhost' } ] );
		} finally {
			await servers.close();
		}
	} );

	for ( const transport of [ 'curl', 'fsockopen' ] as const ) {
		test( `${ transport }: names outside ASCII are resolved and pinned as the transport asks for them, and a pin that would not apply refuses the request before any connection`, async () => {
			const servers = await pinnedAndWrongServers();
			const p = servers.port;
			// url: what the editor sends; hosts: the name table; rewrite: another plugin changing
			// the host the transport is handed; then what must happen.
			const table: Array< {
				url: string;
				hosts: Record< string, string[] >;
				rewrite?: Record< string, string >;
				status: number;
				pinnedSaw: string[];
				asked: string[];
			} > = [
				{
					// Requests sends xn--bcher-kva.test: the pin must be for that name.
					url: `http://bücher.test:${ p }/pinned`,
					hosts: { 'xn--bcher-kva.test': [ '127.0.0.3' ] },
					status: 200,
					pinnedSaw: [ `xn--bcher-kva.test:${ p }` ],
					asked: [ 'xn--bcher-kva.test' ],
				},
				{
					// IDNA maps ß to ss, Requests does not: the name checked is the one asked.
					url: `http://straße.test:${ p }/pinned`,
					hosts: {
						'strasse.test': [ '127.0.0.3' ],
						'xn--strae-oqa.test': [ '10.0.0.5' ],
					},
					status: 400,
					pinnedSaw: [],
					asked: [ 'xn--strae-oqa.test' ],
				},
				{
					// Requests keeps the case of Ü (IDNA would fold it): a different name.
					url: `http://bÜcher.test:${ p }/pinned`,
					hosts: {
						'xn--bcher-kva.test': [ '127.0.0.3' ],
						'xn--bcher-2pa.test': [ '10.0.0.5' ],
					},
					status: 400,
					pinnedSaw: [],
					asked: [ 'xn--bcher-2pa.test' ],
				},
				{
					// The transport is handed another host (which the system resolves to the
					// wrong server): no pin applies, so nothing is asked.
					url: `http://pinned.test:${ p }/pinned`,
					hosts: { 'pinned.test': [ '127.0.0.3' ] },
					rewrite: { 'pinned.test': 'localhost' },
					status: 400,
					pinnedSaw: [],
					asked: [ 'pinned.test' ],
				},
			];
			try {
				for ( const row of table ) {
					servers.pinnedSaw.length = 0;
					servers.wrongSaw.length = 0;
					const res = await admin.post(
						'/blockpack-test/v1/http-recorder',
						{
							port: p,
							hosts: row.hosts,
							// The host as typed, which the offline test bed lets through.
							passthrough: [
								row.url.split( '/' )[ 2 ].split( ':' )[ 0 ],
							],
							transport,
							rewrite: row.rewrite ?? {},
						}
					);
					expect( res.status() ).toBe( 200 );
					const resolved = await admin.get( ROUTE, { url: row.url } );
					expect( resolved.status(), row.url ).toBe( row.status );
					expect( servers.pinnedSaw, row.url ).toEqual(
						row.pinnedSaw
					);
					expect( servers.wrongSaw, row.url ).toEqual( [] );
					expect(
						( await recorded() ).log
							.filter( ( entry ) => entry.dns )
							.map( ( entry ) => entry.dns ),
						row.url
					).toEqual( row.asked );
				}
			} finally {
				await admin.post( '/blockpack-test/v1/http-recorder', {
					port: 0,
				} );
				await servers.close();
			}
		} );
	}
} );

/**
 * Two servers on one port: the one a name table pins (127.0.0.3) and the one the system's
 * resolver would give for `localhost` (127.0.0.1). Each records the Host header of the
 * requests it receives.
 */
async function pinnedAndWrongServers() {
	const pinnedSaw: string[] = [];
	const wrongSaw: string[] = [];
	const pinned = http.createServer( ( req, res ) => {
		pinnedSaw.push( String( req.headers.host ) );
		res.writeHead( 200, { 'Content-Type': 'text/html' } );
		res.end( '<p>pinned</p>' );
	} );
	const wrong = http.createServer( ( req, res ) => {
		wrongSaw.push( String( req.headers.host ) );
		res.writeHead( 404 );
		res.end( 'wrong address' );
	} );
	let pinnedPort = 0;
	for ( let attempt = 0; attempt < 5 && ! pinnedPort; attempt++ ) {
		await new Promise< void >( ( resolve ) =>
			pinned.listen( 0, '127.0.0.3', resolve )
		);
		const candidate = ( pinned.address() as AddressInfo ).port;
		const ok = await new Promise< boolean >( ( resolve ) => {
			wrong.once( 'error', () => resolve( false ) );
			wrong.listen( candidate, '127.0.0.1', () => resolve( true ) );
		} );
		if ( ok ) {
			pinnedPort = candidate;
		} else {
			await new Promise( ( resolve ) => pinned.close( resolve ) );
		}
	}
	expect( pinnedPort ).toBeGreaterThan( 0 );
	return {
		port: pinnedPort,
		pinnedSaw,
		wrongSaw,
		close: async () => {
			await new Promise( ( resolve ) => pinned.close( resolve ) );
			await new Promise( ( resolve ) => wrong.close( resolve ) );
		},
	};
}
