/**
 * Settings and caches belong to the site, not to one web server. A setting saved through
 * Settings → Blockpack on one node is what the other node uses at once (Stripe's keys,
 * Mailchimp's key and audience, the Mapbox token, the ad code): its REST answers, its pages, the
 * editor's data, the calls that reach the fakes. Changed again through the second node, the
 * first one follows. Instagram's gallery and resolve-redirect's answers are cached once for the
 * site: what one node fetched, the other serves without asking again.
 */
import { test, expect } from '@playwright/test';
import { expectTwoNodesWithRedis, pageOnNode, restOnNodes } from './utils';
import { publishPost, type RestClient } from '../integration/utils';
import { submitSettingsForm } from '../integration/settings-form';
import { listenOnLoopback } from '../fakes/loopback';
import {
	GOOD_ACCOUNT_ID,
	GOOD_PUBLISHABLE_KEY,
	GOOD_SECRET_KEY,
	pointPluginAt as pointStripeAt,
	startFakeStripe,
} from '../fakes/stripe';
import {
	AUDIENCES,
	connectMailchimp,
	disconnectMailchimp,
	GOOD_KEY,
	pointPluginAt as pointMailchimpAt,
	startFakeMailchimp,
} from '../fakes/mailchimp';
import {
	GOOD_TOKEN,
	pointPluginAt as pointMapAt,
	startFakeMap,
} from '../fakes/map';
import {
	ACCOUNTS,
	pointPluginAtInstagram,
	startFakeInstagram,
} from '../fakes/instagram';
import {
	ROUTES as INSTAGRAM,
	connectToken,
	touchConnection,
} from '../integration/instagram-helpers';

/** Administrators on node 1 and node 2. */
let admins: RestClient[];
/** A visitor on each node. */
let visitors: RestClient[];
const posts: number[] = [];

/**
 * Publishes a post through node 1.
 *
 * @param content Its content.
 * @return Its address.
 */
async function publish( content: string ): Promise< string > {
	const { id, link } = await publishPost(
		admins[ 0 ],
		'posts',
		'Two servers',
		content
	);
	posts.push( id );
	return link;
}

/**
 * A post's page as a visitor of a node gets it.
 *
 * @param node 0 or 1.
 * @param link The post's address.
 */
const visit = ( node: number, link: string ) =>
	pageOnNode( visitors[ node ], link );

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { request } ) => {
	await expectTwoNodesWithRedis( request );
	admins = await restOnNodes( 'admin' );
	visitors = await restOnNodes( 'anonymous' );
} );

test.afterAll( async () => {
	for ( const id of posts ) {
		await admins[ 0 ].delete( `/wp/v2/posts/${ id }`, { force: 'true' } );
	}
	await Promise.all(
		[ ...admins, ...visitors ].map( ( client ) => client.dispose() )
	);
} );

test( 'Stripe: keys saved on one node connect the other at once, and back', async () => {
	const fake = await startFakeStripe();
	const otherSecret = 'sk_test_blockpackOther0002';
	const otherAccount = 'acct_1BlockpackOther02';
	fake.accounts.set( otherSecret, otherAccount );
	const status = async ( node: number ) =>
		(
			( await (
				await admins[ node ].get( '/wpcom/v2/memberships/status' )
			).json() ) as { connected_account_id?: string }
		 ).connected_account_id;
	const accountCalls = () =>
		fake.requests
			.filter( ( r ) => r.path === '/v1/account' )
			.map( ( r ) => r.authorization );
	try {
		await pointStripeAt( admins[ 0 ], fake );
		expect( await status( 1 ) ).toBeFalsy();
		await submitSettingsForm( admins[ 0 ].context, 'blockpack', {
			blockpack_stripe_publishable_key: GOOD_PUBLISHABLE_KEY,
			blockpack_stripe_secret_key: GOOD_SECRET_KEY,
			blockpack_stripe_webhook_secret: 'whsec_twoServers0001',
		} );
		expect( await status( 1 ) ).toBe( GOOD_ACCOUNT_ID );
		expect( accountCalls().at( -1 ) ).toBe( `Bearer ${ GOOD_SECRET_KEY }` );
		// Both nodes have now used the keys (a node keeping its own copy would keep it).
		expect( await status( 0 ) ).toBe( GOOD_ACCOUNT_ID );

		await submitSettingsForm( admins[ 1 ].context, 'blockpack', {
			blockpack_stripe_publishable_key: 'pk_test_blockpackOther0002',
			blockpack_stripe_secret_key: otherSecret,
			blockpack_stripe_webhook_secret: '',
		} );
		expect( await status( 0 ) ).toBe( otherAccount );
		expect( accountCalls().at( -1 ) ).toBe( `Bearer ${ otherSecret }` );
		// The settings page of node 1 shows what node 2 saved.
		const page = await (
			await admins[ 0 ].context.get(
				'/wp-admin/options-general.php?page=blockpack'
			)
		).text();
		expect( page ).toContain( 'pk_test_blockpackOther0002' );
		expect( page ).toContain( `••••${ otherSecret.slice( -4 ) }` );
	} finally {
		await pointStripeAt( admins[ 0 ], null );
		await fake.close();
	}
} );

