#!/usr/bin/env node
/**
 * Contact form under load: an administrator publishes a post with a form (WordPress REST), then
 * `clients` concurrent visitors, each with the page's own hidden inputs, send `submissions`
 * responses in all through the form's REST route (as the view script does), each with a marker
 * of its own in the message. The stored responses are read back through the plugin's own CSV
 * export, as the site owner downloads them.
 *
 * `benchContactFormLoad()` is the bench's step; the pieces are exported for the contact form
 * specs (tests/integration/contact-form-helpers.ts). Given several web servers of one site, the
 * submissions are spread over them. Alone, for checking:
 *   node tools/bench/contact-form-load.mjs http://127.0.0.1:9460[,http://127.0.0.1:9470] [--clients=30] [--submissions=300]
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { percentile } from './stats.mjs';
import loadForm from './load-form.cjs';

const { formMarkup } = loadForm;

const SUBMIT_ROUTE = '/blockpack/v1/contact-form/submit';

/** The form: name, email and a message (which carries the marker), as visitors fill it. */
export const LOAD_FORM = formMarkup( 'owner@example.org', 'Load test' );

const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * The cookies a response sets, as `name=value` pairs.
 *
 * @param {Response} res The response.
 * @return {string[]} Pairs.
 */
function setCookies( res ) {
	return res.headers
		.getSetCookie()
		.map( ( cookie ) => cookie.split( ';' )[ 0 ] )
		.filter( ( pair ) => ! /=deleted$|=$/.test( pair ) );
}

/**
 * Logs in to wp-login.php and fetches a REST nonce, as utils.ts does for the integration specs.
 *
 * @param {string} baseURL  The site.
 * @param {string} user     The user.
 * @param {string} password The password.
 * @return {Promise<{baseURL: string, cookie: string, nonce: string}>} The session.
 */
export async function logIn(
	baseURL,
	user = 'admin',
	password = process.env.WP_PASSWORD || 'password'
) {
	const login = await fetch( `${ baseURL }/wp-login.php`, {
		method: 'POST',
		redirect: 'manual',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
		},
		body: new URLSearchParams( {
			log: user,
			pwd: password,
			'wp-submit': 'Log In',
			testcookie: '1',
		} ),
	} );
	if ( login.status !== 302 ) {
		throw new Error( `Login as ${ user } failed: ${ login.status }` );
	}
	const cookie = setCookies( login ).join( '; ' );
	const res = await fetch(
		`${ baseURL }/wp-admin/admin-ajax.php?action=rest-nonce`,
		{ headers: { Cookie: cookie } }
	);
	const nonce = ( await res.text() ).trim();
	if ( ! /^[0-9a-f]+$/.test( nonce ) ) {
		throw new Error(
			`No REST nonce for ${ user }: ${ nonce.slice( 0, 200 ) }`
		);
	}
	return { baseURL, cookie, nonce };
}

/**
 * A REST request as the logged-in user.
 *
 * @param {{baseURL: string, cookie: string, nonce: string}} session The session.
 * @param {string}                                           method  The method.
 * @param {string}                                           route   The route.
 * @param {Object}                                           [data]  A JSON body.
 * @return {Promise<Response>} The answer.
 */
export function rest( session, method, route, data ) {
	return fetch(
		`${ session.baseURL }/index.php?rest_route=${ encodeURIComponent( route ) }`,
		{
			method,
			headers: {
				Cookie: session.cookie,
				'X-WP-Nonce': session.nonce,
				...( data ? { 'Content-Type': 'application/json' } : {} ),
			},
			body: data ? JSON.stringify( data ) : undefined,
		}
	);
}

/**
 * Lifts the contact form's rate limit per address and form (through the test mu-plugin's
 * filter), or puts the plugin's defaults back: every client of the load shares one address.
 *
 * @param {{baseURL: string, cookie: string, nonce: string}} session The administrator.
 * @param {boolean}                                          raise   Whether to lift it.
 */
export async function raiseRateLimit( session, raise ) {
	const res = await rest(
		session,
		'POST',
		'/blockpack-test/v1/contact-form-guard',
		raise
			? { rateMinute: 0, rateHour: 0 }
			: { rateMinute: -1, rateHour: -1 }
	);
	if ( res.status !== 200 ) {
		throw new Error( `Could not set the rate limit (${ res.status })` );
	}
}

/**
 * Publishes a post with a form (the load form unless another is given).
 *
 * @param {{baseURL: string, cookie: string, nonce: string}} session   The administrator.
 * @param {string}                                           title     The post's title.
 * @param {string}                                           [content] The post's blocks.
 * @return {Promise<{id: number, link: string}>} The post and its address (path and query).
 */
