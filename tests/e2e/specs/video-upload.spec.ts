/**
 * The Video block uploads to the site's own tus server, in the real editor: a 12 MB video on a
 * site that takes 2 MB a request goes in 2 MB chunks; one chunk cut off half-way (the
 * connection dropped, with page.route) costs a retry, not the upload; Pause stops it and Resume
 * goes on; the stored file is byte for byte the one chosen; the post reopens valid and visitors
 * get the video. A file that is no video is refused with the exact message, and Cancel brings
 * the placeholder back. Our own routes are never faked: the cut is the connection's.
 */
import type { Page } from '@playwright/test';
import { expect, publishAndReopen, test, visitPost } from '../utils';
import { BIRDS, sha1 } from '../video';

const MB = 1024 * 1024;

/**
 * Chooses a file in the selected Video block's placeholder.
 *
 * @param page          The editor.
 * @param file          The file.
 * @param file.name
 * @param file.mimeType
 * @param file.buffer
 */
async function chooseFile(
	page: Page,
	file: { name: string; mimeType: string; buffer: Buffer }
) {
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await canvas
		.locator( '[data-type="core/video"] input[type="file"]' )
		.last()
		.setInputFiles( file );
}

test.describe( 'Video uploads', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/blockpack-test/v1/video',
			data: { chunk_size: 0, max_size: 0 },
		} );
	} );

	test( 'a 12 MB video reaches a 2 MB host in chunks, survives a dropped connection, pauses, resumes, and plays for visitors', async ( {
		admin,
		editor,
		page,
		request,
		requestUtils,
		visitor,
	} ) => {
		test.slow();
		// The host takes 2 MB a request.
		await requestUtils.rest( {
			method: 'POST',
			path: '/blockpack-test/v1/video',
			data: { chunk_size: 2 * MB },
		} );
		const birds = Buffer.from(
			await ( await request.get( BIRDS ) ).body()
		);
		const video = Buffer.concat( [
			birds,
			Buffer.alloc( 12 * MB - birds.length, 7 ),
		] );

		// Every PATCH is watched; the third is cut off half-way, as a dropped connection does.
		const patches: number[] = [];
		let cut = false;
		await page.route( /video\/uploads\/[0-9a-f]{32}/, async ( route ) => {
			const req = route.request();
			const override = req.headers()[ 'x-http-method-override' ];
			if ( req.method() === 'PATCH' || override === 'PATCH' ) {
				patches.push( req.postDataBuffer()?.length ?? 0 );
				if ( patches.length === 3 && ! cut ) {
					cut = true;
					await route.abort( 'connectionreset' );
					return;
				}
			}
			await route.continue();
		} );

		await admin.createNewPost();
		await editor.insertBlock( { name: 'core/video' } );
		await chooseFile( page, {
			name: 'birds-12mb.mp4',
			mimeType: 'video/mp4',
			buffer: video,
		} );
		const block = editor.canvas.locator( '[data-type="core/video"]' );
		await expect(
			block.getByText( 'Uploading birds-12mb.mp4' )
		).toBeVisible();
		await expect( block.getByText( '12.6 MB' ) ).toBeVisible();
		const progress = block.getByRole( 'progressbar', {
			name: 'Upload progress',
		} );

		// Pause once some chunks are in; nothing is sent while paused; Resume goes on.
		await expect
			.poll(
				async () =>
					Number( await progress.getAttribute( 'aria-valuenow' ) ),
				{
					timeout: 60_000,
				}
			)
			.toBeGreaterThanOrEqual( 30 );
		await block.getByRole( 'button', { name: 'Pause' } ).click();
		await expect(
			block.getByRole( 'button', { name: 'Resume' } )
		).toBeVisible();
		const pausedAt = patches.length;
		await page.waitForTimeout( 1500 );
		expect( patches.length ).toBeLessThanOrEqual( pausedAt + 1 );
		await block.getByRole( 'button', { name: 'Resume' } ).click();

		// Done: the block is core's video, from the media library.
		const player = block.locator( 'video' );
		await expect( player ).toHaveAttribute(
			'src',
			/\/wp-content\/uploads\/.*\.mp4$/,
			{
				timeout: 120_000,
			}
		);
		expect( cut ).toBe( true );
		// Chunks of 2 MB at most, and the whole file sent about once (the cut chunk again).
		expect( Math.max( ...patches ) ).toBeLessThanOrEqual( 2 * MB );
		const src = ( await player.getAttribute( 'src' ) ) as string;
		const stored = Buffer.from( await ( await request.get( src ) ).body() );
		expect( stored.length ).toBe( video.length );
		expect( sha1( stored ) ).toBe( sha1( video ) );

		// Its poster, made from a frame (video-poster.spec.ts), comes before the save.
		await expect( player ).toHaveAttribute( 'poster', /\.jpg$/, {
			timeout: 60_000,
		} );
		const { postId, content } = await publishAndReopen(
			{ editor, page },
			() => editor.canvas.locator( '[data-type="core/video"] video' )
		);
		expect( content ).toMatch(
			/<!-- wp:video \{"id":\d+\} -->\n<figure class="wp-block-video"><video controls poster="[^"]+\.jpg" src="[^"]+\.mp4"><\/video><\/figure>/
		);
		expect( content ).not.toContain( 'guid' );

		await visitPost( visitor, postId );
		const seen = visitor.locator( 'figure.wp-block-video video' );
		await expect( seen ).toHaveAttribute( 'src', src );
		const served = await request.get( src, {
			headers: { Range: 'bytes=0-99' },
		} );
		expect( [ 200, 206 ] ).toContain( served.status() );
	} );

	test( 'a file that is no video is refused with its message; Cancel brings the placeholder back', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( { name: 'core/video' } );
		await chooseFile( page, {
			name: 'notes.mp4',
			mimeType: 'video/mp4',
			buffer: Buffer.from(
				'These are notes, not a video.\n'.repeat( 100 )
			),
		} );
		const block = editor.canvas.locator( '[data-type="core/video"]' );
		await expect( block.getByRole( 'alert' ) ).toHaveText(
			'The format of the video you uploaded is not supported. Check the recommended video settings.',
			{ timeout: 60_000 }
		);
		await expect(
			block.getByRole( 'button', { name: 'Try again' } )
		).toBeVisible();
		await block.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect(
			block.getByRole( 'button', { name: 'Media Library' } )
		).toBeVisible();
		expect( await editor.getEditedPostContent() ).toBe(
			'<!-- wp:video -->\n<figure class="wp-block-video"></figure>\n<!-- /wp:video -->'
		);
	} );
} );