test( 'Mailchimp: connected on one node, the other uses the key and audience at once; changed there, the first follows (its cached groups forgotten)', async () => {
	const fake = await startFakeMailchimp();
	const otherKey = 'fedcba9876543210aaaabbbbccccdddd-us7';
	fake.keys.add( otherKey );
	const groups = async ( node: number ) => {
		const before = fake.requests.length;
		const res = await admins[ node ].get( '/wpcom/v2/mailchimp/groups' );
		expect( res.status() ).toBe( 200 );
		return fake.requests.slice( before );
	};
	try {
		await pointMailchimpAt( admins[ 0 ], fake.port );
		await disconnectMailchimp( admins[ 0 ].context );
		expect(
			( await ( await admins[ 1 ].get( '/wpcom/v2/mailchimp' ) ).json() )
				.code
		).toBe( 'not_connected' );

		await connectMailchimp( admins[ 0 ].context );
		expect(
			( await ( await admins[ 1 ].get( '/wpcom/v2/mailchimp' ) ).json() )
				.code
		).toBe( 'connected' );
		const first = await groups( 1 );
		expect( first[ 0 ] ).toMatchObject( {
			path: `/lists/${ AUDIENCES[ 0 ].id }/interest-categories`,
			key: GOOD_KEY,
			dc: 'us21',
		} );
		// Cached for the site: node 1 does not ask again.
		expect( await groups( 0 ) ).toEqual( [] );

		await connectMailchimp( admins[ 1 ].context, {
			key: otherKey,
			audience: AUDIENCES[ 1 ].id,
		} );
		const second = await groups( 0 );
		expect( second[ 0 ] ).toMatchObject( {
			path: `/lists/${ AUDIENCES[ 1 ].id }/interest-categories`,
			key: otherKey,
			dc: 'us7',
		} );
		expect( await groups( 1 ) ).toEqual( [] );

		await disconnectMailchimp( admins[ 1 ].context );
		expect(
			( await ( await admins[ 0 ].get( '/wpcom/v2/mailchimp' ) ).json() )
				.code
		).toBe( 'not_connected' );
	} finally {
		await disconnectMailchimp( admins[ 0 ].context );
		await pointMailchimpAt( admins[ 0 ], 0 );
		await fake.close();
	}
} );

