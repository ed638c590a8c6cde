/**
 * The editor's upload module (shared/upload, tus-js-client) against our own tus server, run
 * from Node: a video in chunks lands in the media library byte for byte; a pause and a start
 * go on from where the server stands; a file that is not a video fails with the exact message;
 * and behind a web server that takes at most 150 KB a request (a test-owned proxy answering 413
 * as nginx does past `client_max_body_size`), the upload goes on in smaller chunks.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import { test, expect } from '@playwright/test';
import { BASE_URL, restAs, type RestClient } from './utils';
import {
	createResumableUpload,
	type ResumableUploadOptions,
	type UploadError,
	type UploadedMedia,
} from '../../shared/upload';
import { BIRDS } from './video-helpers';

const CHUNK = 100 * 1024;

let admin: RestClient;
let cookie: string;
let video: Buffer;

/**
 * Uploads with the module until it succeeds or fails.
 *
 * @param base    The site's address (or the proxy's).
 * @param options More options, or replacements.
 * @param onStart Called with the upload once started (to pause it).
 */
function upload(
	base: string,
	options: Partial< ResumableUploadOptions > = {},
	onStart?: ( u: ReturnType< typeof createResumableUpload > ) => void
): Promise< { media?: UploadedMedia; error?: UploadError; chunk: number } > {
	return new Promise( ( resolve ) => {
		const u = createResumableUpload( {
			endpoint: `${ base }/index.php?rest_route=${ encodeURIComponent(
				'/blockpack/v1/video/uploads'
			) }`,
			nonce: admin.nonce,
			creationHeaders: { Cookie: cookie },
			file: video,
			fileName: 'birds.mp4',
			fileType: 'video/mp4',
			chunkSize: CHUNK,
			retryDelays: [ 0, 200 ],
			onSuccess: ( media ) => resolve( { media, chunk: u.chunkSize() } ),
			onError: ( error ) => resolve( { error, chunk: u.chunkSize() } ),
			...options,
		} );
		u.start();
		onStart?.( u );
	} );
}

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
	const state = await admin.context.storageState();
	cookie = state.cookies
		.map( ( c ) => `${ c.name }=${ c.value }` )
		.join( '; ' );
	video = await ( await admin.context.get( BIRDS ) ).body();
	expect( video.length ).toBeGreaterThan( 3 * CHUNK );
	await admin.post( '/blockpack-test/v1/video', { chunk_size: CHUNK } );
} );

test.afterAll( async () => {
	await admin.post( '/blockpack-test/v1/video', { chunk_size: 0 } );
	await admin.dispose();
} );

/**
 * Checks the media library's copy, then deletes it.
 *
 * @param media The upload's media.
 */
async function expectStored( media: UploadedMedia | undefined ) {
	expect( media?.id ).toBeGreaterThan( 0 );
	const stored = await ( await admin.context.get( media!.url ) ).body();
	expect( stored.equals( video ) ).toBe( true );
	await admin.delete( `/wp/v2/media/${ media!.id }`, { force: 'true' } );
}

test( 'a video in chunks lands in the media library byte for byte', async () => {
	const sent: number[] = [];
	const { media, error } = await upload( BASE_URL, {
		onProgress: ( bytes ) => sent.push( bytes ),
	} );
	expect( error ).toBeUndefined();
	expect( sent.at( -1 ) ).toBe( video.length );
	await expectStored( media );
} );

test( 'paused after two chunks and started again, it goes on from where the server stands', async () => {
	let paused = false;
	let upload2: ReturnType< typeof createResumableUpload > | undefined;
	const progress: number[] = [];
	const result = await upload(
		BASE_URL,
		{
			onProgress: ( bytes ) => {
				progress.push( bytes );
				if ( ! paused && bytes >= 2 * CHUNK && upload2 ) {
					paused = true;
					void upload2.pause().then( () => upload2!.start() );
				}
			},
		},
		( u ) => ( upload2 = u )
	);
	expect( paused ).toBe( true );
	expect( result.error ).toBeUndefined();
	await expectStored( result.media );
} );

test( 'a file that is not a video fails with the exact message', async () => {
	const { error } = await upload( BASE_URL, {
		file: Buffer.from( 'not a video at all '.repeat( 100 ) ),
	} );
	expect( error?.kind ).toBe( 'wrong-type' );
	expect( error?.message ).toBe(
		'The format of the video you uploaded is not supported.'
	);
	expect( error?.hint ).toBe( 'Check the recommended video settings.' );
} );

test( 'behind a web server that takes 150 KB a request, the upload goes on in smaller chunks', async () => {
	const target = new URL( BASE_URL );
	const refused: number[] = [];
	const proxy = http.createServer( ( req, res ) => {
		const length = Number( req.headers[ 'content-length' ] ?? 0 );
		if ( length > 150 * 1024 ) {
			refused.push( length );
			req.resume();
			res.writeHead( 413, { 'Content-Type': 'text/html' } );
			res.end( '<html><body>413 Request Entity Too Large</body></html>' );
			return;
		}
		const forward = http.request(
			{
				host: target.hostname,
				port: target.port,
				method: req.method,
				path: req.url,
				headers: req.headers,
			},
			( answer ) => {
				const headers = { ...answer.headers };
				if ( typeof headers.location === 'string' ) {
					headers.location = headers.location.replace(
						target.origin,
						proxyOrigin
					);
				}
				res.writeHead( answer.statusCode ?? 502, headers );
				answer.pipe( res );
			}
		);
		req.pipe( forward );
	} );
	await new Promise< void >( ( resolve ) =>
		proxy.listen( 0, '127.0.0.1', resolve )
	);
	const proxyOrigin = `http://127.0.0.1:${
		( proxy.address() as AddressInfo ).port
	}`;
	try {
		const { media, error, chunk } = await upload( proxyOrigin, {
			chunkSize: 256 * 1024,
		} );
		expect( error ).toBeUndefined();
		expect( refused ).toEqual( [ 256 * 1024 ] );
		expect( chunk ).toBe( 128 * 1024 );
		await expectStored( media );
	} finally {
		await new Promise( ( resolve ) => proxy.close( resolve ) );
	}
} );
