#!/usr/bin/env node
/**
 * Editor benchmarks: what Blockpack costs a writer in the block editor, measured A/B against the
 * same site with Blockpack deactivated.
 *
 *  - benchEditorLoad(): from the navigation start of post.php until the first paragraph of a
 *    50-paragraph post is in the canvas and contenteditable; also the requests made at start.
 *  - benchLazyEdit(): the first Star Rating inserted, from its placeholder to its first button
 *    (the block's editor loads through import() when first shown, or earlier when the writer
 *    points at it in the inserter), inserted from the inserter and through the store.
 *  - benchTyping(): keystroke → next paint latency while typing in a post of 1,000 mixed core
 *    blocks, with the block inserter open.
 *  - benchServerTime(): how much longer WordPress takes to answer the editor's page and each
 *    REST request the editor makes as it opens, with Blockpack active.
 *
 * The machine is shared and small, so single timings are noisy: the two states are interleaved
 * (active, inactive, active, …) and compared as a ratio of medians, printed with the 90 %
 * bootstrap interval of the runs (stats.mjs, ratioInterval()): one 20-run bench of the editor
 * load moves by about ±0.03, and the interval says whether the runs settle the budget.
 *
 * Alone: `node tools/bench/editor.mjs [--runs=10] [--rounds=3] [--only=lazy|load|server|typing]
 * [--port=N]` starts its own WordPress (nginx, php-fpm, MariaDB) on port N, or on a free port in
 * 9480–9489, and prints the rows.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { lazyEditResult, watchLazyEdit } from './lazy-edit-probe.mjs';
import { logIn as logInAdmin } from './log-in.mjs';
import { median, percentile, ratioInterval, settledBy } from './stats.mjs';

export { median, percentile };

/** Budgets: Blockpack active / inactive, ratio of medians. */
export const BUDGETS = { load: 1.03, typing: 1.1 };

const TIMEOUT = 180000;
const PLUGIN_ROUTE = '/wp/v2/plugins/blockpack/plugin';
const CANVAS = 'iframe[name="editor-canvas"]';

/**
 * @typedef {import('@playwright/test').Browser}           Browser
 * @typedef {import('@playwright/test').BrowserContext}    BrowserContext
 * @typedef {import('@playwright/test').Frame}             Frame
 * @typedef {import('@playwright/test').Page}              Page
 * @typedef {{ rest: (method: string, route: string, data?: any) => Promise<any> }} Api
 * @typedef {{ label: string, value: string }}             Row
 * @typedef {{ median: number, runs: number[] }}           Series
 * @typedef {{ median: number, p95: number, roundMedians: number[], keystrokes: number[] }} Typing
 */

const round = ( n, digits = 1 ) => Number( n.toFixed( digits ) );
const ms = ( n ) => `${ n.toFixed( 1 ) } ms`;
/** What each reading of settledBy() prints. */
const SETTLED = {
	within: 'within budget across the interval',
	over: 'over budget across the interval',
	straddles: 'the runs straddle the budget: not settled by them',
};

/**
 * A ratio against its budget, with the 90 % bootstrap interval of the runs (ratioInterval()):
 * the verdict is the ratio's, and the interval says whether these runs settle it.
 *
 * @param {number}           ratio    The ratio of medians.
 * @param {number}           budget   Its budget.
 * @param {[number, number]} interval The interval's ends.
 * @return {string} The row's value.
 */
function verdict( ratio, budget, interval ) {
	const [ low, high ] = interval;
	return `${ ratio.toFixed( 3 ) } (budget ≤ ${ budget.toFixed( 2 ) }: ${
		ratio <= budget ? 'met' : 'MISSED'
	}; 90 % bootstrap interval ${ low.toFixed( 3 ) }–${ high.toFixed(
		3
	) }, ${ SETTLED[ settledBy( interval, budget ) ] })`;
}

/**
 * Rows as aligned text, one `label  value` line each.
 *
 * @param {Row[]} rows The rows.
 * @return {string} The text.
 */
function formatRows( rows ) {
	const width = Math.max( ...rows.map( ( r ) => r.label.length ) ) + 2;
	return rows
		.map( ( r ) => `  ${ r.label.padEnd( width ) }${ r.value }\n` )
		.join( '' );
}

/**
 * A bench's result as printed: its heading (which says what it measured, and how many runs),
 * then its rows. Every bench here returns both, so `npm run bench` and this file's command line
 * print the same text.
 *
 * @param {{ heading: string, rows: Row[] }} result A bench's result.
 * @return {string} The text.
 */
export function formatSection( { heading, rows } ) {
	return `\n${ heading }\n${ formatRows( rows ) }`;
}

/**
 * Logs the admin in once; every measured run then starts a fresh context with these cookies.
 *
 * @param {string}  url     The site.
 * @param {Browser} browser The browser.
 * @return {Promise<{ storageState: any, api: Api, request: import('@playwright/test').APIRequestContext, nonce: string, close: () => Promise<void> }>} The admin's cookies, a REST client, and the logged-in request context with its REST nonce.
 */
async function logIn( url, browser ) {
	const context = await browser.newContext();
	const { page, nonce } = await logInAdmin( context, url, {
		timeout: TIMEOUT,
	} );
	// The dashboard runs WordPress's one-time script compression test (two admin-ajax requests):
	// let it finish here, or it would land in the first measured editor load.
	await page.waitForLoadState( 'networkidle', { timeout: TIMEOUT } );
	await page.close();
	// Cookies only: no localStorage, so the editor's preferences come from the user meta.
	const { cookies } = await context.storageState();
	const rest = async ( method, route, data ) => {
		const res = await context.request.fetch(
			`${ url }/index.php?rest_route=${ encodeURIComponent( route ) }`,
			{ method, headers: { 'X-WP-Nonce': nonce }, data }
		);
		if ( ! res.ok() ) {
			throw new Error(
				`${ method } ${ route }: ${ res.status() } ${ await res.text() }`
			);
		}
		return res.json();
	};
	// The welcome guide would cover the canvas: persist it as seen, in the user meta, which the
	// editor reads at start (a fresh context has no localStorage copy to prefer).
	await rest( 'POST', '/wp/v2/users/me', {
		meta: {
			persisted_preferences: {
				'core/edit-post': { welcomeGuide: false },
				_modified: new Date().toISOString(),
			},
		},
	} );
	return {
		storageState: { cookies, origins: [] },
		api: { rest },
		request: context.request,
		nonce,
		close: () => context.close(),
	};
}

