/**
 * External media, Openverse: the list (Jetpack's shape, pages through `page_handle`, mature
 * results off, kept an hour), the copy into the library (each id looked up at Openverse, the
 * service's own file downloaded through the guarded fetch, credit in caption and meta), no
 * address the request names ever fetched, inner download addresses refused, Openverse's quota
 * and failures mapped to the contract's errors, the source turned off, and the optional
 * Openverse app (checked on save, its token used and kept). Against a fake Openverse on
 * 127.0.0.1.
 */
import { test, expect } from '@playwright/test';
import { listenOnLoopback, type LoopbackServer } from '../fakes/loopback';
import {
	CLIENT_ID,
	CLIENT_SECRET,
	MOUNTAIN_COUNT,
	imageId,
	pointPluginAtOpenverse,
	startFakeOpenverse,
	type FakeOpenverse,
} from '../fakes/openverse';
import { BASE_URL, restAs, watchPhpErrors, type RestClient } from './utils';
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
	waitForSizes,
	expectOneTokenForPages,
} from './external-media-helpers';
import { solidPng } from '../../tools/bench/solid-png.mjs';

let fake: FakeOpenverse;
let inner: LoopbackServer;
let innerHits = 0;
let admin: RestClient;
let subscriber: RestClient;
let anonymous: RestClient;
let newPhpErrors: () => string[];
const created: number[] = [];

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	newPhpErrors = await watchPhpErrors();
	fake = await startFakeOpenverse();
	// An inner service: nothing may ever reach it.
	inner = await listenOnLoopback( ( req, res ) => {
		innerHits++;
		res.end( 'secret' );
	} );
	admin = await restAs( 'admin' );
	subscriber = await restAs( 'subscriber' );
	anonymous = await restAs( 'anonymous' );
	await resetExternalMediaSettings( admin.context );
	await pointPluginAtOpenverse( admin, fake.port );
} );

test.afterAll( async () => {
	await deleteAttachments( admin, created );
	await resetExternalMediaSettings( admin.context );
	await pointPluginAtOpenverse( admin, 0 );
	await Promise.all( [
		admin.dispose(),
		subscriber.dispose(),
		anonymous.dispose(),
	] );
	await Promise.all( [ fake.close(), inner.close() ] );
} );

test( 'the routes need upload_files: 401 for visitors, 403 for subscribers', async () => {
	for ( const client of [ anonymous, subscriber ] ) {
		const status = client === anonymous ? 401 : 403;
		expect(
			(
				await client.get( listRoute( 'openverse' ), {
					search: 'mountain',
				} )
			).status()
		).toBe( status );
		expect(
			(
				await client.post( copyRoute( 'openverse' ), {
					external_ids: [ imageId( 1 ) ],
				} )
			).status()
		).toBe( status );
		expect(
			( await client.get( connectionRoute( 'openverse' ) ) ).status()
		).toBe( status );
	}
	expect( fake.requests ).toEqual( [] );
} );

