/**
 * Calendly (`jetpack/calendly`): a pasted embed code becomes an inline calendar preview, a
 * calendar whose address answers 404 gives the exact failure message, and the link style reaches
 * visitors as a button that opens Calendly's popup. A saved calendar survives a post opened
 * while calendly.com is blocked. Addresses are checked by our server (the resolver), whose
 * calendly.com is answered by the test recorder (tests/mu-plugins/blockpack-test-redirect.php);
 * the browser's calendly.com is faked with page.route().
 */
import type { Page, Route } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { test, expect, publishAndReopen, COLLECTOR, visitPost } from '../utils';

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

/**
 * Answers our server's requests to calendly.com: `/broken` answers 404, the test calendars 200.
 *
 * @param requestUtils The REST helper.
 */
async function fakeCalendlyForServer( requestUtils: RequestUtils ) {
	await requestUtils.rest( {
		method: 'POST',
		path: '/blockpack-test/v1/http-recorder',
		data: {
			port: 0,
			hosts: { 'calendly.com': [ '216.239.32.21' ] },
			answers: {
				'https://calendly.com/broken': { status: 404 },
				'https://calendly.com/jane-doe/30min': { status: 200 },
				'https://calendly.com/jane-doe/kept': { status: 200 },
			},
		},
	} );
}

test.describe( 'Calendly', () => {
	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/blockpack-test/v1/http-recorder',
			data: { port: 0 },
		} );
	} );

	test( 'a saved calendar is kept when the post opens with calendly.com blocked; a check changes no attribute', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		test.slow();
		// Our server cannot reach calendly.com either (the test bed is offline): the check fails.
		await requestUtils.rest( {
			method: 'POST',
			path: '/blockpack-test/v1/http-recorder',
			data: { port: 0, hosts: { 'calendly.com': [ '216.239.32.21' ] } },
		} );
		const checks = { pending: 0 };
		page.on( 'request', ( request ) => {
			if ( request.url().includes( 'resolve-redirect' ) ) {
				checks.pending++;
			}
		} );
		const settled = ( request: { url: () => string } ) => {
			if ( request.url().includes( 'resolve-redirect' ) ) {
				checks.pending--;
			}
		};
		page.on( 'requestfinished', settled );
		page.on( 'requestfailed', settled );
		const blocked: string[] = [];
		await page.route(
			/^https:\/\/([a-z]+\.)?calendly\.com\//,
			( route ) => {
				blocked.push( route.request().url() );
				return route.abort( 'blockedbyclient' );
			}
		);
		const content =
			'<!-- wp:jetpack/calendly {"primaryColor":"ff0000","url":"https://calendly.com/jane-doe/kept"} -->\n<div class="wp-block-jetpack-calendly"></div>\n<!-- /wp:jetpack/calendly -->';
		const post = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: { title: 'Calendar kept', content, status: 'draft' },
		} ) ) as { id: number };
		await admin.editPost( post.id );
		const preview = editor.canvas.locator(
			'iframe[title="Calendly scheduling calendar"]'
		);
		await expect( preview ).toBeVisible( { timeout: 90_000 } );
		// The browser tried calendly.com and was blocked.
		await expect.poll( () => blocked.length ).toBeGreaterThan( 0 );
		// The check answered: a notice at most; the calendar stays.
		await expect(
			editor.canvas.getByText( FAILURE, { exact: true } )
		).toBeVisible( { timeout: 30_000 } );
		await expect.poll( () => checks.pending ).toBe( 0 );
		await expect( preview ).toBeVisible();

		// An unrelated edit, then save: the block is saved as it was.
		await editor.canvas
			.getByRole( 'textbox', { name: 'Add title' } )
			.fill( 'Calendar kept, edited' );
		await editor.saveDraft();
		const saved = ( await requestUtils.rest( {
			path: `/wp/v2/posts/${ post.id }`,
			params: { context: 'edit' },
		} ) ) as { content: { raw: string } };
		expect( saved.content.raw ).toBe( content );
		expect( ( await editor.getBlocks() )[ 0 ].attributes ).toMatchObject( {
			url: 'https://calendly.com/jane-doe/kept',
			primaryColor: 'ff0000',
		} );
	} );

	test( 'a pasted embed code previews, a broken address shows the failure, the link style reaches visitors', async ( {
		admin,
		editor,
		page,
		requestUtils,
		visitor,
	} ) => {
		test.slow();
		await fakeCalendlyForServer( requestUtils );
		// Our resolver answers after a moment, so that "Embedding…" can be seen (not faked).
		await page.route(
			( url ) => url.href.includes( 'resolve-redirect' ),
			async ( route ) => {
				await new Promise( ( resolve ) => setTimeout( resolve, 1500 ) );
				await route.continue();
			}
		);
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

		// Text without a Calendly address, then an address that answers 404.
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

	test( 'a link forged in the content with the button’s id never opens its own address in the popup', async ( {
		requestUtils,
		visitor,
	} ) => {
		await fakeCalendly( visitor );
		const block =
			'<!-- wp:jetpack/calendly {"style":"link","url":"https://calendly.com/jane-doe/30min","submitButtonText":"Book a call"} /-->';
		const post = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: { title: 'Forged link', content: block, status: 'publish' },
		} ) ) as { id: number };
		try {
			// The button's id is predictable: the content takes it, before the button.
			await visitPost( visitor, post.id );
			const id = await visitor
				.getByRole( 'button', { name: 'Book a call' } )
				.getAttribute( 'id' );
			expect( id ).toMatch( /^calendly-block-\d+$/ );
			await requestUtils.rest( {
				method: 'POST',
				path: `/wp/v2/posts/${ post.id }`,
				data: {
					content: `<!-- wp:html -->\n<p><a id="${ id }" href="${ COLLECTOR }/phish">Claim your seat</a></p>\n<!-- /wp:html -->\n\n${ block }`,
				},
			} );
			await visitPost( visitor, post.id );
			await expect(
				visitor.getByRole( 'button', { name: 'Book a call' } )
			).toHaveAttribute( 'id', id! );
			await expect(
				visitor.locator(
					'script[src^="https://assets.calendly.com/assets/external/widget.js"]'
				)
			).toHaveCount( 1 );
			// Our handler runs once the widget's script has loaded.
			await visitor.waitForLoadState( 'load' );
			await visitor
				.getByRole( 'link', { name: 'Claim your seat' } )
				.click();
			const popup = () =>
				visitor.evaluate(
					() =>
						( window as unknown as { calendlyPopup?: string } )
							.calendlyPopup ?? ''
				);
			// The popup shows the block's calendar, never the forged address.
			await expect.poll( popup ).not.toBe( '' );
			expect( await popup() ).toMatch(
				/^https:\/\/calendly\.com\/jane-doe\/30min/
			);
		} finally {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/posts/${ post.id }`,
				params: { force: true },
			} );
		}
	} );
} );
