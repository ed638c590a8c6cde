/**
 * A video's file settings and privacy (extensions/extended-blocks/core-video/php/privacy.php),
 * over HTTP as the admin, a subscriber and a visitor: the settings route's defaults, checks and
 * refusals; a private video's file is not reachable by its address, its guarded address plays
 * for members with byte ranges (206, 416) and not for visitors, `/wp/v2/media` and the post's
 * page do not leak the file, the page is private to caches; public again, the file is back;
 * "Allow download" off reaches the visitor's markup.
 */
import crypto from 'crypto';
import { test, expect } from '@playwright/test';
import { publishPost, restAs, watchPhpErrors, type RestClient } from './utils';
import { ensureUsers } from './users';
import { BIRDS } from './video-helpers';

let admin: RestClient;
let subscriber: RestClient;
let visitor: RestClient;
let videoId = 0;
let publicUrl = '';
let original: Buffer;
let newPhpErrors: () => string[];

const settings = ( client: RestClient, data?: Record< string, unknown > ) =>
	data
		? client.post( `/blockpack/v1/video/${ videoId }/settings`, data )
		: client.get( `/blockpack/v1/video/${ videoId }/settings` );
const sha1 = ( bytes: Buffer ) =>
	crypto.createHash( 'sha1' ).update( bytes ).digest( 'hex' );
const path = ( url: string ) => {
	const u = new URL( url );
	return u.pathname + u.search;
};

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
	await ensureUsers( admin, [ 'subscriber' ] );
	subscriber = await restAs( 'subscriber' );
	visitor = await restAs( 'anonymous' );
	original = Buffer.from( await ( await admin.context.get( BIRDS ) ).body() );
	const created = await admin.context.post(
		'/index.php?rest_route=/wp/v2/media',
		{
			headers: {
				'X-WP-Nonce': admin.nonce,
				'Content-Type': 'video/mp4',
				'Content-Disposition':
					'attachment; filename="private-birds.mp4"',
			},
			data: original,
		}
	);
	expect( created.status() ).toBe( 201 );
	const media = await created.json();
	videoId = media.id;
	publicUrl = media.source_url;
	newPhpErrors = await watchPhpErrors();
} );

test.afterAll( async () => {
	await admin.delete( `/wp/v2/media/${ videoId }`, { force: 'true' } );
	expect( newPhpErrors() ).toEqual( [] );
	await Promise.all(
		[ admin, subscriber, visitor ].map( ( c ) => c.dispose() )
	);
} );

test( 'the settings: defaults, X-18 read as R-17, checks, and who may change them', async () => {
	const defaults = await settings( admin );
	expect( defaults.status() ).toBe( 200 );
	expect( await defaults.json() ).toEqual( {
		rating: null,
		allow_download: true,
		privacy: 2,
		is_private: false,
		url: publicUrl,
	} );
	const rated = await settings( admin, { rating: 'X-18' } );
	expect( ( await rated.json() ).rating ).toBe( 'R-17' );
	expect( ( await settings( admin, { rating: 'NC-17' } ) ).status() ).toBe(
		400
	);
	expect( ( await settings( admin, { privacy: 5 } ) ).status() ).toBe( 400 );
	expect( ( await settings( subscriber, { privacy: 0 } ) ).status() ).toBe(
		403
	);
	expect( ( await settings( visitor, { privacy: 0 } ) ).status() ).toBe(
		401
	);
	// A post that is no video.
	const post = await publishPost( admin, 'posts', 'Not a video', '' );
	const notVideo = await admin.get(
		`/blockpack/v1/video/${ post.id }/settings`
	);
	expect( notVideo.status() ).toBe( 400 );
	await admin.delete( `/wp/v2/posts/${ post.id }`, { force: 'true' } );
} );

