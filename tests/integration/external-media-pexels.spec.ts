/**
 * External media, Pexels: the site's API key (checked with Pexels on save, masked), the source
 * offered only with a key, curated photos and searches (Jetpack's shape, each query kept an
 * hour), the copy with Pexels' credit and alt text, Pexels' quota (429) and failures mapped to
 * the contract's errors, the per-user hourly limit on our counters, and the size cap. Against a
 * fake Pexels on 127.0.0.1.
 */
import { test, expect } from '@playwright/test';
import {
	BAD_KEY,
	GOOD_KEY,
	PHOTO_COUNT,
	photoId,
	pointPluginAtPexels,
	startFakePexels,
	type FakePexels,
} from '../fakes/pexels';
import { BASE_URL, restAs, watchPhpErrors, type RestClient } from './utils';
import { ensureUsers, logInAs } from './users';
import {
	attachment,
	connectionRoute,
	copyRoute,
	deleteAttachments,
	expectError,
	editorExternalMedia,
	listRoute,
	resetExternalMediaSettings,
	saveExternalMediaSettings,
} from './external-media-helpers';

let fake: FakePexels;
let admin: RestClient;
let newPhpErrors: () => string[];
const created: number[] = [];

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	newPhpErrors = await watchPhpErrors();
	fake = await startFakePexels();
	admin = await restAs( 'admin' );
	await pointPluginAtPexels( admin, fake.port );
	await resetExternalMediaSettings( admin.context );
} );

test.afterAll( async () => {
	await deleteAttachments( admin, created );
	await resetExternalMediaSettings( admin.context );
	await pointPluginAtPexels( admin, 0 );
	await admin.dispose();
	await fake.close();
} );

test( 'without a key: not offered, not connected, its routes answer authorization_required', async () => {
	const data = await editorExternalMedia( admin.context );
	expect( data.sources ).toEqual( [
		{ id: 'openverse', label: 'Openverse' },
	] );
	expect(
		await ( await admin.get( connectionRoute( 'pexels' ) ) ).json()
	).toEqual( {
		connected: false,
		account: null,
	} );
	for ( const res of [
		await admin.get( listRoute( 'pexels' ) ),
		await admin.post( copyRoute( 'pexels' ), {
			external_ids: [ String( photoId( 1 ) ) ],
		} ),
	] ) {
		await expectError( res, 403, 'authorization_required' );
	}
	expect( fake.requests ).toEqual( [] );
} );

test( 'the key is checked with Pexels on save: a refused key is kept out, a good one saved masked', async () => {
	let page = await saveExternalMediaSettings( admin.context, {
		blockpack_pexels_api_key: BAD_KEY,
	} );
	expect( page ).toContain( 'Pexels rejected this API key.' );
	expect( page ).toContain( 'The previous API key was kept.' );
	expect( page ).not.toContain( BAD_KEY.slice( -8 ) );
	expect( fake.requests.at( -1 ) ).toMatchObject( {
		path: '/v1/curated',
		query: { per_page: '1' },
		authorization: BAD_KEY,
	} );
	// A key of the wrong form never reaches Pexels.
	const asked = fake.requests.length;
	page = await saveExternalMediaSettings( admin.context, {
		blockpack_pexels_api_key: 'not a key!',
	} );
	expect( page ).toContain( 'This does not look like a Pexels API key' );
	expect( fake.requests.length ).toBe( asked );
	expect( ( await admin.get( listRoute( 'pexels' ) ) ).status() ).toBe( 403 );

	page = await saveExternalMediaSettings( admin.context, {
		blockpack_pexels_api_key: GOOD_KEY,
	} );
	expect( page ).not.toContain( GOOD_KEY );
	expect( page ).toContain( `••••${ GOOD_KEY.slice( -4 ) }` );
	expect( ( await editorExternalMedia( admin.context ) ).sources ).toEqual( [
		{ id: 'openverse', label: 'Openverse' },
		{ id: 'pexels', label: 'Pexels Free Photos' },
	] );
	expect(
		await ( await admin.get( connectionRoute( 'pexels' ) ) ).json()
	).toEqual( {
		connected: true,
		account: null,
	} );
	// An empty field keeps the key.
	page = await saveExternalMediaSettings( admin.context, {} );
	expect( page ).toContain( `••••${ GOOD_KEY.slice( -4 ) }` );
} );