/**
 * Activates or deactivates Blockpack through WordPress's own plugins route.
 *
 * @param {Api}     api    The REST client from logIn().
 * @param {boolean} active The state wanted.
 */
async function setBlockpack( api, active ) {
	const plugin = await api.rest( 'POST', PLUGIN_ROUTE, {
		status: active ? 'active' : 'inactive',
	} );
	if ( plugin.status !== ( active ? 'active' : 'inactive' ) ) {
		throw new Error( `Blockpack is ${ plugin.status }` );
	}
}

/**
 * Records the requests of a context (every frame: the page and the canvas), and how many are
 * still in flight.
 *
 * @param {BrowserContext} context The context.
 */
function trackRequests( context ) {
	/** @type {{ url: string, method: string, frame: string }[]} */
	const seen = [];
	let inFlight = 0;
	let lastChange = Date.now();
	context.on( 'request', ( req ) => {
		const url = req.url();
		if ( ! /^https?:/.test( url ) ) {
			return; // blob: (the canvas document) and data: URLs cost no request.
		}
		let frame = 'page';
		try {
			frame = req.frame().parentFrame() ? 'canvas' : 'page';
		} catch {}
		seen.push( { url, method: req.method(), frame } );
		inFlight++;
		lastChange = Date.now();
	} );
	const done = ( req ) => {
		if ( /^https?:/.test( req.url() ) ) {
			inFlight--;
			lastChange = Date.now();
		}
	};
	context.on( 'requestfinished', done );
	context.on( 'requestfailed', done );
	return {
		seen,
		/**
		 * Resolves once no request has been in flight for `quietMs` (or after `maxMs`).
		 *
		 * @param {number} quietMs Quiet time wanted.
		 * @param {number} maxMs   Longest wait.
		 */
		async quiet( quietMs = 1500, maxMs = 30000 ) {
			const until = Date.now() + maxMs;
			while ( Date.now() < until ) {
				if ( inFlight <= 0 && Date.now() - lastChange >= quietMs ) {
					return;
				}
				await new Promise( ( r ) => setTimeout( r, 100 ) );
			}
		},
	};
}

/**
 * Runs in the editor's page before any of its scripts (an init script) and stores in
 * `window.__bpEditable` the time, in ms from the navigation start, at which the first paragraph
 * block is in the canvas and contenteditable.
 *
 * Why this way: `performance.now()` in the page counts from its time origin, which is the
 * navigation start of post.php (the server's time for the page is included). The moment is taken
 * by MutationObservers on the page and on the canvas document (hooked as soon as the iframe
 * exists and again at its `load`, when the editor swaps in the blob document it renders into):
 * their callbacks run at the microtask checkpoint right after the DOM change that adds the
 * paragraph or sets its contenteditable, so the time is exact to well under a millisecond and is
 * not rounded to a polling interval or a frame (a waitForFunction from Node would add up to its
 * polling period plus a round trip). A requestAnimationFrame poll backs the observers up. The
 * paint that follows is not included (it is the same work in both states).
 */
function editableProbe() {
	if ( window !== window.top ) {
		return;
	}
	const w = /** @type {any} */ ( window );
	const hooked = new WeakSet();
	const firstParagraph = ( doc ) =>
		doc?.querySelector( '[data-type="core/paragraph"]' );
	const tick = () => {
		if ( w.__bpEditable !== undefined ) {
			return;
		}
		const frames = document.querySelectorAll(
			'iframe[name="editor-canvas"]'
		);
		/** @type {(Document|null)[]} */
		const docs = [];
		for ( const frame of frames ) {
			if ( ! hooked.has( frame ) ) {
				hooked.add( frame );
				frame.addEventListener( 'load', tick );
			}
			/** @type {Document|null} */
			let doc = null;
			try {
				doc = /** @type {HTMLIFrameElement} */ ( frame )
					.contentDocument;
			} catch {}
			if ( doc && ! hooked.has( doc ) ) {
				hooked.add( doc );
				new window.MutationObserver( tick ).observe( doc, {
					subtree: true,
					childList: true,
					attributes: true,
					attributeFilter: [ 'contenteditable' ],
				} );
			}
			docs.push( doc );
		}
		// Without the iframe (an editor that is not iframed), the blocks are in the page.
		if ( ! frames.length ) {
			docs.push( document );
		}
		for ( const doc of docs ) {
			const p = firstParagraph( doc );
			if ( p && p.getAttribute( 'contenteditable' ) === 'true' ) {
				w.__bpEditable = performance.now();
				w.__bpIframed = doc !== document;
				return;
			}
		}
	};
	new window.MutationObserver( tick ).observe( document, {
		subtree: true,
		childList: true,
		attributes: true,
		attributeFilter: [ 'contenteditable' ],
	} );
	const poll = () => {
		tick();
		if ( w.__bpEditable === undefined ) {
			window.requestAnimationFrame( poll );
		}
	};
	window.requestAnimationFrame( poll );
}

/**
 * Opens a post in the editor in a fresh context (cold HTTP cache, the admin's cookies) and
 * resolves when its first paragraph is editable.
 *
 * @param {Browser} browser      The browser.
 * @param {any}     storageState The admin's cookies.
 * @param {string}  editUrl      post.php?post=ID&action=edit.
 * @return {Promise<{ ms: number, iframed: boolean, context: BrowserContext, page: Page, requests: ReturnType<typeof trackRequests> }>} The time and the open editor.
 */
async function openEditor( browser, storageState, editUrl ) {
	const context = await browser.newContext( {
		storageState,
		viewport: { width: 1440, height: 900 },
	} );
	const requests = trackRequests( context );
	await context.addInitScript( editableProbe );
	const page = await context.newPage();
	try {
		await page.goto( editUrl, { waitUntil: 'commit', timeout: TIMEOUT } );
		await page.waitForFunction(
			() => /** @type {any} */ ( window ).__bpEditable !== undefined,
			null,
			{ timeout: TIMEOUT, polling: 100 }
		);
	} catch ( error ) {
		await context.close();
		throw error;
	}
	const { editable, iframed, guide } = await page.evaluate( () => ( {
		editable: /** @type {any} */ ( window ).__bpEditable,
		iframed: /** @type {any} */ ( window ).__bpIframed,
		guide: !! document.querySelector( '.edit-post-welcome-guide' ),
	} ) );
	if ( guide ) {
		await context.close();
		throw new Error(
			'The welcome guide is open: its preference did not hold.'
		);
	}
	return { ms: editable, iframed, context, page, requests };
}

