/**
 * Video uploads over HTTP: our tus 1.0.0 server (`/blockpack/v1/video/uploads`,
 * extensions/extended-blocks/core-video/php/tus-server.php), with a real video (WordPress's own
 * `birds.mp4`, from the test site's Twenty Twenty-Two theme) sent in small chunks. Every status
 * the protocol names: 201 on creation, 204 on each chunk, 409 on a wrong offset, 412 without the
 * protocol's version, 413 past the site's largest upload, 415 on a wrong content type or a file
 * that is not a video, 423 while another request writes the upload, 460 on a damaged chunk (the
 * chunk dropped), 410 once expired; the token that lets the uploader alone continue; the method
 * override for hosts that refuse PATCH and DELETE; and the finished file, byte for byte, in the
 * media library.
 */
import {
	test,
	expect,
	type APIRequestContext,
	type APIResponse,
} from '@playwright/test';
import {
	cookielessContext,
	restAs,
	watchPhpErrors,
	type RestClient,
} from './utils';
import { ensureUsers, logInAs } from './users';
import { BIRDS, TUS, patch, sha1 } from './video-helpers';

const ROUTE = '/blockpack/v1/video/uploads';
const CHUNK = 100 * 1024;

let admin: RestClient;
let video: Buffer;
let newPhpErrors: () => string[];

/**
 * The base64 of a string, as `Upload-Metadata` carries values.
 *
 * @param value The value.
 */
const b64 = ( value: string ) => Buffer.from( value ).toString( 'base64' );

/**
 * Creates an upload as a REST client (with its nonce, as the editor does).
 *
 * @param client  Who uploads.
 * @param headers The creation's headers (besides Tus-Resumable, unless given).
 */
async function create(
	client: RestClient,
	headers: Record< string, string >
): Promise< APIResponse > {
	return client.context.post(
		`/index.php?rest_route=${ encodeURIComponent( ROUTE ) }`,
		{
			headers: {
				...TUS,
				...( client.nonce ? { 'X-WP-Nonce': client.nonce } : {} ),
				...headers,
			},
			failOnStatusCode: false,
		}
	);
}

/**
 * Creates an upload of the test video and answers its address.
 *
 * @param name  The file name the browser gives.
 * @param type  The type the browser gives.
 * @param bytes The bytes to be sent (their length is declared).
 */
async function createVideo(
	name = 'birds.mp4',
	type = 'video/mp4',
	bytes: Buffer = video
): Promise< string > {
	const res = await create( admin, {
		'Upload-Length': String( bytes.length ),
		'Upload-Metadata': `filename ${ b64( name ) },filetype ${ b64( type ) }`,
	} );
	expect( res.status(), await res.text() ).toBe( 201 );
	const location = res.headers().location;
	expect( location ).toMatch(
		/video\/uploads\/[0-9a-f]{32}.*token=[0-9a-f]{64}/
	);
	return location;
}

/**
 * `HEAD` of an upload.
 *
 * @param context  The request context.
 * @param location The upload's address.
 */
function head(
	context: APIRequestContext,
	location: string
): Promise< APIResponse > {
	return context.fetch( location, {
		method: 'HEAD',
		headers: TUS,
		failOnStatusCode: false,
	} );
}

/**
 * Sends every remaining chunk of some bytes from an offset; answers the last answer.
 *
 * @param context  The request context.
 * @param location The upload's address.
 * @param bytes    All the upload's bytes.
 * @param from     Where to start.
 */
async function sendAll(
	context: APIRequestContext,
	location: string,
	bytes: Buffer,
	from = 0
): Promise< APIResponse > {
	let offset = from;
	let last: APIResponse | undefined;
	while ( offset < bytes.length || ! last ) {
		const chunk = bytes.subarray( offset, offset + CHUNK );
		last = await patch( context, location, offset, chunk, {
			'Upload-Checksum': sha1( chunk ),
		} );
		expect( last.status(), await last.text() ).toBe( 204 );
		offset = Number( last.headers()[ 'upload-offset' ] );
		expect( offset ).toBeGreaterThan( 0 );
	}
	return last;
}

