/**
 * External media in the editor, for each source (Openverse, Pexels): a Gallery that already has
 * a library image gets two pictures from the source's picker appended (its toolbar's Add menu),
 * an Image block takes one (its placeholder's Select Image dropdown); every picture is copied
 * into the library with its credit and the blocks show the site's own files; the post opens
 * again valid, and a visitor sees the pictures.
 *
 * The services are the fakes of tests/fakes/openverse and tests/fakes/pexels (our PHP is pointed
 * at them by tests/mu-plugins/blockpack-test-external-media.php); our own routes answer for real.
 */
import { test, expect, publishAndReopen, visitPost } from '../utils';
import {
	SOURCES,
	UPLOADS,
	imageIds,
	insertPicked,
	searchPicker,
	startExternalMediaBed,
	type ExternalMediaBed,
} from '../external-media';
import { attachment } from '../../integration/external-media-helpers';

test.describe( 'External media (editor)', () => {
	test.describe.configure( { mode: 'serial' } );

	let bed: ExternalMediaBed;

	test.beforeAll( async () => {
		bed = await startExternalMediaBed();
	} );

	test.afterAll( async () => {
		await bed.close();
	} );

	for ( const source of SOURCES ) {
		test( `${ source.label }: two appended to a gallery, one in an Image block, copied with their credit, seen by visitors`, async ( {
			admin: wpAdmin,
			editor,
			page,
			visitor,
			requestUtils,
		} ) => {
			const library = await bed.libraryImage(
				requestUtils,
				`library-${ source.id }`
			);

			await wpAdmin.createNewPost();
			await editor.insertBlock( {
				name: 'core/gallery',
				innerBlocks: [
					{
						name: 'core/image',
						attributes: {
							id: library.id,
							url: library.source_url,
						},
					},
				],
			} );
			const gallery = editor.canvas.locator(
				'[data-type="core/gallery"]'
			);
			await editor.selectBlocks( gallery );
			await page
				.getByRole( 'toolbar', { name: 'Block tools' } )
				.getByRole( 'button', { name: 'Add', exact: true } )
				.click();
			await page.getByRole( 'menuitem', { name: source.label } ).click();
			let dialog = await searchPicker( page, source );
			const items = dialog.getByRole( 'button', { name: source.item } );
			await items.nth( 0 ).click();
			await items.nth( 1 ).click();
			await expect( items.nth( 0 ) ).toHaveAttribute(
				'aria-pressed',
				'true'
			);
			await insertPicked( page, dialog );

			// Appended: the library image first, then the two copies, the site's own files.
			await expect( gallery.locator( 'img' ) ).toHaveCount( 3 );
			const galleryIds = await imageIds( page );
			expect( galleryIds ).toHaveLength( 3 );
			expect( galleryIds[ 0 ] ).toBe( library.id );
			for ( const img of await gallery.locator( 'img' ).all() ) {
				await expect( img ).toHaveAttribute( 'src', UPLOADS );
			}
			await expect( gallery.locator( 'figcaption' ) ).toHaveCount( 2 );
			await expect( gallery.locator( 'figcaption' ).first() ).toHaveText(
				source.credit
			);

			// An Image block: one picture, from its placeholder's dropdown.
			await editor.insertBlock( { name: 'core/image' } );
			const image = editor.canvas
				.locator( '[data-type="core/image"]' )
				.last();
			await image.getByRole( 'button', { name: 'Select Image' } ).click();
			await page.getByRole( 'menuitem', { name: source.label } ).click();
			dialog = await searchPicker( page, source );
			const picks = dialog.getByRole( 'button', { name: source.item } );
			await picks.nth( 2 ).click();
			await picks.nth( 3 ).click();
			await expect( picks.nth( 2 ) ).toHaveAttribute(
				'aria-pressed',
				'false'
			);
			await insertPicked( page, dialog );
			await expect( image.locator( 'img' ) ).toHaveAttribute(
				'src',
				UPLOADS
			);

			const ids = await imageIds( page );
			expect( ids ).toHaveLength( 4 );
			const copies = ids.slice( 1 );
			bed.created.push( ...copies );
			for ( const id of copies ) {
				const media = await attachment( bed.admin, id );
				expect( media.sourceUrl ).toMatch( UPLOADS );
				expect( media.caption ).toMatch( source.credit );
			}

			const { postId } = await publishAndReopen( { editor, page }, () =>
				editor.canvas
					.locator( '[data-type="core/gallery"] img' )
					.first()
			);
			await visitPost( visitor, postId );
			const seen = visitor.locator( '.wp-block-image img' );
			await expect( seen ).toHaveCount( 4 );
			for ( const img of await seen.all() ) {
				await expect( img ).toHaveAttribute( 'src', UPLOADS );
				await expect
					.poll( () =>
						img.evaluate(
							( el ) => ( el as HTMLImageElement ).naturalWidth
						)
					)
					.toBeGreaterThan( 0 );
			}
		} );
	}
} );