/**
 * A URL as compared between the two states: without the nonce and the cache-busting version.
 *
 * @param {string} url A URL.
 * @return {string} The URL to compare.
 */
function comparable( url ) {
	const u = new URL( url );
	for ( const param of [ '_wpnonce', 'ver', '_' ] ) {
		u.searchParams.delete( param );
	}
	return `${ u.pathname }${ u.search }`;
}

/**
 * The handles of the core files fetched through load-scripts.php and load-styles.php.
 *
 * @param {{ url: string }[]} requests Requests.
 * @return {string[]} `script:handle` and `style:handle` entries.
 */
function concatenated( requests ) {
	return requests.flatMap( ( { url } ) => {
		const u = new URL( url );
		const kind = /\/load-(scripts|styles)\.php$/.exec( u.pathname );
		if ( ! kind ) {
			return [];
		}
		return [ ...u.searchParams ]
			.filter( ( [ key ] ) => key.startsWith( 'load' ) )
			.flatMap( ( [ , value ] ) => value.split( ',' ) )
			.map(
				( handle ) =>
					`${ kind[ 1 ] === 'scripts' ? 'script' : 'style' }:${ handle }`
			);
	} );
}

/**
 * Publishes the post the editor benches open: fifty paragraphs of text that wraps.
 *
 * @param {string} url The site.
 * @param {Api}    api The admin's REST client.
 * @return {Promise<string>} The post's address in the editor.
 */
async function fiftyParagraphs( url, api ) {
	const paragraphs = Array.from(
		{ length: 50 },
		( _, i ) =>
			`<!-- wp:paragraph -->\n<p>Paragraph ${
				i + 1
			} of fifty, with <strong>some</strong> text that is long enough to wrap across a line or two of the editor canvas, as real paragraphs do.</p>\n<!-- /wp:paragraph -->`
	).join( '\n\n' );
	const post = await api.rest( 'POST', '/wp/v2/posts', {
		title: 'Editor load: 50 paragraphs',
		content: paragraphs,
		status: 'publish',
	} );
	return `${ url }/wp-admin/post.php?post=${ post.id }&action=edit`;
}

/**
 * Editor load with Blockpack active and inactive, interleaved, until the first block is editable.
 *
 * Each run opens the editor in a new browser context with the admin's cookies only: the HTTP
 * cache is cold in every run (as for a writer's first visit after an update), so both states pay
 * for every file they load. One untimed pair first warms the server (PHP's opcache, MariaDB) and
 * counts the requests of each state, from navigation until the network has been quiet for
 * 1.5 s after the first block became editable.
 *
 * @param {Object}  options
 * @param {string}  options.url     The site (admin / password, Blockpack installed).
 * @param {Browser} options.browser Chromium.
 * @param {number}  [options.runs]  Timed runs per state.
 * @return {Promise<{ active: Series, inactive: Series, ratio: number, requestsActive: number, requestsInactive: number, requestsUntilEditable: { active: number, inactive: number }, onlyActive: string[], onlyInactive: string[], iframed: boolean, interval: [number, number], heading: string, rows: Row[] }>} The measurements (ms), and the heading and rows to print.
 */
export async function benchEditorLoad( { url, browser, runs = 10 } ) {
	const admin = await logIn( url, browser );
	try {
		await setBlockpack( admin.api, true );
		const editUrl = await fiftyParagraphs( url, admin.api );

		// Two untimed pairs: the first warms the server (PHP's opcache, MariaDB's buffers), the
		// second counts the requests of each state.
		const counted = {};
		for ( const pass of [ 'warm', 'count' ] ) {
			for ( const active of [ true, false ] ) {
				await setBlockpack( admin.api, active );
				const run = await openEditor(
					browser,
					admin.storageState,
					editUrl
				);
				const untilEditable = run.requests.seen.length;
				await run.requests.quiet();
				await run.context.close();
				if ( pass === 'count' ) {
					counted[ active ? 'active' : 'inactive' ] = {
						untilEditable,
						requests: run.requests.seen,
						iframed: run.iframed,
					};
				}
			}
		}

		const series = { active: [], inactive: [] };
		for ( let i = 0; i < runs; i++ ) {
			for ( const active of [ true, false ] ) {
				await setBlockpack( admin.api, active );
				const run = await openEditor(
					browser,
					admin.storageState,
					editUrl
				);
				series[ active ? 'active' : 'inactive' ].push(
					round( run.ms )
				);
				await run.context.close();
			}
		}

		const active = {
			median: round( median( series.active ) ),
			runs: series.active,
		};
		const inactive = {
			median: round( median( series.inactive ) ),
			runs: series.inactive,
		};
		const ratio = Number(
			( active.median / inactive.median ).toFixed( 3 )
		);
		const diff = ( a, b ) => {
			const other = new Set( b.map( ( r ) => comparable( r.url ) ) );
			return a
				.filter( ( r ) => ! other.has( comparable( r.url ) ) )
				.map( ( r ) => `${ r.url.replace( url, '' ) } (${ r.frame })` );
		};
		const onlyActive = diff(
			counted.active.requests,
			counted.inactive.requests
		);
		const onlyInactive = diff(
			counted.inactive.requests,
			counted.active.requests
		);
		// Core files that WordPress concatenates (load-scripts.php, load-styles.php) are
		// compared by handle: a different grouping of the same files is not a new file.
		const concatDiff = ( a, b ) => {
			const other = new Set( concatenated( b ) );
			return [ ...new Set( concatenated( a ) ) ].filter(
				( h ) => ! other.has( h )
			);
		};
		const handlesOnlyActive = concatDiff(
			counted.active.requests,
			counted.inactive.requests
		);
		const handlesOnlyInactive = concatDiff(
			counted.inactive.requests,
			counted.active.requests
		);
		const result = {
			active,
			inactive,
			ratio,
			requestsActive: counted.active.requests.length,
			requestsInactive: counted.inactive.requests.length,
			requestsUntilEditable: {
				active: counted.active.untilEditable,
				inactive: counted.inactive.untilEditable,
			},
			onlyActive,
			onlyInactive,
			handlesOnlyActive,
			handlesOnlyInactive,
			iframed: counted.active.iframed && counted.inactive.iframed,
			interval: ratioInterval( active.runs, inactive.runs ),
		};
		const rows = [
			{
				label: 'editor load, Blockpack active',
				value: `${ ms( active.median ) } median of ${ runs } (${ active.runs.join( ', ' ) })`,
			},
			{
				label: 'editor load, Blockpack inactive',
				value: `${ ms( inactive.median ) } median of ${ runs } (${ inactive.runs.join( ', ' ) })`,
			},
			{
				label: 'editor load ratio active / inactive',
				value: verdict( ratio, BUDGETS.load, result.interval ),
			},
			{
				label: 'editor requests, active / inactive',
				value: `${ result.requestsActive } / ${ result.requestsInactive } (until editable: ${ result.requestsUntilEditable.active } / ${ result.requestsUntilEditable.inactive })${ result.iframed ? '' : ' — canvas NOT iframed' }`,
			},
			...onlyActive.map( ( value ) => ( {
				label: '  only with Blockpack',
				value,
			} ) ),
			...onlyInactive.map( ( value ) => ( {
				label: '  only without Blockpack',
				value,
			} ) ),
			{
				label: '  concatenated core handles',
				value: `only with Blockpack: ${
					handlesOnlyActive.join( ', ' ) || 'none'
				}; only without: ${ handlesOnlyInactive.join( ', ' ) || 'none' }`,
			},
		];
		return {
			...result,
			heading: `Editor load until the first block is editable, 50 paragraphs (cold cache, A/B interleaved, ${ runs } runs each)`,
			rows,
		};
	} finally {
		await setBlockpack( admin.api, true ).catch( () => {} );
		await admin.close();
	}
}

