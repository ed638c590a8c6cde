/**
 * Video uploads to our tus server (extensions/extended-blocks/core-video/php/tus-server.php)
 * against WordPress's own media upload (`POST /wp/v2/media`), the same 50 MB video each way:
 *  - throughput, tus / WordPress (goal ≥ 0.8), each the median of three uploads, interleaved;
 *  - PHP's peak memory in a PATCH (the test mu-plugin's `Blockpack-Test-Peak-Memory`), against
 *    the chunk size (goal ≤ chunk + 8 MB: the chunk is held once, not twice); the last PATCH,
 *    which moves the file into the media library, shown beside WordPress's own upload (both run
 *    WordPress's metadata reader, getID3, which reads up to memory_limit / 4 of the video);
 *  - the bytes sent again after a connection dropped in the middle of a chunk (goal ≤ one chunk:
 *    the server keeps whole chunks only, and the client resumes from where HEAD says).
 * The video is WordPress's own birds.mp4 padded to 50 MB with a media-data box, so both routes
 * take it as a video.
 */
import http from 'node:http';
import { median } from './stats.mjs';

const SIZE = 50 * 1024 * 1024;
const BIRDS = '/wp-content/themes/twentytwentytwo/assets/videos/birds.mp4';
const TUS = { 'Tus-Resumable': '1.0.0' };

/**
 * Sends a request with a body and answers its status, headers and body.
 *
 * @param {string}                url     The address.
 * @param {string}                method  The method.
 * @param {Record<string,string>} headers The headers.
 * @param {Buffer}                [body]  The body.
 * @return {Promise<{ status: number, headers: Record<string, string>, body: string }>} The answer.
 */
async function send( url, method, headers, body ) {
	const res = await fetch( url, { method, headers, body } );
	return {
		status: res.status,
		headers: Object.fromEntries( res.headers ),
		body: await res.text(),
	};
}

/**
 * Sends the start of a PATCH and drops the connection before its end, as a network does.
 *
 * @param {string} url    The upload's address.
 * @param {number} offset Where the chunk starts.
 * @param {Buffer} chunk  The whole chunk (its length is declared).
 * @param {number} sent   How many of its bytes go out before the drop.
 * @return {Promise<void>}
 */
function dropMidChunk( url, offset, chunk, sent ) {
	return new Promise( ( resolve ) => {
		const req = http.request( url, {
			method: 'PATCH',
			headers: {
				...TUS,
				'Content-Type': 'application/offset+octet-stream',
				'Upload-Offset': String( offset ),
				'Content-Length': String( chunk.length ),
			},
		} );
		req.on( 'error', () => resolve() );
		req.on( 'close', () => resolve() );
		req.write( chunk.subarray( 0, sent ), () => {
			setTimeout( () => req.destroy(), 200 );
		} );
	} );
}

/**
 * Uploads a file with tus, chunk by chunk; with `drop`, the connection of the second chunk
 * drops half-way, and the upload resumes from the offset HEAD answers.
 *
 * @param {string}  url    The site.
 * @param {Object}  auth   `{ cookie, nonce }` of the admin.
 * @param {Buffer}  file   The file.
 * @param {boolean} [drop] Whether to drop a connection.
 * @return {Promise<{ ms: number, peak: number, chunk: number, sent: number, id: number }>} The figures.
 */
async function tusUpload( url, auth, file, drop = false ) {
	const start = performance.now();
	const created = await send(
		`${ url }/index.php?rest_route=${ encodeURIComponent(
			'/blockpack/v1/video/uploads'
		) }`,
		'POST',
		{
			...TUS,
			Cookie: auth.cookie,
			'X-WP-Nonce': auth.nonce,
			'Upload-Length': String( file.length ),
			'Upload-Metadata': `filename ${ Buffer.from( 'bench.mp4' ).toString(
				'base64'
			) },filetype ${ Buffer.from( 'video/mp4' ).toString( 'base64' ) }`,
		}
	);
	if ( created.status !== 201 ) {
		throw new Error(
			`tus creation: ${ created.status } ${ created.body }`
		);
	}
	const location = created.headers.location;
	const chunk = Number( created.headers[ 'blockpack-chunk-size' ] );
	let offset = 0;
	const peaks = [];
	let sent = 0;
	let dropped = ! drop;
	let last;
	while ( offset < file.length ) {
		const body = file.subarray( offset, offset + chunk );
		if ( ! dropped && offset > 0 ) {
			dropped = true;
			const half = Math.floor( body.length / 2 );
			await dropMidChunk( location, offset, body, half );
			sent += half;
			const head = await send( location, 'HEAD', TUS );
			offset = Number( head.headers[ 'upload-offset' ] );
			continue;
		}
		last = await send(
			location,
			'PATCH',
			{
				...TUS,
				'Content-Type': 'application/offset+octet-stream',
				'Upload-Offset': String( offset ),
			},
			body
		);
		if ( last.status !== 204 ) {
			throw new Error( `tus PATCH: ${ last.status } ${ last.body }` );
		}
		sent += body.length;
		peaks.push(
			Number( last.headers[ 'blockpack-test-peak-memory' ] || 0 )
		);
		offset = Number( last.headers[ 'upload-offset' ] );
	}
	return {
		ms: performance.now() - start,
		peaks,
		chunk,
		sent,
		id: Number( last.headers[ 'blockpack-media-id' ] ),
	};
}