test( 'Mapbox token: saved on one node, the other answers it, hands it to visitors and the editor, and searches Mapbox with it; removed there, the first follows', async () => {
	const fake = await startFakeMap();
	const key = async ( node: number ) =>
		(
			( await (
				await admins[ node ].get( '/wpcom/v2/service-api-keys/mapbox' )
			).json() ) as { service_api_key: string }
		 ).service_api_key;
	const searchOn = async ( node: number, query: string ) => {
		const before = fake.requests.length;
		const res = await admins[ node ].get( '/blockpack/v1/map/geocode', {
			query,
		} );
		expect( res.status() ).toBe( 200 );
		return fake.requests.slice( before );
	};
	const editorData = async ( node: number ) =>
		( await admins[ node ].context.get( '/wp-admin/post-new.php' ) ).text();
	const page = await publish(
		'<!-- wp:jetpack/map --><div class="wp-block-jetpack-map" data-map-style="default" data-zoom="13"></div><!-- /wp:jetpack/map -->'
	);
	try {
		await pointMapAt( admins[ 0 ], fake.port );
		await submitSettingsForm( admins[ 0 ].context, 'blockpack_map', {
			jetpack_mapbox_api_key: GOOD_TOKEN,
		} );
		expect( await key( 1 ) ).toBe( GOOD_TOKEN );
		expect( await visit( 1, page ) ).toContain( GOOD_TOKEN );
		expect( await editorData( 1 ) ).toContain( GOOD_TOKEN );
		const viaMapbox = await searchOn( 1, 'Ferry' );
		expect( viaMapbox.map( ( r ) => r.service ) ).toEqual( [
			'mapbox-geocode',
		] );
		expect( viaMapbox[ 0 ].query.access_token ).toBe( GOOD_TOKEN );
		// Both nodes have now used the token (a node keeping its own copy would keep it).
		expect( ( await searchOn( 0, 'Ferry' ) )[ 0 ]?.service ).toBe(
			'mapbox-geocode'
		);

		await submitSettingsForm( admins[ 1 ].context, 'blockpack_map', {
			jetpack_mapbox_api_key: '',
		} );
		expect( await key( 0 ) ).toBe( '' );
		expect( ( await visit( 0, page ) ).includes( GOOD_TOKEN ) ).toBe(
			false
		);
		expect( ( await editorData( 0 ) ).includes( GOOD_TOKEN ) ).toBe(
			false
		);
		expect(
			( await searchOn( 0, 'Ferry' ) ).map( ( r ) => r.service )
		).toEqual( [ 'nominatim' ] );
	} finally {
		await admins[ 0 ].delete( '/wpcom/v2/service-api-keys/mapbox' );
		await pointMapAt( admins[ 0 ], 0 );
		await fake.close();
	}
} );

test( 'ad code: saved on one node, the other shows it to visitors and tells its editor at once; changed there, the first follows', async () => {
	const empty = {
		mrec: '',
		leaderboard: '',
		mobile_leaderboard: '',
		wideskyscraper: '',
	};
	const save = ( node: number, codes: Record< string, string > ) =>
		submitSettingsForm(
			admins[ node ].context,
			'blockpack_wordads',
			Object.fromEntries(
				Object.entries( { ...empty, ...codes } ).map(
					( [ tag, code ] ) => [
						`blockpack_wordads_codes[${ tag }]`,
						code,
					]
				)
			)
		);
	const editorData = async ( node: number ) =>
		( await admins[ node ].context.get( '/wp-admin/post-new.php' ) ).text();
	const page = await publish(
		'<!-- wp:jetpack/wordads /-->\n<!-- wp:jetpack/wordads {"format":"leaderboard"} /-->'
	);
	try {
		await save( 0, { mrec: '<span data-ad="first-node">one</span>' } );
		const second = await visit( 1, page );
		expect( second ).toContain( '<span data-ad="first-node">one</span>' );
		// No slot for a format without code (its class is in the stylesheet all the same).
		expect( /class="[^"]*jetpack-wordads-leaderboard/.test( second ) ).toBe(
			false
		);
		expect( await editorData( 1 ) ).toContain(
			'"formatsWithCode":["mrec"],"settingsUrl":'
		);
		// Both nodes have now shown the code (a node keeping its own copy would keep it).
		expect( await visit( 0, page ) ).toContain( 'first-node' );

		await save( 1, {
			leaderboard: '<span data-ad="second-node">two</span>',
		} );
		const first = await visit( 0, page );
		expect( first ).toContain( '<span data-ad="second-node">two</span>' );
		expect( first.includes( 'first-node' ) ).toBe( false );
		expect( /class="[^"]*jetpack-wordads-mrec/.test( first ) ).toBe(
			false
		);
		expect( await editorData( 0 ) ).toContain(
			'"formatsWithCode":["leaderboard"],"settingsUrl":'
		);
	} finally {
		await save( 0, {} );
	}
} );