/**
 * The server's share of opening the editor: how much longer WordPress takes, with Blockpack
 * active, to answer the editor's page and each REST request the editor makes as it opens (GET,
 * from the page; scripts and styles are static files). One editor load moves by several per cent
 * from run to run, more than the whole of the server's share, so the load ratio cannot show a
 * change of a few milliseconds on the server; the time of one answer can.
 *
 * The requests are those of one load with Blockpack active, asked again with the admin's cookies
 * and nonce. The two states alternate, in the other order every other run; after each switch
 * every request is asked once untimed, so that both states are timed warm.
 *
 * @param {Object}  options
 * @param {string}  options.url     The site (admin / password, Blockpack installed).
 * @param {Browser} options.browser Chromium.
 * @param {number}  [options.runs]  Timed runs per state.
 * @return {Promise<{ answers: { request: string, active: number, inactive: number }[], added: number, heading: string, rows: Row[] }>} The medians (ms), their added total, and the heading and rows to print.
 */
export async function benchServerTime( { url, browser, runs = 40 } ) {
	const admin = await logIn( url, browser );
	try {
		await setBlockpack( admin.api, true );
		const editUrl = await fiftyParagraphs( url, admin.api );
		const opened = await openEditor( browser, admin.storageState, editUrl );
		await opened.requests.quiet();
		await opened.context.close();
		const rest = opened.requests.seen
			.filter(
				( r ) =>
					r.method === 'GET' &&
					r.frame === 'page' &&
					/\/wp-json\/|[?&]rest_route=/.test( r.url )
			)
			.map( ( r ) => r.url );
		const addresses = [ editUrl, ...new Set( rest ) ];
		const time = async ( address ) => {
			const start = performance.now();
			const res = await admin.request.get( address, {
				headers: { 'X-WP-Nonce': admin.nonce },
				timeout: TIMEOUT,
			} );
			await res.body();
			return performance.now() - start;
		};
		/** @type {Map<string, { active: number[], inactive: number[] }>} */
		const times = new Map(
			addresses.map( ( a ) => [ a, { active: [], inactive: [] } ] )
		);
		for ( let i = 0; i < runs; i++ ) {
			for ( const active of i % 2 ? [ false, true ] : [ true, false ] ) {
				await setBlockpack( admin.api, active );
				for ( const address of addresses ) {
					await time( address );
					times
						.get( address )
						[ active ? 'active' : 'inactive' ].push(
							await time( address )
						);
				}
			}
		}
		const answers = addresses.map( ( address ) => ( {
			request: requestLabel( address ),
			active: round( median( times.get( address ).active ) ),
			inactive: round( median( times.get( address ).inactive ) ),
		} ) );
		const added = round(
			answers.reduce( ( sum, a ) => sum + a.active - a.inactive, 0 )
		);
		const rows = [
			...answers.map( ( a ) => ( {
				label: a.request,
				value: `${ ms( a.active ) } active, ${ ms(
					a.inactive
				) } inactive: ${ a.active >= a.inactive ? '+' : '' }${ (
					a.active - a.inactive
				).toFixed( 1 ) } ms`,
			} ) ),
			{
				label: `all ${ answers.length } answers`,
				value: `${ added >= 0 ? '+' : '' }${ added.toFixed(
					1
				) } ms with Blockpack (the sum of the medians' differences; medians of ${ runs } runs each)`,
			},
		];
		return {
			answers,
			added,
			heading: `Server time Blockpack adds to the editor's page and the REST requests it makes as it opens (A/B interleaved, warm, ${ runs } runs each)`,
			rows,
		};
	} finally {
		await setBlockpack( admin.api, true ).catch( () => {} );
		await admin.close();
	}
}

/**
 * A request as the server-time rows name it: the editor's page by its file, a REST request by its
 * route and query (without `_locale`).
 *
 * @param {string} address The request's address.
 * @return {string} Its name.
 */
function requestLabel( address ) {
	const u = new URL( address );
	if ( u.pathname.includes( '/wp-admin/' ) ) {
		return `${ u.pathname.replace( /^.*\/wp-admin\//, '' ) } (the editor's page)`;
	}
	const query = new URLSearchParams( u.search );
	const route =
		query.get( 'rest_route' ) ?? u.pathname.replace( /^.*\/wp-json/, '' );
	query.delete( 'rest_route' );
	query.delete( '_locale' );
	const rest = query.toString();
	return rest ? `${ route }?${ decodeURIComponent( rest ) }` : route;
}

/**
 * The markup of a post of `count` top-level core blocks in a realistic mix (mostly paragraphs;
 * headings, lists, quotes, images from the site, columns, buttons, separators), serialized by
 * the editor's own `wp.blocks.serialize()`, so it is exactly what this WordPress saves.
 *
 * @param {Page}   page  An editor page (wp.blocks loaded, core blocks registered).
 * @param {number} count Top-level blocks.
 * @return {Promise<{ content: string, invalid: number }>} The markup and how many blocks parse back invalid.
 */