/**
 * Sets the test controls: the chunk size and the largest upload (0: the plugin's own).
 *
 * @param chunkSize The chunk size.
 * @param maxSize   The largest upload.
 */
async function controls( chunkSize: number, maxSize: number ) {
	const res = await admin.post( '/blockpack-test/v1/video', {
		chunk_size: chunkSize,
		max_size: maxSize,
	} );
	expect( res.status() ).toBe( 200 );
	return ( await res.json() ) as { chunkSize: number; maxSize: number };
}

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
	await ensureUsers( admin, [ 'subscriber', 'contributor', 'author' ] );
	const res = await admin.context.get( BIRDS );
	expect( res.status(), 'the test site has Twenty Twenty-Two’s video' ).toBe(
		200
	);
	video = await res.body();
	expect( video.length ).toBeGreaterThan( 3 * CHUNK );
	await controls( CHUNK, 0 );
	newPhpErrors = await watchPhpErrors();
} );

test.afterAll( async () => {
	await controls( 0, 0 );
	expect( newPhpErrors() ).toEqual( [] );
	await admin.dispose();
} );

test( 'OPTIONS says the version, the extensions, the largest upload, the checksums and the chunk size', async () => {
	const { chunkSize } = await controls( CHUNK, 0 );
	const res = await admin.context.fetch(
		`/index.php?rest_route=${ encodeURIComponent( ROUTE ) }`,
		{ method: 'OPTIONS', failOnStatusCode: false }
	);
	expect( res.status() ).toBeLessThan( 300 );
	const h = res.headers();
	expect( h[ 'tus-resumable' ] ).toBe( '1.0.0' );
	expect( h[ 'tus-version' ] ).toBe( '1.0.0' );
	expect( h[ 'tus-extension' ]?.split( ',' ) ).toEqual(
		expect.arrayContaining( [
			'creation',
			'creation-defer-length',
			'termination',
			'checksum',
			'expiration',
		] )
	);
	// 5 GB by default (Settings → Blockpack → Video).
	expect( h[ 'tus-max-size' ] ).toBe( String( 5120 * 1024 * 1024 ) );
	expect( h[ 'tus-checksum-algorithm' ]?.split( ',' ) ).toContain( 'sha1' );
	expect( Number( h[ 'blockpack-chunk-size' ] ) ).toBe( chunkSize );
} );

test( 'a video sent in chunks, one dropped and resent, lands in the media library byte for byte', async () => {
	const location = await createVideo();
	const visitor = await cookielessContext();
	try {
		const start = await head( visitor, location );
		expect( start.status() ).toBe( 200 );
		expect( start.headers()[ 'upload-offset' ] ).toBe( '0' );
		expect( start.headers()[ 'upload-length' ] ).toBe(
			String( video.length )
		);
		expect( start.headers()[ 'cache-control' ] ).toContain( 'no-store' );
		expect(
			Date.parse( start.headers()[ 'upload-expires' ] ) - Date.now()
		).toBeGreaterThan( 23 * 3600 * 1000 );

		// The first chunk arrives; the second arrives damaged (460) and is dropped.
		const first = video.subarray( 0, CHUNK );
		expect( ( await patch( visitor, location, 0, first ) ).status() ).toBe(
			204
		);
		const second = video.subarray( CHUNK, 2 * CHUNK );
		const damaged = await patch( visitor, location, CHUNK, second, {
			'Upload-Checksum': sha1( Buffer.from( 'something else' ) ),
		} );
		expect( damaged.status() ).toBe( 460 );
		expect( ( await damaged.json() ).code ).toBe( 'tus_checksum_mismatch' );
		expect(
			( await head( visitor, location ) ).headers()[ 'upload-offset' ]
		).toBe( String( CHUNK ) );

		// The rest, resumed from where HEAD says the upload stands.
		const last = await sendAll( visitor, location, video, CHUNK );
		const id = Number( last.headers()[ 'blockpack-media-id' ] );
		expect( id ).toBeGreaterThan( 0 );
		const url = last.headers()[ 'blockpack-media-url' ];
		expect( url ).toMatch( /\/birds(-\d+)?\.mp4$/ );
		const stored = await ( await visitor.get( url ) ).body();
		expect( stored.equals( video ) ).toBe( true );

		const media = await admin.get( `/wp/v2/media/${ id }`, {
			context: 'edit',
		} );
		expect( media.status() ).toBe( 200 );
		const item = ( await media.json() ) as {
			mime_type: string;
			author: number;
			media_details: { filesize?: number; length?: number };
		};
		expect( item.mime_type ).toBe( 'video/mp4' );
		expect( item.media_details.filesize ).toBe( video.length );
		expect( item.media_details.length ).toBeGreaterThan( 0 );

		// The finished upload still says so, for a client whose last answer was lost.
		const done = await head( visitor, location );
		expect( done.headers()[ 'upload-offset' ] ).toBe(
			String( video.length )
		);
		expect( done.headers()[ 'blockpack-media-id' ] ).toBe( String( id ) );
		await admin.delete( `/wp/v2/media/${ id }`, { force: 'true' } );
	} finally {
		await visitor.dispose();
	}
} );

