/**
 * Google Photos in the editor, against the fake Google of tests/fakes/google-photos (our routes
 * and pages answer for real): a Gallery's Add menu opens the picker on Google Photos; the author
 * connects in the shared popup (our connect page, the fake's consent screen, our callback, which
 * posts to the editor and closes); 'Open Google Photos' opens the fake picking window, where two
 * photos are ticked and Done pressed; both are copied into the library and appended to the
 * gallery; the post opens again valid and a visitor sees them; Disconnect brings the connect
 * screen back.
 */
import { test, expect, publishAndReopen, visitPost } from '../utils';
import {
	UPLOADS,
	imageIds,
	startExternalMediaBed,
	type ExternalMediaBed,
} from '../external-media';
import {
	CLIENT_ID,
	CLIENT_SECRET,
	pointPluginAtGoogle,
	startFakeGoogle,
	type FakeGoogle,
} from '../../fakes/google-photos';
import { saveExternalMediaSettings } from '../../integration/external-media-helpers';

test.describe( 'External media: Google Photos (editor)', () => {
	let bed: ExternalMediaBed;
	let google: FakeGoogle;

	test.beforeAll( async () => {
		bed = await startExternalMediaBed();
		google = await startFakeGoogle();
		await pointPluginAtGoogle( bed.admin, google.port );
		await saveExternalMediaSettings( bed.admin.context, {
			blockpack_google_client_id: CLIENT_ID,
			blockpack_google_client_secret: CLIENT_SECRET,
		} );
	} );

	test.afterAll( async () => {
		await bed.admin.delete(
			'/wpcom/v2/external-media/connection/google_photos'
		);
		await pointPluginAtGoogle( bed.admin, 0 );
		await bed.close();
		await google.close();
	} );

	test( 'connect in the popup, pick two in Google’s window, both appended to a gallery; disconnect', async ( {
		admin: wpAdmin,
		editor,
		page,
		visitor,
		requestUtils,
	} ) => {
		const library = await bed.libraryImage(
			requestUtils,
			'library-google'
		);
		await wpAdmin.createNewPost();
		await editor.insertBlock( {
			name: 'core/gallery',
			innerBlocks: [
				{
					name: 'core/image',
					attributes: { id: library.id, url: library.source_url },
				},
			],
		} );
		const gallery = editor.canvas.locator( '[data-type="core/gallery"]' );
		await editor.selectBlocks( gallery );
		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Add', exact: true } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Google Photos' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Select media' } );
		await expect(
			dialog.getByText(
				'Connect your Google account to pick photos from Google Photos.'
			)
		).toBeVisible( { timeout: 30_000 } );

		// The connect popup: through our pages and the fake consent screen; it closes itself.
		const connectPopup = page.waitForEvent( 'popup' );
		await dialog
			.getByRole( 'button', { name: 'Connect to Google Photos' } )
			.click();
		const popup = await connectPopup;
		await popup.waitForEvent( 'close', { timeout: 30_000 } );
		await expect(
			dialog.getByText( 'Connected as ada@example.org.' )
		).toBeVisible();

		// Google's window: tick two photos, press Done; it closes itself (autoclose).
		const pickerWindow = page.waitForEvent( 'popup' );
		await dialog
			.getByRole( 'button', { name: 'Open Google Photos' } )
			.click();
		const picker = await pickerWindow;
		await picker.waitForURL( /\/picker\/[^/]+\/autoclose$/ );
		await picker.getByLabel( 'Lake at dawn.jpg' ).check();
		await picker.getByLabel( 'Harbour.png' ).check();
		const copy = page.waitForResponse(
			/external-media\/copy\/google_photos/
		);
		await picker.getByRole( 'button', { name: 'Done' } ).click();
		const answer = await copy;
		expect( answer.status() ).toBe( 200 );
		await expect( dialog ).toHaveCount( 0, { timeout: 30_000 } );

		// Appended after the library image: the site's own files.
		await expect( gallery.locator( 'img' ) ).toHaveCount( 3 );
		const ids = await imageIds( page );
		expect( ids[ 0 ] ).toBe( library.id );
		bed.created.push( ...ids.slice( 1 ) );
		for ( const img of await gallery.locator( 'img' ).all() ) {
			await expect( img ).toHaveAttribute( 'src', UPLOADS );
		}
		// The session is deleted once copied.
		await expect
			.poll( () =>
				[ ...google.sessions.values() ].every( ( s ) => s.deleted )
			)
			.toBe( true );

		// Core's gallery gives each new image its size and link once their media records load:
		// wait for it, so that the content checked after the reload is the one published.
		await expect
			.poll(
				async () => {
					const blocks = await editor.getBlocks();
					const galleryBlock = blocks.find(
						( block ) => block.name === 'core/gallery'
					);
					return (
						galleryBlock?.innerBlocks.length === 3 &&
						galleryBlock.innerBlocks.every(
							( inner ) => !! inner.attributes.sizeSlug
						)
					);
				},
				{ timeout: 30_000 }
			)
			.toBe( true );
		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.locator( '[data-type="core/gallery"] img' ).first()
		);
		await visitPost( visitor, postId );
		const seen = visitor.locator( '.wp-block-image img' );
		await expect( seen ).toHaveCount( 3 );
		for ( const img of await seen.all() ) {
			await expect( img ).toHaveAttribute( 'src', UPLOADS );
		}

		// Disconnect: the connect screen again, the grant revoked at Google.
		await editor.selectBlocks(
			editor.canvas.locator( '[data-type="core/gallery"]' )
		);
		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Add', exact: true } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Google Photos' } ).click();
		await dialog.getByRole( 'button', { name: 'Disconnect' } ).click();
		await expect(
			dialog.getByRole( 'button', { name: 'Connect to Google Photos' } )
		).toBeVisible();
		expect(
			[ ...google.refreshTokens.values() ].every(
				( grant ) => grant.revoked
			)
		).toBe( true );
	} );
} );