test( 'curated photos and searches: Jetpack’s shape, pages, each query kept an hour', async () => {
	await pointPluginAtPexels( admin, fake.port );
	const asked = fake.apiCalls().length;
	const res = await admin.get( listRoute( 'pexels' ) );
	expect( res.status() ).toBe( 200 );
	const body = await res.json();
	expect( body.found ).toBe( PHOTO_COUNT );
	expect( body.media ).toHaveLength( 20 );
	expect( body.meta ).toEqual( { next_page: '2', account: null } );
	const file = ( id: number, size: string ) =>
		`http://127.0.0.1:${ fake.port }/files/pexels-photo-${ id }-${ size }.jpeg`;
	expect( body.media[ 0 ] ).toEqual( {
		ID: String( photoId( 1 ) ),
		URL: file( photoId( 1 ), 'medium' ),
		thumbnails: {
			thumbnail: file( photoId( 1 ), 'small' ),
			large: file( photoId( 1 ), 'large' ),
		},
		name: 'Ocean view 1',
		title: 'Ocean view 1',
		caption: 'Photo by Photographer 1 on Pexels',
		type: 'image',
		width: 8,
		height: 8,
		credit: {
			title: 'Ocean view 1',
			creator: 'Photographer 1',
			creator_url: 'https://www.pexels.com/@photographer-1',
			license: 'Pexels License',
			license_url: 'https://www.pexels.com/license/',
			landing_url: `https://www.pexels.com/photo/ocean-view-${ photoId( 1 ) }/`,
		},
	} );
	expect( fake.apiCalls().slice( asked ) ).toEqual( [
		{
			method: 'GET',
			path: '/v1/curated',
			query: { per_page: '20', page: '1' },
			authorization: GOOD_KEY,
			body: '',
		},
	] );
	const last = await (
		await admin.get( listRoute( 'pexels' ), {
			search: 'ocean',
			page_handle: '2',
		} )
	).json();
	expect( last.media.map( ( one: { ID: string } ) => one.ID ) ).toEqual(
		Array.from( { length: PHOTO_COUNT - 20 }, ( _, i ) =>
			String( photoId( 21 + i ) )
		)
	);
	expect( last.meta.next_page ).toBe( false );
	expect( fake.apiCalls().at( -1 )?.query ).toEqual( {
		query: 'ocean',
		per_page: '20',
		page: '2',
	} );
	const none = await (
		await admin.get( listRoute( 'pexels' ), { search: 'nothing like it' } )
	).json();
	expect( none ).toEqual( {
		media: [],
		found: 0,
		meta: { next_page: false, account: null },
	} );

	// Each query kept an hour: asked again, Pexels is not.
	const before = fake.apiCalls().length;
	await admin.get( listRoute( 'pexels' ) );
	await admin.get( listRoute( 'pexels' ), {
		search: 'ocean',
		page_handle: '2',
	} );
	expect( fake.apiCalls().length ).toBe( before );
} );

test( 'the copy: two photos in the library with Pexels’ credit, alt text and meta', async () => {
	const res = await admin.post( copyRoute( 'pexels' ), {
		external_ids: [ String( photoId( 1 ) ), String( photoId( 2 ) ) ],
		media: [ { guid: 'http://169.254.169.254/latest/meta-data/' } ],
	} );
	expect( res.status() ).toBe( 200 );
	const copied = await res.json();
	created.push( ...copied.map( ( one: { id: number } ) => one.id ) );
	const credit = `Photo by <a href="https://www.pexels.com/@photographer-1" rel="noopener nofollow">Photographer 1</a> on <a href="https://www.pexels.com/photo/ocean-view-${ photoId( 1 ) }/" rel="noopener nofollow">Pexels</a>`;
	expect( copied[ 0 ] ).toEqual( {
		id: expect.any( Number ),
		url: expect.stringMatching(
			new RegExp(
				`^${ BASE_URL }/wp-content/uploads/.*pexels-${ photoId( 1 ) }\\.jpg$`
			)
		),
		alt: 'Ocean view 1',
		caption: credit,
		title: 'Ocean view 1',
	} );
	expect( copied[ 1 ] ).toMatchObject( {
		alt: 'Ocean view 2',
		title: 'Ocean view 2',
	} );
	const first = await attachment( admin, copied[ 0 ].id );
	expect( first ).toMatchObject( {
		caption: credit,
		alt: 'Ocean view 1',
		mime: 'image/jpeg',
		sourceUrl: copied[ 0 ].url,
		parent: 0,
	} );
	expect( first.meta ).toEqual( {
		source: 'pexels',
		id: String( photoId( 1 ) ),
		title: 'Ocean view 1',
		creator: 'Photographer 1',
		creator_url: 'https://www.pexels.com/@photographer-1',
		license: 'Pexels License',
		license_url: 'https://www.pexels.com/license/',
		landing_url: `https://www.pexels.com/photo/ocean-view-${ photoId( 1 ) }/`,
	} );
	// Each photo looked up by its id, its large2x file downloaded.
	expect( fake.requests.slice( -4 ).map( ( one ) => one.path ) ).toEqual( [
		`/v1/photos/${ photoId( 1 ) }`,
		`/files/pexels-photo-${ photoId( 1 ) }-large2x.jpeg`,
		`/v1/photos/${ photoId( 2 ) }`,
		`/files/pexels-photo-${ photoId( 2 ) }-large2x.jpeg`,
	] );
} );

