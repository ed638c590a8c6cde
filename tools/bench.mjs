#!/usr/bin/env node
/**
 * `npm run bench`: what Blockpack costs, measured in Chromium on WordPress on the stack sites run
 * (nginx, php-fpm 8.2, MariaDB 10.11; tools/lib/native-wp.mjs).
 *  - plugin JS/CSS a visitor downloads on a page without Blockpack blocks, and with each block;
 *  - the editor JS loaded at start (and lazy chunks, which load only when used);
 *  - the time to parse and validate 1,000 Blockpack blocks next to 1,000 core paragraphs;
 *  - contact-form submissions per second and p50/p95 latency with 30 concurrent clients;
 *  - editor load until the first block is editable, the server time Blockpack adds to the
 *    editor's page and to the REST requests it makes as it opens, and typing latency in a post of
 *    1,000 blocks, Blockpack active against inactive (tools/bench/editor.mjs);
 *  - video uploads: our tus server's throughput against WordPress's media upload, PHP's peak
 *    memory in a chunk, the bytes sent again after a dropped connection (bench/video-upload.mjs);
 *  - external media: the picker's chunks at the editor's start, the copy of 10 pictures
 *    (bench/external-media.mjs).
 * Options: `--nodes=2` runs the site on two web servers (nginx + php-fpm each, one MariaDB; the
 * contact-form load is spread over both), `--object-cache` adds a Redis object cache,
 * `--workers=N` sets the PHP workers per web server (6), `--only=contact-form` runs only the
 * contact-form load, `--only=video` only the video uploads, `--only=editor` only the editor's rows (JS at start, the
 * first edit of a lazily loaded block, editor load, its server time and typing), `--build` builds first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import blockFolderTools from './block-folders.cjs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium, request } from '@playwright/test';
import { ROOT, CHROMIUM } from './lib/wordpress.mjs';
import {
	BENCH_BROWSER_PACKAGE,
	TEST_BROWSER_PACKAGE,
	ensureDebianPackages,
} from './lib/system-packages.mjs';
import { freePort, startNativeWordPress } from './lib/native-wp.mjs';
import { benchContactFormLoad } from './bench/contact-form-load.mjs';
import { stackCpuSeconds } from './bench/stack-cpu.mjs';
import {
	benchEditorLoad,
	benchLazyEdit,
	benchServerTime,
	benchTyping,
	formatSection,
} from './bench/editor.mjs';
import { logIn } from './bench/log-in.mjs';
import { benchMap, formatMap } from './bench/map.mjs';
import {
	benchRelatedPosts,
	formatRelatedPosts,
} from './bench/related-posts.mjs';
import { benchSlideshow } from './bench/slideshow.mjs';
import { benchVideoUpload } from './bench/video-upload.mjs';
import {
	benchExternalMediaCopy,
	formatPickerAtStart,
	formatStartAgainstBefore,
} from './bench/external-media.mjs';
import {
	benchTiledGallery,
	formatTiledGallery,
} from './bench/tiled-gallery.mjs';

if (
	! existsSync( path.join( ROOT, 'build/editor.js' ) ) ||
	process.argv.includes( '--build' )
) {
	spawnSync( 'npm', [ 'run', 'build' ], { cwd: ROOT, stdio: 'inherit' } );
}

const option = ( name ) =>
	process.argv
		.find( ( arg ) => arg.startsWith( `--${ name }=` ) )
		?.slice( name.length + 3 );
const nodes = Number( option( 'nodes' ) || 1 );
const objectCache = process.argv.includes( '--object-cache' ) ? 'redis' : '';
const workers = Number( option( 'workers' ) || process.env.WP_WORKERS || 6 );
const only = option( 'only' );
if ( only && ! [ 'contact-form', 'video', 'editor' ].includes( only ) ) {
	process.stderr.write(
		`Unknown --only=${ only } (the bench can run --only=contact-form, --only=video or --only=editor).\n`
	);
	process.exit( 2 );
}
if ( only !== 'contact-form' ) {
	// The whole browser for the editor's measurements; the tests' headless shell for the
	// external media copy, a Playwright test of the `bench` project (tests/browser.ts).
	ensureDebianPackages( [ BENCH_BROWSER_PACKAGE, TEST_BROWSER_PACKAGE ] );
}

const { BLOCKS_DIR, blockFolders } = blockFolderTools;
/** Each block's folder (children included), by slug (its name without `jetpack/`). */
const folders = Object.fromEntries(
	blockFolders().map( ( folder ) => [
		JSON.parse(
			readFileSync(
				path.join( BLOCKS_DIR, folder, 'block.json' ),
				'utf8'
			)
		).name.replace( 'jetpack/', '' ),
		folder,
	] )
);
const slugs = Object.keys( folders ).sort();
/** Each block's current markup: its base fixture, as we serialize it. */
const markup = Object.fromEntries(
	slugs.map( ( slug ) => {
		const file = path.join(
			BLOCKS_DIR,
			folders[ slug ],
			`test/fixtures/jetpack__${ slug }.serialized.html`
		);
		return [
			slug,
			existsSync( file ) ? readFileSync( file, 'utf8' ).trim() : '',
		];
	} )
);

