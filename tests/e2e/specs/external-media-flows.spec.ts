/**
 * External media in core's other media flows, and the picker's screens for a source that cannot
 * answer:
 * - the Replace menus of the Cover and Media & Text blocks list the sources after core's items;
 *   a picture picked there replaces the block's image with the site's own copy;
 * - the featured image: its button opens a menu (Media Library first), and a picture picked from
 *   a source becomes the post's featured image;
 * - a source whose key the service refuses shows the connect screen, which sends an
 *   administrator to Settings → Blockpack; a failing service shows 'Internal server error'.
 *
 * The services are the fakes of tests/fakes/openverse and tests/fakes/pexels; our own routes
 * answer for real. The main flow (Image, Gallery, visitors) is external-media.spec.ts.
 */
import type { Page } from '@playwright/test';
import { test, expect, publishAndReopen } from '../utils';
import { attachment } from '../../integration/external-media-helpers';
import { GOOD_KEY } from '../../fakes/pexels';
import {
	SOURCES,
	UPLOADS,
	insertPicked,
	searchPicker,
	startExternalMediaBed,
	type ExternalMediaBed,
} from '../external-media';

const OPENVERSE = SOURCES[ 0 ];

/**
 * In the open picker: searches Openverse, picks its first picture and inserts it.
 *
 * @param page The editor page.
 */
async function pickFirst( page: Page ) {
	const dialog = await searchPicker( page, OPENVERSE );
	await dialog
		.getByRole( 'button', { name: OPENVERSE.item } )
		.first()
		.click();
	await insertPicked( page, dialog );
}

/**
 * The edited post's attribute.
 *
 * @param page The editor page.
 * @param name The attribute.
 */
function postAttribute( page: Page, name: string ): Promise< unknown > {
	return page.evaluate(
		( attribute ) =>
			(
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getEditedPostAttribute: (
									a: string
								) => unknown;
							};
						};
					};
				}
			 ).wp.data
				.select( 'core/editor' )
				.getEditedPostAttribute( attribute ),
		name
	);
}

/**
 * The first block's attributes, as the editor holds them.
 *
 * @param page The editor page.
 */
function firstBlockAttributes(
	page: Page
): Promise< Record< string, unknown > > {
	return page.evaluate(
		() =>
			(
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getBlocks: () => Array< {
									attributes: Record< string, unknown >;
								} >;
							};
						};
					};
				}
			 ).wp.data
				.select( 'core/block-editor' )
				.getBlocks()[ 0 ].attributes
	);
}