test( 'a picture over the size cap is refused, the others copied', async () => {
	await pointPluginAtPexels( admin, fake.port, { maxBytes: 100 } );
	try {
		const copied = await (
			await admin.post( copyRoute( 'pexels' ), {
				external_ids: [ String( photoId( 3 ) ), '12x' ],
			} )
		).json();
		expect( copied ).toEqual( [
			{
				external_id: String( photoId( 3 ) ),
				code: 'external_media_too_large',
				message: 'The picture is larger than 100 B.',
			},
			{
				external_id: '12x',
				code: 'external_media_invalid_id',
				message: 'This is not an item of this media source.',
			},
		] );
	} finally {
		await pointPluginAtPexels( admin, fake.port );
	}
} );

test( 'Pexels’ quota (429) and failures map to external_media_rate_limited and external_media_unavailable', async () => {
	fake.failWith = 429;
	try {
		const res = await admin.get( listRoute( 'pexels' ), {
			search: 'waves',
		} );
		expect( res.status() ).toBe( 429 );
		expect( await res.json() ).toMatchObject( {
			code: 'external_media_rate_limited',
			data: { status: 429 },
		} );
		fake.failWith = 502;
		const failed = await admin.get( listRoute( 'pexels' ), {
			search: 'waves',
		} );
		await expectError( failed, 424, 'external_media_unavailable' );
	} finally {
		fake.failWith = null;
	}
	// A key Pexels no longer takes: the admins' message.
	fake.keys.delete( GOOD_KEY );
	try {
		const refused = await admin.get( listRoute( 'pexels' ), {
			search: 'waves',
		} );
		await expectError( refused, 403, 'authorization_required' );
	} finally {
		fake.keys.add( GOOD_KEY );
	}
} );

test( 'the per-user hourly limit: one user cannot use up the site’s quota; kept answers still served', async () => {
	await pointPluginAtPexels( admin, fake.port, { userLimit: 2 } );
	try {
		const asked = fake.apiCalls().length;
		expect(
			(
				await admin.get( listRoute( 'pexels' ), { search: 'one' } )
			).status()
		).toBe( 200 );
		expect(
			(
				await admin.get( listRoute( 'pexels' ), { search: 'two' } )
			).status()
		).toBe( 200 );
		const over = await admin.get( listRoute( 'pexels' ), {
			search: 'three',
		} );
		await expectError( over, 429, 'external_media_rate_limited' );
		expect( fake.apiCalls().length ).toBe( asked + 2 );
		// A kept answer costs nothing.
		expect(
			(
				await admin.get( listRoute( 'pexels' ), { search: 'one' } )
			).status()
		).toBe( 200 );

		// Another user has their own count.
		await ensureUsers( admin, [ 'author' ] );
		const author = await logInAs( 'author' );
		const asAuthor = await author.context.get(
			`/index.php?rest_route=${ encodeURIComponent( listRoute( 'pexels' ) ) }&search=three`,
			{ headers: { 'X-WP-Nonce': author.nonce } }
		);
		expect( asAuthor.status() ).toBe( 200 );
		await author.context.dispose();
	} finally {
		await pointPluginAtPexels( admin, fake.port );
	}
	expect( newPhpErrors() ).toEqual( [] );
} );