test( 'a chunk at the wrong offset is 409, of the wrong type 415, past the length 413; nothing is written', async () => {
	const location = await createVideo();
	const chunk = video.subarray( 0, CHUNK );
	const wrongOffset = await patch( admin.context, location, 5, chunk );
	expect( wrongOffset.status() ).toBe( 409 );
	expect( ( await wrongOffset.json() ).code ).toBe( 'tus_offset_mismatch' );
	const wrongType = await patch( admin.context, location, 0, chunk, {
		'Content-Type': 'application/octet-stream',
	} );
	expect( wrongType.status() ).toBe( 415 );
	const algorithm = await patch( admin.context, location, 0, chunk, {
		'Upload-Checksum': 'crc99 AAAA',
	} );
	expect( algorithm.status() ).toBe( 400 );
	const tooLong = await patch(
		admin.context,
		location,
		0,
		Buffer.concat( [ video, Buffer.from( 'x' ) ] )
	);
	expect( tooLong.status() ).toBe( 413 );
	expect(
		( await head( admin.context, location ) ).headers()[ 'upload-offset' ]
	).toBe( '0' );
	const noVersion = await admin.context.fetch( location, {
		method: 'HEAD',
		failOnStatusCode: false,
	} );
	expect( noVersion.status() ).toBe( 412 );
	expect( noVersion.headers()[ 'tus-version' ] ).toBe( '1.0.0' );
	expect(
		(
			await admin.context.fetch( location, {
				method: 'DELETE',
				headers: TUS,
			} )
		).status()
	).toBe( 204 );
} );

test( 'while another request writes an upload, a chunk is refused with 423; then it goes through', async () => {
	const location = await createVideo();
	const id = /uploads\/([0-9a-f]{32})/.exec( location )![ 1 ];
	const holding = admin.post( '/blockpack-test/v1/video/hold', {
		id,
		seconds: 3,
	} );
	await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
	const chunk = video.subarray( 0, CHUNK );
	const locked = await patch( admin.context, location, 0, chunk );
	expect( locked.status() ).toBe( 423 );
	expect( ( await locked.json() ).code ).toBe( 'tus_locked' );
	expect( ( await ( await holding ).json() ).held ).toBe( true );
	expect(
		( await patch( admin.context, location, 0, chunk ) ).status()
	).toBe( 204 );
	await admin.context.fetch( location, { method: 'DELETE', headers: TUS } );
} );

