/**
 * Eventbrite Checkout (`jetpack/eventbrite`): a pasted event link becomes the block with a
 * sandboxed checkout preview; an address that is not an event, or a short link that cannot be
 * resolved, shows the exact failure and clears url and eventId, and "Convert block to link"
 * leaves a paragraph link; the
 * published post gives visitors the checkout. Eventbrite's widget script is faked (page.route).
 */
import type { Page } from '@playwright/test';
import {
	expect,
	pasteLinkInNewParagraph,
	publishAndReopen,
	test,
	visitPost,
} from '../utils';

const EVENT_URL = 'https://www.eventbrite.com/e/test-event-tickets-123456789';
const SHORT_LINK = 'https://evbuc.com/broken-link';
const FAILURE = 'Sorry, this content could not be embedded.';
const PREVIEW = 'iframe[title="Eventbrite Checkout preview"]';

/**
 * Answers Eventbrite's widget script with a fake that writes the checkout's text into its
 * container (or marks the modal's trigger).
 *
 * @param page The page whose requests are answered.
 */
async function fakeEventbrite( page: Page ) {
	await page.route(
		'https://www.eventbrite.com/static/widgets/eb_widgets.js*',
		( route ) =>
			route.fulfill( {
				contentType: 'text/javascript',
				body: `window.EBWidgets = { createWidget: function ( o ) {
					var el = document.getElementById( o.iframeContainerId || o.modalTriggerElementId );
					if ( ! el ) { return; }
					if ( o.modal ) { el.setAttribute( 'data-fake-checkout', String( o.eventId ) ); return; }
					var p = document.createElement( 'p' );
					p.textContent = 'Fake checkout for event ' + o.eventId;
					el.appendChild( p );
				} };`,
			} )
	);
}

test.describe( 'Eventbrite Checkout', () => {
	test( 'a pasted event link previews, a broken one shows the failure and converts to a link, visitors get the checkout', async ( {
		admin,
		editor,
		page,
		pageUtils,
		visitor,
	} ) => {
		test.slow();
		await fakeEventbrite( page );
		await fakeEventbrite( visitor );
		await admin.createNewPost();

		// Paste an event link into an empty paragraph: it becomes the block.
		await pasteLinkInNewParagraph( editor, pageUtils, EVENT_URL );
		await expect
			.poll( async () => ( await editor.getBlocks() )[ 0 ] )
			.toMatchObject( {
				name: 'jetpack/eventbrite',
				attributes: { url: EVENT_URL, eventId: 123456789 },
			} );
		const preview = editor.canvas.frameLocator( PREVIEW );
		// The widget ran in the sandbox (its layout depends on the sandbox's resizing).
		await expect(
			preview.getByText( 'Fake checkout for event 123456789' )
		).toHaveCount( 1 );

		// Edit the address to something that is not an event: the failure, then try again.
		// The pasted block is still selected.
		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Edit URL' } )
			.click();
		const input = editor.canvas.getByRole( 'textbox', {
			name: 'Eventbrite event URL',
		} );
		await input.fill( 'https://example.com/e/not-eventbrite-1' );
		await editor.canvas.getByRole( 'button', { name: 'Embed' } ).click();
		await expect( editor.canvas.getByText( FAILURE ) ).toBeVisible();
		await expect(
			editor.canvas.getByRole( 'button', {
				name: 'Convert block to link',
			} )
		).toBeVisible();
		// The spec: the embed is cleared (url and eventId).
		const cleared = ( await editor.getBlocks() )[ 0 ].attributes;
		expect( cleared.url ).toBeUndefined();
		expect( cleared.eventId ).toBeUndefined();
		await editor.canvas
			.getByRole( 'button', { name: 'Try again' } )
			.click();
		await input.fill( EVENT_URL );
		await editor.canvas.getByRole( 'button', { name: 'Embed' } ).click();
		// The widget ran in the sandbox (its layout depends on the sandbox's resizing).
		await expect(
			preview.getByText( 'Fake checkout for event 123456789' )
		).toHaveCount( 1 );

		// "Button & Modal" shows the locked Register button; back to the in-page embed.
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		await settings.getByRole( 'radio', { name: 'Button & Modal' } ).check();
		await expect(
			editor.canvas.getByRole( 'textbox', { name: 'Button text' } )
		).toHaveText( 'Register' );
		await settings.getByRole( 'radio', { name: 'In-page Embed' } ).check();
		await expect( editor.canvas.locator( PREVIEW ) ).toBeVisible();

		// A short link that cannot be resolved: the failure, then a paragraph link.
		await editor.insertBlock( { name: 'jetpack/eventbrite' } );
		await expect(
			editor.canvas.getByText( 'Eventbrite Checkout', { exact: true } )
		).toBeVisible();
		await editor.canvas
			.getByRole( 'textbox', { name: 'Eventbrite event URL' } )
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
			`<!-- wp:jetpack/eventbrite {"url":"${ EVENT_URL }","eventId":123456789} -->\n<div class="wp-block-jetpack-eventbrite"><a class="eventbrite__direct-link" href="${ EVENT_URL }">${ EVENT_URL }</a></div>`
		);
		expect( content ).toContain(
			`<!-- wp:paragraph -->\n<p><a href="${ SHORT_LINK }">${ SHORT_LINK }</a></p>\n<!-- /wp:paragraph -->`
		);

		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.locator( PREVIEW )
		);

		// Visitors: the checkout in the page, the link to the event for browsers without script.
		await visitPost( visitor, postId );
		const block = visitor.locator( '.wp-block-jetpack-eventbrite--embed' );
		await expect(
			block.getByText( 'Fake checkout for event 123456789' )
		).toBeVisible();
		await expect(
			block.getByRole( 'link', {
				name: 'Register on Eventbrite',
				includeHidden: true,
			} )
		).toHaveAttribute( 'href', EVENT_URL );
		await expect(
			visitor.locator(
				'script[src^="https://www.eventbrite.com/static/widgets/eb_widgets.js"]'
			)
		).toHaveCount( 1 );
		await expect(
			visitor.getByRole( 'link', { name: SHORT_LINK } )
		).toHaveAttribute( 'href', SHORT_LINK );
	} );
} );
