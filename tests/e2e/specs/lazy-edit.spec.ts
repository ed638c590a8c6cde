/**
 * A block's editor loads through import() when a block of its kind is first shown
 * (shared/lazy-edit.tsx): the first Star Rating inserted shows a placeholder of the block's own
 * height (nothing below it jumps when the editor arrives), fetches its chunk and becomes
 * interactive. Pointing at the block's item in the inserter starts loading its chunk before the
 * click (shared/lazy-edit-preload-item.ts). How fast (the 300 ms budget) is measured by
 * `npm run bench` (benchLazyEdit in tools/bench/editor.mjs), not here: a timed assertion fails
 * whenever the machine is busy.
 */
import type { Page } from '@playwright/test';
import type { Admin, Editor } from '@wordpress/e2e-test-utils-playwright';
import {
	lazyEditResult,
	watchLazyEdit,
} from '../../../tools/bench/lazy-edit-probe.mjs';
import { test, expect } from '../utils';

/**
 * Opens a new post and waits until it is editable, counting from the start the block editor
 * chunks the page requests, by file name.
 *
 * @param fixtures        The test's fixtures.
 * @param fixtures.admin  Gutenberg's admin fixture.
 * @param fixtures.editor Gutenberg's editor fixture.
 * @param fixtures.page   The page.
 * @return The list of chunks, filled as requests go.
 */
async function newPost( {
	admin,
	editor,
	page,
}: {
	admin: Admin;
	editor: Editor;
	page: Page;
} ): Promise< string[] > {
	const chunks: string[] = [];
	page.on( 'request', ( request ) => {
		const match = /\/build\/(edit-[^/?]+\.js)/.exec( request.url() );
		if ( match ) {
			chunks.push( match[ 1 ] );
		}
	} );
	await admin.createNewPost();
	await expect(
		editor.canvas.getByRole( 'textbox', { name: 'Add title' } )
	).toBeEditable();
	return chunks;
}

/**
 * Inserts a Star Rating through the block editor's store, as a pattern or a script does (no
 * inserter item pointed at first, so nothing preloads its editor).
 *
 * @param page The editor page.
 */
async function insertThroughStore( page: Page ) {
	await page.evaluate( () => {
		const { wp } = window as unknown as {
			wp: {
				data: {
					dispatch: (
						s: string
					) => Record< string, ( b: unknown ) => void >;
				};
				blocks: { createBlock: ( n: string ) => unknown };
			};
		};
		wp.data
			.dispatch( 'core/block-editor' )
			.insertBlock( wp.blocks.createBlock( 'jetpack/rating-star' ) );
	} );
}

test.describe( 'Lazily loaded block editor', () => {
	test( 'the first Star Rating shows a placeholder of its size, loads its editor chunk only then, and becomes interactive', async ( {
		admin,
		editor,
		page,
	} ) => {
		const chunks = await newPost( { admin, editor, page } );
		expect( chunks ).toEqual( [] );

		const canvas = page.frame( 'editor-canvas' ) ?? page.mainFrame();
		await watchLazyEdit( canvas, 'jetpack/rating-star' );
		await insertThroughStore( page );
		await expect(
			editor.canvas.getByRole( 'button', { name: 'Rate 1', exact: true } )
		).toBeVisible();
		const probe = await lazyEditResult( canvas );
		process.stdout.write( `lazy edit: ${ JSON.stringify( probe ) }\n` );
		test.info().annotations.push( {
			type: 'lazy edit',
			description: JSON.stringify( probe ),
		} );
		expect( chunks ).toEqual( [ 'edit-rating-star.js' ] );
		expect( probe.placeholder ).toBeDefined();
		expect( probe.jump ).toBeLessThanOrEqual( 1 );
		expect( probe.interactive ).toBeGreaterThanOrEqual(
			probe.shown as number
		);
	} );

	test( 'pointing at the Star Rating item in the inserter loads its editor chunk before the click', async ( {
		admin,
		editor,
		page,
	} ) => {
		const chunks = await newPost( { admin, editor, page } );
		await page
			.getByRole( 'button', { name: 'Toggle block inserter' } )
			.click();
		const item = page
			.locator( '.block-editor-inserter__main-area' )
			.getByRole( 'option', { name: 'Star Rating', exact: true } )
			// In Widgets; the Blockpack collection lists it again further down.
			.first();
		await expect( item ).toBeVisible();
		expect( chunks ).toEqual( [] );

		const chunk = page.waitForResponse( /\/build\/edit-rating-star\.js/ );
		await item.hover();
		await chunk;
		expect( chunks ).toEqual( [ 'edit-rating-star.js' ] );

		// Loaded before the click: the block shows its editor at once, with no placeholder.
		const canvas = page.frame( 'editor-canvas' ) ?? page.mainFrame();
		await watchLazyEdit( canvas, 'jetpack/rating-star' );
		await item.click();
		const probe = await lazyEditResult( canvas );
		await expect(
			editor.canvas.getByRole( 'button', { name: 'Rate 1', exact: true } )
		).toBeVisible();
		expect( chunks ).toEqual( [ 'edit-rating-star.js' ] );
		expect( probe.wait ).toBe( 0 );
	} );

	test( 'a chunk that fails once shows Try again, then the block; its address carries the build’s version', async ( {
		admin,
		editor,
		page,
	} ) => {
		await newPost( { admin, editor, page } );
		// Our own static file, lost on the network once (a fault of the network, not of a route).
		const asked: string[] = [];
		await page.route( /\/build\/edit-rating-star\.js/, ( route ) => {
			asked.push( route.request().url() );
			return asked.length === 1
				? route.abort( 'connectionreset' )
				: route.continue();
		} );
		await insertThroughStore( page );
		const block = editor.canvas.getByRole( 'document', {
			name: 'Block: Star Rating',
		} );
		await expect( block.getByRole( 'alert' ) ).toContainText(
			'This block’s editor could not be loaded. Its content is kept.'
		);
		await block.getByRole( 'button', { name: 'Try again' } ).click();
		await expect(
			block.getByRole( 'button', { name: 'Rate 1', exact: true } )
		).toBeVisible();
		expect( await editor.getEditedPostContent() ).toContain(
			'<!-- wp:jetpack/rating-star'
		);

		// Both asked for the chunk by the same versioned address, the hash the build wrote.
		expect( asked ).toHaveLength( 2 );
		expect( asked[ 1 ] ).toBe( asked[ 0 ] );
		const version = new URL( asked[ 0 ] ).searchParams.get( 'ver' );
		expect( version ).toMatch( /^[0-9a-f]{20}$/ );
		const editorJs = await (
			await page.request.get(
				new URL( './editor.js', asked[ 0 ] ).toString()
			)
		).text();
		expect( editorJs ).toContain( `"${ version }"` );
	} );
} );
