#!/usr/bin/env node
/**
 * Map for visitors: a published post whose map of 500 places sits below the fold
 * (after a 2,500 px spacer), opened by a logged-out visitor at 1280 × 900 with the open tiles
 * answered by a small PNG (the bench runs offline; no Mapbox token, so no Mapbox request):
 *  - bytes the visitor downloads (every response body, raw and gzip -9) after the page has
 *    loaded and gone idle, before scrolling, against the same after scrolling to the map and
 *    the map having drawn (mapbox-gl and its stylesheet come only then), and the mapbox-gl
 *    chunk requests before scrolling (must be 0);
 *  - time from the scroll to the first draw with 500 pins (`is-map-drawn`, the pins counted
 *    by the block in `data-map-pins-drawn`), median of 3 fresh visits.
 *
 * `benchMap()` is the bench's step. Alone, against a running test WordPress:
 *   node tools/bench/map.mjs http://127.0.0.1:9410
 */
import { gzipSync } from 'node:zlib';
import { median } from './stats.mjs';
import { solidPng } from './solid-png.mjs';
import { runAlone } from './run-alone.mjs';

const TILE = solidPng( 256, 256, [ 200, 220, 200 ] );
const RUNS = 3;

/** 500 places on a grid. */
function places() {
	return Array.from( { length: 500 }, ( _, i ) => ( {
		placeTitle: `Place ${ i + 1 }`,
		title: `Place ${ i + 1 }`,
		caption: `Caption ${ i + 1 }`,
		id: `bench.${ i + 1 }`,
		coordinates: {
			longitude: ( i % 25 ) * 2 - 24,
			latitude: Math.floor( i / 25 ) - 10,
		},
	} ) );
}

/**
 * One visit: bytes before and after the scroll, the time to the first draw.
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string}                             link    The post.
 */
async function visit( browser, link ) {
	const context = await browser.newContext( {
		viewport: { width: 1280, height: 900 },
	} );
	const page = await context.newPage();
	await page.route(
		/tile\.openstreetmap\.org|tile\.opentopomap\.org/,
		( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'image/png',
				body: TILE,
			} )
	);
	let mapbox = 0;
	await page.route( /^https?:\/\/([^/]+\.)?mapbox\.com\//, ( route ) => {
		mapbox++;
		return route.abort();
	} );
	// Anything else off the site is offline.
	const own = new URL( link ).origin;
	await page.route(
		( url ) =>
			url.origin !== own &&
			url.protocol.startsWith( 'http' ) &&
			! /openstreetmap|opentopomap|mapbox/.test( url.hostname ),
		( route ) => route.abort()
	);
	const bytes = { raw: 0, gzip: 0 };
	let chunks = 0;
	const pending = [];
	page.on( 'response', ( res ) => {
		if ( /\/build\/mapbox-gl\.js/.test( res.url() ) ) {
			chunks++;
		}
		pending.push(
			res
				.body()
				.then( ( body ) => {
					bytes.raw += body.length;
					bytes.gzip += gzipSync( body, { level: 9 } ).length;
				} )
				.catch( () => {} )
		);
	} );
	await page.goto( link, { waitUntil: 'networkidle' } );
	await Promise.all( pending.splice( 0 ) );
	const before = { ...bytes, chunks };

	const drawMs = await page.evaluate(
		() =>
			new Promise( ( resolve ) => {
				const map = document.querySelector( '.wp-block-jetpack-map' );
				const start = performance.now();
				new window.MutationObserver( ( _, observer ) => {
					if ( map.classList.contains( 'is-map-drawn' ) ) {
						observer.disconnect();
						resolve( performance.now() - start );
					}
				} ).observe( map, { attributes: true } );
				map.scrollIntoView( { block: 'center' } );
			} )
	);
	const pins = Number(
		await page
			.locator( '.wp-block-jetpack-map' )
			.getAttribute( 'data-map-pins-drawn' )
	);
	await page.waitForLoadState( 'networkidle' );
	await Promise.all( pending.splice( 0 ) );
	const after = { ...bytes, chunks };
	await context.close();
	return { before, after, drawMs, pins, mapbox };
}

/**
 * The bench's step.
 *
 * @param {Object}                                    options
 * @param {string}                                    options.url     The site.
 * @param {import('@playwright/test').Browser}        options.browser The browser.
 * @param {import('@playwright/test').BrowserContext} options.context The admin's context.
 * @param {string}                                    options.nonce   A REST nonce for it.
 */
export async function benchMap( { url, browser, context, nonce } ) {
	// The block's own save, in the editor.
	const page = await context.newPage();
	await page.goto( `${ url }/wp-admin/post-new.php` );
	await page.waitForFunction(
		() => window.wp?.blocks?.getBlockType?.( 'jetpack/map' ),
		null,
		{ timeout: 120000 }
	);
	const markup = await page.evaluate( ( points ) => {
		const { createBlock, serialize } = window.wp.blocks;
		return serialize( [
			createBlock( 'core/paragraph', {
				content: 'A map below the fold.',
			} ),
			createBlock( 'core/spacer', { height: '2500px' } ),
			createBlock( 'jetpack/map', { points, mapHeight: 500 } ),
		] );
	}, places() );
	await page.close();
	const res = await context.request.post(
		`${ url }/index.php?rest_route=/wp/v2/posts`,
		{
			headers: { 'X-WP-Nonce': nonce },
			data: { title: 'Map bench', content: markup, status: 'publish' },
		}
	);
	const { link } = await res.json();
	const runs = [];
	for ( let i = 0; i < RUNS; i++ ) {
		runs.push( await visit( browser, link ) );
	}
	const last = runs[ runs.length - 1 ];
	return {
		before: last.before,
		after: last.after,
		drawMedianMs: median( runs.map( ( r ) => r.drawMs ) ),
		pins: Math.min( ...runs.map( ( r ) => r.pins ) ),
		mapboxRequests: runs.reduce( ( n, r ) => n + r.mapbox, 0 ),
	};
}

/**
 * The step's lines for the bench's report.
 *
 * @param {Awaited<ReturnType<typeof benchMap>>} r The figures.
 */
export function formatMap( r ) {
	const kb = ( n ) => `${ ( n / 1024 ).toFixed( 1 ) } KB`;
	return (
		`\nMap, 500 places below the fold (visitor, 1280 × 900, no token, open tiles faked)\n` +
		`  before scrolling: ${ kb( r.before.raw ) } raw, ${ kb( r.before.gzip ) } gzip; mapbox-gl chunk requests ${ r.before.chunks } (must be 0)\n` +
		`  after scrolling and drawing: ${ kb( r.after.raw ) } raw, ${ kb( r.after.gzip ) } gzip (+${ kb( r.after.gzip - r.before.gzip ) } gzip)\n` +
		`  scroll to first draw: ${ r.drawMedianMs.toFixed( 0 ) } ms median of ${ RUNS }; pins drawn ${ r.pins } of 500; requests to Mapbox ${ r.mapboxRequests } (must be 0)\n`
	);
}

await runAlone( import.meta.url, 'http://127.0.0.1:9410', async ( args ) =>
	formatMap( await benchMap( args ) )
);