export async function publishFormPost(
	session,
	title = 'Load test form',
	content = LOAD_FORM
) {
	const res = await rest( session, 'POST', '/wp/v2/posts', {
		title,
		content,
		status: 'publish',
	} );
	if ( res.status !== 201 ) {
		throw new Error(
			`Publishing the form failed: ${ res.status } ${ (
				await res.text()
			).slice( 0, 300 ) }`
		);
	}
	const post = await res.json();
	const url = new URL( post.link );
	return { id: post.id, link: url.pathname + url.search };
}

/**
 * The form's hidden inputs (post, form id, nonce, signed time) and the names of its fields, from
 * the page as a visitor gets it.
 *
 * @param {string} html The page.
 * @return {{hidden: Record<string, string>, fields: string[]}} The inputs.
 */
export function readForm( html ) {
	const hidden = {};
	for ( const m of html.matchAll(
		/<input type="hidden" name="([^"]+)" value="([^"]*)" \/>/g
	) ) {
		hidden[ m[ 1 ] ] = m[ 2 ];
	}
	const fields = [
		...new Set(
			[ ...html.matchAll( /name="(field_\d+)"/g ) ].map( ( m ) => m[ 1 ] )
		),
	];
	return { hidden, fields };
}

/**
 * The marker of one submission, unique across runs.
 *
 * @param {string} runId The run.
 * @param {number} index The submission's number.
 * @return {string} The marker.
 */
export const markerOf = ( runId, index ) => `load-${ runId }-${ index }`;

/**
 * Sends the submissions from concurrent clients. Each client opens the page once (its own hidden
 * inputs), waits `settleSeconds` (the form's minimum time before sending; 3 s by default on a
 * site), then sends submissions one after another, taking the next number from the shared queue
 * until all are sent. Every answer is kept: its status (0 for a failed connection), its time in
 * ms and the error code it carried. Given several web servers of one site (a load balancer's
 * nodes), client c opens the page on server c and submission n goes to server n, each modulo
 * their number: half to each of two.
 *
 * @param {string|string[]} servers               The site, or its web servers.
 * @param {string}          link                  The form post's path.
 * @param {Object}          options
 * @param {number}          options.clients       Concurrent clients.
 * @param {number}          options.submissions   Submissions in all.
 * @param {string}          options.runId         Goes into every marker.
 * @param {number}          options.settleSeconds Wait after opening the page.
 * @param {Function}        [options.onStart]     Called as the first submission is sent.
 * @return {Promise<{results: Array<{index: number, marker: string, node: number, status: number, ms: number, code: string}>, seconds: number}>} The answers, by submission (node: the index of the server that answered), and the time from the first send to the last answer.
 */
export async function fireSubmissions(
	servers,
	link,
	{ clients, submissions, runId, settleSeconds, onStart = () => {} }
) {
	const urls = ( Array.isArray( servers ) ? servers : [ servers ] ).map(
		( url ) => url.replace( /\/$/, '' )
	);
	const forms = await Promise.all(
		Array.from( { length: clients }, async ( _, client ) => {
			const res = await fetch(
				`${ urls[ client % urls.length ] }${ link }`
			);
			const form = readForm( await res.text() );
			if (
				! form.hidden[ 'contact-form-nonce' ] ||
				form.fields.length < 3
			) {
				throw new Error( `No form at ${ link } (${ res.status })` );
			}
			return form;
		} )
	);
	await sleep( settleSeconds * 1000 );
	const results = new Array( submissions );
	let next = 0;
	onStart();
	const started = performance.now();
	await Promise.all(
		forms.map( async ( { hidden, fields } ) => {
			while ( next < submissions ) {
				const index = next++;
				const node = index % urls.length;
				const marker = markerOf( runId, index );
				const [ name, email, message ] = fields;
				const body = new URLSearchParams( {
					...hidden,
					// One name for all, as many visitors share a first name (and forms without
					// a name field title every response alike): storing must not slow down
					// with each response of the same name.
					[ name ]: 'Ada Lovelace',
					[ email ]: `visitor${ index }@example.org`,
					[ message ]: `Hello from ${ marker }.\nSecond line & <b>markup</b>.`,
				} );
				const sent = performance.now();
				let status = 0;
				let code = '';
				try {
					const res = await fetch(
						`${ urls[ node ] }/index.php?rest_route=${ encodeURIComponent(
							SUBMIT_ROUTE
						) }`,
						{
							method: 'POST',
							headers: {
								Accept: 'application/json',
								'Content-Type':
									'application/x-www-form-urlencoded',
							},
							body,
						}
					);
					status = res.status;
					const text = await res.text();
					try {
						const json = JSON.parse( text );
						code = json.code || json.status || '';
					} catch {
						code = text.slice( 0, 200 );
					}
				} catch ( error ) {
					code = String( error?.cause?.code || error );
				}
				results[ index ] = {
					index,
					marker,
					node,
					status,
					ms: performance.now() - sent,
					code,
				};
			}
		} )
	);
	return { results, seconds: ( performance.now() - started ) / 1000 };
}