test( 'the list: Jetpack’s shape with the credit, pages through page_handle, mature off, kept an hour', async () => {
	const res = await admin.get( listRoute( 'openverse' ), {
		search: 'mountain',
		number: '20',
	} );
	expect( res.status() ).toBe( 200 );
	const body = await res.json();
	expect( body.found ).toBe( MOUNTAIN_COUNT );
	expect( body.media ).toHaveLength( 20 );
	expect( body.meta ).toEqual( { next_page: '2', account: null } );
	expect( body.media[ 0 ] ).toEqual( {
		ID: imageId( 1 ),
		URL: `http://127.0.0.1:${ fake.port }/v1/images/${ imageId( 1 ) }/thumb/`,
		thumbnails: {
			thumbnail: `http://127.0.0.1:${ fake.port }/v1/images/${ imageId( 1 ) }/thumb/`,
			large: `http://127.0.0.1:${ fake.port }/files/${ imageId( 1 ) }.png`,
		},
		name: 'Mountain 1',
		title: 'Mountain 1',
		caption: '"Mountain 1" by Creator 1 is licensed under CC BY 2.0.',
		type: 'image',
		width: 16,
		height: 12,
		credit: {
			title: 'Mountain 1',
			creator: 'Creator 1',
			creator_url: 'https://example.org/creators/1',
			license: 'CC BY 2.0',
			license_url: 'https://creativecommons.org/licenses/by/2.0/',
			landing_url: 'https://example.org/photos/1',
		},
	} );
	expect( body.media[ 4 ].caption ).toBe(
		'"Mountain 5" by Creator 5 is marked with CC0 1.0.'
	);
	expect( fake.requests ).toHaveLength( 1 );
	expect( fake.requests[ 0 ] ).toMatchObject( {
		method: 'GET',
		path: '/v1/images/',
		query: { q: 'mountain', page: '1', page_size: '20', mature: 'false' },
		// No app: anonymous.
		authorization: '',
	} );

	const second = await (
		await admin.get( listRoute( 'openverse' ), {
			search: 'mountain',
			page_handle: '2',
		} )
	).json();
	expect( second.media.map( ( item: { ID: string } ) => item.ID ) ).toEqual(
		Array.from( { length: MOUNTAIN_COUNT - 20 }, ( _, i ) =>
			imageId( 21 + i )
		)
	);
	expect( second.meta.next_page ).toBe( false );

	// Kept an hour: the same page again does not ask Openverse.
	const asked = fake.requests.length;
	await admin.get( listRoute( 'openverse' ), {
		search: 'mountain',
		number: '20',
	} );
	expect( fake.requests.length ).toBe( asked );

	const none = await admin.get( listRoute( 'openverse' ), {
		search: 'no such thing',
	} );
	expect( await none.json() ).toEqual( {
		media: [],
		found: 0,
		meta: { next_page: false, account: null },
	} );

	// Declared arguments: out of range or malformed is refused before Openverse is asked.
	const before = fake.requests.length;
	const malformed: Array< Record< string, string > > = [
		{ number: '31' },
		{ number: '0' },
		{ page_handle: 'x' },
	];
	for ( const params of malformed ) {
		expect(
			(
				await admin.get( listRoute( 'openverse' ), {
					search: 'mountain',
					...params,
				} )
			).status()
		).toBe( 400 );
	}
	expect( fake.requests.length ).toBe( before );
} );

test( 'the copy: two items become two attachments on the site, with their credit in caption and meta', async () => {
	const post = await (
		await admin.post( '/wp/v2/posts', {
			title: 'External media parent',
			status: 'draft',
		} )
	).json();
	const res = await admin.post( copyRoute( 'openverse' ), {
		external_ids: [ imageId( 1 ), imageId( 5 ) ],
		post_id: post.id,
	} );
	expect( res.status() ).toBe( 200 );
	const copied = await res.json();
	expect( copied ).toHaveLength( 2 );
	created.push( ...copied.map( ( one: { id: number } ) => one.id ) );
	const licensed =
		'"<a href="https://example.org/photos/1" rel="noopener nofollow">Mountain 1</a>" by <a href="https://example.org/creators/1" rel="noopener nofollow">Creator 1</a> is licensed under <a href="https://creativecommons.org/licenses/by/2.0/" rel="noopener nofollow">CC BY 2.0</a>.';
	expect( copied[ 0 ] ).toEqual( {
		id: expect.any( Number ),
		url: expect.stringMatching(
			new RegExp(
				`^${ BASE_URL }/wp-content/uploads/.*openverse-${ imageId( 1 ) }\\.png$`
			)
		),
		alt: '',
		caption: licensed,
		title: 'Mountain 1',
	} );
	expect( copied[ 1 ].caption ).toContain(
		'is marked with <a href="https://creativecommons.org/publicdomain/zero/1.0/" rel="noopener nofollow">CC0 1.0</a>.'
	);

	const first = await attachment( admin, copied[ 0 ].id );
	expect( first.caption ).toBe( licensed );
	expect( first.mime ).toBe( 'image/png' );
	expect( first.sourceUrl ).toBe( copied[ 0 ].url );
	expect( first.parent ).toBe( post.id );
	expect( first.meta ).toEqual( {
		source: 'openverse',
		id: imageId( 1 ),
		title: 'Mountain 1',
		creator: 'Creator 1',
		creator_url: 'https://example.org/creators/1',
		license: 'CC BY 2.0',
		license_url: 'https://creativecommons.org/licenses/by/2.0/',
		landing_url: 'https://example.org/photos/1',
	} );
	// The site's own file, served by the site.
	const file = await admin.context.get( copied[ 0 ].url );
	expect( file.status() ).toBe( 200 );
	expect( file.headers()[ 'content-type' ] ).toBe( 'image/png' );
	await admin.delete( `/wp/v2/posts/${ post.id }`, { force: 'true' } );

	// A post the user cannot name: 404.
	const missing = await admin.post( copyRoute( 'openverse' ), {
		external_ids: [ imageId( 2 ) ],
		post_id: 987654,
	} );
	expect( missing.status() ).toBe( 404 );
} );

