/**
 * A video upload in the real editor, behind a load balancer: the editor on web server 1 sends a
 * 12 MB video to a site that takes 2 MB a request; one chunk is cut off half-way (the connection
 * dropped, with page.route), and from then on every request of the upload goes to web server 2
 * (as a balancer moves a client after a failure). The upload finishes, the stored file is byte
 * for byte the one chosen, and visitors of either server play it. Our routes are never faked:
 * the requests after the cut are the browser's own, sent to the other server.
 */
import { expect, publishAndReopen, test, visitPost } from '../e2e/utils';
import { BIRDS, sha1 } from '../e2e/video';
import { NODES, expectTwoNodesWithRedis } from './utils';

const MB = 1024 * 1024;

/**
 * An address on web server 2.
 *
 * @param address An address of the site.
 */
const onNode2 = ( address: string ) => {
	const url = new URL( address );
	const node = new URL( NODES[ 1 ] );
	url.protocol = node.protocol;
	url.host = node.host;
	return url.toString();
};

test.afterEach( async ( { requestUtils } ) => {
	await requestUtils.rest( {
		method: 'POST',
		path: '/blockpack-test/v1/video',
		data: { chunk_size: 0 },
	} );
} );

test( 'an upload cut off on one web server finishes on the other, byte for byte, and plays', async ( {
	admin,
	editor,
	page,
	request,
	requestUtils,
	visitor,
} ) => {
	test.slow();
	await expectTwoNodesWithRedis( request );
	await requestUtils.rest( {
		method: 'POST',
		path: '/blockpack-test/v1/video',
		data: { chunk_size: 2 * MB },
	} );
	const birds = Buffer.from( await ( await request.get( BIRDS ) ).body() );
	const video = Buffer.concat( [
		birds,
		Buffer.alloc( 12 * MB - birds.length, 3 ),
	] );

	// Server 1 takes the upload's first requests; the third chunk is cut off half-way; every
	// request of the upload after that is sent to server 2, and answered from there.
	const byNode = [ 0, 0 ];
	let patches = 0;
	let cut = false;
	await page.route( /video\/uploads\/[0-9a-f]{32}/, async ( route ) => {
		const req = route.request();
		const method =
			req.headers()[ 'x-http-method-override' ] || req.method();
		if ( method === 'PATCH' && ++patches === 3 && ! cut ) {
			cut = true;
			await route.abort( 'connectionreset' );
			return;
		}
		if ( ! cut ) {
			byNode[ 0 ]++;
			await route.continue();
			return;
		}
		byNode[ 1 ]++;
		const response = await route.fetch( {
			url: onNode2( req.url() ),
			timeout: 60_000,
		} );
		await route.fulfill( { response } );
	} );

	await admin.createNewPost();
	await editor.insertBlock( { name: 'core/video' } );
	await page
		.frameLocator( 'iframe[name="editor-canvas"]' )
		.locator( '[data-type="core/video"] input[type="file"]' )
		.last()
		.setInputFiles( {
			name: 'birds-two-servers.mp4',
			mimeType: 'video/mp4',
			buffer: video,
		} );
	const player = editor.canvas.locator( '[data-type="core/video"] video' );
	await expect( player ).toHaveAttribute(
		'src',
		/\/wp-content\/uploads\/.*\.mp4$/,
		{ timeout: 180_000 }
	);
	expect( cut ).toBe( true );
	expect( byNode[ 0 ] ).toBeGreaterThanOrEqual( 2 );
	// The resumption (HEAD) and the rest of the chunks, the last one included, on server 2.
	expect( byNode[ 1 ] ).toBeGreaterThanOrEqual( 4 );

	const src = ( await player.getAttribute( 'src' ) ) as string;
	for ( const address of [ src, onNode2( src ) ] ) {
		const stored = Buffer.from(
			await ( await request.get( address ) ).body()
		);
		expect( stored.length, address ).toBe( video.length );
		expect( sha1( stored ), address ).toBe( sha1( video ) );
	}

	// Its poster, made from a frame once the upload is done, comes before the save.
	await expect( player ).toHaveAttribute( 'poster', /\.jpg$/, {
		timeout: 60_000,
	} );
	const { postId } = await publishAndReopen( { editor, page }, () =>
		editor.canvas.locator( '[data-type="core/video"] video' )
	);
	await visitPost( visitor, postId );
	await expect(
		visitor.locator( 'figure.wp-block-video video' )
	).toHaveAttribute( 'src', src );
	// Visitors of server 2 get the same page, and a range of the file (as players ask for it).
	const page2 = await request.get(
		onNode2( `${ NODES[ 0 ] }/?p=${ postId }` )
	);
	expect( await page2.text() ).toContain( src );
	const range = await request.get( onNode2( src ), {
		headers: { Range: 'bytes=0-99' },
	} );
	expect( range.status() ).toBe( 206 );
	expect( ( await range.body() ).equals( video.subarray( 0, 100 ) ) ).toBe(
		true
	);
} );