test( 'a private video: its file unreachable, its guarded address for members with byte ranges, no leak', async () => {
	const res = await settings( admin, { privacy: 1 } );
	expect( res.status() ).toBe( 200 );
	const now = await res.json();
	expect( now ).toMatchObject( { privacy: 1, is_private: true } );
	expect( now.url ).toMatch(
		new RegExp( `\\?blockpack_video=${ videoId }$` )
	);

	// The address the file had leads nowhere, nor does the private folder.
	expect( ( await visitor.context.get( path( publicUrl ) ) ).status() ).toBe(
		404
	);
	const privateFile = path( publicUrl ).replace(
		/\/uploads\/\d{4}\/\d{2}\//,
		'/uploads/blockpack-private-videos/'
	);
	expect( ( await visitor.context.get( privateFile ) ).status() ).toBe( 403 );

	// Visitors are refused; members get the video, whole or in ranges.
	const guarded = path( now.url );
	const refused = await visitor.context.get( guarded );
	expect( refused.status() ).toBe( 401 );
	expect( await refused.text() ).toBe( 'This video is private.' );
	const whole = await subscriber.context.get( guarded );
	expect( whole.status() ).toBe( 200 );
	expect( whole.headers()[ 'accept-ranges' ] ).toBe( 'bytes' );
	expect( whole.headers()[ 'cache-control' ] ).toContain( 'private' );
	expect( sha1( Buffer.from( await whole.body() ) ) ).toBe(
		sha1( original )
	);
	const size = original.length;
	for ( const [ range, first, last ] of [
		[ 'bytes=0-99', 0, 99 ],
		[ 'bytes=100-', 100, size - 1 ],
		[ 'bytes=-50', size - 50, size - 1 ],
	] as const ) {
		const part = await admin.context.get( guarded, {
			headers: { Range: range },
		} );
		expect( part.status(), range ).toBe( 206 );
		expect( part.headers()[ 'content-range' ] ).toBe(
			`bytes ${ first }-${ last }/${ size }`
		);
		expect(
			Buffer.from( await part.body() ).equals(
				original.subarray( first, last + 1 )
			)
		).toBe( true );
	}
	const beyond = await admin.context.get( guarded, {
		headers: { Range: `bytes=${ size }-` },
	} );
	expect( beyond.status() ).toBe( 416 );
	expect( beyond.headers()[ 'content-range' ] ).toBe( `bytes */${ size }` );

	// The media library tells visitors nothing of the file's place.
	const media = await visitor.get( `/wp/v2/media/${ videoId }` );
	expect( await media.text() ).not.toContain( 'blockpack-private-videos' );

	// A post holding the video (saved with the address the file had): visitors are told it is
	// private, members play it from the guarded address; the page is private to caches.
	const post = await publishPost(
		admin,
		'posts',
		'A private video',
		`<!-- wp:video {"id":${ videoId }} -->\n<figure class="wp-block-video"><video controls src="${ publicUrl }"></video><figcaption class="wp-element-caption">Birds</figcaption></figure>\n<!-- /wp:video -->`
	);
	const seen = await visitor.context.get( `/?p=${ post.id }` );
	const html = await seen.text();
	expect( html ).toContain( 'This video is private.' );
	expect( html ).not.toContain( 'private-birds' );
	// No video, no control layer.
	expect( html ).not.toContain( 'blockpack-video-controls' );
	expect( seen.headers()[ 'cache-control' ] ).toContain( 'private' );
	const member = await (
		await subscriber.context.get( `/?p=${ post.id }` )
	).text();
	expect( member ).toMatch(
		new RegExp(
			`<video id="blockpack-video-\\d+" controls src="[^"]*\\?blockpack_video=${ videoId }"`
		)
	);
	await admin.delete( `/wp/v2/posts/${ post.id }`, { force: 'true' } );
} );

test( 'public again: the file is back at its address; downloads off reach the markup', async () => {
	const res = await settings( admin, { privacy: 0, allow_download: false } );
	const now = await res.json();
	expect( now ).toMatchObject( {
		privacy: 0,
		is_private: false,
		allow_download: false,
	} );
	expect( now.url ).toBe( publicUrl );
	const file = await visitor.context.get( path( publicUrl ) );
	expect( file.status() ).toBe( 200 );
	expect( sha1( Buffer.from( await file.body() ) ) ).toBe( sha1( original ) );
	const post = await publishPost(
		admin,
		'posts',
		'A public video',
		`<!-- wp:video {"id":${ videoId }} -->\n<figure class="wp-block-video"><video controls src="${ publicUrl }"></video></figure>\n<!-- /wp:video -->`
	);
	const html = await (
		await visitor.context.get( `/?p=${ post.id }` )
	).text();
	expect( html ).toMatch(
		new RegExp(
			`<video id="blockpack-video-\\d+" controlslist="nodownload" controls src="${ publicUrl }"`
		)
	);
	await admin.delete( `/wp/v2/posts/${ post.id }`, { force: 'true' } );
} );
