/**
 * The map block's address search over HTTP, `GET /blockpack/v1/map/geocode`, against a fake
 * Mapbox and Nominatim on 127.0.0.1 (tests/fakes/map). Without a token it asks Nominatim, within
 * its usage policy: an identifying User-Agent, one request a second from the whole site (a later
 * search waits for its turn, or is refused 429 when the wait would be too long), answers cached;
 * with a token it asks Mapbox (never cached: Mapbox's answers may not be stored). Each user has
 * a rate limit (429). Upstream failures answer 424 with a message; bad arguments 400; users who
 * cannot edit posts 401/403; never a PHP warning.
 */
import { test, expect } from '@playwright/test';
import {
	BASE_URL,
	restAs,
	roomInMinute,
	watchPhpErrors,
	type RestClient,
} from './utils';
import { ensureUsers, logInAs, type WpRole } from './users';
import {
	GOOD_TOKEN,
	startFakeMap,
	pointPluginAt,
	type FakeMap,
} from '../fakes/map';

const ROUTE = '/blockpack/v1/map/geocode';
const KEY_ROUTE = '/wpcom/v2/service-api-keys/mapbox';

interface Answer {
	source: string;
	attribution: string;
	results: Array< {
		id: string;
		title: string;
		place_name: string;
		coordinates: { longitude: number; latitude: number };
	} >;
	code?: string;
	message?: string;
}

let admin: RestClient;
let fake: FakeMap;
/** Blockpack's PHP errors in the server's logs since the spec started. */
let newPhpErrors: () => string[];

/**
 * Searches as the admin.
 *
 * @param params The query arguments.
 */
async function search( params: Record< string, string > ) {
	const res = await admin.get( ROUTE, params );
	return {
		status: res.status(),
		json: ( await res.json() ) as Answer,
		contentType: res.headers()[ 'content-type' ] ?? '',
	};
}

/**
 * Removes the site's token.
 */
async function removeToken() {
	const res = await admin.delete( KEY_ROUTE );
	expect( res.status() ).toBe( 200 );
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	newPhpErrors = await watchPhpErrors();
	admin = await restAs( 'admin' );
	fake = await startFakeMap();
	await removeToken();
} );

test.afterAll( async () => {
	await removeToken();
	await pointPluginAt( admin, 0 );
	await admin.dispose();
	await fake.close();
} );

test.beforeEach( async () => {
	await pointPluginAt( admin, fake.port );
	fake.requests.length = 0;
	fake.failWith = null;
} );

test( 'without a token: Nominatim, with an identifying User-Agent, results in the shape the editor reads', async () => {
	const res = await search( { query: 'Ferry', limit: '2' } );
	expect( res.status ).toBe( 200 );
	expect( res.json ).toEqual( {
		source: 'openstreetmap',
		attribution:
			'Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright',
		results: [
			{
				id: 'osm:node:1001',
				title: 'Ferry Building',
				place_name:
					'Ferry Building, San Francisco, California, United States',
				coordinates: { longitude: -122.3937, latitude: 37.7955 },
			},
			{
				id: 'osm:node:1002',
				title: 'Ferry Point Park',
				place_name:
					'Ferry Point Park, The Bronx, New York, United States',
				coordinates: { longitude: -73.8313, latitude: 40.8136 },
			},
		],
	} );
	expect( fake.requests ).toHaveLength( 1 );
	const [ sent ] = fake.requests;
	expect( sent.service ).toBe( 'nominatim' );
	expect( sent.query ).toMatchObject( {
		q: 'Ferry',
		format: 'jsonv2',
		limit: '2',
	} );
	expect( sent.userAgent ).toMatch( /^Blockpack\/\d+\.\d+\.\d+ / );
	expect( sent.userAgent ).toContain( BASE_URL );
} );

test( 'no such place: an empty list; the default limit is 10', async () => {
	const res = await search( { query: 'Atlantis' } );
	expect( res.status ).toBe( 200 );
	expect( res.json.results ).toEqual( [] );
	expect( fake.requests[ 0 ].query.limit ).toBe( '10' );
} );

test( 'a second identical search is answered from the cache, without asking Nominatim', async () => {
	const first = await search( { query: 'Ferryland', limit: '5' } );
	expect( first.status ).toBe( 200 );
	expect( fake.requests ).toHaveLength( 1 );
	// Same search, other spacing and case: the same place.
	const second = await search( { query: '  ferryland ', limit: '5' } );
	expect( second.status ).toBe( 200 );
	expect( second.json ).toEqual( first.json );
	expect( fake.requests ).toHaveLength( 1 );
	// Another limit is another question.
	await search( { query: 'Ferryland', limit: '4' } );
	expect( fake.requests ).toHaveLength( 2 );
} );

