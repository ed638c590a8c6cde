/**
 * A video's text tracks in the real editor, for a video of the media library: the toolbar's
 * "Text tracks" dropdown (ours; core's is hidden beside it) uploads a WebVTT file with the
 * form's defaults, refuses a file that is no WebVTT and a second track of the same language and
 * kind with their messages, deletes a track ('Deleting' meanwhile); the post reopens valid and
 * visitors get a `<track>` whose file is the one uploaded.
 */
import { expect, publishAndReopen, test, visitPost } from '../utils';
import { libraryVideoPost } from '../video';

const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nBirds, flying.\n';

test.describe( 'Video text tracks', () => {
	test( 'a track uploaded in the toolbar reaches visitors; wrong files and twins are refused', async ( {
		admin,
		editor,
		page,
		request,
		requestUtils,
		visitor,
	} ) => {
		test.slow();
		const { postId: draft } = await libraryVideoPost(
			{ request, requestUtils },
			'A video with tracks'
		);
		await admin.editPost( draft );
		await editor.canvas.locator( '[data-type="core/video"]' ).click();

		// One "Text tracks" in the toolbar: ours.
		const toolbar = page.getByRole( 'toolbar', { name: 'Block tools' } );
		const toggle = toolbar.getByRole( 'button', { name: 'Text tracks' } );
		await expect( toggle ).toHaveCount( 1 );
		await toggle.click();
		const popover = page.locator( '.blockpack-video-tracks__popover' );
		await expect(
			popover.getByText( 'Tracks can be subtitles, captions' )
		).toBeVisible();
		await popover.getByRole( 'button', { name: 'Upload track' } ).click();
		const form = popover.locator( '.blockpack-video-tracks__form' );
		await expect(
			form.getByRole( 'heading', { name: 'Upload track' } )
		).toBeVisible();

		// Not WebVTT: refused with the message, nothing sent.
		const fileInput = form.locator( 'input[type="file"]' );
		await fileInput.setInputFiles( {
			name: 'birds.vtt',
			mimeType: 'text/vtt',
			buffer: Buffer.from( '1\n00:00:00,000 --> 00:00:02,000\nBirds\n' ),
		} );
		await form.getByRole( 'button', { name: 'Save' } ).click();
		await expect(
			form.getByText(
				'This is not a WebVTT file: its first line must be WEBVTT.'
			)
		).toBeVisible();

		// A WebVTT file with a byte order mark, the form's defaults: English, en, subtitles.
		await fileInput.setInputFiles( {
			name: 'birds.vtt',
			mimeType: 'text/vtt',
			buffer: Buffer.from( '\uFEFF' + VTT ),
		} );
		await form.getByRole( 'button', { name: 'Save' } ).click();
		await expect( popover.getByText( 'English' ) ).toBeVisible();
		const tracks = async () =>
			( await editor.getBlocks() )[ 0 ].attributes.tracks as Array<
				Record< string, string >
			>;
		await expect.poll( tracks ).toEqual( [
			expect.objectContaining( {
				label: 'English',
				srcLang: 'en',
				kind: 'subtitles',
			} ),
		] );
		const [ english ] = await tracks();

		// A twin of it is refused before it is sent.
		await popover.getByRole( 'button', { name: 'Upload track' } ).click();
		await fileInput.setInputFiles( {
			name: 'again.vtt',
			mimeType: 'text/vtt',
			buffer: Buffer.from( VTT ),
		} );
		await form.getByRole( 'textbox', { name: 'Label' } ).fill( 'Again' );
		await form.getByRole( 'button', { name: 'Save' } ).click();
		await expect(
			form.getByText(
				'A track already exists for that language and kind.'
			)
		).toBeVisible();

		// A French caption track, then deleted: 'Deleting' while the server deletes it.
		await form
			.getByRole( 'textbox', { name: 'Source language' } )
			.fill( 'fr' );
		await form.getByRole( 'textbox', { name: 'Label' } ).fill( 'Français' );
		await form
			.getByRole( 'combobox', { name: 'Kind' } )
			.selectOption( 'captions' );
		await form.getByRole( 'button', { name: 'Save' } ).click();
		await expect.poll( async () => ( await tracks() ).length ).toBe( 2 );
		const [ , french ] = await tracks();
		let releaseDelete: () => void = () => undefined;
		const held = new Promise< void >( ( resolve ) => {
			releaseDelete = resolve;
		} );
		// Only holds the request back a moment, to see its state: the server answers it.
		await page.route( /tracks/, async ( route ) => {
			if ( route.request().method() === 'DELETE' ) {
				await held;
			}
			await route.continue();
		} );
		await popover
			.getByRole( 'button', { name: 'Delete Français' } )
			.click();
		await expect(
			popover.getByRole( 'button', { name: 'Deleting' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		releaseDelete();
		await expect.poll( async () => ( await tracks() ).length ).toBe( 1 );
		await page.unroute( /tracks/ );
		expect( ( await request.get( french.src ) ).status() ).toBe( 404 );

		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.locator( '[data-type="core/video"]' )
		);
		await visitPost( visitor, postId );
		const track = visitor.locator( 'video track' );
		await expect( track ).toHaveCount( 1 );
		await expect( track ).toHaveAttribute( 'srclang', 'en' );
		await expect( track ).toHaveAttribute( 'kind', 'subtitles' );
		await expect( track ).toHaveAttribute( 'label', 'English' );
		await expect( track ).toHaveAttribute( 'src', english.src );
		const served = await visitor.request.get( english.src );
		expect( served.status() ).toBe( 200 );
		expect( await served.text() ).toBe( VTT );
	} );
} );
