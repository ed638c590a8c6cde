/**
 * External media on two web servers of one site (one MariaDB, one Redis object cache):
 * - the Pexels key saved through one node is what the other offers and sends; a query one node
 *   asked Pexels is answered by the other from the site's cache, without asking again;
 * - the per-user hourly limit counts on both nodes together, one request after another and all
 *   at once (our atomic counters: never more calls reach Pexels than the limit);
 * - the Openverse app's token is asked once for the site and sent by both nodes;
 * - a picture copied through one node is an attachment and a file the other serves;
 * - a Google account connected through one node is the user's on the other: a session made on
 *   one is polled and copied from on the other, and a token refreshed by one is the one the
 *   other sends.
 * The one-server specs (tests/integration/external-media-*.spec.ts) prove the rest.
 */
import { test, expect } from '@playwright/test';
import {
	GOOD_KEY,
	pointPluginAtPexels,
	startFakePexels,
	type FakePexels,
} from '../fakes/pexels';
import {
	CLIENT_ID,
	CLIENT_SECRET,
	imageId,
	pointPluginAtOpenverse,
	startFakeOpenverse,
	type FakeOpenverse,
} from '../fakes/openverse';
import type { RestClient } from '../integration/utils';
import {
	attachment,
	copyRoute,
	deleteAttachments,
	editorExternalMedia,
	listRoute,
	resetExternalMediaSettings,
	saveExternalMediaSettings,
	waitForSizes,
	expectOneTokenForPages,
} from '../integration/external-media-helpers';
import { expectTwoNodesWithRedis, restOnNodes } from './utils';
import {
	CLIENT_ID as GOOGLE_CLIENT_ID,
	CLIENT_SECRET as GOOGLE_CLIENT_SECRET,
	pointPluginAtGoogle,
	startFakeGoogle,
} from '../fakes/google-photos';
import { solidPng } from '../../tools/bench/solid-png.mjs';

let admins: RestClient[];
let pexels: FakePexels;
let openverse: FakeOpenverse;
const created: number[] = [];

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { request } ) => {
	await expectTwoNodesWithRedis( request );
	admins = await restOnNodes( 'admin' );
	pexels = await startFakePexels();
	openverse = await startFakeOpenverse();
	await pointPluginAtPexels( admins[ 0 ], pexels.port );
	await pointPluginAtOpenverse( admins[ 0 ], openverse.port );
	await resetExternalMediaSettings( admins[ 0 ].context );
} );

test.afterAll( async () => {
	await deleteAttachments( admins[ 0 ], created );
	await resetExternalMediaSettings( admins[ 0 ].context );
	await pointPluginAtPexels( admins[ 0 ], 0 );
	await pointPluginAtOpenverse( admins[ 0 ], 0 );
	await Promise.all( admins.map( ( admin ) => admin.dispose() ) );
	await pexels.close();
	await openverse.close();
} );

test( 'the Pexels key saved on one node is used by the other; a query one node asked is the other’s too', async () => {
	await saveExternalMediaSettings( admins[ 0 ].context, {
		blockpack_pexels_api_key: GOOD_KEY,
	} );
	expect(
		( await editorExternalMedia( admins[ 1 ].context ) ).sources
	).toEqual( [
		{ id: 'openverse', label: 'Openverse' },
		{ id: 'pexels', label: 'Pexels Free Photos' },
	] );
	const asked = pexels.apiCalls().length;
	const first = await admins[ 1 ].get( listRoute( 'pexels' ), {
		search: 'forest',
	} );
	expect( first.status() ).toBe( 200 );
	expect( pexels.apiCalls().slice( asked ) ).toEqual( [
		expect.objectContaining( {
			path: '/v1/search',
			authorization: GOOD_KEY,
		} ),
	] );
	const again = await admins[ 0 ].get( listRoute( 'pexels' ), {
		search: 'forest',
	} );
	expect( again.status() ).toBe( 200 );
	expect( await again.json() ).toEqual( await first.json() );
	expect( pexels.apiCalls().length ).toBe( asked + 1 );
} );

test( 'the per-user hourly limit counts on both nodes together, one after another and all at once', async () => {
	await pointPluginAtPexels( admins[ 0 ], pexels.port, { userLimit: 2 } );
	try {
		let asked = pexels.apiCalls().length;
		const statuses: number[] = [];
		for ( const [ node, search ] of [
			[ 0, 'one' ],
			[ 1, 'two' ],
			[ 0, 'three' ],
			[ 1, 'four' ],
		] as const ) {
			statuses.push(
				(
					await admins[ node ].get( listRoute( 'pexels' ), {
						search,
					} )
				).status()
			);
		}
		expect( statuses ).toEqual( [ 200, 200, 429, 429 ] );
		expect( pexels.apiCalls().length ).toBe( asked + 2 );

		// A fresh hour's count (the limit set again forgets the counters), spent all at once:
		// eight different queries, four to each node, and still only two reach Pexels.
		await pointPluginAtPexels( admins[ 0 ], pexels.port, { userLimit: 2 } );
		asked = pexels.apiCalls().length;
		const answers = await Promise.all(
			Array.from( { length: 8 }, ( _, n ) =>
				admins[ n % 2 ].get( listRoute( 'pexels' ), {
					search: `together ${ n }`,
				} )
			)
		);
		const codes = answers.map( ( res ) => res.status() ).sort();
		expect( codes ).toEqual( [ 200, 200, 429, 429, 429, 429, 429, 429 ] );
		expect( pexels.apiCalls().length ).toBe( asked + 2 );
	} finally {
		await pointPluginAtPexels( admins[ 0 ], pexels.port );
	}
} );

