/**
 * The slideshow's layout shift for visitors: a published post with one
 * slideshow of three real uploaded images, loaded in Chromium at 390 px and 1280 px wide, with
 * the cumulative layout shift read from PerformanceObserver `layout-shift` entries until the
 * carousel has started and settled (goal: 0). A third run delays view.js by 1.5 s, as a slow
 * network would: the frame and the first slide must already be in place without it. Each run is
 * measured as is and with the theme's web fonts blocked: the default theme's font swap reflows
 * its own text (title, post meta, comment form) whether or not the page has a slideshow.
 *
 * Its visitor bytes (view.js and style.css, gzip) are the "slideshow" row of the visitor
 * downloads table in tools/bench.mjs: view.js is one file (Swiper's modules are bundled in, no
 * chunk is loaded at run time).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/wordpress.mjs';
import { solidPng } from './solid-png.mjs';

const FIXTURE = path.join(
	ROOT,
	'extensions/blocks/slideshow/test/fixtures/jetpack__slideshow.serialized.html'
);

/**
 * The base fixture's markup with its three images swapped for uploaded ones.
 *
 * @param {Array<{id: number, url: string, ratio: string}>} images The uploads.
 * @return {string} Block markup.
 */
export function slideshowMarkup( images ) {
	let index = 0;
	return readFileSync( FIXTURE, 'utf8' )
		.replace(
			/"ids":\[[^\]]*\]/,
			`"ids":[${ images.map( ( i ) => i.id ).join( ',' ) }]`
		)
		.replace(
			/--aspect-ratio:calc\([^)]*\)/,
			`--aspect-ratio:calc(${ images[ 0 ].ratio })`
		)
		.replace( /<img [^>]*\/>/g, ( tag ) => {
			const image = images[ index++ % images.length ];
			return tag
				.replace( /wp-image-\d+/, `wp-image-${ image.id }` )
				.replace( /data-id="[^"]*"/, `data-id="${ image.id }"` )
				.replace(
					/data-aspect-ratio="[^"]*"/,
					`data-aspect-ratio="${ image.ratio }"`
				)
				.replace( /src="[^"]*"/, `src="${ image.url }"` );
		} );
}

/**
 * The cumulative layout shift of a page while it loads and its slideshow starts.
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string}                             url     The post.
 * @param {number}                             width   Viewport width.
 * @param {number}                             delay   Milliseconds to hold view.js back.
 * @param {boolean}                            noFonts Whether to block the theme's web fonts.
 * @return {Promise<number>} The CLS.
 */
async function measureCls( browser, url, width, delay = 0, noFonts = false ) {
	const context = await browser.newContext( {
		viewport: { width, height: 844 },
	} );
	const page = await context.newPage();
	await page.addInitScript( () => {
		window.__cls = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				if ( ! entry.hadRecentInput ) {
					window.__cls += entry.value;
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	if ( noFonts ) {
		await page.route( /\.(woff2?|ttf|otf)(\?|$)/, ( route ) =>
			route.abort()
		);
	}
	if ( delay ) {
		await page.route( /\/blocks\/slideshow\/view\.js/, async ( route ) => {
			await new Promise( ( resolve ) => setTimeout( resolve, delay ) );
			await route.continue();
		} );
	}
	await page.goto( url, { waitUntil: 'load' } );
	await page.waitForSelector(
		'.wp-block-jetpack-slideshow .swiper-initialized',
		{
			timeout: 30000,
		}
	);
	await page.waitForTimeout( 1500 );
	const cls = await page.evaluate( () => window.__cls );
	await context.close();
	return cls;
}

/**
 * Uploads three images, publishes a slideshow post and measures its CLS.
 *
 * @param {Object}                                    options
 * @param {string}                                    options.url     The site.
 * @param {import('@playwright/test').Browser}        options.browser The browser.
 * @param {import('@playwright/test').BrowserContext} options.context A logged-in context.
 * @param {string}                                    options.nonce   A REST nonce for it.
 * @return {Promise<string>} The report's lines.
 */
export async function benchSlideshow( { url, browser, context, nonce } ) {
	const images = [];
	for ( const [ name, width, height, rgb ] of [
		[ 'bench-slide-1.png', 1600, 1067, [ 180, 40, 40 ] ],
		[ 'bench-slide-2.png', 900, 1200, [ 40, 140, 60 ] ],
		[ 'bench-slide-3.png', 2000, 800, [ 40, 60, 180 ] ],
	] ) {
		const res = await context.request.post(
			`${ url }/index.php?rest_route=/wp/v2/media`,
			{
				headers: {
					'X-WP-Nonce': nonce,
					'Content-Type': 'image/png',
					'Content-Disposition': `attachment; filename="${ name }"`,
				},
				data: solidPng( width, height, rgb ),
			}
		);
		const media = await res.json();
		const large = media.media_details?.sizes?.large ?? {
			source_url: media.source_url,
			width,
			height,
		};
		images.push( {
			id: media.id,
			url: large.source_url,
			ratio: `${ large.width } / ${ large.height }`,
		} );
	}
	const post = await context.request.post(
		`${ url }/index.php?rest_route=/wp/v2/posts`,
		{
			headers: { 'X-WP-Nonce': nonce },
			data: {
				title: 'Slideshow CLS',
				content: slideshowMarkup( images ),
				status: 'publish',
			},
		}
	);
	const link = ( await post.json() ).link;
	const runs = [
		[ '390 px', 390, 0 ],
		[ '1280 px', 1280, 0 ],
		[ '1280 px, view.js 1.5 s late', 1280, 1500 ],
	];
	let out =
		`\nSlideshow page, layout shift while loading (CLS, Chromium, goal 0)\n` +
		`${ ''.padEnd( 32 ) }${ 'page'.padStart( 8 ) }${ 'no web fonts'.padStart( 14 ) }\n`;
	for ( const [ label, width, delay ] of runs ) {
		const page = await measureCls( browser, link, width, delay );
		const layout = await measureCls( browser, link, width, delay, true );
		out += `  ${ label.padEnd( 30 ) }${ page.toFixed( 4 ).padStart( 8 ) }${ layout.toFixed( 4 ).padStart( 14 ) }\n`;
	}
	return (
		out +
		`  (page: everything, the theme's web-font swap included; no web fonts: the theme's fonts\n` +
		`  blocked, so that what remains is layout — the slideshow's share)\n`
	);
}
