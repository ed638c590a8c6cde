#!/usr/bin/env node
/**
 * Tiled Gallery for visitors and writers:
 *  - a published 20-image gallery (real attachments uploaded over REST, laid out by the block's
 *    own save in the editor): Blockpack scripts on the page (budget 0), layout shift while it
 *    loads (PerformanceObserver `layout-shift`, goal 0), and bytes of images downloaded at 390 px
 *    and 1280 px viewport widths (scrolled to the end, so lazy images load), against the same
 *    20 images at full size;
 *  - the mosaic layout of 500 images in the editor: the block's save (which lays the mosaic out)
 *    timed in Chromium on the editor page, and the time until the 500 tiles are in the canvas.
 *
 * `benchTiledGallery()` is the bench's step. Alone, against a running test WordPress:
 *   node tools/bench/tiled-gallery.mjs http://127.0.0.1:9420
 */
import { execFileSync } from 'node:child_process';
import { median } from './stats.mjs';
import { runAlone } from './run-alone.mjs';

const SIZES = [
	[ 2000, 1333 ],
	[ 1333, 2000 ],
	[ 2000, 1500 ],
	[ 1600, 1600 ],
	[ 2000, 1000 ],
];

/**
 * A JPEG (noise over a gradient, so it compresses like a photo) made with PHP's GD.
 *
 * @param {number} width  Width.
 * @param {number} height Height.
 * @param {number} seed   Seed.
 * @return {Buffer} The file.
 */
function jpeg( width, height, seed ) {
	return execFileSync(
		'php',
		[
			'-r',
			`$w=(int)$argv[1];$h=(int)$argv[2];mt_srand((int)$argv[3]);$i=imagecreatetruecolor($w,$h);
			for($y=0;$y<$h;$y+=4){for($x=0;$x<$w;$x+=4){imagefilledrectangle($i,$x,$y,$x+3,$y+3,imagecolorallocate($i,($x/8+mt_rand(0,60))%256,($y/8+mt_rand(0,60))%256,mt_rand(60,200)));}}
			ob_start();imagejpeg($i,null,80);fwrite(STDOUT,ob_get_clean());`,
			'--',
			String( width ),
			String( height ),
			String( seed ),
		],
		{ maxBuffer: 64 * 1024 * 1024 }
	);
}

/**
 * Bytes of images a visitor downloads, and the page's layout shift, at one viewport width.
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string}                             link    The post's address.
 * @param {number}                             width   Viewport width.
 * @return {Promise<{bytes: number, count: number, cls: number, galleryCls: number, scripts: number}>} Figures.
 */
