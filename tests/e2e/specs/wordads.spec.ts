/**
 * Ad (`jetpack/wordads`): an administrator pastes ad code for the rectangle in Settings →
 * Blockpack; an author inserts the block, picks a format (a format without code says where to
 * add it), hides it on mobile, publishes and reopens it valid. A visitor at desktop width gets
 * the owner's code in a slot already 300×250 while the ad's script has not run yet (no layout
 * shift), the same size once it has; at phone width the slot is hidden. The ad's script is
 * answered by page.route() (our code calls no ad network).
 */
import type { Browser, Page, Route } from '@playwright/test';
import { test, expect, publishAndReopen } from '../utils';

const AD_SCRIPT = 'https://ads.example.test/owner-ad.js';
const MREC_CODE = `<div class="owner-ad">Owner ad</div><script src="${ AD_SCRIPT }"></script>`;

/**
 * Sets the ad code of one format on the settings page, as an administrator does.
 *
 * @param page  An administrator's page.
 * @param label The format's field.
 * @param code  The code ('' to remove it).
 */
async function setAdCode( page: Page, label: string, code: string ) {
	await page.goto( '/wp-admin/options-general.php?page=blockpack#ads' );
	await page.getByLabel( label, { exact: true } ).fill( code );
	await page.getByRole( 'button', { name: 'Save ad code' } ).click();
	await expect( page.getByLabel( label, { exact: true } ) ).toHaveValue(
		code
	);
}

/**
 * A logged-out page of the given width.
 *
 * @param browser The browser.
 * @param width   The viewport's width.
 * @param baseURL The site.
 */
async function visitorAt( browser: Browser, width: number, baseURL: string ) {
	const context = await browser.newContext( {
		baseURL,
		viewport: { width, height: 800 },
		storageState: { cookies: [], origins: [] },
	} );
	return context.newPage();
}

test.describe( 'Ad', () => {
	test( 'insert, pick a format, hide on mobile; visitors get the slot at its size, not on phones', async ( {
		admin,
		editor,
		page,
		browser,
		baseURL,
	} ) => {
		test.setTimeout( 240_000 );
		await setAdCode( page, 'Rectangle 300x250', MREC_CODE );
		try {
			await admin.createNewPost();
			await editor.insertBlock( { name: 'jetpack/wordads' } );
			const placeholder = editor.canvas.locator(
				'.wp-block-jetpack-wordads__placeholder'
			);
			await expect( placeholder ).toHaveText( 'Rectangle 300x250' );

			// A format without code says where an administrator adds it.
			await editor.clickBlockToolbarButton( 'Pick an ad format' );
			await page
				.getByRole( 'menuitemradio', { name: 'Leaderboard 728x90' } )
				.click();
			await expect( placeholder ).toHaveText( 'Leaderboard 728x90' );
			await expect(
				editor.canvas.getByText(
					'No ad code is set for this format yet, so visitors see nothing here. Add it in Settings → Blockpack, under Ads.'
				)
			).toBeVisible();
			const leaderboard = await placeholder.boundingBox();
			expect( leaderboard!.width / leaderboard!.height ).toBeCloseTo(
				728 / 90,
				1
			);

			await editor.clickBlockToolbarButton( 'Pick an ad format' );
			await page
				.getByRole( 'menuitemradio', { name: 'Rectangle 300x250' } )
				.click();
			await expect( placeholder ).toHaveText( 'Rectangle 300x250' );
			await expect(
				editor.canvas.locator( '.wp-block-jetpack-wordads__no-code' )
			).toHaveCount( 0 );
			const box = await placeholder.boundingBox();
			expect( [ box!.width, box!.height ] ).toEqual( [ 300, 250 ] );

			await editor.openDocumentSettingsSidebar();
			await page.getByLabel( 'Hide on mobile' ).check();
			expect( await editor.getEditedPostContent() ).toBe(
				'<!-- wp:jetpack/wordads {"hideMobile":true} /-->'
			);

			const { postId } = await publishAndReopen(
				{ editor, page },
				() => placeholder
			);

			// Desktop: the slot is 300×250 before the ad's script runs, and after.
			const desktop = await visitorAt( browser, 1280, baseURL! );
			let release: ( () => Promise< void > ) | undefined;
			const held = new Promise< void >( ( resolve ) => {
				void desktop.route( AD_SCRIPT, ( route: Route ) => {
					release = () =>
						route.fulfill( {
							contentType: 'text/javascript',
							body: 'window.ownerAdRan = true; document.querySelector( ".owner-ad" ).textContent = "Loaded ad";',
						} );
					resolve();
				} );
			} );
			await desktop.goto( `/?p=${ postId }`, { waitUntil: 'commit' } );
			await held;
			const slot = desktop.locator(
				'.wp-block-jetpack-wordads.jetpack-wordads-mrec .wp-block-jetpack-wordads__ad'
			);
			await expect( slot.locator( '.owner-ad' ) ).toHaveText(
				'Owner ad'
			);
			expect(
				await desktop.evaluate( () => 'ownerAdRan' in window )
			).toBe( false );
			const before = await slot.boundingBox();
			expect( [ before!.width, before!.height ] ).toEqual( [ 300, 250 ] );
			await release!();
			await expect( slot.locator( '.owner-ad' ) ).toHaveText(
				'Loaded ad'
			);
			const after = await slot.boundingBox();
			expect( after ).toEqual( before );
			await desktop.context().close();

			// Phone: hidden.
			const phone = await visitorAt( browser, 390, baseURL! );
			await phone.route( AD_SCRIPT, ( route: Route ) => route.abort() );
			await phone.goto( `/?p=${ postId }`, {
				waitUntil: 'domcontentloaded',
			} );
			await expect(
				phone.locator( '.wp-block-jetpack-wordads' )
			).toBeAttached();
			await expect(
				phone.locator( '.wp-block-jetpack-wordads' )
			).toBeHidden();
			await phone.context().close();
		} finally {
			await setAdCode( page, 'Rectangle 300x250', '' );
		}
	} );
} );