/**
 * Parses CSV (RFC 4180: quoted cells, doubled quotes, line breaks inside quotes).
 *
 * @param {string} text The CSV.
 * @return {string[][]} Rows of cells.
 */
export function parseCsv( text ) {
	const rows = [];
	let row = [];
	let cell = '';
	let quoted = false;
	for ( let i = 0; i < text.length; i++ ) {
		const c = text[ i ];
		if ( quoted ) {
			if ( c === '"' && text[ i + 1 ] === '"' ) {
				cell += '"';
				i++;
			} else if ( c === '"' ) {
				quoted = false;
			} else {
				cell += c;
			}
		} else if ( c === '"' ) {
			quoted = true;
		} else if ( c === ',' ) {
			row.push( cell );
			cell = '';
		} else if ( c === '\n' || c === '\r' ) {
			if ( c === '\r' && text[ i + 1 ] === '\n' ) {
				i++;
			}
			row.push( cell );
			rows.push( row );
			row = [];
			cell = '';
		} else {
			cell += c;
		}
	}
	if ( cell !== '' || row.length ) {
		row.push( cell );
		rows.push( row );
	}
	return rows;
}

/**
 * The stored responses of one status, as the site owner downloads them: wp-admin → Feedback →
 * Export CSV (the plugin's own export, one row per response, a column per field label).
 *
 * @param {{baseURL: string, cookie: string}} session The administrator.
 * @param {string}                            status  'publish' or 'spam'.
 * @return {Promise<string[][]>} The rows, the header first.
 */