function mixedContent( page, count ) {
	return page.evaluate( ( n ) => {
		const { createBlock, serialize, parse } = /** @type {any} */ ( window )
			.wp.blocks;
		const image = `${ window.location.origin }/wp-includes/images/w-logo-blue.png`;
		const text = ( i ) =>
			`Paragraph ${ i } with <strong>bold</strong>, <em>italic</em> and <a href="${ window.location.origin }/">a link</a>, long enough to wrap across a line or two of the editor canvas.`;
		const p = ( i ) =>
			createBlock( 'core/paragraph', { content: text( i ) } );
		const kinds = [
			p,
			( i ) =>
				createBlock( 'core/heading', {
					level: 2 + ( i % 2 ),
					content: `Heading ${ i }`,
				} ),
			p,
			( i ) =>
				createBlock( 'core/list', { ordered: i % 2 === 0 }, [
					createBlock( 'core/list-item', {
						content: `First ${ i }`,
					} ),
					createBlock( 'core/list-item', { content: 'Second' } ),
					createBlock( 'core/list-item', { content: 'Third' } ),
				] ),
			p,
			( i ) =>
				createBlock( 'core/image', {
					url: image,
					alt: `Image ${ i }`,
					sizeSlug: 'full',
				} ),
			p,
			( i ) =>
				createBlock( 'core/quote', { citation: `Author ${ i }` }, [
					p( i ),
				] ),
			p,
			( i ) =>
				createBlock( 'core/columns', {}, [
					createBlock( 'core/column', {}, [ p( i ) ] ),
					createBlock( 'core/column', {}, [
						createBlock( 'core/image', {
							url: image,
							alt: `Column image ${ i }`,
						} ),
					] ),
				] ),
			p,
			( i ) =>
				createBlock( 'core/buttons', {}, [
					createBlock( 'core/button', {
						text: `Read more ${ i }`,
						url: `${ window.location.origin }/`,
					} ),
				] ),
			p,
			() => createBlock( 'core/separator' ),
		];
		const blocks = Array.from( { length: n }, ( _, i ) =>
			kinds[ i % kinds.length ]( i )
		);
		const content = serialize( blocks );
		const countInvalid = ( list ) =>
			list.reduce(
				( sum, b ) =>
					sum +
					( b.isValid === false ? 1 : 0 ) +
					countInvalid( b.innerBlocks ),
				0
			);
		return { content, invalid: countInvalid( parse( content ) ) };
	}, count );
}

/**
 * Installs the keystroke probe in the canvas: for each key, the time from the keydown's own
 * timestamp (when the browser received the key) until after the next paint that follows its
 * `input` event: a requestAnimationFrame callback runs just before that frame's paint, and a
 * task queued from it runs after the paint. The Event Timing API would give the same span,
 * but it reports only events of 16 ms or more (its smallest durationThreshold) in 8 ms steps,
 * which would drop the fast keystrokes and bias the faster state; this probe sees every key.
 * Everything here runs in the canvas' own window, so timestamps share one time origin.
 */
function keystrokeProbe() {
	const w = /** @type {any} */ ( window );
	w.__bpLatencies = [];
	w.__bpWaiters = [];
	let start = null;
	const settle = () => {
		w.__bpWaiters = w.__bpWaiters.filter( ( [ count, resolve ] ) => {
			if ( w.__bpLatencies.length >= count ) {
				resolve();
				return false;
			}
			return true;
		} );
	};
	w.__bpWait = ( count ) =>
		new Promise( ( resolve ) => {
			w.__bpWaiters.push( [ count, resolve ] );
			settle();
		} );
	window.addEventListener(
		'keydown',
		( event ) => {
			start = event.timeStamp;
		},
		true
	);
	window.addEventListener(
		'input',
		() => {
			const began = start;
			start = null;
			if ( began === null ) {
				return;
			}
			window.requestAnimationFrame( () =>
				setTimeout( () => {
					w.__bpLatencies.push( performance.now() - began );
					settle();
				}, 0 )
			);
		},
		true
	);
}

/**
 * Waits until the page's main thread is idle: five idle periods in a row with most of their
 * 50 ms left (the editor renders a long post's blocks in idle time after start).
 *
 * @param {Page} page The page.
 */
function mainThreadIdle( page ) {
	return page.evaluate( async () => {
		const until = performance.now() + 60000;
		let quiet = 0;
		while ( quiet < 5 && performance.now() < until ) {
			const deadline = await new Promise( ( resolve ) =>
				window.requestIdleCallback( resolve, { timeout: 1000 } )
			);
			quiet =
				! deadline.didTimeout && deadline.timeRemaining() > 40
					? quiet + 1
					: 0;
		}
	} );
}

/**
 * Typing latency in a post of 1,000 mixed core blocks with the block inserter open, Blockpack
 * active and inactive, interleaved. Each round opens the editor fresh, opens the inserter, clicks
 * into a paragraph near the middle of the post and types `warmup` unmeasured keys, then `chars`
 * measured ones, one at a time (each key is measured to its paint before the next is pressed, so
 * keys never queue behind each other). Nothing is saved: every round types into the same post.
 *
 * @param {Object}  options
 * @param {string}  options.url      The site (admin / password, Blockpack installed).
 * @param {Browser} options.browser  Chromium.
 * @param {number}  [options.rounds] Rounds per state.
 * @param {number}  [options.chars]  Measured keystrokes per round.
 * @param {number}  [options.warmup] Unmeasured keystrokes first in each round.
 * @return {Promise<{ active: Typing, inactive: Typing, ratio: number, interval: [number, number], heading: string, rows: Row[] }>} The measurements (ms), and the heading and rows to print.
 */