test( 'the Openverse app’s token is asked once for the site and sent by both nodes', async () => {
	await saveExternalMediaSettings( admins[ 0 ].context, {
		blockpack_pexels_api_key: '',
		blockpack_openverse_client_id: CLIENT_ID,
		blockpack_openverse_client_secret: CLIENT_SECRET,
	} );
	// Forgets the token the check on save got, and every kept answer.
	await pointPluginAtOpenverse( admins[ 0 ], openverse.port );
	await expectOneTokenForPages( openverse, [
		[ admins[ 0 ], '1' ],
		[ admins[ 1 ], '2' ],
		[ admins[ 1 ], '3' ],
		[ admins[ 0 ], '4' ],
	] );
} );

test( 'a picture copied through one node is an attachment and files the other serves', async () => {
	openverse.file = {
		type: 'image/png',
		bytes: solidPng( 1600, 1067, [ 90, 140, 60 ] ),
	};
	const res = await admins[ 1 ].post( copyRoute( 'openverse' ), {
		external_ids: [ imageId( 3 ) ],
	} );
	expect( res.status() ).toBe( 200 );
	const [ copied ] = await res.json();
	expect( copied.id ).toBeGreaterThan( 0 );
	created.push( copied.id );
	const seen = await attachment( admins[ 0 ], copied.id );
	expect( seen.meta.source ).toBe( 'openverse' );
	expect( seen.sourceUrl ).toBe( copied.url );
	// The sizes node 2 makes after its answer are the site's too.
	await waitForSizes( admins[ 0 ], copied.id, [ 'thumbnail', 'large' ] );
	const media = await (
		await admins[ 0 ].get( `/wp/v2/media/${ copied.id }` )
	).json();
	for ( const url of [
		copied.url,
		media.media_details.sizes.large.source_url,
	] ) {
		// The same path asked of each node (the site's address names one of them).
		const path = new URL( url ).pathname;
		const files = await Promise.all(
			admins.map( async ( admin ) => {
				const file = await admin.context.get( path );
				expect( file.status() ).toBe( 200 );
				return ( await file.body() ).toString( 'base64' );
			} )
		);
		expect( files[ 1 ] ).toBe( files[ 0 ] );
	}
} );

test( 'Google Photos: connected through one node, a session made and copied on the other, polled on both; a refreshed token shared', async () => {
	const google = await startFakeGoogle();
	await pointPluginAtGoogle( admins[ 0 ], google.port );
	try {
		await saveExternalMediaSettings( admins[ 0 ].context, {
			blockpack_google_client_id: GOOGLE_CLIENT_ID,
			blockpack_google_client_secret: GOOGLE_CLIENT_SECRET,
		} );
		// Connect through node 1's pages (the popup's flow, redirects followed).
		const { connect_url: connectUrl } = await (
			await admins[ 0 ].get(
				'/wpcom/v2/external-media/connection/google_photos'
			)
		).json();
		const page = await (
			await admins[ 0 ].context.get( connectUrl )
		).text();
		expect( page ).toContain( 'Your Google account is connected.' );

		// A session made through node 2, with the token node 1 stored.
		const made = await admins[ 1 ].post(
			'/wpcom/v2/external-media/session/google_photos',
			{ number: 2 }
		);
		expect( made.status() ).toBe( 200 );
		const { id } = await made.json();
		google.pick( id, [ 'photo-1' ] );
		const polled = await (
			await admins[ 0 ].get(
				`/wpcom/v2/external-media/session/google_photos/${ id }`
			)
		).json();
		expect( polled.media_items_set ).toBe( true );

		// Google refuses the access token: node 2 refreshes it once; node 1 then sends the new
		// one without refreshing again.
		google.expireAccessTokens();
		const asked = google.requests.length;
		const copied = await (
			await admins[ 1 ].post( copyRoute( 'google_photos' ), {
				external_ids: [ `${ id }:photo-1` ],
			} )
		).json();
		expect( copied[ 0 ].id ).toBeGreaterThan( 0 );
		created.push( copied[ 0 ].id );
		expect(
			await (
				await admins[ 0 ].get(
					`/wpcom/v2/external-media/session/google_photos/${ id }`
				)
			).json()
		).toMatchObject( { media_items_set: true } );
		const refreshes = google.requests
			.slice( asked )
			.filter( ( one ) => one.path === '/token' );
		expect( refreshes ).toHaveLength( 1 );
		await waitForSizes( admins[ 0 ], copied[ 0 ].id, [ 'large' ] );
	} finally {
		await admins[ 0 ].delete(
			'/wpcom/v2/external-media/connection/google_photos'
		);
		await pointPluginAtGoogle( admins[ 0 ], 0 );
		await google.close();
	}
} );
