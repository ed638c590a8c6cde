/**
 * Calendly (`jetpack/calendly`): a pasted embed code becomes an inline calendar preview, a
 * calendar that cannot be loaded gives the exact failure message, and the link style reaches
 * visitors as a button that opens Calendly's popup. calendly.com is faked with page.route().
 */
import type { Page, Route } from '@playwright/test';
import { test, expect, publishAndReopen, visitPost } from '../utils';

const FAILURE =
	"Your calendar couldn't be embedded. Please double check your URL or code.";

const INLINE_CODE = `<!-- Calendly inline widget begin -->
<div class="calendly-inline-widget" data-url="https://calendly.com/jane-doe/30min?hide_event_type_details=1&background_color=1a1a1a&text_color=ffffff&primary_color=00a2ff" style="min-width:320px;height:630px;"></div>
<script type="text/javascript" src="https://assets.calendly.com/assets/external/widget.js" async></script>
<!-- Calendly inline widget end -->`;

/**
 * Answers calendly.com: `/broken` fails at the network level, anything else is a small page
 * (after a short delay, so "Embedding…" can be seen). Calendly's widget assets are faked too:
 * the script records the popup's address.
 *
 * @param page The page whose requests are answered.
 */
async function fakeCalendly( page: Page ) {
	await page.route( 'https://calendly.com/**', async ( route: Route ) => {
		if ( new URL( route.request().url() ).pathname === '/broken' ) {
			await route.abort( 'failed' );
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 1500 ) );
		await route.fulfill( {
			contentType: 'text/html',
			body: '<!doctype html><title>Fake Calendly</title><h1>Pick a time</h1>',
		} );
	} );
	await page.route(
		'https://assets.calendly.com/assets/external/widget.js',
		( route ) =>
			route.fulfill( {
				contentType: 'text/javascript',
				body: 'window.Calendly = { initPopupWidget: function ( o ) { window.calendlyPopup = o.url; } };',
			} )
	);
	await page.route(
		'https://assets.calendly.com/assets/external/widget.css',
		( route ) => route.fulfill( { contentType: 'text/css', body: '' } )
	);
}

test.describe( 'Calendly', () => {
	test( 'a pasted embed code previews, a broken address shows the failure, the link style reaches visitors', async ( {
		admin,
		editor,
		page,
		visitor,
	} ) => {
		test.slow();
		await fakeCalendly( page );
		await fakeCalendly( visitor );
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/calendly' } );
		// The canvas paints (and takes clicks) once its scripts load from the queued server.
		await expect
			.poll(
				() =>
					editor.canvas
						.locator( 'body' )
						.evaluate( ( body ) => body.ownerDocument.readyState ),
				{ timeout: 90_000 }
			)
			.toBe( 'complete' );

		const input = editor.canvas.getByRole( 'textbox', {
			name: 'Calendly web address or embed code',
		} );
		const embed = editor.canvas.getByRole( 'button', {
			name: 'Embed',
			exact: true,
		} );
		await expect(
			editor.canvas.getByText(
				'Enter your Calendly web address or embed code below.'
			)
		).toBeVisible();
		await expect(
			editor.canvas.getByRole( 'link', {
				name: /Need help finding your embed code\?/,
			} )
		).toBeVisible();

		// Text without a Calendly address, then an address that cannot load.
		await input.fill( '<script>alert(1)</script>' );
		await embed.click();
		await expect( editor.canvas.getByText( FAILURE ) ).toBeVisible();
		await input.fill( 'https://calendly.com/broken' );
		await embed.click();
		await expect( editor.canvas.getByText( FAILURE ) ).toBeVisible();
		expect( ( await editor.getBlocks() )[ 0 ].attributes.url ).toBeFalsy();

		// The inline embed code: "Embedding…", then the calendar.
		await input.fill( INLINE_CODE );
		await embed.click();
		await expect( editor.canvas.getByText( 'Embedding…' ) ).toBeVisible();
		const preview = editor.canvas.locator(
			'iframe[title="Calendly scheduling calendar"]'
		);
		await expect( preview ).toBeVisible();
		const src = new URL(
			( await preview.getAttribute( 'src' ) ) as string
		);
		expect( src.origin + src.pathname ).toBe(
			'https://calendly.com/jane-doe/30min'
		);
		expect( Object.fromEntries( src.searchParams ) ).toMatchObject( {
			embed_type: 'Inline',
			hide_event_type_details: '1',
			background_color: '1a1a1a',
			primary_color: '00a2ff',
			text_color: 'ffffff',
		} );
		await expect(
			page
				.getByRole( 'toolbar', { name: 'Block tools' } )
				.getByRole( 'button', { name: 'Edit', exact: true } )
		).toBeVisible();

		// Link style from the "Calendar settings" panel: a locked inner button.
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		await expect(
			settings.getByRole( 'button', { name: 'Calendar settings' } )
		).toBeVisible();
		await settings.getByRole( 'radio', { name: 'Link' } ).click();
		const buttonText = editor.canvas.getByRole( 'textbox', {
			name: 'Button text',
		} );
		await expect( buttonText ).toHaveText( 'Schedule time with me' );

		const { postId, content } = await publishAndReopen(
			{ editor, page },
			() => editor.canvas.getByRole( 'textbox', { name: 'Button text' } )
		);
		expect( content ).toContain( '"style":"link"' );
		expect( content ).toContain(
			'"url":"https://calendly.com/jane-doe/30min"'
		);
		expect( content ).toContain( '<!-- wp:jetpack/button' );

		// The visitor gets the button; Calendly's script opens the popup with the colours.
		await visitPost( visitor, postId );
		const block = visitor.locator(
			'.wp-block-jetpack-calendly.calendly-style-link'
		);
		const link = block.getByRole( 'button', {
			name: 'Schedule time with me',
		} );
		await expect( link ).toBeVisible();
		await expect( link ).toHaveAttribute( 'id', /^calendly-block-\d+$/ );
		const href = new URL( ( await link.getAttribute( 'href' ) ) as string );
		expect( href.origin + href.pathname ).toBe(
			'https://calendly.com/jane-doe/30min'
		);
		expect( href.searchParams.get( 'background_color' ) ).toBe( '1a1a1a' );
		await expect(
			visitor.locator(
				'script[src^="https://assets.calendly.com/assets/external/widget.js"]'
			)
		).toHaveCount( 1 );
		await link.click();
		await expect
			.poll( () =>
				visitor.evaluate(
					() =>
						( window as unknown as { calendlyPopup?: string } )
							.calendlyPopup
				)
			)
			.toBe( href.toString() );
	} );
} );