test( 'the copy answers with the thumbnail made; the larger sizes follow once it has answered', async () => {
	fake.file = {
		type: 'image/png',
		bytes: solidPng( 1600, 1067, [ 90, 140, 60 ] ),
	};
	try {
		const res = await admin.post( copyRoute( 'openverse' ), {
			external_ids: [ imageId( 4 ) ],
		} );
		expect( res.status() ).toBe( 200 );
		const [ copied ] = await res.json();
		created.push( copied.id );
		// The answer's own view: the thumbnail only, made before it.
		const now = await (
			await admin.get( `/wp/v2/media/${ copied.id }` )
		).json();
		expect( now.media_details.sizes.thumbnail ).toBeDefined();
		expect(
			await waitForSizes( admin, copied.id, [
				'thumbnail',
				'medium',
				'medium_large',
				'large',
				'1536x1536',
			] )
		).toEqual(
			expect.arrayContaining( [ 'medium', 'large', '1536x1536' ] )
		);
		const large = await admin.context.get(
			(
				await (
					await admin.get( `/wp/v2/media/${ copied.id }` )
				).json()
			).media_details.sizes.large.source_url
		);
		expect( large.status() ).toBe( 200 );
	} finally {
		fake.file = null;
	}
	expect( newPhpErrors() ).toEqual( [] );
} );

test( 'a copy never fetches an address the request names; inner download addresses are refused', async () => {
	const innerUrls = [
		`http://127.0.0.1:${ inner.port }/secret.png`,
		'http://169.254.169.254/latest/meta-data/',
		'file:///etc/passwd',
	];
	const asked = fake.requests.length;
	const res = await admin.post( copyRoute( 'openverse' ), {
		external_ids: [ imageId( 2 ) ],
		media: innerUrls.map( ( url ) => ( {
			guid: url,
			url,
			caption: '',
			title: 'x',
		} ) ),
	} );
	expect( res.status() ).toBe( 200 );
	const [ copied ] = await res.json();
	created.push( copied.id );
	expect( copied.url ).toMatch(
		new RegExp( `^${ BASE_URL }/wp-content/uploads/` )
	);
	// Only Openverse's lookup and Openverse's own file.
	expect( fake.requests.slice( asked ).map( ( one ) => one.path ) ).toEqual( [
		`/v1/images/${ imageId( 2 ) }/`,
		`/files/${ imageId( 2 ) }.png`,
	] );

	// Items whose download address (Openverse's answer) is an inner one.
	const toInner = fake.addImage( 201, { url: innerUrls[ 0 ] } );
	const toMetadata = fake.addImage( 202, { url: innerUrls[ 1 ] } );
	const toFile = fake.addImage( 203, { url: innerUrls[ 2 ] } );
	const notImage = fake.addImage( 204, {
		url: `http://127.0.0.1:${ fake.port }/files/not-an-image.png`,
	} );
	const unknown = imageId( 404 );
	const refused = await (
		await admin.post( copyRoute( 'openverse' ), {
			external_ids: [
				toInner,
				toMetadata,
				toFile,
				notImage,
				unknown,
				'../../etc/passwd',
				imageId( 3 ),
			],
		} )
	).json();
	expect(
		refused.slice( 0, 6 ).map( ( one: { code: string } ) => one.code )
	).toEqual( [
		'external_media_download_failed',
		'external_media_download_failed',
		// Not a web address: the item is taken as a bad answer, nothing is fetched.
		'external_media_unavailable',
		'external_media_not_image',
		'external_media_not_found',
		'external_media_invalid_id',
	] );
	expect( refused[ 0 ] ).toEqual( {
		external_id: toInner,
		code: 'external_media_download_failed',
		message: 'The picture could not be downloaded from the media source.',
	} );
	// The other items are copied all the same.
	expect( refused[ 6 ] ).toMatchObject( {
		id: expect.any( Number ),
		title: 'Mountain 3',
	} );
	created.push( refused[ 6 ].id );
	expect( innerHits ).toBe( 0 );
} );