async function visit( browser, link, width ) {
	const context = await browser.newContext( {
		viewport: { width, height: 800 },
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	await page.addInitScript( () => {
		// The whole page's shift (the theme's web fonts move its own text), and the shifts
		// of which the gallery or anything in it is a source.
		window.__cls = 0;
		window.__galleryCls = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				if ( entry.hadRecentInput ) {
					continue;
				}
				window.__cls += entry.value;
				const inGallery = ( entry.sources || [] ).some( ( source ) => {
					const node = source.node;
					const element =
						node && node.nodeType === 1
							? node
							: node?.parentElement;
					return !! element?.closest?.(
						'.wp-block-jetpack-tiled-gallery'
					);
				} );
				if ( inGallery ) {
					window.__galleryCls += entry.value;
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	let bytes = 0;
	let count = 0;
	page.on( 'response', async ( res ) => {
		if (
			res.request().resourceType() === 'image' &&
			res.url().includes( '/wp-content/uploads/' )
		) {
			const body = await res.body().catch( () => Buffer.alloc( 0 ) );
			bytes += body.length;
			count++;
		}
	} );
	await page.goto( link, { waitUntil: 'load' } );
	// Scroll to the end in steps, so that every lazy image loads.
	for ( let y = 0; y < 20; y++ ) {
		await page.mouse.wheel( 0, 700 );
		await page.waitForTimeout( 150 );
	}
	await page.waitForLoadState( 'networkidle' );
	await page.waitForTimeout( 500 );
	const { cls, galleryCls } = await page.evaluate( () => ( {
		cls: window.__cls,
		galleryCls: window.__galleryCls,
	} ) );
	const scripts = await page
		.locator( 'script[src*="/plugins/blockpack/"]' )
		.count();
	await context.close();
	return { bytes, count, cls, galleryCls, scripts };
}

/**
 * @param {Object}                                    options
 * @param {string}                                    options.url     The site.
 * @param {import('@playwright/test').Browser}        options.browser The browser.
 * @param {import('@playwright/test').BrowserContext} options.context An administrator's context.
 * @param {string}                                    options.nonce   Its REST nonce.
 * @return {Promise<Object>} Figures.
 */
export async function benchTiledGallery( { url, browser, context, nonce } ) {
	const rest = async ( route, init = {}, query = '' ) => {
		const res = await context.request.fetch(
			`${ url }/index.php?rest_route=${ encodeURIComponent( route ) }${ query }`,
			{ ...init, headers: { 'X-WP-Nonce': nonce, ...init.headers } }
		);
		return res.json();
	};
	// Twenty real attachments.
	const media = [];
	for ( let i = 0; i < 20; i++ ) {
		const [ w, h ] = SIZES[ i % SIZES.length ];
		media.push(
			await rest( '/wp/v2/media', {
				method: 'POST',
				headers: {
					'Content-Type': 'image/jpeg',
					'Content-Disposition': `attachment; filename="bench-tiled-${ i }.jpg"`,
				},
				data: jpeg( w, h, i + 1 ),
			} )
		);
	}
	let fullBytes = 0;
	for ( const m of media ) {
		fullBytes += (
			await ( await context.request.get( m.source_url ) ).body()
		).length;
	}

	// The block's own save, in the editor.
	const page = await context.newPage();
	await page.goto( `${ url }/wp-admin/post-new.php` );
	await page.waitForFunction(
		() => window.wp?.blocks?.getBlockType?.( 'jetpack/tiled-gallery' ),
		null,
		{ timeout: 120000 }
	);
	const images = media.map( ( m ) => ( {
		id: String( m.id ),
		url: m.media_details.sizes?.large?.source_url ?? m.source_url,
		alt: '',
		link: m.link,
		width: m.media_details.width,
		height: m.media_details.height,
	} ) );
	const markup = await page.evaluate(
		( list ) =>
			window.wp.blocks.serialize(
				window.wp.blocks.createBlock( 'jetpack/tiled-gallery', {
					images: list,
					ids: list.map( ( image ) => Number( image.id ) ),
				} )
			),
		images
	);
	const post = await rest( '/wp/v2/posts', {
		method: 'POST',
		data: {
			title: 'Tiled gallery bench',
			content: markup,
			status: 'publish',
		},
	} );

	// Mosaic of 500 images: save (lays the mosaic out) timed in the page, median of 7.
	const saveTimes = await page.evaluate( ( list ) => {
		const many = Array.from( { length: 500 }, ( _, i ) => ( {
			...list[ i % list.length ],
			id: String( i + 1 ),
		} ) );
		const block = window.wp.blocks.createBlock( 'jetpack/tiled-gallery', {
			images: many,
		} );
		const times = [];
		for ( let run = 0; run < 7; run++ ) {
			const start = performance.now();
			window.wp.blocks.serialize( block );
			times.push( performance.now() - start );
		}
		return times;
	}, images );
	// …and in the canvas: insert the 500-image block, until its 500 tiles are there.
	const insertMs = await page.evaluate( async ( list ) => {
		const many = Array.from( { length: 500 }, ( _, i ) => ( {
			...list[ i % list.length ],
			id: String( i + 1 ),
		} ) );
		const block = window.wp.blocks.createBlock( 'jetpack/tiled-gallery', {
			images: many,
		} );
		const canvas =
			document.querySelector( 'iframe[name="editor-canvas"]' )
				?.contentDocument ?? document;
		const start = performance.now();
		window.wp.data.dispatch( 'core/block-editor' ).insertBlocks( block );
		await new Promise( ( resolve ) => {
			const check = () =>
				canvas.querySelectorAll(
					'.wp-block-jetpack-tiled-gallery .tiled-gallery__item'
				).length >= 500
					? resolve()
					: window.requestAnimationFrame( check );
			check();
		} );
		return performance.now() - start;
	}, images );
	await page.close();

	const narrow = await visit( browser, post.link, 390 );
	const wide = await visit( browser, post.link, 1280 );

	// Leave the site as found.
	await rest(
		`/wp/v2/posts/${ post.id }`,
		{ method: 'DELETE' },
		'&force=true'
	);
	for ( const m of media ) {
		await rest(
			`/wp/v2/media/${ m.id }`,
			{ method: 'DELETE' },
			'&force=true'
		);
	}
	return {
		fullBytes,
		narrow,
		wide,
		saveMedianMs: median( saveTimes ),
		insertMs,
	};
}

/**
 * The figures as text.
 *
 * @param {Object} r From benchTiledGallery().
 * @return {string} Text.
 */
export function formatTiledGallery( r ) {
	const kb = ( n ) => `${ ( n / 1024 ).toFixed( 0 ) } KB`;
	const row = ( label, v ) =>
		`  ${ label }: ${ kb( v.bytes ) } in ${ v.count } images = ${ (
			v.bytes / r.fullBytes
		).toFixed(
			3
		) } of full size; CLS of the gallery ${ v.galleryCls.toFixed(
			4
		) } (goal 0), of the whole page ${ v.cls.toFixed(
			4
		) } (the theme's font swap); Blockpack scripts ${ v.scripts } (budget 0)\n`;
	return (
		`\nTiled gallery, 20 images (full-size files: ${ kb( r.fullBytes ) })\n` +
		row( '390 px ', r.narrow ) +
		row( '1280 px', r.wide ) +
		`  mosaic of 500 images in the editor: save (layout + markup) ${ r.saveMedianMs.toFixed(
			1
		) } ms median of 7; inserted until 500 tiles are in the canvas ${ r.insertMs.toFixed(
			0
		) } ms\n`
	);
}

await runAlone( import.meta.url, 'http://127.0.0.1:9420', async ( args ) =>
	formatTiledGallery( await benchTiledGallery( args ) )
);