test( 'Instagram: a gallery fetched through one node is served from the cache on the other; expired there, one new fetch for both; visitors on both nodes at once cause one fetch', async () => {
	const fake = await startFakeInstagram();
	const gallery = async ( node: number ) => {
		const res = await admins[ node ].get( INSTAGRAM.gallery, {
			access_token: id,
			count: '6',
		} );
		expect( res.status() ).toBe( 200 );
		return res.json();
	};
	let id = '';
	try {
		await pointPluginAtInstagram( admins[ 0 ], fake.port );
		( { token: id } = await connectToken(
			admins[ 0 ],
			fake.mintToken( ACCOUNTS[ 0 ] )
		) );
		const first = await gallery( 0 );
		expect( first.images ).toHaveLength( 6 );
		expect( fake.count( 'media' ) ).toBe( 1 );
		expect( await gallery( 1 ) ).toEqual( first );
		expect( fake.count( 'media' ) ).toBe( 1 );

		// A visitor's page on node 2: the grid from the cache, nothing asked.
		const post = await publish(
			`<!-- wp:jetpack/instagram-gallery ${ JSON.stringify( {
				accessToken: id,
				count: 4,
			} ) } -->\n<div class="wp-block-jetpack-instagram-gallery"></div>\n<!-- /wp:jetpack/instagram-gallery -->`
		);
		expect( await visit( 1, post ) ).toContain(
			first.images[ 0 ].url.replace( /&/g, '&amp;' )
		);
		expect( fake.count( 'media' ) ).toBe( 1 );

		// The hour passes (as node 2 sees it): one fetch, on whichever node asks first.
		await touchConnection( admins[ 1 ], id, { expire_cache: true } );
		await gallery( 0 );
		expect( fake.count( 'media' ) ).toBe( 2 );
		await gallery( 1 );
		expect( fake.count( 'media' ) ).toBe( 2 );

		// The hour passes again and Instagram fails, so no new gallery is cached: visitors on
		// both nodes at once each get the last good grid, and Instagram is asked once for the
		// site (after a page was sent), not once a node or once a page.
		fake.failWith = 500;
		await touchConnection( admins[ 0 ], id, { expire_cache: true } );
		const pages = await Promise.all(
			[ 0, 1, 0, 1, 0, 1 ].map( ( node ) => visit( node, post ) )
		);
		for ( const html of pages ) {
			expect( html ).toContain(
				first.images[ 0 ].url.replace( /&/g, '&amp;' )
			);
		}
		await expect.poll( () => fake.count( 'media' ) ).toBe( 3 );
		for ( const node of [ 1, 0 ] ) {
			await visit( node, post );
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
		expect( fake.count( 'media' ) ).toBe( 3 );
	} finally {
		fake.failWith = null;
		await pointPluginAtInstagram( admins[ 0 ], 0, { app: null } );
		await fake.close();
	}
} );

test( 'resolve-redirect: an address resolved through one node is kept for the hour and answered from the cache on the other', async () => {
	let hits = 0;
	const server = await listenOnLoopback( ( req, res ) => {
		hits++;
		if ( req.url === '/short' ) {
			res.writeHead( 301, { Location: '/e/two-servers-1' } );
		} else {
			res.writeHead( 200, { 'Content-Type': 'text/html' } );
		}
		res.end();
	} );
	const port = server.port;
	const url = `http://127.0.0.1:${ port }/short`;
	const resolve = async ( node: number ) => {
		const res = await admins[ node ].get( '/wpcom/v2/resolve-redirect', {
			url,
		} );
		expect( res.status() ).toBe( 200 );
		return res.json();
	};
	try {
		const set = await admins[ 0 ].post(
			'/blockpack-test/v1/http-recorder',
			{
				port,
				rate_limit: 1000,
			}
		);
		expect( set.status() ).toBe( 200 );
		expect( await resolve( 0 ) ).toEqual( {
			url: `http://127.0.0.1:${ port }/e/two-servers-1`,
		} );
		expect( hits ).toBe( 2 );
		// Node 2 sees the answer node 1 kept, for the hour (read through the cache API).
		const kept = await admins[ 1 ].get(
			'/blockpack-test/v1/http-recorder'
		);
		const { cache } = ( await kept.json() ) as {
			cache: Array< { expires_in: number; value: unknown } >;
		};
		expect( cache.map( ( entry ) => entry.value ) ).toEqual( [
			{ url: `http://127.0.0.1:${ port }/e/two-servers-1`, status: 200 },
		] );
		expect( cache[ 0 ].expires_in ).toBeGreaterThan( 3500 );
		expect( cache[ 0 ].expires_in ).toBeLessThanOrEqual( 3600 );
		expect( await resolve( 1 ) ).toEqual( {
			url: `http://127.0.0.1:${ port }/e/two-servers-1`,
		} );
		expect( hits ).toBe( 2 );
	} finally {
		await admins[ 0 ].post( '/blockpack-test/v1/http-recorder', {
			port: 0,
		} );
		await server.close();
	}
} );