export async function exportCsv( session, status = 'publish' ) {
	const list = await fetch(
		`${ session.baseURL }/wp-admin/edit.php?post_type=feedback`,
		{ headers: { Cookie: session.cookie } }
	);
	const href = ( await list.text() ).match(
		/<a class="button" href="([^"]+)">Export CSV<\/a>/
	)?.[ 1 ];
	if ( ! href ) {
		throw new Error(
			`No Export CSV link in the Feedback list (${ list.status })`
		);
	}
	const url = new URL( href.replace( /&#0?38;|&amp;/g, '&' ) );
	url.searchParams.set( 'post_status', status );
	const res = await fetch(
		`${ session.baseURL }${ url.pathname }${ url.search }`,
		{
			headers: { Cookie: session.cookie },
		}
	);
	if ( res.status !== 200 ) {
		throw new Error( `Export CSV answered ${ res.status }` );
	}
	return parseCsv( ( await res.text() ).replace( /^\uFEFF/, '' ) );
}

/**
 * The stored responses of a run, from the CSV export of one status: how many rows carry each
 * marker of the run.
 *
 * @param {{baseURL: string, cookie: string}} session The administrator.
 * @param {string}                            runId   The run.
 * @param {string}                            status  'publish' or 'spam'.
 * @return {Promise<Map<number, number>>} Rows by submission number.
 */
export async function storedMarkers( session, runId, status = 'publish' ) {
	const counts = new Map();
	const pattern = new RegExp( `load-${ runId }-(\\d+)\\.` );
	for ( const row of await exportCsv( session, status ) ) {
		// One marker per response; a row is counted once even if several cells carry it.
		const found = row
			.map( ( cell ) => cell.match( pattern ) )
			.find( Boolean );
		if ( found ) {
			const index = Number( found[ 1 ] );
			counts.set( index, ( counts.get( index ) || 0 ) + 1 );
		}
	}
	return counts;
}

/**
 * The bench: publishes a form, sends the submissions from concurrent clients, reads back what
 * was stored.
 *
 * @param {string|string[]} servers                 The site (a running WordPress with
 *                                                  Blockpack), or its web servers: the
 *                                                  submissions are spread over them.
 * @param {Object}          [options]
 * @param {number}          [options.clients]       Concurrent clients (30).
 * @param {number}          [options.submissions]   Submissions in all (300).
 * @param {number}          [options.settleSeconds] Wait between opening the form and sending
 *                                                  (4 s: the plugin keeps faster responses as
 *                                                  spam, 3 s by default).
 * @param {Function}        [options.cpuSeconds]    The site's CPU seconds so far (see
 *                                                  stack-cpu.mjs), to say what a submission
 *                                                  costs in CPU.
 * @return {Promise<{perSecond: number, p50: number, p95: number, errors5xx: number, stored: number, byNode: number[]}>} Submissions answered per second, latency percentiles (ms), answers of 500 or more (and failed connections), responses stored (not spam) with the run's markers, submissions answered by each server, and with `cpuSeconds` the site's and this client's CPU milliseconds per submission.
 */
export async function benchContactFormLoad(
	servers,
	{ clients = 30, submissions = 300, settleSeconds = 4, cpuSeconds } = {}
) {
	const urls = ( Array.isArray( servers ) ? servers : [ servers ] ).map(
		( url ) => url.replace( /\/$/, '' )
	);
	const session = await logIn( urls[ 0 ] );
	const { link } = await publishFormPost(
		session,
		'Contact form load bench'
	);
	const runId = randomBytes( 4 ).toString( 'hex' );
	await raiseRateLimit( session, true );
	let fired;
	let before;
	const usage = () => ( {
		site: cpuSeconds ? cpuSeconds() : 0,
		client: process.cpuUsage(),
	} );
	try {
		fired = await fireSubmissions( urls, link, {
			clients,
			submissions,
			runId,
			settleSeconds,
			onStart: () => ( before = usage() ),
		} );
		const after = usage();
		fired.cpu = {
			site: after.site - before.site,
			client:
				( after.client.user +
					after.client.system -
					before.client.user -
					before.client.system ) /
				1e6,
		};
	} finally {
		await raiseRateLimit( session, false );
	}
	const { results, seconds, cpu } = fired;
	const stored = [
		...( await storedMarkers( session, runId ) ).values(),
	].reduce( ( sum, n ) => sum + n, 0 );
	const latencies = results.map( ( r ) => r.ms ).sort( ( a, b ) => a - b );
	const round = ( n ) => Math.round( n * 10 ) / 10;
	return {
		perSecond: round( submissions / seconds ),
		p50: latencies.length ? Math.round( percentile( latencies, 50 ) ) : 0,
		p95: latencies.length ? Math.round( percentile( latencies, 95 ) ) : 0,
		errors5xx: results.filter( ( r ) => r.status >= 500 || r.status === 0 )
			.length,
		stored,
		byNode: urls.map(
			( _, node ) => results.filter( ( r ) => r.node === node ).length
		),
		...( cpuSeconds
			? {
					siteCpuMs: round( ( cpu.site * 1000 ) / submissions ),
					clientCpuMs: round( ( cpu.client * 1000 ) / submissions ),
				}
			: {} ),
	};
}

/**
 * Runs the bench alone and prints its numbers (no top-level await: the integration spec
 * require()s this module).
 */
async function main() {
	const servers = (
		process.argv[ 2 ] ||
		process.env.WP_NODE_URLS ||
		process.env.WP_BASE_URL ||
		''
	)
		.split( ',' )
		.filter( Boolean );
	if (
		! servers.length ||
		! servers.every( ( url ) => /^https?:\/\//.test( url ) )
	) {
		process.stderr.write(
			'Usage: node tools/bench/contact-form-load.mjs http://127.0.0.1:9460[,http://127.0.0.1:9470] [--clients=30] [--submissions=300]\n'
		);
		process.exitCode = 2;
		return;
	}
	const option = ( name, fallback ) => {
		const arg = process.argv.find( ( a ) =>
			a.startsWith( `--${ name }=` )
		);
		return arg ? Number( arg.split( '=' )[ 1 ] ) : fallback;
	};
	const clients = option( 'clients', 30 );
	const submissions = option( 'submissions', 300 );
	const r = await benchContactFormLoad( servers, { clients, submissions } );
	process.stdout.write(
		`Contact form, ${ submissions } submissions from ${ clients } clients to ${ servers.length } web server(s) (${ r.byNode.join( ' + ' ) })\n` +
			`  throughput:      ${ r.perSecond } submissions/s\n` +
			`  latency p50/p95: ${ r.p50 } ms / ${ r.p95 } ms\n` +
			`  answers ≥ 500:   ${ r.errors5xx }\n` +
			`  stored:          ${ r.stored } of ${ submissions }\n`
	);
}

if ( import.meta.url === pathToFileURL( process.argv[ 1 ] || '' ).href ) {
	main().catch( ( error ) => {
		process.stderr.write( `${ error.stack || error }\n` );
		process.exitCode = 1;
	} );
}
