/**
 * Repeat Visitor: the editor (threshold validation, the notice's wording, inner
 * blocks, saved and reopened valid) and what visitors see. The decision is made in the
 * visitor's browser from Jetpack's `jp-visit-counter` cookie (the page's path, six months), so
 * every visitor gets the same HTML; without JavaScript "before-visits" content shows and
 * "after-visits" content does not. Jetpack's own server output for a visitor above and below
 * the threshold (`../shared/jetpack-content/repeat-visitor/*.server-rendered-*.html`) is what a
 * visitor with the same cookie sees here.
 */
import fs from 'fs';
import path from 'path';
import type { Browser, Page } from '@playwright/test';
import { test, expect, publishAndReopen, visitPost } from '../utils';

const COOKIE = 'jp-visit-counter';
const SIX_MONTHS = 6 * 30 * 24 * 60 * 60;
const JETPACK_CONTENT = path.resolve(
	__dirname,
	'../../../../shared/jetpack-content/repeat-visitor'
);

/** Two blocks on one page, the visit counted once. */
const TWO_BLOCKS = `<!-- wp:jetpack/repeat-visitor {"threshold":2} -->
<div class="wp-block-jetpack-repeat-visitor"><div class="wp-block-jetpack-repeat-visitor__inner-container"><!-- wp:paragraph -->
<p>Welcome back, regular.</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:jetpack/repeat-visitor -->

<!-- wp:jetpack/repeat-visitor {"criteria":"before-visits","threshold":2} -->
<div class="wp-block-jetpack-repeat-visitor"><div class="wp-block-jetpack-repeat-visitor__inner-container"><!-- wp:paragraph -->
<p>Hello, newcomer.</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:jetpack/repeat-visitor -->`;

const AFTER = 'Welcome back, regular.';
const BEFORE = 'Hello, newcomer.';

/**
 * The visit counter cookie the browser holds for the page, if any.
 * @param page The visitor's page.
 */
async function counter( page: Page ) {
	return ( await page.context().cookies() ).find(
		( cookie ) => cookie.name === COOKIE
	);
}

/**
 * A fresh visitor context holding a counter cookie for a page, as Jetpack's script wrote it.
 * @param browser  The browser.
 * @param baseURL  The site.
 * @param pagePath The post's path.
 * @param count    The count.
 */
async function visitorWithCount(
	browser: Browser,
	baseURL: string,
	pagePath: string,
	count: string
): Promise< Page > {
	const context = await browser.newContext( { baseURL } );
	await context.addCookies( [
		{
			name: COOKIE,
			value: count,
			domain: new URL( baseURL ).hostname,
			path: pagePath,
			expires: Math.round( Date.now() / 1000 ) + SIX_MONTHS,
		},
	] );
	return context.newPage();
}

