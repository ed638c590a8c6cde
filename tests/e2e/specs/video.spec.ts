/**
 * Video blocks Jetpack saved with VideoPress: every file of `../shared/jetpack-content/video/`
 * (core videos with and without a guid, `videopress/video` in its figure and self-closing
 * forms) opens in the real editor valid and unchanged (the post is not marked as edited);
 * a caption edited in a `videopress/video` block saves and reopens valid; visitors get the
 * WordPress.com players (faked here with page.route) and core's `<video>` for the ordinary one.
 */
import fs from 'fs';
import path from 'path';
import {
	expect,
	INVALID_BLOCK_WARNING,
	publishAndReopen,
	test,
	visitPost,
	waitForCanvas,
} from '../utils';

const CONTENT = path.resolve(
	__dirname,
	'../../../../shared/jetpack-content/video'
);
const FIXTURES = path.resolve(
	__dirname,
	'../../../extensions/extended-blocks/core-video/test/fixtures'
);

/** Jetpack's saved video blocks, or the fixture copies when the content is absent. */
function savedVideos(): string {
	const dir = fs.existsSync( CONTENT ) ? CONTENT : FIXTURES;
	return fs
		.readdirSync( dir )
		.filter(
			( f ) => f.endsWith( '.html' ) && ! f.includes( 'server-rendered' )
		)
		.sort()
		.map( ( f ) => fs.readFileSync( path.join( dir, f ), 'utf8' ).trim() )
		.join( '\n\n' );
}

test.describe( 'Video (VideoPress content)', () => {
	test( 'old VideoPress videos open valid and unchanged, save after an edit, and play for visitors', async ( {
		admin,
		editor,
		page,
		requestUtils,
		visitor,
	} ) => {
		test.slow();
		const player = ( route: import( '@playwright/test' ).Route ) =>
			route.fulfill( {
				contentType: 'text/html',
				body: '<!doctype html><p>Fake VideoPress player</p>',
			} );
		await page.route( 'https://videopress.com/**', player );
		await visitor.route( 'https://videopress.com/**', player );

		const content = savedVideos();
		const post = await requestUtils.createPost( {
			title: 'VideoPress videos',
			content,
			status: 'draft',
			date_gmt: new Date().toISOString(),
		} );
		await admin.editPost( post.id );
		await waitForCanvas( page );
		await expect(
			editor.canvas.locator( '[data-type="videopress/video"]' ).first()
		).toBeVisible( { timeout: 60_000 } );
		await expect(
			editor.canvas.getByText( INVALID_BLOCK_WARNING )
		).toHaveCount( 0 );
		const blocks = await editor.getBlocks();
		expect( blocks.map( ( b ) => b.name ) ).toEqual(
			expect.arrayContaining( [ 'core/video', 'videopress/video' ] )
		);
		// Opening the post marks nothing as changed.
		expect(
			await page.evaluate( () =>
				(
					window as unknown as {
						wp: {
							data: {
								select: ( s: string ) => {
									isEditedPostDirty: () => boolean;
								};
							};
						};
					}
				 ).wp.data
					.select( 'core/editor' )
					.isEditedPostDirty()
			)
		).toBe( false );

		// Edit the caption of the first VideoPress block, publish, reopen.
		const videopress = editor.canvas
			.locator( '[data-type="videopress/video"]' )
			.first();
		await videopress
			.getByRole( 'textbox', { name: 'Video caption text' } )
			.click();
		await page.keyboard.type( 'A caption written here' );
		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.locator( '[data-type="videopress/video"]' ).first()
		);
		expect( await editor.getEditedPostContent() ).toContain(
			'A caption written here'
		);

		await visitPost( visitor, postId );
		const players = visitor.locator( 'iframe.blockpack-videopress-player' );
		await expect( players.first() ).toBeVisible();
		expect( await players.count() ).toBeGreaterThanOrEqual( 10 );
		await expect(
			visitor.getByText( 'A caption written here' )
		).toBeVisible();
		await expect(
			visitor
				.locator( 'figure.wp-block-video video[src^="data:video/mp4"]' )
				.first()
		).toBeAttached();
		await expect(
			visitor
				.frameLocator( 'iframe.blockpack-videopress-player' )
				.first()
				.getByText( 'Fake VideoPress player' )
		).toBeVisible();
	} );
} );