test( 'a host that refuses PATCH and DELETE: POST with X-HTTP-Method-Override does the same', async () => {
	const location = await createVideo();
	const chunk = video.subarray( 0, CHUNK );
	const sent = await admin.context.fetch( location, {
		method: 'POST',
		headers: {
			...TUS,
			'X-HTTP-Method-Override': 'PATCH',
			'Content-Type': 'application/offset+octet-stream',
			'Upload-Offset': '0',
		},
		data: chunk,
		failOnStatusCode: false,
	} );
	expect( sent.status() ).toBe( 204 );
	expect( sent.headers()[ 'upload-offset' ] ).toBe( String( CHUNK ) );
	const removed = await admin.context.fetch( location, {
		method: 'POST',
		headers: { ...TUS, 'X-HTTP-Method-Override': 'DELETE' },
		failOnStatusCode: false,
	} );
	expect( removed.status() ).toBe( 204 );
	expect( ( await head( admin.context, location ) ).status() ).toBe( 404 );
} );

test( 'a deferred length is given with a later chunk', async () => {
	const res = await create( admin, {
		'Upload-Defer-Length': '1',
		'Upload-Metadata': `filename ${ b64( 'later.mp4' ) }`,
	} );
	expect( res.status() ).toBe( 201 );
	const location = res.headers().location;
	const before = await head( admin.context, location );
	expect( before.headers()[ 'upload-defer-length' ] ).toBe( '1' );
	expect( before.headers()[ 'upload-length' ] ).toBeUndefined();
	const sent = await patch(
		admin.context,
		location,
		0,
		video.subarray( 0, CHUNK ),
		{ 'Upload-Length': String( video.length ) }
	);
	expect( sent.status() ).toBe( 204 );
	const after = await head( admin.context, location );
	expect( after.headers()[ 'upload-length' ] ).toBe( String( video.length ) );
	await admin.context.fetch( location, { method: 'DELETE', headers: TUS } );
} );

test( 'creation: the version, a length, a size within the site’s largest, and a video are required', async () => {
	const noVersion = await admin.context.post(
		`/index.php?rest_route=${ encodeURIComponent( ROUTE ) }`,
		{
			headers: {
				'X-WP-Nonce': admin.nonce,
				'Upload-Length': '10',
			},
			failOnStatusCode: false,
		}
	);
	expect( noVersion.status() ).toBe( 412 );
	expect( noVersion.headers()[ 'tus-version' ] ).toBe( '1.0.0' );
	expect( ( await create( admin, {} ) ).status() ).toBe( 400 );
	expect(
		( await create( admin, { 'Upload-Length': '-4' } ) ).status()
	).toBe( 400 );
	expect(
		(
			await create( admin, {
				'Upload-Length': '10',
				'Upload-Metadata': 'filename !!!',
			} )
		).status()
	).toBe( 400 );

	await controls( CHUNK, 1024 * 1024 );
	try {
		const tooLarge = await create( admin, {
			'Upload-Length': String( 1024 * 1024 + 1 ),
			'Upload-Metadata': `filename ${ b64( 'big.mp4' ) }`,
		} );
		expect( tooLarge.status() ).toBe( 413 );
		expect( ( await tooLarge.json() ).message ).toBe(
			'This video is larger than the site accepts (1 MB).'
		);
	} finally {
		await controls( CHUNK, 0 );
	}

	for ( const [ name, type ] of [
		[ 'notes.pdf', 'application/pdf' ],
		[ 'clip.mp4', 'application/x-php' ],
		[ 'shell.php', 'video/mp4' ],
	] ) {
		const refused = await create( admin, {
			'Upload-Length': '10',
			'Upload-Metadata': `filename ${ b64( name ) },filetype ${ b64(
				type
			) }`,
		} );
		expect( refused.status(), name ).toBe( 415 );
		const body = await refused.json();
		expect( body.code ).toBe( 'invalid_mime' );
		expect( body.message ).toBe(
			'The format of the video you uploaded is not supported.'
		);
		expect( body.data.hint ).toBe(
			'Check the recommended video settings.'
		);
	}
} );

test( 'a file that is not a video, whatever its name, is refused when it is complete and removed', async () => {
	const fake = Buffer.from( '<?php echo "not a video"; ?>'.repeat( 20 ) );
	const location = await createVideo( '../../clip.mp4', 'video/mp4', fake );
	const res = await patch( admin.context, location, 0, fake );
	expect( res.status() ).toBe( 415 );
	const body = await res.json();
	expect( body.code ).toBe( 'invalid_mime' );
	expect( body.message ).toBe(
		'The format of the video you uploaded is not supported.'
	);
	expect( ( await head( admin.context, location ) ).status() ).toBe( 404 );
} );

