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
import { mkdtemp, writeFile } from 'fs/promises';
import { tmpdir } from 'os';
import path from 'path';
import { test, expect, publishAndReopen, visitPost } from '../utils';
import {
	SOURCES,
	UPLOADS,
	imageIds,
	insertPicked,
	searchPicker,
} from '../external-media';
import { restAs, type RestClient } from '../../integration/utils';
import {
	attachment,
	deleteAttachments,
	resetExternalMediaSettings,
	saveExternalMediaSettings,
} from '../../integration/external-media-helpers';
import {
	pointPluginAtOpenverse,
	startFakeOpenverse,
	type FakeOpenverse,
} from '../../fakes/openverse';
import {
	GOOD_KEY,
	JPEG,
	pointPluginAtPexels,
	startFakePexels,
	type FakePexels,
} from '../../fakes/pexels';

test.describe( 'External media (editor)', () => {
	test.describe.configure( { mode: 'serial' } );

	let admin: RestClient;
	let openverse: FakeOpenverse;
	let pexels: FakePexels;
	const created: number[] = [];

	test.beforeAll( async () => {
		admin = await restAs( 'admin' );
		openverse = await startFakeOpenverse();
		pexels = await startFakePexels();
		await pointPluginAtOpenverse( admin, openverse.port );
		await pointPluginAtPexels( admin, pexels.port );
		await saveExternalMediaSettings( admin.context, {
			blockpack_pexels_api_key: GOOD_KEY,
		} );
	} );

	test.afterAll( async () => {
		await deleteAttachments( admin, created );
		await resetExternalMediaSettings( admin.context );
		await pointPluginAtOpenverse( admin, 0 );
		await pointPluginAtPexels( admin, 0 );
		await admin.dispose();
		await openverse.close();
		await pexels.close();
	} );

	for ( const source of SOURCES ) {
		test( `${ source.label }: two appended to a gallery, one in an Image block, copied with their credit, seen by visitors`, async ( {
			admin: wpAdmin,
			editor,
			page,
			visitor,
			requestUtils,
		} ) => {
			const dir = await mkdtemp( path.join( tmpdir(), 'xm-e2e-' ) );
			const file = path.join( dir, `library-${ source.id }.jpg` );
			await writeFile( file, JPEG );
			const library = await requestUtils.uploadMedia( file );
			created.push( library.id );

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
			created.push( ...copies );
			for ( const id of copies ) {
				const media = await attachment( admin, id );
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
