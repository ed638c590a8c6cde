/**
 * The Video block's own panels in the real editor, for a video of the media library: Video File
 * Settings (rating, downloads, privacy) are saved on the video at once and hold for visitors (a
 * private video is not shown to them); Progress Bar Colors take six hex digits only, saved with
 * Save colors into the block; the post reopens valid. The block's player is in the
 * `jetpack/media-source` store.
 */
import { expect, publishAndReopen, test, visitPost } from '../utils';
import { libraryVideoPost } from '../video';

test.describe( 'Video panels', () => {
	test( 'file settings are saved on the video and hold for visitors; colours take six hex digits', async ( {
		admin,
		editor,
		page,
		request,
		requestUtils,
		visitor,
	} ) => {
		test.slow();
		const { media, postId: draft } = await libraryVideoPost(
			{ request, requestUtils },
			'A video with settings'
		);
		await admin.editPost( draft );
		await editor.canvas.locator( '[data-type="core/video"]' ).click();

		// The player is in the jetpack/media-source store, by the block's id, with its element.
		const clientId = ( await editor.canvas
			.locator( '[data-type="core/video"]' )
			.getAttribute( 'data-block' ) ) as string;
		const source = () =>
			page.evaluate(
				( id ) =>
					window.wp.data
						.select( 'jetpack/media-source' )
						.getMediaSourceById( id ),
				clientId
			);
		await expect.poll( source ).toMatchObject( {
			id: clientId,
			domId: `blockpack-video-${ clientId }`,
			state: 'is-paused',
		} );
		await expect(
			editor.canvas.locator( `video#blockpack-video-${ clientId }` )
		).toHaveCount( 1 );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );

		// Video File Settings: applied at once, on the video.
		await sidebar
			.getByRole( 'button', { name: 'Video File Settings' } )
			.click();
		const privacy = sidebar.getByRole( 'combobox', {
			name: 'Video Privacy',
		} );
		await expect( privacy ).toHaveValue( '2' );
		await sidebar
			.getByRole( 'combobox', { name: 'Rating' } )
			.selectOption( 'PG-13' );
		await privacy.selectOption( { label: 'Private' } );
		await expect(
			sidebar.getByText(
				'Only the site’s logged-in members can watch this video.'
			)
		).toBeVisible();
		await sidebar
			.getByRole( 'checkbox', { name: 'Allow download' } )
			.uncheck();
		await expect
			.poll( async () =>
				requestUtils.rest( {
					path: `/blockpack/v1/video/${ media.id }/settings`,
				} )
			)
			.toMatchObject( {
				rating: 'PG-13',
				allow_download: false,
				privacy: 1,
				is_private: true,
			} );

		// Progress Bar Colors: six hex digits, saved with the button.
		await sidebar
			.getByRole( 'button', { name: 'Progress Bar Colors' } )
			.click();
		const main = sidebar.getByRole( 'textbox', { name: 'Main' } );
		await main.fill( 'red' );
		await expect(
			sidebar.getByText(
				'A colour is # and six hex digits, such as #1e90ff.'
			)
		).toBeVisible();
		await expect(
			sidebar.getByRole( 'button', { name: 'Save colors' } )
		).toBeDisabled();
		await main.fill( '#1e90ff' );
		await sidebar.getByRole( 'button', { name: 'Save colors' } ).click();
		expect( await editor.getEditedPostContent() ).toContain(
			'"seekbarColor":"#1e90ff"'
		);

		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.locator( '[data-type="core/video"]' )
		);
		await visitPost( visitor, postId );
		await expect(
			visitor.getByText( 'This video is private.' )
		).toBeVisible();
		await expect( visitor.locator( 'video' ) ).toHaveCount( 0 );

		await requestUtils.rest( {
			method: 'POST',
			path: `/blockpack/v1/video/${ media.id }/settings`,
			data: { privacy: 0 },
		} );
		await visitor.reload();
		await expect(
			visitor.locator( 'video[controlslist="nodownload"]' )
		).toHaveAttribute( 'src', media.source_url );
	} );
} );