const port = Number( process.env.BENCH_PORT || ( await freePort( 9600 ) ) );
// The stack sites run (nginx, php-fpm 8.2, MariaDB), with the test mu-plugins: mail is captured
// and the contact form's minimum time is 0, so that the load bench measures the server.
const wp = await startNativeWordPress( {
	port,
	testMode: true,
	quiet: true,
	nodes,
	objectCache,
	workers,
} );
const setup = `${
	wp.urls.length > 1 ? `${ wp.urls.length } web servers` : 'one web server'
} × ${ workers } PHP workers, ${
	objectCache ? 'Redis object cache' : 'no object cache'
}`;
process.stdout.write( `Site: ${ setup }\n` );

/**
 * The contact form under load: 30 concurrent visitors, 300 submissions, spread over the web
 * servers.
 */
async function contactFormLoad() {
	const load = await benchContactFormLoad( wp.urls, {
		cpuSeconds: () => stackCpuSeconds( wp.stack ),
	} );
	process.stdout.write(
		`\nContact form, 300 submissions from 30 concurrent clients (REST submit route; ${ setup }${
			wp.urls.length > 1
				? `; ${ load.byNode.join( ' + ' ) } by server`
				: ''
		})\n` +
			`  ${ load.perSecond.toFixed( 1 ) } submissions/s, p50 ${ load.p50.toFixed( 0 ) } ms, p95 ${ load.p95.toFixed( 0 ) } ms; ` +
			`${ load.errors5xx } answers of 5xx, ${ load.stored } of 300 stored\n` +
			`  CPU per submission: ${ load.siteCpuMs.toFixed( 1 ) } ms for the site (web servers, PHP, MariaDB, Redis), ${ load.clientCpuMs.toFixed( 1 ) } ms for the bench's client\n`
	);
}

