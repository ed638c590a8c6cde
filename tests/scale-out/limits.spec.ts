/**
 * Limits that hold for the site, not for one web server: the Mailchimp signup's rate limits
 * (per address a minute, per post an hour), the map's address search limit per user, and the
 * open geocoder's one request a second (Nominatim's usage policy), counted once whichever node
 * answers. Requests alternate between the nodes, or are sent to both at once; the fakes
 * (tests/fakes/mailchimp, tests/fakes/map) see what left the site, and when.
 */
import { test, expect } from '@playwright/test';
import { expectTwoNodesWithRedis, pageOnNode, restOnNodes } from './utils';
import { roomInMinute, type RestClient } from '../integration/utils';
import {
	connectMailchimp,
	disconnectMailchimp,
	pointPluginAt as pointMailchimpAt,
	startFakeMailchimp,
	subscribe,
	type FakeMailchimp,
} from '../fakes/mailchimp';
import {
	pointPluginAt as pointMapAt,
	startFakeMap,
	type FakeMap,
} from '../fakes/map';

const PLENTY = { ip_minute: 1000, ip_hour: 1000, post_hour: 1000 };
const GEOCODE = '/blockpack/v1/map/geocode';
const MAPBOX_KEY = '/wpcom/v2/service-api-keys/mapbox';
const FORM =
	'<!-- wp:jetpack/mailchimp -->\n<div class="wp-block-jetpack-mailchimp"><!-- wp:jetpack/button {"element":"button","uniqueId":"mailchimp-widget-id","text":"Join"} /--></div>\n<!-- /wp:jetpack/mailchimp -->';

/** Administrators on node 1 and node 2. */
let admins: RestClient[];
/** One visitor's client on each node (one address: 127.0.0.1). */
let visitors: RestClient[];

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { request } ) => {
	await expectTwoNodesWithRedis( request );
	admins = await restOnNodes( 'admin' );
	visitors = await restOnNodes( 'anonymous' );
} );

test.afterAll( async () => {
	await Promise.all(
		[ ...admins, ...visitors ].map( ( client ) => client.dispose() )
	);
} );

test.describe( 'Mailchimp signups', () => {
	let fake: FakeMailchimp;
	let postId = 0;
	let n = 0;

	/**
	 * A signup with a new address, through a node.
	 *
	 * @param node 0 or 1.
	 */
	const signUp = async ( node: number ) =>
		(
			await subscribe( visitors[ node ], {
				email: `node${ node + 1 }-${ ++n }@example.com`,
				post_id: postId,
				block: 0,
			} )
		).status;

	const puts = () =>
		fake.requests.filter( ( r ) => r.method === 'PUT' ).length;

	test.beforeAll( async () => {
		fake = await startFakeMailchimp();
		await pointMailchimpAt( admins[ 0 ], fake.port, PLENTY );
		await connectMailchimp( admins[ 0 ].context );
		const res = await admins[ 0 ].post( '/wp/v2/posts', {
			title: 'Signups on two servers',
			content: FORM,
			status: 'publish',
		} );
		expect( res.status() ).toBe( 201 );
		postId = ( await res.json() ).id;
	} );

	test.afterAll( async () => {
		if ( postId ) {
			await admins[ 0 ].delete( `/wp/v2/posts/${ postId }`, {
				force: 'true',
			} );
		}
		await disconnectMailchimp( admins[ 0 ].context );
		await pointMailchimpAt( admins[ 0 ], 0 );
		await fake.close();
	} );

	test( 'one address’s limit of the minute counts signups on both nodes', async () => {
		await pointMailchimpAt( admins[ 1 ], fake.port, {
			...PLENTY,
			ip_minute: 3,
		} );
		await roomInMinute( 15 );
		const before = puts();
		const statuses = [];
		for ( const node of [ 0, 1, 0, 1, 0 ] ) {
			statuses.push( await signUp( node ) );
		}
		expect( statuses ).toEqual( [ 200, 200, 200, 429, 429 ] );
		expect( puts() - before ).toBe( 3 );
	} );

	test( 'sent to both nodes at once, no more signups than the limit get through', async () => {
		await pointMailchimpAt( admins[ 0 ], fake.port, {
			...PLENTY,
			ip_minute: 3,
		} );
		await roomInMinute( 15 );
		const before = puts();
		const statuses = await Promise.all(
			[ 0, 1, 0, 1, 0, 1, 0, 1 ].map( ( node ) => signUp( node ) )
		);
		expect( statuses.filter( ( s ) => s === 200 ) ).toHaveLength( 3 );
		expect( statuses.filter( ( s ) => s === 429 ) ).toHaveLength( 5 );
		expect( puts() - before ).toBe( 3 );
	} );

	test( 'a post’s limit of the hour counts signups on both nodes', async () => {
		await pointMailchimpAt( admins[ 1 ], fake.port, {
			...PLENTY,
			post_hour: 2,
		} );
		const statuses = [];
		for ( const node of [ 1, 0, 1, 0 ] ) {
			statuses.push( await signUp( node ) );
		}
		expect( statuses ).toEqual( [ 200, 200, 429, 429 ] );
		await pointMailchimpAt( admins[ 0 ], fake.port, PLENTY );
	} );

	test( 'without JavaScript: the page a signup on one node sends back to shows its message on the other', async () => {
		const res = await visitors[ 0 ].context.post(
			`/index.php?rest_route=${ encodeURIComponent(
				'/blockpack/v1/mailchimp/subscribe'
			) }`,
			{
				form: {
					email: 'no-script@example.com',
					post_id: String( postId ),
					block: '0',
					redirect: '1',
				},
				maxRedirects: 0,
				failOnStatusCode: false,
			}
		);
		expect( res.status() ).toBe( 303 );
		const back = new URL( res.headers().location ?? '' );
		expect( back.searchParams.get( 'mailchimp-result' ) ).toBeTruthy();
		expect(
			await pageOnNode( visitors[ 1 ], res.headers().location ?? '' )
		).toMatch(
			/wp-block-jetpack-mailchimp_success is-visible" role="status">/
		);
	} );
} );