test( 'site-wide throttle: two searches at once reach Nominatim at least a second apart, both answered', async () => {
	const started = Date.now();
	const [ a, b ] = await Promise.all( [
		search( { query: 'Ferry Building' } ),
		search( { query: 'Ferry Point' } ),
	] );
	expect( [ a.status, b.status ] ).toEqual( [ 200, 200 ] );
	expect( a.json.results[ 0 ].id ).toBe( 'osm:node:1001' );
	expect( b.json.results[ 0 ].id ).toBe( 'osm:node:1002' );
	const times = fake.requests.map( ( r ) => r.at ).sort();
	expect( times ).toHaveLength( 2 );
	// Slots are a second apart on the server's clock; allow a little for the sending.
	expect( times[ 1 ] - times[ 0 ] ).toBeGreaterThanOrEqual( 950 );
	expect( Date.now() - started ).toBeLessThan( 5000 );
} );

test( 'site-wide throttle: a search that would wait too long is refused with a 429, not sent', async () => {
	await pointPluginAt( admin, fake.port, { maxWait: 0 } );
	const answers = await Promise.all( [
		search( { query: 'Ferry Building' } ),
		search( { query: 'Ferry Point' } ),
	] );
	const statuses = answers.map( ( a ) => a.status ).sort();
	expect( statuses ).toEqual( [ 200, 429 ] );
	const refused = answers.find( ( a ) => a.status === 429 );
	expect( refused?.json.code ).toBe( 'blockpack_map_geocoder_busy' );
	expect( refused?.json.message ).toBe(
		'The address search is busy. Please try again in a few seconds.'
	);
	expect( fake.requests ).toHaveLength( 1 );
} );

test( 'per-user rate limit: over the limit a minute is 429; another user is not affected', async () => {
	await pointPluginAt( admin, fake.port, { rate: 3 } );
	await roomInMinute( 15 );
	for ( const query of [ 'Ferry', 'Ferry', 'Ferry' ] ) {
		expect( ( await search( { query } ) ).status ).toBe( 200 );
	}
	const over = await search( { query: 'Ferry' } );
	expect( over.status ).toBe( 429 );
	expect( over.contentType ).toContain( 'application/json' );
	expect( over.json.code ).toBe( 'blockpack_map_rate_limited' );
	expect( over.json.message ).toBe(
		'Too many address searches. Please wait a minute and try again.'
	);
	await ensureUsers( admin, [ 'editor' ] );
	const editor = await logInAs( 'editor' );
	try {
		const res = await editor.context.get(
			`/index.php?rest_route=${ encodeURIComponent(
				ROUTE
			) }&query=Ferry`,
			{ headers: { 'X-WP-Nonce': editor.nonce }, failOnStatusCode: false }
		);
		expect( res.status() ).toBe( 200 );
	} finally {
		await editor.context.dispose();
	}
} );

test( 'the hourly cleanup deletes the counters of past minutes and keeps the current one', async () => {
	await roomInMinute( 5 );
	expect( ( await search( { query: 'Ferry' } ) ).status ).toBe( 200 );
	const res = await admin.post( '/blockpack-test/v1/map-cleanup' );
	expect( res.status() ).toBe( 200 );
	const left = ( await res.json() ) as string[];
	const minute = Math.floor( Date.now() / 60_000 );
	expect( left ).toHaveLength( 1 );
	expect( left[ 0 ] ).toMatch(
		new RegExp( `^blockpack_map_rate_m(${ minute }|${ minute - 1 })_\\d+$` )
	);
} );

test( 'with a token: Mapbox’s geocoder with the site token, not cached, Mapbox’s attribution', async () => {
	const set = await admin.post( KEY_ROUTE, { service_api_key: GOOD_TOKEN } );
	expect( set.status() ).toBe( 200 );
	fake.requests.length = 0;
	try {
		const res = await search( { query: 'Ferry', limit: '3' } );
		expect( res.status ).toBe( 200 );
		expect( res.json.source ).toBe( 'mapbox' );
		expect( res.json.attribution ).toBe(
			'NOTICE: © 2026 Mapbox and its suppliers. All rights reserved.'
		);
		expect( res.json.results.map( ( r ) => r.id ) ).toEqual( [
			'poi.1001',
			'poi.1002',
			'poi.1003',
		] );
		expect( res.json.results[ 2 ] ).toEqual( {
			id: 'poi.1003',
			title: 'Ferryland',
			place_name: 'Ferryland, Newfoundland and Labrador, Canada',
			coordinates: { longitude: -52.9089, latitude: 47.0168 },
		} );
		expect( fake.requests.map( ( r ) => r.service ) ).toEqual( [
			'mapbox-geocode',
		] );
		expect( fake.requests[ 0 ].path ).toBe(
			'/mapbox/geocoding/v5/mapbox.places/Ferry.json'
		);
		expect( fake.requests[ 0 ].query ).toMatchObject( {
			access_token: GOOD_TOKEN,
			limit: '3',
		} );
		await search( { query: 'Ferry', limit: '3' } );
		expect( fake.requests ).toHaveLength( 2 );

		// A token Mapbox no longer accepts: 424 with a message for the editor.
		fake.tokens.delete( GOOD_TOKEN );
		const refused = await search( { query: 'Ferry' } );
		expect( refused.status ).toBe( 424 );
		expect( refused.json.code ).toBe( 'blockpack_map_geocoder_failed' );
		expect( refused.json.message ).toBe(
			'Mapbox refused the site’s access token. An administrator can update it in the map block’s settings or in Settings → Blockpack.'
		);
	} finally {
		fake.tokens.add( GOOD_TOKEN );
		await removeToken();
	}
} );