test.describe( 'Repeat Visitor', () => {
	test( 'editor: criteria, threshold (invalid input kept with a message), an inner paragraph; reopens valid', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/repeat-visitor' } );
		const block = editor.canvas.locator(
			'[data-type="jetpack/repeat-visitor"]'
		);
		await expect(
			block.getByText(
				'This block will only appear to people who have visited this page more than 3 times.'
			)
		).toBeVisible();

		const threshold = block.getByLabel( 'Visit count threshold' );
		for ( const invalid of [ '0', '-2' ] ) {
			await threshold.fill( invalid );
			await expect(
				block.getByText( 'Please enter a valid number.' )
			).toBeVisible();
			await expect( threshold ).toHaveValue( invalid );
			// The last valid threshold stays.
			await expect(
				block.getByText(
					'This block will only appear to people who have visited this page more than 3 times.'
				)
			).toBeVisible();
		}
		await threshold.fill( '1' );
		await expect(
			block.getByText( 'Please enter a valid number.' )
		).toHaveCount( 0 );
		await expect(
			block.getByText(
				'This block will only appear to people who have visited this page more than once.'
			)
		).toBeVisible();

		await block.getByLabel( 'Show before threshold' ).check();
		await expect(
			block.getByText(
				'This block will only appear to people who are visiting this page for the first time.'
			)
		).toBeVisible();
		await threshold.fill( '4' );
		await expect(
			block.getByText(
				'This block will only appear to people who have visited this page at most 4 times.'
			)
		).toBeVisible();

		// An inner paragraph, typed in the block's own appender.
		const clientId = await block.getAttribute( 'data-block' );
		await editor.insertBlock(
			{ name: 'core/paragraph' },
			{ clientId: clientId ?? '' }
		);
		await page.keyboard.type( 'Only for newcomers.' );
		await expect(
			block.locator( '.wp-block-jetpack-repeat-visitor__inner-container' )
		).toContainText( 'Only for newcomers.' );

		const { content } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.getByText(
				'This block will only appear to people who have visited this page at most 4 times.'
			)
		);
		expect( content ).toContain(
			'<!-- wp:jetpack/repeat-visitor {"criteria":"before-visits","threshold":4} -->'
		);
		expect( content ).toContain(
			'<div class="wp-block-jetpack-repeat-visitor__inner-container"><!-- wp:paragraph -->\n<p>Only for newcomers.</p>'
		);
	} );

	test( 'visitor: visits counted once a page in the cookie (page path, six months); before and after the threshold', async ( {
		requestUtils,
		visitor,
	} ) => {
		const post = await requestUtils.createPost( {
			title: 'Repeat Visitor',
			content: TWO_BLOCKS,
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		const after = visitor.getByText( AFTER );
		const before = visitor.getByText( BEFORE );

		// Visits 1 and 2 (0 and 1 counted before): below the threshold of 2.
		for ( const expected of [ '1', '2' ] ) {
			await visitPost( visitor, post.id );
			await expect( before ).toBeVisible();
			await expect( after ).toHaveCount( 0 );
			const cookie = await counter( visitor );
			expect( cookie?.value ).toBe( expected );
			expect( cookie?.path ).toBe( new URL( visitor.url() ).pathname );
			expect( cookie?.path ).not.toBe( '/' );
			expect(
				Math.abs(
					( cookie?.expires ?? 0 ) - Date.now() / 1000 - SIX_MONTHS
				)
			).toBeLessThan( 120 );
		}
		// Visit 3 (2 counted): the after-visits content shows, the before-visits one is gone.
		await visitPost( visitor, post.id );
		await expect( after ).toBeVisible();
		await expect( before ).toHaveCount( 0 );
		expect( ( await counter( visitor ) )?.value ).toBe( '3' );
		// The removed content is not left for screen readers either.
		const tree = await visitor.locator( 'body' ).ariaSnapshot();
		expect( tree ).toContain( AFTER );
		expect( tree ).not.toContain( BEFORE );
	} );

	test( 'visitor: nothing shows before the view script has decided (no flicker)', async ( {
		requestUtils,
		visitor,
	} ) => {
		const post = await requestUtils.createPost( {
			title: 'Repeat Visitor',
			content: TWO_BLOCKS,
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		let release: () => void = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await visitor.route( /repeat-visitor\/view\.js/, async ( route ) => {
			await held;
			await route.continue();
		} );
		await visitor.goto( `/?p=${ post.id }`, { waitUntil: 'commit' } );
		const blocks = visitor.locator( '.wp-block-jetpack-repeat-visitor' );
		await expect( blocks ).toHaveCount( 2 );
		await expect(
			visitor.locator( 'footer, .wp-site-blocks' ).first()
		).toBeAttached();
		// The page is parsed and styled; the script has not run: neither content shows.
		await expect( visitor.getByText( BEFORE ) ).toBeHidden();
		await expect( visitor.getByText( AFTER ) ).toBeHidden();
		expect( await counter( visitor ) ).toBeUndefined();
		release();
		await expect( visitor.getByText( BEFORE ) ).toBeVisible();
		await expect( visitor.getByText( AFTER ) ).toHaveCount( 0 );
	} );

	test( 'visitor without JavaScript: before-visits content shows, after-visits content does not (not for screen readers either)', async ( {
		browser,
		baseURL,
		requestUtils,
	} ) => {
		const post = await requestUtils.createPost( {
			title: 'Repeat Visitor',
			content: TWO_BLOCKS,
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		const context = await browser.newContext( {
			baseURL,
			javaScriptEnabled: false,
		} );
		try {
			const page = await context.newPage();
			await page.goto( `/?p=${ post.id }` );
			await expect( page.getByText( BEFORE ) ).toBeVisible();
			await expect( page.getByText( AFTER ) ).toBeHidden();
			const tree = await page.locator( 'body' ).ariaSnapshot();
			expect( tree ).toContain( BEFORE );
			expect( tree ).not.toContain( AFTER );
		} finally {
			await context.close();
		}
	} );

	test( 'cache-safe: the same HTML whatever the cookie', async ( {
		requestUtils,
		playwright,
		baseURL,
	} ) => {
		const post = await requestUtils.createPost( {
			title: 'Repeat Visitor',
			content: TWO_BLOCKS,
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		const bodies: string[] = [];
		for ( const cookie of [ '', `${ COOKIE }=0`, `${ COOKIE }=7` ] ) {
			const request = await playwright.request.newContext( {
				baseURL,
				storageState: { cookies: [], origins: [] },
				extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
			} );
			const res = await request.get( post.link );
			expect( res.status() ).toBe( 200 );
			bodies.push( await res.text() );
			await request.dispose();
		}
		expect( bodies[ 0 ] ).toContain( BEFORE );
		expect( bodies[ 0 ] ).toContain( AFTER );
		expect( bodies[ 1 ] ).toBe( bodies[ 0 ] );
		expect( bodies[ 2 ] ).toBe( bodies[ 0 ] );
	} );

	test( 'feeds (no script runs there) carry what a visitor without JavaScript sees', async ( {
		requestUtils,
		playwright,
		baseURL,
	} ) => {
		const post = await requestUtils.createPost( {
			title: 'Repeat Visitor in the feed',
			content: TWO_BLOCKS,
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		const request = await playwright.request.newContext( {
			baseURL,
			storageState: { cookies: [], origins: [] },
		} );
		try {
			const res = await request.get( '/?feed=rss2' );
			expect( res.status() ).toBe( 200 );
			const feed = await res.text();
			const item = feed
				.split( '<item>' )
				.find( ( part ) => part.includes( post.link ) );
			expect( item ).toContain( BEFORE );
			expect( item ).not.toContain( AFTER );
		} finally {
			await request.dispose();
		}
	} );

	// Content saved by Jetpack, and what Jetpack's server printed for a visitor above and below
	// the threshold: a visitor holding such a count (Jetpack's cookie, kept) sees the same text.
	for ( const base of [
		'jetpack__repeat-visitor',
		'jetpack__repeat-visitor__deprecated-1',
	] ) {
		test( `Jetpack's ${ base }: a visitor with an existing cookie above or below the threshold sees what Jetpack showed`, async ( {
			requestUtils,
			browser,
			baseURL,
		} ) => {
			const read = ( file: string ) =>
				fs.readFileSync( path.join( JETPACK_CONTENT, file ), 'utf8' );
			const post = await requestUtils.createPost( {
				title: 'Repeat Visitor',
				content: read( `${ base }.html` ),
				status: 'publish',
				date_gmt: new Date().toISOString(),
			} );
			const pagePath = new URL( post.link ).pathname;
			// The saved threshold is 5: 7 visits are above it, 1 below.
			for ( const [ count, file, next ] of [
				[ '7', `${ base }.server-rendered-above-threshold.html`, '8' ],
				[ '1', `${ base }.server-rendered-below-threshold.html`, '2' ],
			] ) {
				const page = await visitorWithCount(
					browser,
					baseURL ?? '',
					pagePath,
					count
				);
				try {
					await page.goto( post.link );
					const block = page.locator(
						'.wp-block-jetpack-repeat-visitor'
					);
					await expect( block ).toHaveClass( /is-decided/ );
					const jetpack = await page.evaluate( ( html ) => {
						const holder = document.createElement( 'div' );
						holder.innerHTML = html;
						return ( holder.textContent ?? '' ).trim();
					}, read( file ) );
					// WordPress curls apostrophes in post content (Jetpack's too).
					const text = ( await block.innerText() )
						.trim()
						.replace( /[\u2018\u2019]/g, "'" );
					expect( text ).toBe( jetpack );
					if ( jetpack ) {
						await expect(
							block.getByRole( 'paragraph' )
						).toBeVisible();
					}
					expect( ( await counter( page ) )?.value ).toBe( next );
				} finally {
					await page.context().close();
				}
			}
		} );
	}
} );