export async function benchTyping( {
	url,
	browser,
	rounds = 3,
	chars = 50,
	warmup = 5,
} ) {
	const admin = await logIn( url, browser );
	try {
		// The content is serialized with Blockpack inactive: plain core markup.
		await setBlockpack( admin.api, false );
		const draft = await admin.api.rest( 'POST', '/wp/v2/posts', {
			title: 'Typing: 1,000 mixed blocks',
			content:
				'<!-- wp:paragraph -->\n<p>Placeholder.</p>\n<!-- /wp:paragraph -->',
			status: 'publish',
		} );
		const editUrl = `${ url }/wp-admin/post.php?post=${ draft.id }&action=edit`;
		{
			const run = await openEditor(
				browser,
				admin.storageState,
				editUrl
			);
			const { content, invalid } = await mixedContent( run.page, 1000 );
			await run.context.close();
			if ( invalid ) {
				throw new Error(
					`${ invalid } generated blocks parse back invalid.`
				);
			}
			await admin.api.rest( 'POST', `/wp/v2/posts/${ draft.id }`, {
				content,
			} );
		}

		const text =
			'The quick brown fox jumps over the lazy dog, again and again, and again. '.repeat(
				3
			);
		const keys = text.slice( 0, warmup + chars );
		const series = { active: [], inactive: [] };
		const roundMedians = { active: [], inactive: [] };
		for ( let r = 0; r < rounds; r++ ) {
			for ( const active of [ true, false ] ) {
				await setBlockpack( admin.api, active );
				const latencies = (
					await typeRound(
						browser,
						admin.storageState,
						editUrl,
						keys
					)
				).slice( warmup );
				const state = active ? 'active' : 'inactive';
				series[ state ].push( ...latencies );
				roundMedians[ state ].push( round( median( latencies ) ) );
			}
		}
		const stats = ( values, state ) => ( {
			median: round( median( values ), 2 ),
			roundMedians: roundMedians[ state ],
			p95: round( percentile( values, 95 ), 2 ),
			keystrokes: values.map( ( v ) => round( v, 2 ) ),
		} );
		const activeStats = stats( series.active, 'active' );
		const inactiveStats = stats( series.inactive, 'inactive' );
		const ratio = Number(
			( activeStats.median / inactiveStats.median ).toFixed( 3 )
		);
		const interval = ratioInterval( series.active, series.inactive );
		const rows = [
			{
				label: 'typing, Blockpack active',
				value: `median ${ ms( activeStats.median ) }, p95 ${ ms( activeStats.p95 ) } (${ series.active.length } keys; round medians ${ activeStats.roundMedians.join( ', ' ) })`,
			},
			{
				label: 'typing, Blockpack inactive',
				value: `median ${ ms( inactiveStats.median ) }, p95 ${ ms( inactiveStats.p95 ) } (${ series.inactive.length } keys; round medians ${ inactiveStats.roundMedians.join( ', ' ) })`,
			},
			{
				label: 'typing ratio of medians',
				value: verdict( ratio, BUDGETS.typing, interval ),
			},
		];
		return {
			active: activeStats,
			inactive: inactiveStats,
			ratio,
			interval,
			heading: `Typing latency, keydown to next paint (1,000 mixed blocks, inserter open, A/B interleaved, ${ rounds } rounds each)`,
			rows,
		};
	} finally {
		await setBlockpack( admin.api, true ).catch( () => {} );
		await admin.close();
	}
}

/**
 * One typing round: opens the post, checks that all 1,000 blocks are valid, opens the
 * inserter, types into a paragraph near the middle.
 *
 * @param {Browser} browser      The browser.
 * @param {any}     storageState The admin's cookies.
 * @param {string}  editUrl      The post's edit URL.
 * @param {string}  keys         The characters to type.
 * @return {Promise<number[]>} One latency (ms) per key.
 */
async function typeRound( browser, storageState, editUrl, keys ) {
	const run = await openEditor( browser, storageState, editUrl );
	const { page } = run;
	try {
		await page.waitForFunction(
			() =>
				/** @type {any} */ ( window ).wp.data
					.select( 'core/block-editor' )
					.getBlockCount() === 1000,
			null,
			{ timeout: TIMEOUT }
		);
		const { invalid, target } = await page.evaluate( () => {
			const { select } = /** @type {any} */ ( window ).wp.data;
			const blocks = select( 'core/block-editor' ).getBlocks();
			const countInvalid = ( list ) =>
				list.reduce(
					( sum, b ) =>
						sum +
						( b.isValid === false ? 1 : 0 ) +
						countInvalid( b.innerBlocks ),
					0
				);
			const middle = blocks
				.slice( blocks.length / 2 )
				.find( ( b ) => b.name === 'core/paragraph' );
			return {
				invalid: countInvalid( blocks ),
				target: middle.clientId,
			};
		} );
		if ( invalid ) {
			throw new Error( `${ invalid } blocks of the post are invalid.` );
		}
		await page.evaluate( () =>
			/** @type {any} */ ( window ).wp.data
				.dispatch( 'core/editor' )
				.setIsInserterOpened( true )
		);
		await page
			.locator( '.block-editor-inserter__block-list' )
			.first()
			.waitFor( { timeout: TIMEOUT } );
		await run.requests.quiet();
		await mainThreadIdle( page );

		// The inserter sidebar is a dialog that closes when focus leaves it (WordPress 6.6), so
		// the click into the canvas would close it. To type with it open, a focusout from inside
		// the sidebar is stopped at the window, before React's focus-outside handling sees it;
		// the sidebar stays mounted and subscribed to the editor's stores as when it is open.
		await page.evaluate( () =>
			window.addEventListener(
				'focusout',
				( event ) => {
					const from = /** @type {Element} */ ( event.target );
					if ( from?.closest?.( '.editor-inserter-sidebar' ) ) {
						event.stopImmediatePropagation();
					}
				},
				true
			)
		);
		const canvas = page.frameLocator( CANVAS );
		const paragraph = canvas.locator( `[data-block="${ target }"]` );
		await paragraph.scrollIntoViewIfNeeded( { timeout: TIMEOUT } );
		await paragraph.click( { timeout: TIMEOUT } );
		await page.keyboard.press( 'End' );
		const frame = page.frame( { name: 'editor-canvas' } );
		if ( ! frame ) {
			throw new Error( 'No editor-canvas frame.' );
		}
		const state = await page.evaluate( () => {
			const { select } = /** @type {any} */ ( window ).wp.data;
			return {
				inserter: select( 'core/editor' ).isInserterOpened(),
				selected:
					select( 'core/block-editor' ).getSelectedBlockClientId(),
			};
		} );
		if ( ! state.inserter || state.selected !== target ) {
			throw new Error(
				`The paragraph is not selected with the inserter open: ${ JSON.stringify( state ) }, target ${ target }.`
			);
		}
		await frame.evaluate( keystrokeProbe );
		await mainThreadIdle( page );
		for ( let i = 0; i < keys.length; i++ ) {
			await page.keyboard.type( keys[ i ] );
			await frame.evaluate(
				( n ) => /** @type {any} */ ( window ).__bpWait( n ),
				i + 1
			);
		}
		const latencies = await frame.evaluate(
			() => /** @type {any} */ ( window ).__bpLatencies
		);
		const stillOpen = await page.evaluate( () =>
			/** @type {any} */ ( window ).wp.data
				.select( 'core/editor' )
				.isInserterOpened()
		);
		if ( ! stillOpen ) {
			throw new Error( 'The inserter closed while typing.' );
		}
		const typed = await page.evaluate(
			( id ) =>
				/** @type {any} */ ( window ).wp.data
					.select( 'core/block-editor' )
					.getBlock( id )
					.attributes.content.toString(),
			target
		);
		if ( ! typed.includes( keys.trim() ) ) {
			throw new Error( `The keys did not all land: ${ typed }` );
		}
		return latencies;
	} finally {
		await run.context.close();
	}
}