test( 'Openverse’s quota and failures: 429 external_media_rate_limited, 424 external_media_unavailable', async () => {
	fake.failWith = 429;
	try {
		const res = await admin.get( listRoute( 'openverse' ), {
			search: 'mountain',
			page_handle: '3',
		} );
		await expectError( res, 429, 'external_media_rate_limited' );
		const copy = await (
			await admin.post( copyRoute( 'openverse' ), {
				external_ids: [ imageId( 7 ) ],
			} )
		).json();
		expect( copy[ 0 ].code ).toBe( 'external_media_rate_limited' );
		fake.failWith = 500;
		const failed = await admin.get( listRoute( 'openverse' ), {
			search: 'mountain',
			page_handle: '4',
		} );
		await expectError( failed, 424, 'external_media_unavailable' );
	} finally {
		fake.failWith = null;
	}
	// Errors are not kept: the next call asks again and succeeds.
	const again = await admin.get( listRoute( 'openverse' ), {
		search: 'mountain',
		page_handle: '3',
	} );
	expect( again.status() ).toBe( 200 );
} );

test( 'connection: connected without any key; DELETE answers not connected', async () => {
	expect(
		await ( await admin.get( connectionRoute( 'openverse' ) ) ).json()
	).toEqual( {
		connected: true,
		account: null,
	} );
	expect(
		await ( await admin.delete( connectionRoute( 'openverse' ) ) ).json()
	).toEqual( {
		connected: false,
	} );
} );

test( 'an Openverse app: checked on save, its token asked once, kept and sent', async () => {
	let page = await saveExternalMediaSettings( admin.context, {
		blockpack_openverse_client_id: CLIENT_ID,
		blockpack_openverse_client_secret: 'WrongSecret0000000000000001',
	} );
	expect( page ).toContain( 'Openverse rejected this client ID and secret.' );
	expect( page ).toContain( 'The previous client secret was kept.' );

	page = await saveExternalMediaSettings( admin.context, {
		blockpack_openverse_client_id: CLIENT_ID,
		blockpack_openverse_client_secret: CLIENT_SECRET,
	} );
	expect( page ).not.toContain( CLIENT_SECRET );
	expect( page ).toContain( `••••${ CLIENT_SECRET.slice( -4 ) }` );
	const checks = fake.requests.filter(
		( one ) => one.path === '/v1/auth_tokens/token/'
	);
	expect( checks.at( -1 )?.body ).toContain( `client_id=${ CLIENT_ID }` );
	expect( checks.at( -1 )?.body ).toContain(
		'grant_type=client_credentials'
	);

	await pointPluginAtOpenverse( admin, fake.port );
	await expectOneTokenForPages( fake, [
		[ admin, '1' ],
		[ admin, '2' ],
	] );
	await resetExternalMediaSettings( admin.context );
} );

test( 'turned off: every route answers 404 external_media_disabled and the editor does not offer it', async () => {
	expect(
		( await editorExternalMedia( admin.context ) ).sources
	).toContainEqual( {
		id: 'openverse',
		label: 'Openverse',
	} );
	await saveExternalMediaSettings( admin.context, {
		blockpack_external_media_openverse: '',
	} );
	try {
		const asked = fake.requests.length;
		for ( const res of [
			await admin.get( listRoute( 'openverse' ), { search: 'mountain' } ),
			await admin.post( copyRoute( 'openverse' ), {
				external_ids: [ imageId( 1 ) ],
			} ),
			await admin.get( connectionRoute( 'openverse' ) ),
		] ) {
			await expectError( res, 404, 'external_media_disabled' );
		}
		expect( fake.requests.length ).toBe( asked );
		const data = await editorExternalMedia( admin.context );
		expect(
			data.sources.map( ( one: { id: string } ) => one.id )
		).not.toContain( 'openverse' );
		expect( data.settingsUrl ).toBe(
			`${ BASE_URL }/wp-admin/options-general.php?page=blockpack#external-media`
		);
	} finally {
		await resetExternalMediaSettings( admin.context );
	}
	expect( newPhpErrors() ).toEqual( [] );
} );
