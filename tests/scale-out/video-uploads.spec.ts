/**
 * A video upload (our tus server, extensions/extended-blocks/core-video/php/tus-server.php)
 * that moves between web servers, as uploads behind a load balancer do: begun on node 1,
 * finished on node 2, byte for byte; and the lock one node holds on an upload is seen by the
 * other (423), since it lives in the database.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { NODES, expectTwoNodesWithRedis, restOnNodes } from './utils';
import type { RestClient } from '../integration/utils';
import { BIRDS, TUS, patch, sha1 } from '../integration/video-helpers';

const ROUTE = '/blockpack/v1/video/uploads';
const CHUNK = 100 * 1024;

/** Administrators on node 1 and node 2. */
let admins: RestClient[];
let video: Buffer;

/**
 * An upload's address on a node (the server answers with the site's one address).
 *
 * @param location The upload's address.
 * @param node     0 or 1.
 */
const onNode = ( location: string, node: number ) => {
	const url = new URL( location );
	const base = new URL( NODES[ node ] );
	url.protocol = base.protocol;
	url.host = base.host;
	return url.toString();
};

/**
 * Sends the chunk of the test video that starts at an offset, with its checksum.
 *
 * @param context  The request context.
 * @param location The upload's address (on the node to send to).
 * @param offset   Where the chunk starts.
 */
function sendChunk(
	context: APIRequestContext,
	location: string,
	offset: number
) {
	const chunk = video.subarray( offset, offset + CHUNK );
	return patch( context, location, offset, chunk, {
		'Upload-Checksum': sha1( chunk ),
	} );
}

/**
 * Creates an upload of the test video through node 1.
 */
async function create(): Promise< string > {
	const res = await admins[ 0 ].context.post(
		`/index.php?rest_route=${ encodeURIComponent( ROUTE ) }`,
		{
			headers: {
				...TUS,
				'X-WP-Nonce': admins[ 0 ].nonce,
				'Upload-Length': String( video.length ),
				'Upload-Metadata': `filename ${ Buffer.from( 'birds.mp4' ).toString( 'base64' ) }`,
			},
			failOnStatusCode: false,
		}
	);
	expect( res.status(), await res.text() ).toBe( 201 );
	return res.headers().location;
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { request } ) => {
	await expectTwoNodesWithRedis( request );
	admins = await restOnNodes( 'admin' );
	video = await ( await admins[ 0 ].context.get( BIRDS ) ).body();
	expect( video.length ).toBeGreaterThan( 3 * CHUNK );
	const set = await admins[ 0 ].post( '/blockpack-test/v1/video', {
		chunk_size: CHUNK,
	} );
	expect( set.status() ).toBe( 200 );
} );

test.afterAll( async () => {
	await admins[ 0 ].post( '/blockpack-test/v1/video', { chunk_size: 0 } );
	await Promise.all( admins.map( ( client ) => client.dispose() ) );
} );

test( 'an upload begun on one web server is finished on the other, byte for byte', async () => {
	const location = await create();
	expect(
		(
			await sendChunk( admins[ 0 ].context, onNode( location, 0 ), 0 )
		).status()
	).toBe( 204 );
	// Node 2 knows where the upload stands, from the database and the shared uploads folder.
	const head = await admins[ 1 ].context.fetch( onNode( location, 1 ), {
		method: 'HEAD',
		headers: TUS,
	} );
	expect( head.headers()[ 'upload-offset' ] ).toBe( String( CHUNK ) );
	let offset = CHUNK;
	let last;
	while ( offset < video.length ) {
		last = await sendChunk(
			admins[ 1 ].context,
			onNode( location, 1 ),
			offset
		);
		expect( last.status(), await last.text() ).toBe( 204 );
		offset = Number( last.headers()[ 'upload-offset' ] );
	}
	const url = last!.headers()[ 'blockpack-media-url' ];
	expect( url ).toBeTruthy();
	for ( const node of [ 0, 1 ] ) {
		const stored = await (
			await admins[ node ].context.get( onNode( url, node ) )
		).body();
		expect( stored.equals( video ), `node ${ node + 1 }` ).toBe( true );
	}
	await admins[ 0 ].delete(
		`/wp/v2/media/${ last!.headers()[ 'blockpack-media-id' ] }`,
		{ force: 'true' }
	);
} );

test( 'while node 1 writes an upload, node 2 refuses a chunk of it with 423', async () => {
	const location = await create();
	const id = /uploads\/([0-9a-f]{32})/.exec( location )![ 1 ];
	const holding = admins[ 0 ].post( '/blockpack-test/v1/video/hold', {
		id,
		seconds: 3,
	} );
	await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
	const locked = await sendChunk(
		admins[ 1 ].context,
		onNode( location, 1 ),
		0
	);
	expect( locked.status() ).toBe( 423 );
	expect( ( await ( await holding ).json() ).held ).toBe( true );
	expect(
		(
			await sendChunk( admins[ 1 ].context, onNode( location, 1 ), 0 )
		).status()
	).toBe( 204 );
	await admins[ 1 ].context.fetch( onNode( location, 1 ), {
		method: 'DELETE',
		headers: TUS,
	} );
} );