test( 'the uploader alone may touch an upload: others get 401 or 403, with or without its address', async () => {
	const location = await createVideo();
	const bare = location.replace( /[?&]token=[0-9a-f]{64}/, '' );
	const visitor = await cookielessContext();
	const author = await logInAs( 'author' );
	const subscriber = await logInAs( 'subscriber' );
	try {
		// A visitor without the token; a wrong token.
		expect( ( await head( visitor, bare ) ).status() ).toBe( 401 );
		expect(
			(
				await head(
					visitor,
					location.replace(
						/token=([0-9a-f]{63})([0-9a-f])/,
						( _m, rest: string, last: string ) =>
							`token=${ rest }${ last === '0' ? '1' : '0' }`
					)
				)
			).status()
		).toBe( 401 );
		// Another user who may upload, with a nonce but not the token.
		const other = await author.context.fetch( bare, {
			method: 'PATCH',
			headers: {
				...TUS,
				'X-WP-Nonce': author.nonce,
				'Content-Type': 'application/offset+octet-stream',
				'Upload-Offset': '0',
			},
			data: video.subarray( 0, CHUNK ),
			failOnStatusCode: false,
		} );
		expect( other.status() ).toBe( 403 );
		// A user who may not upload.
		const sub = await subscriber.context.fetch( bare, {
			method: 'DELETE',
			headers: { ...TUS, 'X-WP-Nonce': subscriber.nonce },
			failOnStatusCode: false,
		} );
		expect( sub.status() ).toBe( 403 );
		expect(
			( await head( admin.context, location ) ).headers()[
				'upload-offset'
			]
		).toBe( '0' );
		// Creation needs upload_files.
		const anon = await restAs( 'anonymous' );
		expect(
			( await create( anon, { 'Upload-Length': '10' } ) ).status()
		).toBe( 401 );
		await anon.dispose();
	} finally {
		await visitor.dispose();
		await author.context.dispose();
		await subscriber.context.dispose();
		await admin.context.fetch( location, {
			method: 'DELETE',
			headers: TUS,
		} );
	}
} );

test( 'an expired upload answers 410, and the daily sweep deletes it and its file', async () => {
	const location = await createVideo();
	const id = /uploads\/([0-9a-f]{32})/.exec( location )![ 1 ];
	expect(
		(
			await patch(
				admin.context,
				location,
				0,
				video.subarray( 0, CHUNK )
			)
		).status()
	).toBe( 204 );
	expect(
		(
			await admin.post( '/blockpack-test/v1/video/expire', { id } )
		).status()
	).toBe( 200 );
	const expired = await head( admin.context, location );
	expect( expired.status() ).toBe( 410 );
	const swept = ( await (
		await admin.post( '/blockpack-test/v1/video/sweep' )
	).json() ) as { records: string[]; files: string[] };
	expect( swept.records ).not.toContain( `blockpack_video_upload_${ id }` );
	expect( swept.files ).not.toContain( `${ id }.part` );
	expect( ( await head( admin.context, location ) ).status() ).toBe( 404 );
} );

test( 'the files in progress are not served by their address', async () => {
	const location = await createVideo();
	const id = /uploads\/([0-9a-f]{32})/.exec( location )![ 1 ];
	await patch( admin.context, location, 0, video.subarray( 0, CHUNK ) );
	const visitor = await cookielessContext();
	try {
		const res = await visitor.get(
			`/wp-content/uploads/blockpack-video-uploads/${ id }.part`,
			{ failOnStatusCode: false }
		);
		// nginx: the rule in the README's Video section; the test server has it.
		expect( res.status() ).toBe( 403 );
	} finally {
		await visitor.dispose();
		await admin.context.fetch( location, {
			method: 'DELETE',
			headers: TUS,
		} );
	}
} );
