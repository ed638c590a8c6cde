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
import { submitSettingsForm } from './settings-form';
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
	// Also when the block's comment lists other attributes, objects among them, before the id.
	const later = await publishPost(
		admin,
		'posts',
		'A private video, among other blocks',
		`<!-- wp:paragraph -->\n<p>Before</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:video {"tracks":[{"src":"https://example.test/a.vtt","srcLang":"en","kind":"subtitles"}],"id":${ videoId }} -->\n<figure class="wp-block-video"><video controls src="${ publicUrl }"><track src="https://example.test/a.vtt" srclang="en" kind="subtitles"/></video></figure>\n<!-- /wp:video -->`
	);
	const seenLater = await visitor.context.get( `/?p=${ later.id }` );
	expect( await seenLater.text() ).toContain( 'This video is private.' );
	expect( seenLater.headers()[ 'cache-control' ] ).toContain( 'private' );
	const member = await (
		await subscriber.context.get( `/?p=${ post.id }` )
	).text();
	expect( member ).toMatch(
		new RegExp(
			`<video id="blockpack-video-\\d+" controls src="[^"]*\\?blockpack_video=${ videoId }"`
		)
	);
	await admin.delete( `/wp/v2/posts/${ post.id }`, { force: 'true' } );
	await admin.delete( `/wp/v2/posts/${ later.id }`, { force: 'true' } );
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

/**
 * Uploads the test video to the media library under a name.
 *
 * @param name The file's name.
 * @return The attachment's id and address.
 */
async function uploadVideo( name: string ) {
	const created = await admin.context.post(
		'/index.php?rest_route=/wp/v2/media',
		{
			headers: {
				'X-WP-Nonce': admin.nonce,
				'Content-Type': 'video/mp4',
				'Content-Disposition': `attachment; filename="${ name }"`,
			},
			data: original,
		}
	);
	expect( created.status() ).toBe( 201 );
	const media = await created.json();
	return { id: media.id as number, url: media.source_url as string };
}

/**
 * Saves Settings → Blockpack → Video with the site's default privacy, as the form does.
 *
 * @param isPrivate Whether videos are private unless set otherwise.
 */
const saveSiteDefault = ( isPrivate: boolean ) =>
	submitSettingsForm( admin.context, 'blockpack_video', {
		blockpack_video_max_upload_mb: '5120',
		...( isPrivate ? { blockpack_video_private_by_default: '1' } : {} ),
	} );

test( 'a change of the site’s default moves the videos set to it: some at once, the rest by the hourly task', async () => {
	const videos = await Promise.all(
		[ 'default-a.mp4', 'default-b.mp4', 'default-c.mp4' ].map( uploadVideo )
	);
	const own = await uploadVideo( 'own-public.mp4' );
	await admin.post( `/blockpack/v1/video/${ own.id }/settings`, {
		privacy: 0,
	} );
	const state = async ( id: number ) =>
		( await admin.get( `/blockpack/v1/video/${ id }/settings` ) ).json();
	// Two a run, so that three videos (and the others of the library) take several.
	await admin.post( '/blockpack-test/v1/video', { privacy_batch: 2 } );
	try {
		for ( const isPrivate of [ true, false ] ) {
			await saveSiteDefault( isPrivate );
			// The rest by the task, run after run, until none is left.
			let runs = 0;
			for ( let pending = true; pending && runs < 50; runs++ ) {
				const run = await admin.post(
					'/blockpack-test/v1/video/privacy-task'
				);
				pending = ( await run.json() ).pending;
			}
			expect( runs ).toBeGreaterThan( 1 );
			for ( const video of videos ) {
				const now = await state( video.id );
				expect( now.is_private ).toBe( isPrivate );
				const byAddress = await visitor.context.get(
					path( video.url )
				);
				if ( isPrivate ) {
					expect( now.url ).toContain(
						`blockpack_video=${ video.id }`
					);
					expect( byAddress.status() ).toBe( 404 );
				} else {
					expect( now.url ).toBe( video.url );
					expect( byAddress.status() ).toBe( 200 );
				}
			}
			// A video with its own setting stays where it is.
			expect( await state( own.id ) ).toMatchObject( {
				is_private: false,
				url: own.url,
			} );
		}
	} finally {
		await admin.post( '/blockpack-test/v1/video', { privacy_batch: 0 } );
		await saveSiteDefault( false );
		for ( const video of [ ...videos, own ] ) {
			await admin.delete( `/wp/v2/media/${ video.id }`, {
				force: 'true',
			} );
		}
	}
} );