if ( only === 'contact-form' ) {
	try {
		await contactFormLoad();
	} finally {
		await wp.stop();
	}
	process.exit( 0 );
}
const kb = ( n ) => `${ ( n / 1024 ).toFixed( 1 ) } KB`;
const rows = [];
let browser;
try {
	// Log in once; the request context and the browser share the cookies.
	browser = await chromium.launch( CHROMIUM );
	const context = await browser.newContext();
	const { page, nonce } = await logIn( context, wp.url );
	if ( only === 'video' ) {
		process.stdout.write(
			await benchVideoUpload( { url: wp.url, context, nonce } )
		);
		await browser.close();
		await wp.stop();
		process.exit( 0 );
	}
	const createPost = async ( title, content ) => {
		const res = await context.request.post(
			`${ wp.url }/index.php?rest_route=/wp/v2/posts`,
			{
				headers: { 'X-WP-Nonce': nonce },
				data: { title, content, status: 'publish' },
			}
		);
		return ( await res.json() ).link;
	};

	/** Whether every row runs (`--only=editor` keeps the editor's). */
	const all = only !== 'editor';
	// What a visitor downloads from the plugin.
	const visitor = await request.newContext();
	const pluginAssets = async ( url ) => {
		const html = await ( await visitor.get( url ) ).text();
		const refs = [
			...html.matchAll(
				/(?:src|href)=['"]([^'"]*\/plugins\/blockpack\/[^'"]+)['"]/g
			),
		].map( ( m ) => m[ 1 ].replace( /&#038;/g, '&' ) );
		const sum = { js: [ 0, 0 ], css: [ 0, 0 ] };
		// WordPress prints small block styles inline (wp_maybe_inline_styles): count those too.
		// Our handles are jetpack-<block>-style (from block.json) and blockpack-*.
		for ( const m of html.matchAll(
			/<(style|script)\b[^>]*\bid=['"](?:jetpack-[a-z0-9-]+|blockpack[a-z0-9-]*)-(?:inline-css|js-after|js-before|js-extra)['"][^>]*>([\s\S]*?)<\/\1>/g
		) ) {
			const body = Buffer.from( m[ 2 ] );
			const kind = m[ 1 ] === 'style' ? 'css' : 'js';
			sum[ kind ][ 0 ] += body.length;
			sum[ kind ][ 1 ] += gzipSync( body, { level: 9 } ).length;
		}
		for ( const ref of new Set( refs ) ) {
			const body = await ( await visitor.get( ref ) ).body();
			const kind = /\.css(\?|$)/.test( ref ) ? 'css' : 'js';
			sum[ kind ][ 0 ] += body.length;
			sum[ kind ][ 1 ] += gzipSync( body, { level: 9 } ).length;
		}
		return sum;
	};
	const pages = ! all
		? []
		: [
				[
					'no Blockpack block',
					await createPost(
						'Plain',
						'<!-- wp:paragraph --><p>Hello.</p><!-- /wp:paragraph -->'
					),
				],
			];
	for ( const slug of all ? slugs : [] ) {
		if ( markup[ slug ] ) {
			pages.push( [ slug, await createPost( slug, markup[ slug ] ) ] );
		}
	}
	// core/video is core's block: a site-hosted video brings the control layer (core-video's
	// view.js and style.css; budget: JS <= 4096 B gzip).
	const VIDEO_ROW = 'video controls';
	if ( all ) {
		pages.push( [
			VIDEO_ROW,
			await createPost(
				VIDEO_ROW,
				'<!-- wp:video {"seekbarPlayedColor":"#ff0000","useAverageColor":false} -->\n<figure class="wp-block-video"><video controls src="/wp-content/themes/twentytwentytwo/assets/videos/birds.mp4"></video></figure>\n<!-- /wp:video -->'
			),
		] );
	}
	if ( all ) {
		process.stdout.write( '\nVisitor downloads (plugin files only)\n' );
		process.stdout.write(
			`${ 'page'.padEnd( 22 ) }${ 'JS raw'.padStart( 10 ) }${ 'JS gzip'.padStart( 10 ) }${ 'CSS raw'.padStart( 10 ) }${ 'CSS gzip'.padStart( 10 ) }\n`
		);
		for ( const [ label, url ] of pages ) {
			const s = await pluginAssets( url );
			rows.push( { label, ...s } );
			process.stdout.write(
				`${ label.padEnd( 22 ) }${ `${ s.js[ 0 ] } B`.padStart( 10 ) }${ `${ s.js[ 1 ] } B`.padStart( 10 ) }${ `${ s.css[ 0 ] } B`.padStart( 10 ) }${ `${ s.css[ 1 ] } B`.padStart( 10 ) }\n`
			);
		}
		const videoRow = rows.find( ( row ) => row.label === VIDEO_ROW );
		process.stdout.write(
			`  budget: video control layer JS <= 4096 B gzip: ${
				videoRow && videoRow.js[ 1 ] > 0 && videoRow.js[ 1 ] <= 4096
					? 'PASS'
					: 'FAIL'
			}\n`
		);

		process.stdout.write(
			await benchSlideshow( { url: wp.url, browser, context, nonce } )
		);
	}

	// Editor JS at start.
	const loaded = [];
	page.on( 'response', async ( res ) => {
		const url = res.url();
		if (
			url.includes( '/plugins/blockpack/' ) &&
			/\.js(\?|$)/.test( url )
		) {
			const body = await res.body().catch( () => Buffer.alloc( 0 ) );
			loaded.push( {
				url,
				raw: body.length,
				gzip: gzipSync( body, { level: 9 } ).length,
			} );
		}
	} );
	await page.goto( `${ wp.url }/wp-admin/post-new.php` );
	await page.waitForFunction(
		() => window.wp?.blocks?.getBlockType?.( 'jetpack/markdown' ),
		null,
		{ timeout: 120000 }
	);
	await page.waitForTimeout( 1000 );
	const start = loaded.reduce(
		( a, f ) => ( { raw: a.raw + f.raw, gzip: a.gzip + f.gzip } ),
		{ raw: 0, gzip: 0 }
	);
	// Every top-level script but the editor entry is a chunk webpack splits off at an import().
	const chunks = readdirSync( path.join( ROOT, 'build' ) ).filter(
		( f ) => f.endsWith( '.js' ) && f !== 'editor.js'
	);
	const startedChunks = loaded.filter( ( f ) =>
		chunks.some( ( chunk ) => f.url.includes( `/build/${ chunk }` ) )
	);
	process.stdout.write(
		`\nEditor JS at start: ${ kb( start.raw ) } raw, ${ kb( start.gzip ) } gzip for ${ slugs.length } blocks = ${ kb( start.gzip / slugs.length ) } gzip per block\n`
	);
	// Budget: each block's editor loads when first shown (shared/lazy-edit.tsx), so the start
	// carries about block.json, save, deprecations and transforms only.
	const perBlockBudget = 1024;
	process.stdout.write(
		`  budget: editor JS at start <= 1.0 KB gzip a block: ${
			start.gzip / slugs.length <= perBlockBudget ? 'PASS' : 'FAIL'
		}\n`
	);
	for ( const chunk of chunks ) {
		const body = readFileSync( path.join( ROOT, 'build', chunk ) );
		process.stdout.write(
			`  lazy chunk ${ chunk }: ${ kb( body.length ) } raw, ${ kb( gzipSync( body, { level: 9 } ).length ) } gzip (loaded through import() only when used)\n`
		);
	}

	process.stdout.write(
		`  lazy chunks loaded at editor start: ${ startedChunks.length } (must be 0)\n`
	);
	process.stdout.write(
		formatPickerAtStart( loaded.map( ( file ) => file.url ) )
	);
	process.stdout.write( formatStartAgainstBefore( start.gzip ) );

	if ( all ) {
		// Parse and validate 1,000 blocks in the editor.
		// Each kind's fixture as this editor saves it (parsed, then serialized by its own
		// wp.blocks): that is what real posts hold. A fixture serialized by the newer packages in
		// jest can differ in escaping (`<` inside attributes), which sends validation down its slow
		// token-by-token comparison, a cost no post saved by this WordPress has.
		const ours = await page.evaluate(
			( list ) =>
				list.map( ( c ) =>
					window.wp.blocks.serialize( window.wp.blocks.parse( c ) )
				),
			slugs.filter( ( s ) => markup[ s ] ).map( ( s ) => markup[ s ] )
		);
		const blockpackPost = Array.from(
			{ length: 1000 },
			( _, i ) => ours[ i % ours.length ]
		).join( '\n\n' );
		const corePost = Array.from(
			{ length: 1000 },
			( _, i ) =>
				`<!-- wp:paragraph -->\n<p>Paragraph ${ i } with <strong>some</strong> text.</p>\n<!-- /wp:paragraph -->`
		).join( '\n\n' );
		const time = ( content ) =>
			page.evaluate( ( c ) => {
				const runs = [];
				let invalid = 0;
				for ( let r = 0; r < 7; r++ ) {
					const t = performance.now();
					const blocks = window.wp.blocks.parse( c );
					runs.push( performance.now() - t );
					invalid = blocks.filter( ( b ) => ! b.isValid ).length;
				}
				runs.sort( ( a, b ) => a - b );
				return { median: runs[ 3 ], invalid };
			}, content );
		await time( corePost ); // Warm up.
		const core = await time( corePost );
		const bp = await time( blockpackPost );
		process.stdout.write(
			`\nParse + validate in the editor (median of 7, same run)\n` +
				`  1,000 core paragraphs:   ${ core.median.toFixed( 1 ) } ms\n` +
				`  1,000 Blockpack blocks:  ${ bp.median.toFixed( 1 ) } ms (${ bp.invalid } invalid; ${ ours.length } kinds in turn)\n` +
				`  ratio Blockpack / core:  ${ ( bp.median / core.median ).toFixed( 2 ) }\n`
		);
		await contactFormLoad();

		// Tiled gallery: images a visitor downloads at two widths, layout shift, mosaic of 500.
		process.stdout.write(
			formatTiledGallery(
				await benchTiledGallery( {
					url: wp.url,
					browser,
					context,
					nonce,
				} )
			)
		);

		// Map: bytes before and after scrolling to a 500-place map, scroll-to-draw time.
		process.stdout.write(
			formatMap(
				await benchMap( { url: wp.url, browser, context, nonce } )
			)
		);

		// Related Posts on a site of 10,000 generated posts (removed again after).
		process.stdout.write(
			formatRelatedPosts(
				await benchRelatedPosts( {
					url: wp.url,
					context,
					nonce,
					clean: true,
				} )
			)
		);
	}

	process.stdout.write(
		formatSection( await benchLazyEdit( { url: wp.url, browser } ) )
	);

	if ( all ) {
		process.stdout.write(
			await benchVideoUpload( { url: wp.url, context, nonce } )
		);
		process.stdout.write( benchExternalMediaCopy( { url: wp.url } ) );
	}

	// Last: these switch Blockpack off and on again between runs.
	process.stdout.write(
		formatSection(
			await benchEditorLoad( { url: wp.url, browser, runs: 20 } )
		)
	);
	process.stdout.write(
		formatSection( await benchServerTime( { url: wp.url, browser } ) )
	);
	process.stdout.write(
		formatSection( await benchTyping( { url: wp.url, browser } ) )
	);

	if ( all ) {
		const noBlock = rows[ 0 ];
		const zero = noBlock.js[ 0 ] + noBlock.css[ 0 ] === 0;
		process.stdout.write(
			`\nPage without Blockpack blocks: ${ zero ? '0 B of plugin JS and CSS (budget met)' : 'NOT ZERO (budget missed)' }\n`
		);
	}
	await visitor.dispose();
} finally {
	await browser?.close();
	await wp.stop();
}
