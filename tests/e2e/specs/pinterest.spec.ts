/**
 * Pinterest (`jetpack/pinterest`): a pasted board link becomes the block with a sandboxed
 * preview; an address that is not a pin, user or board, or a short link that cannot be
 * resolved, shows the exact failure, and "Convert block to link" leaves a paragraph link;
 * visitors get Pinterest's widget anchor and script. pinit.js is faked (page.route).
 */
import type { Page } from '@playwright/test';
import {
	expect,
	pasteLinkInNewParagraph,
	publishAndReopen,
	test,
	visitPost,
} from '../utils';

const BOARD_URL = 'https://www.pinterest.com/bakingamoment/bread-recipes/';
const SHORT_LINK = 'https://pin.it/broken-link';
const FAILURE = 'Sorry, this content could not be embedded.';
const PREVIEW = 'iframe[title="Pinterest preview"]';
const FAKE_BOARD = `Fake Pinterest embedBoard ${ BOARD_URL }`;

/**
 * Answers Pinterest's script with a fake that writes what each widget anchor would show.
 *
 * @param page The page whose requests are answered.
 */
async function fakePinterest( page: Page ) {
	await page.route( 'https://assets.pinterest.com/js/pinit.js*', ( route ) =>
		route.fulfill( {
			contentType: 'text/javascript',
			body: `document.querySelectorAll( 'a[data-pin-do]' ).forEach( function ( a ) {
				var p = document.createElement( 'p' );
				p.textContent = 'Fake Pinterest ' + a.getAttribute( 'data-pin-do' ) + ' ' + a.getAttribute( 'href' );
				a.parentNode.insertBefore( p, a.nextSibling );
			} );`,
		} )
	);
}

test.describe( 'Pinterest', () => {
	test( 'a pasted board link previews, a broken one shows the failure and converts to a link, visitors get the board', async ( {
		admin,
		editor,
		page,
		pageUtils,
		visitor,
	} ) => {
		test.slow();
		await fakePinterest( page );
		await fakePinterest( visitor );
		await admin.createNewPost();

		// Paste a board link into an empty paragraph: it becomes the block.
		await pasteLinkInNewParagraph( editor, pageUtils, BOARD_URL );
		await expect
			.poll( async () => ( await editor.getBlocks() )[ 0 ] )
			.toMatchObject( {
				name: 'jetpack/pinterest',
				attributes: { url: BOARD_URL },
			} );
		const preview = editor.canvas.frameLocator( PREVIEW );
		// The widget ran in the sandbox (its layout depends on the sandbox's resizing).
		await expect( preview.getByText( FAKE_BOARD ) ).toHaveCount( 1 );

		// Edit the address to one that is not a pin, user or board: the failure, then try again.
		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Edit URL' } )
			.click();
		const input = editor.canvas.getByRole( 'textbox', {
			name: 'Pinterest URL',
		} );
		await input.fill( 'https://www.pinterest.com/a/b/c/' );
		await editor.canvas.getByRole( 'button', { name: 'Embed' } ).click();
		await expect( editor.canvas.getByText( FAILURE ) ).toBeVisible();
		await editor.canvas
			.getByRole( 'button', { name: 'Try again' } )
			.click();
		await input.fill( BOARD_URL );
		await editor.canvas.getByRole( 'button', { name: 'Embed' } ).click();
		// The widget ran in the sandbox (its layout depends on the sandbox's resizing).
		await expect( preview.getByText( FAKE_BOARD ) ).toHaveCount( 1 );

		// A short link that cannot be resolved: the failure, then a paragraph link.
		await editor.insertBlock( { name: 'jetpack/pinterest' } );
		await editor.canvas
			.getByRole( 'textbox', { name: 'Pinterest URL' } )
			.fill( SHORT_LINK );
		await editor.canvas.getByRole( 'button', { name: 'Embed' } ).click();
		await expect( editor.canvas.getByText( FAILURE ) ).toBeVisible( {
			timeout: 90_000,
		} );
		await editor.canvas
			.getByRole( 'button', { name: 'Convert block to link' } )
			.click();
		await expect(
			editor.canvas.getByRole( 'link', { name: SHORT_LINK } )
		).toBeVisible();

		const content = await editor.getEditedPostContent();
		expect( content ).toContain(
			`<!-- wp:jetpack/pinterest {"url":"${ BOARD_URL }"} -->\n<a class="wp-block-jetpack-pinterest" href="${ BOARD_URL }">${ BOARD_URL }</a>`
		);
		expect( content ).toContain(
			`<!-- wp:paragraph -->\n<p><a href="${ SHORT_LINK }">${ SHORT_LINK }</a></p>\n<!-- /wp:paragraph -->`
		);

		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.locator( PREVIEW )
		);

		// Visitors: Pinterest's anchor, filled by its script.
		await visitPost( visitor, postId );
		const block = visitor.locator( '.wp-block-jetpack-pinterest' );
		await expect(
			block.locator( 'a[data-pin-do="embedBoard"]' )
		).toHaveAttribute( 'href', BOARD_URL );
		await expect( block.getByText( FAKE_BOARD ) ).toBeVisible();
		await expect(
			visitor.locator(
				'script[src^="https://assets.pinterest.com/js/pinit.js"]'
			)
		).toHaveCount( 1 );
		await expect(
			visitor.getByRole( 'link', { name: SHORT_LINK } )
		).toHaveAttribute( 'href', SHORT_LINK );
	} );
} );