/**
 * Uploads a file with WordPress's media route, in one request.
 *
 * @param {string} url  The site.
 * @param {Object} auth `{ cookie, nonce }` of the admin.
 * @param {Buffer} file The file.
 * @return {Promise<{ ms: number, id: number }>} The time and the attachment.
 */
async function mediaUpload( url, auth, file ) {
	const start = performance.now();
	const res = await send(
		`${ url }/index.php?rest_route=/wp/v2/media`,
		'POST',
		{
			Cookie: auth.cookie,
			'X-WP-Nonce': auth.nonce,
			'Content-Type': 'video/mp4',
			'Content-Disposition': 'attachment; filename="bench.mp4"',
		},
		file
	);
	if ( res.status !== 201 ) {
		throw new Error( `media upload: ${ res.status } ${ res.body }` );
	}
	return {
		ms: performance.now() - start,
		id: JSON.parse( res.body ).id,
		peak: Number( res.headers[ 'blockpack-test-peak-memory' ] || 0 ),
	};
}

/**
 * Runs the video upload bench.
 *
 * @param {Object}                                    options
 * @param {string}                                    options.url     The site.
 * @param {import('@playwright/test').BrowserContext} options.context The admin's context.
 * @param {string}                                    options.nonce   The admin's REST nonce.
 * @return {Promise<string>} The rows to print.
 */
export async function benchVideoUpload( { url, context, nonce } ) {
	const cookie = ( await context.cookies( url ) )
		.map( ( c ) => `${ c.name }=${ c.value }` )
		.join( '; ' );
	const auth = { cookie, nonce };
	const birds = Buffer.from(
		await ( await fetch( `${ url }${ BIRDS }` ) ).arrayBuffer()
	);
	// The padding is one more `mdat` box (media data, which readers skip), so that the file
	// stays a well-formed MP4 whose metadata WordPress reads as it would a real one's.
	const box = Buffer.alloc( SIZE - birds.length );
	box.writeUInt32BE( box.length, 0 );
	box.write( 'mdat', 4, 'latin1' );
	const file = Buffer.concat( [ birds, box ] );
	const remove = ( id ) =>
		send(
			`${ url }/index.php?rest_route=/wp/v2/media/${ id }&force=true`,
			'DELETE',
			{ Cookie: cookie, 'X-WP-Nonce': nonce }
		);

	const times = { tus: [], media: [] };
	let figures;
	let mediaPeak = 0;
	for ( let i = 0; i < 3; i++ ) {
		const t = await tusUpload( url, auth, file );
		times.tus.push( t.ms );
		figures = t;
		await remove( t.id );
		const m = await mediaUpload( url, auth, file );
		times.media.push( m.ms );
		mediaPeak = m.peak;
		await remove( m.id );
	}
	const dropped = await tusUpload( url, auth, file, true );
	await remove( dropped.id );

	const mb = ( n ) => `${ ( n / 1024 / 1024 ).toFixed( 1 ) } MB`;
	const tusMs = median( times.tus );
	const mediaMs = median( times.media );
	const ratio = mediaMs / tusMs;
	const resent = dropped.sent - file.length;
	const memoryGoal = figures.chunk + 8 * 1024 * 1024;
	// Every PATCH but the last one, which also moves the file into the media library.
	const chunkPeak = Math.max( ...figures.peaks.slice( 0, -1 ) );
	const lastPeak = figures.peaks.at( -1 );
	const verdict = ( ok ) => ( ok ? 'PASS' : 'FAIL' );
	return (
		`\nVideo upload of ${ mb( SIZE ) }: our tus server against WordPress's media upload (median of 3, interleaved)\n` +
		`  tus, ${ mb( figures.chunk ) } chunks:        ${ tusMs.toFixed( 0 ) } ms (${ (
			SIZE /
			1024 /
			1024 /
			( tusMs / 1000 )
		).toFixed( 1 ) } MB/s)\n` +
		`  WordPress media upload:     ${ mediaMs.toFixed( 0 ) } ms (${ (
			SIZE /
			1024 /
			1024 /
			( mediaMs / 1000 )
		).toFixed( 1 ) } MB/s)\n` +
		`  throughput tus / WordPress: ${ ratio.toFixed( 2 ) } (goal >= 0.8: ${ verdict(
			ratio >= 0.8
		) })\n` +
		`  PHP peak memory in a chunk's PATCH: ${ mb( chunkPeak ) } for ${ mb(
			figures.chunk
		) } chunks (goal <= chunk + 8 MB: ${ verdict(
			chunkPeak <= memoryGoal
		) })\n` +
		`  PHP peak memory in the last PATCH: ${ mb(
			lastPeak
		) }, and in WordPress's own media upload: ${ mb(
			mediaPeak
		) } (both include WordPress reading the video's metadata, which reads up to a quarter of PHP's memory_limit of it)\n` +
		`  sent again after a connection dropped mid-chunk: ${ mb(
			resent
		) } (goal <= one chunk, ${ mb( figures.chunk ) }: ${ verdict(
			resent <= figures.chunk
		) })\n`
	);
}