test( 'upstream failure or unreachable: 424 with a clear message, nothing cached', async () => {
	const message =
		'The address search service could not be reached. Please try again later, or place the marker on the map yourself.';
	fake.failWith = 500;
	const failing = await search( { query: 'Ferry' } );
	expect( failing.status ).toBe( 424 );
	expect( failing.json.code ).toBe( 'blockpack_map_geocoder_failed' );
	expect( failing.json.message ).toBe( message );
	// Not cached: once the service is back, the same search is asked again and answered.
	fake.failWith = null;
	const back = await search( { query: 'Ferry' } );
	expect( back.status ).toBe( 200 );
	expect( back.json.results ).toHaveLength( 3 );
	expect( fake.requests ).toHaveLength( 2 );

	const closed = await startFakeMap();
	const port = closed.port;
	await closed.close();
	await pointPluginAt( admin, port );
	const unreachable = await search( { query: 'Ferry' } );
	expect( unreachable.status ).toBe( 424 );
	expect( unreachable.json.message ).toBe( message );
} );

for ( const [ name, params ] of [
	[ 'no query', {} ],
	[ 'an empty query', { query: '' } ],
	[ 'a blank query', { query: '   ' } ],
	[ 'a query of 201 characters', { query: 'a'.repeat( 201 ) } ],
	[ 'limit 0', { query: 'Ferry', limit: '0' } ],
	[ 'limit 11', { query: 'Ferry', limit: '11' } ],
	[ 'a limit that is not a number', { query: 'Ferry', limit: 'ten' } ],
	[ 'an array query', { 'query[]': 'Ferry' } ],
] as Array< [ string, Record< string, string > ] > ) {
	test( `refuses ${ name } with a JSON 400, without asking anyone`, async () => {
		const res = await search( params );
		expect( res.status ).toBe( 400 );
		expect( res.contentType ).toContain( 'application/json' );
		expect( typeof res.json.code ).toBe( 'string' );
		expect( fake.requests ).toEqual( [] );
	} );
}

test( 'refuses a query that is not valid UTF-8 with a JSON 400', async () => {
	const res = await admin.context.get(
		`/index.php?rest_route=${ encodeURIComponent(
			ROUTE
		) }&query=%FF%FE%C0%AF`,
		{ headers: { 'X-WP-Nonce': admin.nonce }, failOnStatusCode: false }
	);
	expect( res.status() ).toBe( 400 );
	expect( ( await res.json() ).code ).toBe( 'rest_invalid_param' );
	expect( fake.requests ).toEqual( [] );
} );

test( 'capabilities: users who edit posts search, others are refused; no PHP warning', async () => {
	const roles: WpRole[] = [ 'subscriber', 'contributor', 'author', 'editor' ];
	await ensureUsers( admin, roles );
	const statuses: Record< string, number > = {};
	const url = `/index.php?rest_route=${ encodeURIComponent(
		ROUTE
	) }&query=Ferry`;
	const visitor = await restAs( 'anonymous' );
	try {
		const res = await visitor.context.get( url, {
			failOnStatusCode: false,
		} );
		statuses.anonymous = res.status();
		expect( ( await res.json() ).code ).toBe( 'rest_forbidden' );
	} finally {
		await visitor.dispose();
	}
	for ( const role of roles ) {
		const { context, nonce } = await logInAs( role );
		try {
			const res = await context.get( url, {
				headers: { 'X-WP-Nonce': nonce },
				failOnStatusCode: false,
			} );
			statuses[ role ] = res.status();
		} finally {
			await context.dispose();
		}
	}
	statuses.administrator = ( await search( { query: 'Ferry' } ) ).status;
	expect( statuses ).toEqual( {
		anonymous: 401,
		subscriber: 403,
		contributor: 200,
		author: 200,
		editor: 200,
		administrator: 200,
	} );
	expect( newPhpErrors() ).toEqual( [] );
} );