/** Budget of the first edit of a lazily loaded block: placeholder shown → interactive (ms). */
export const LAZY_EDIT_BUDGET_MS = 300;

const LAZY_BLOCK = 'jetpack/rating-star';
const LAZY_CHUNK = /\/build\/edit-rating-star\.js/;

/**
 * Inserts a Star Rating into the open editor: as a writer does (`inserter`: opens the block
 * inserter, points at the Star Rating item and clicks it, the pointer's hover reaching the page
 * as it would, so shared/lazy-edit-preload.ts may start loading the block's editor), or straight
 * through the block editor's store (`store`: nothing is preloaded).
 *
 * @param {Page}                 page The editor.
 * @param {'inserter' | 'store'} how  How.
 */
async function insertStarRating( page, how ) {
	if ( how === 'store' ) {
		await page.evaluate( ( name ) => {
			const { wp } = /** @type {any} */ ( window );
			/** @type {any} */ ( window ).bpInsertAt = performance.now();
			wp.data
				.dispatch( 'core/block-editor' )
				.insertBlock( wp.blocks.createBlock( name ) );
		}, LAZY_BLOCK );
		return;
	}
	await page
		.getByRole( 'button', { name: 'Toggle block inserter' } )
		.click( { timeout: TIMEOUT } );
	// Its first item (in Widgets; the Blockpack collection lists it again further down).
	const item = page
		.locator(
			'.block-editor-inserter__main-area .editor-block-list-item-jetpack-rating-star'
		)
		.first();
	await item.hover( { timeout: TIMEOUT } );
	await page.evaluate( () =>
		document.addEventListener(
			'click',
			() => {
				/** @type {any} */ ( window ).bpInsertAt ??= performance.now();
			},
			{ capture: true, once: true }
		)
	);
	await item.click( { timeout: TIMEOUT } );
}

/**
 * Before a block is inserted: records in the editor's page when Blockpack's next chunk runs (the
 * webpack runtime's JSONP callback, `webpackChunkblockpack.push`), from its start to its end.
 *
 * @param {Page} page The editor.
 */
async function watchChunkRun( page ) {
	await page.evaluate( () => {
		const w = /** @type {any} */ ( window );
		const chunks = w.webpackChunkblockpack;
		const push = chunks.push;
		chunks.push = function ( ...args ) {
			const start = performance.now();
			const result = push.apply( this, args );
			w.bpChunkRun ??= { start, end: performance.now() };
			return result;
		};
	} );
}

/**
 * Where one first edit's time went, on the editor page's clock, from the insertion (the click on
 * the item, or the store's action): the block's chunk's request (resource timing), its run
 * (watchChunkRun()) and the moments the probe saw. The probe sees the placeholder when the task
 * that inserted it ends (its MutationObserver runs then), that is by its first frame; the request
 * starts within that task, when React mounts the placeholder.
 *
 * @param {Page} page  The editor.
 * @param {any}  probe lazyEditResult().
 * @return {Promise<{ insertToShown?: number, insertToRequest?: number, fetch?: number, toRun?: number, runToInteractive?: number, preloaded: boolean }>}
 *   Insertion → placeholder shown, insertion → chunk requested, the request, chunk received → its
 *   script runs (the main thread busy elsewhere, then parsing), its run → interactive (the module,
 *   the promise, React's render of the block's editor), in ms; and whether the chunk was
 *   requested before the insertion (preloaded).
 */
async function lazyEditBreakdown( page, probe ) {
	const chunk = await page.evaluate( ( source ) => {
		const pattern = new RegExp( source );
		const entry = performance
			.getEntriesByType( 'resource' )
			.find( ( e ) => pattern.test( e.name ) );
		const w = /** @type {any} */ ( window );
		return entry
			? {
					start: entry.startTime,
					end: entry.responseEnd,
					run: w.bpChunkRun,
					insertAt: w.bpInsertAt,
				}
			: undefined;
	}, LAZY_CHUNK.source );
	if ( ! chunk ) {
		return { preloaded: false };
	}
	const preloaded = chunk.start < chunk.insertAt;
	if ( probe.shown === undefined ) {
		return { preloaded };
	}
	return {
		insertToShown: probe.shown - chunk.insertAt,
		insertToRequest: chunk.start - chunk.insertAt,
		fetch: chunk.end - chunk.start,
		toRun: chunk.run ? chunk.run.start - chunk.end : undefined,
		runToInteractive: probe.interactive - ( chunk.run?.start ?? chunk.end ),
		preloaded,
	};
}

/**
 * The first Star Rating inserted into a post, in a fresh context each run (cold HTTP cache, as
 * for a writer's first use after an update), once the editor's start-up requests are over: its
 * editor loads through import() (shared/lazy-edit.tsx). Measured in the canvas from the first
 * frame the placeholder is in the page until the block's first star button is (0 ms when the
 * editor was preloaded and no placeholder showed; tools/bench/lazy-edit-probe.mjs); also the
 * placeholder's height against the editor's (a jump when they differ).
 *
 * Two ways in, interleaved run by run: as a writer inserts it (the block inserter, pointing at the
 * item then clicking it: the real how, which the budget applies to) and through the store with
 * no preload (the worst case: what the placeholder costs when nothing was loaded early).
 *
 * @param {Object}  options
 * @param {string}  options.url     The site (admin / password, Blockpack active).
 * @param {Browser} options.browser Chromium.
 * @param {number}  [options.runs]  Runs of each how.
 * @return {Promise<{ median: number, runs: number[], store: { median: number, runs: number[] }, jump: number, heading: string, rows: Row[] }>}
 *   Milliseconds for the inserter (the budget's) and the store, the largest height difference (px),
 *   and the heading and rows to print.
 */