test.describe( 'the map’s address search', () => {
	let fake: FakeMap;

	/**
	 * An address search through a node, as the administrator.
	 *
	 * @param node  0 or 1.
	 * @param query The query.
	 */
	const search = async ( node: number, query: string ) => {
		const res = await admins[ node ].get( GEOCODE, { query } );
		return {
			status: res.status(),
			json: ( await res.json() ) as {
				code?: string;
				results?: Array< { id: string } >;
			},
		};
	};
	const nominatim = () =>
		fake.requests.filter( ( r ) => r.service === 'nominatim' );

	test.beforeAll( async () => {
		fake = await startFakeMap();
		// No token: the open geocoder is used.
		const removed = await admins[ 0 ].delete( MAPBOX_KEY );
		expect( removed.status() ).toBe( 200 );
	} );

	test.afterAll( async () => {
		await pointMapAt( admins[ 0 ], 0 );
		await fake.close();
	} );

	test.beforeEach( () => {
		fake.requests.length = 0;
	} );

	test( 'one user’s limit of the minute counts searches on both nodes', async () => {
		await pointMapAt( admins[ 0 ], fake.port, { rate: 3 } );
		await roomInMinute( 15 );
		// The same query: answered from the cache after the first, and counted all the same.
		const answers = [];
		for ( const node of [ 0, 1, 0, 1, 0 ] ) {
			answers.push( await search( node, 'Ferry' ) );
		}
		expect( answers.map( ( a ) => a.status ) ).toEqual( [
			200, 200, 200, 429, 429,
		] );
		expect( answers[ 3 ].json.code ).toBe( 'blockpack_map_rate_limited' );
		expect( nominatim() ).toHaveLength( 1 );
	} );

	test( 'sent to both nodes at once, no more searches than the limit are answered', async () => {
		await pointMapAt( admins[ 1 ], fake.port, {
			rate: 2,
			maxWait: 10_000,
		} );
		await roomInMinute( 20 );
		const statuses = (
			await Promise.all(
				[ 0, 1, 0, 1, 0, 1 ].map( ( node, i ) =>
					search( node, `Ferry ${ i }` )
				)
			)
		).map( ( a ) => a.status );
		expect( statuses.filter( ( s ) => s === 200 ) ).toHaveLength( 2 );
		expect( statuses.filter( ( s ) => s === 429 ) ).toHaveLength( 4 );
	} );

	test( 'the open geocoder’s one request a second holds for the site: searches sent to both nodes at once reach it a second apart', async () => {
		await pointMapAt( admins[ 0 ], fake.port, { maxWait: 5000 } );
		const queries = [
			'Ferry Building',
			'Ferry Point',
			'Ferryland',
			'Ferry Park',
		];
		const started = Date.now();
		const answers = await Promise.all(
			queries.map( ( query, i ) => search( i % 2, query ) )
		);
		expect( answers.map( ( a ) => a.status ) ).toEqual( [
			200, 200, 200, 200,
		] );
		expect( answers[ 0 ].json.results?.[ 0 ]?.id ).toBe( 'osm:node:1001' );
		expect( answers[ 2 ].json.results?.[ 0 ]?.id ).toBe( 'osm:node:1003' );
		const times = nominatim()
			.map( ( r ) => r.at )
			.sort( ( a, b ) => a - b );
		expect( times ).toHaveLength( 4 );
		const gaps = times.slice( 1 ).map( ( at, i ) => at - times[ i ] );
		test.info().annotations.push( {
			type: 'nominatim gaps (ms)',
			description: gaps.join( ', ' ),
		} );
		// Slots are a second apart on the servers' clock; allow a little for the sending.
		for ( const gap of gaps ) {
			expect( gap ).toBeGreaterThanOrEqual( 950 );
		}
		expect( Date.now() - started ).toBeLessThan( 8000 );
	} );

	test( 'a search on one node that would wait too long for the other node’s turn is refused, not sent', async () => {
		await pointMapAt( admins[ 1 ], fake.port, { maxWait: 0 } );
		const answers = await Promise.all( [
			search( 0, 'Ferry Building' ),
			search( 1, 'Ferry Point' ),
		] );
		expect( answers.map( ( a ) => a.status ).sort() ).toEqual( [
			200, 429,
		] );
		expect( answers.find( ( a ) => a.status === 429 )?.json.code ).toBe(
			'blockpack_map_geocoder_busy'
		);
		expect( nominatim() ).toHaveLength( 1 );
	} );
} );