test.describe( 'External media in core’s other media flows', () => {
	test.describe.configure( { mode: 'serial' } );

	let bed: ExternalMediaBed;
	let library: { id: number; source_url: string };

	test.beforeAll( async ( { requestUtils } ) => {
		bed = await startExternalMediaBed();
		library = await bed.libraryImage( requestUtils, 'library-flows' );
	} );

	test.afterAll( async () => {
		await bed.close();
	} );

	for ( const block of [
		{
			name: 'core/cover',
			attributes: () => ( {
				url: library.source_url,
				id: library.id,
				dimRatio: 50,
			} ),
			innerBlocks: [
				{ name: 'core/paragraph', attributes: { content: 'Over it' } },
			],
			idOf: ( attributes: Record< string, unknown > ) => attributes.id,
			urlOf: ( attributes: Record< string, unknown > ) => attributes.url,
		},
		{
			name: 'core/media-text',
			attributes: () => ( {
				mediaId: library.id,
				mediaUrl: library.source_url,
				mediaType: 'image',
			} ),
			innerBlocks: [
				{
					name: 'core/paragraph',
					attributes: { content: 'Beside it' },
				},
			],
			idOf: ( attributes: Record< string, unknown > ) =>
				attributes.mediaId,
			urlOf: ( attributes: Record< string, unknown > ) =>
				attributes.mediaUrl,
		},
	] ) {
		test( `${ block.name }: its Replace menu lists the sources; a picked picture replaces the image`, async ( {
			admin: wpAdmin,
			editor,
			page,
		} ) => {
			await wpAdmin.createNewPost();
			await editor.insertBlock( {
				name: block.name,
				attributes: block.attributes(),
				innerBlocks: block.innerBlocks,
			} );
			await editor.selectBlocks(
				editor.canvas.locator( `[data-type="${ block.name }"]` )
			);
			await page
				.getByRole( 'toolbar', { name: 'Block tools' } )
				.getByRole( 'button', { name: 'Replace', exact: true } )
				.click();
			// Core's own items stay, the sources after them.
			await expect(
				page.getByRole( 'menuitem', { name: 'Open Media Library' } )
			).toBeVisible();
			await page
				.getByRole( 'menuitem', { name: OPENVERSE.label } )
				.click();
			await pickFirst( page );

			await expect
				.poll( async () =>
					block.idOf( await firstBlockAttributes( page ) )
				)
				.not.toBe( library.id );
			const attributes = await firstBlockAttributes( page );
			const id = block.idOf( attributes ) as number;
			bed.created.push( id );
			expect( block.urlOf( attributes ) ).toMatch( UPLOADS );
			expect( ( await attachment( bed.admin, id ) ).caption ).toMatch(
				OPENVERSE.credit
			);
			await publishAndReopen( { editor, page }, () =>
				editor.canvas.locator( `[data-type="${ block.name }"] img` )
			);
		} );
	}

	test( 'the featured image: Media Library first, then the sources; a picked picture becomes it', async ( {
		admin: wpAdmin,
		editor,
		page,
	} ) => {
		await wpAdmin.createNewPost();
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar.getByRole( 'tab', { name: 'Post' } ).click();
		await sidebar
			.getByRole( 'button', { name: 'Set featured image' } )
			.click();
		const menu = page.getByRole( 'menu', { name: 'Replace Image' } );
		await expect( menu.getByRole( 'menuitem' ) ).toHaveText( [
			'Media Library',
			'Openverse',
			'Pexels Free Photos',
		] );
		await menu.getByRole( 'menuitem', { name: OPENVERSE.label } ).click();
		await pickFirst( page );
		await expect
			.poll( () => postAttribute( page, 'featured_media' ) )
			.toBeGreaterThan( 0 );
		const id = ( await postAttribute( page, 'featured_media' ) ) as number;
		bed.created.push( id );
		expect( ( await attachment( bed.admin, id ) ).sourceUrl ).toMatch(
			UPLOADS
		);
		await expect(
			sidebar.locator( '.editor-post-featured-image img' )
		).toHaveAttribute( 'src', UPLOADS );
	} );

	test( 'a refused key shows the connect screen; a failing service, Internal server error', async ( {
		admin: wpAdmin,
		editor,
		page,
	} ) => {
		await wpAdmin.createNewPost();
		await editor.insertBlock( { name: 'core/image' } );
		const image = editor.canvas.locator( '[data-type="core/image"]' );

		// Pexels no longer takes the site's key (revoked at Pexels after it was saved).
		bed.pexels.keys.delete( GOOD_KEY );
		try {
			await image.getByRole( 'button', { name: 'Select Image' } ).click();
			await page
				.getByRole( 'menuitem', { name: 'Pexels Free Photos' } )
				.click();
			const dialog = page.getByRole( 'dialog', { name: 'Select media' } );
			await expect(
				dialog.getByText(
					'This source needs to be set up before it can be used.'
				)
			).toBeVisible( { timeout: 30_000 } );
			const setUp = dialog.getByRole( 'link', {
				name: 'Set it up in Settings → Blockpack',
			} );
			await expect( setUp ).toHaveAttribute(
				'href',
				/options-general\.php\?page=blockpack/
			);
			await page.keyboard.press( 'Escape' );
			await expect( dialog ).toHaveCount( 0 );
		} finally {
			bed.pexels.keys.add( GOOD_KEY );
		}

		bed.openverse.failWith = 500;
		try {
			await image.getByRole( 'button', { name: 'Select Image' } ).click();
			await page
				.getByRole( 'menuitem', { name: OPENVERSE.label } )
				.click();
			const dialog = page.getByRole( 'dialog', { name: 'Select media' } );
			// A search no earlier test made: kept answers are served even while the service fails.
			await dialog
				.getByRole( 'textbox', { name: 'Search' } )
				.fill( 'glacier' );
			await dialog
				.getByRole( 'button', { name: 'Search', exact: true } )
				.click();
			await expect(
				dialog.getByText( 'Internal server error' )
			).toBeVisible( { timeout: 30_000 } );
		} finally {
			bed.openverse.failWith = null;
		}
	} );
} );