export async function benchLazyEdit( { url, browser, runs = 7 } ) {
	const admin = await logIn( url, browser );
	try {
		const post = await admin.api.rest( 'POST', '/wp/v2/posts', {
			title: 'Lazy edit',
			content:
				'<!-- wp:paragraph -->\n<p>A paragraph before the block.</p>\n<!-- /wp:paragraph -->',
			status: 'draft',
		} );
		const editUrl = `${ url }/wp-admin/post.php?post=${ post.id }&action=edit`;
		/** @type {Record<'inserter' | 'store', { times: number[], preloaded: number, parts: any[] }>} */
		const results = {
			inserter: { times: [], preloaded: 0, parts: [] },
			store: { times: [], preloaded: 0, parts: [] },
		};
		let jump = 0;
		// One untimed run of each how first warms the server (PHP's opcache, nginx's open files).
		for ( let i = 0; i <= runs; i++ ) {
			for ( const how of /** @type {const} */ ( [
				'inserter',
				'store',
			] ) ) {
				const run = await openEditor(
					browser,
					admin.storageState,
					editUrl
				);
				try {
					// A writer inserts a block after the editor has loaded, not while its start-up
					// requests still hold the browser's connections: wait for 1.5 s of quiet.
					await run.requests.quiet();
					const canvas =
						run.page.frame( 'editor-canvas' ) ??
						run.page.mainFrame();
					await watchLazyEdit( canvas, LAZY_BLOCK );
					await watchChunkRun( run.page );
					await insertStarRating( run.page, how );
					const probe = await lazyEditResult( canvas, TIMEOUT );
					const parts = await lazyEditBreakdown( run.page, probe );
					if ( how === 'store' && probe.shown === undefined ) {
						throw new Error(
							'The Star Rating editor showed no placeholder: was it loaded at start?'
						);
					}
					if ( i > 0 ) {
						results[ how ].times.push( round( probe.wait ) );
						results[ how ].preloaded += parts.preloaded ? 1 : 0;
						results[ how ].parts.push( parts );
						jump = Math.max( jump, probe.jump );
					}
				} finally {
					await run.context.close();
				}
			}
		}
		const series = ( how ) => ( {
			median: round( median( results[ how ].times ) ),
			runs: results[ how ].times,
		} );
		const inserter = series( 'inserter' );
		const store = series( 'store' );
		const partRow = ( how ) => {
			const parts = results[ how ].parts.filter(
				( p ) => p.fetch !== undefined
			);
			if ( ! parts.length ) {
				return 'no placeholder shown';
			}
			const m = ( key ) =>
				ms(
					median(
						parts
							.map( ( p ) => p[ key ] )
							.filter( ( v ) => v !== undefined )
					)
				);
			return `insert → placeholder shown ${ m(
				'insertToShown'
			) }; insert → chunk requested ${ m(
				'insertToRequest'
			) }, request ${ m( 'fetch' ) }, received → run ${ m(
				'toRun'
			) }, run → interactive ${ m( 'runToInteractive' ) } (medians of ${
				parts.length
			})`;
		};
		return {
			...inserter,
			store,
			jump,
			heading:
				'First edit of a lazily loaded block (Star Rating, cold cache)',
			rows: [
				{
					label: `inserter (point, click): placeholder → interactive, median of ${ runs }`,
					value: `${ inserter.median } ms (runs: ${ inserter.runs.join(
						', '
					) }; chunk requested before the click in ${
						results.inserter.preloaded
					} of ${ runs })`,
				},
				{
					label: '  where the time went',
					value: partRow( 'inserter' ),
				},
				{
					label: 'budget (inserter)',
					value: `<= ${ LAZY_EDIT_BUDGET_MS } ms: ${
						inserter.median <= LAZY_EDIT_BUDGET_MS ? 'PASS' : 'FAIL'
					}`,
				},
				{
					label: `store, no preload: placeholder → interactive, median of ${ runs }`,
					value: `${ store.median } ms (runs: ${ store.runs.join(
						', '
					) })`,
				},
				{ label: '  where the time went', value: partRow( 'store' ) },
				{
					label: 'height jump, largest',
					value: `${ jump.toFixed( 1 ) } px (budget <= 1 px: ${
						jump <= 1 ? 'PASS' : 'FAIL'
					})`,
				},
			],
		};
	} finally {
		await admin.close();
	}
}

/**
 * @param {string} name     An option (--name=value).
 * @param {string} fallback Its default.
 * @return {string} Its value.
 */
function option( name, fallback ) {
	const arg = process.argv.find( ( a ) => a.startsWith( `--${ name }=` ) );
	return arg ? arg.slice( name.length + 3 ) : fallback;
}

async function main() {
	const { ROOT, CHROMIUM } = await import( '../lib/wordpress.mjs' );
	const { startNativeWordPress, freePort } =
		await import( '../lib/native-wp.mjs' );
	const { BENCH_BROWSER_PACKAGE, ensureDebianPackages } =
		await import( '../lib/system-packages.mjs' );
	// The browser CHROMIUM launches (npm run bench installs it the same way).
	ensureDebianPackages( [ BENCH_BROWSER_PACKAGE ] );
	if ( ! existsSync( path.join( ROOT, 'build/editor.js' ) ) ) {
		spawnSync( 'npm', [ 'run', 'build' ], { cwd: ROOT, stdio: 'inherit' } );
	}
	const only = option( 'only', '' );
	const port = option( 'port', '' )
		? Number( option( 'port', '' ) )
		: await freePort( 9480, 10 );
	const wp = await startNativeWordPress( { port, quiet: true } );
	let browser;
	try {
		browser = await chromium.launch( CHROMIUM );
		// Each section: its `--only` name and its bench.
		const sections = [
			[ 'lazy', () => benchLazyEdit( { url: wp.url, browser } ) ],
			[
				'load',
				() =>
					benchEditorLoad( {
						url: wp.url,
						browser,
						runs: Number( option( 'runs', '10' ) ),
					} ),
			],
			[
				'server',
				() =>
					benchServerTime( {
						url: wp.url,
						browser,
						runs: Number( option( 'runs', '40' ) ),
					} ),
			],
			[
				'typing',
				() =>
					benchTyping( {
						url: wp.url,
						browser,
						rounds: Number( option( 'rounds', '3' ) ),
					} ),
			],
		];
		for ( const [ name, bench ] of sections ) {
			if ( only === name || only === '' ) {
				process.stdout.write( formatSection( await bench() ) );
			}
		}
		const errors = wp.phpErrors();
		if ( errors.length ) {
			process.stdout.write(
				`\nPHP errors from Blockpack:\n${ errors.join( '\n' ) }\n`
			);
		}
	} finally {
		await browser?.close();
		await wp.stop();
	}
}

if (
	process.argv[ 1 ] &&
	import.meta.url === pathToFileURL( path.resolve( process.argv[ 1 ] ) ).href
) {
	await main();
}
