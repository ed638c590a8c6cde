/**
 * Mailchimp for visitors: the published form (Jetpack's markup, the same HTML for every visitor,
 * nothing while not connected) and `POST /blockpack/v1/mailchimp/subscribe` against a fake
 * Mailchimp on 127.0.0.1. The groups and the signup-location merge field come from the block
 * saved in the post, whatever the request claims; an existing member is a success, someone who
 * unsubscribed gets an error; the honeypot, the rate limit, a bad address and an unknown form are
 * answered with JSON 4xx; a plain form post (no JavaScript) returns 303 to the form, which shows
 * the message and keeps the address typed.
 */
import http from 'node:http';
import { test, expect } from '@playwright/test';
import { publishPost, restAs, watchPhpErrors, type RestClient } from './utils';
import {
	AUDIENCES,
	GROUPS,
	SUBSCRIBE_ROUTE,
	connectMailchimp,
	disconnectMailchimp,
	pointPluginAt,
	startFakeMailchimp,
	subscribe as subscribeAs,
	subscriberHash,
	type FakeMailchimp,
} from '../fakes/mailchimp';

const ROUTE = SUBSCRIBE_ROUTE;
const PLENTY = { ip_minute: 1000, ip_hour: 1000, post_hour: 1000 };

const BUTTON =
	'<!-- wp:jetpack/button {"element":"button","uniqueId":"mailchimp-widget-id","text":"Join my email list"} /-->';
const FIRST_INTEREST = GROUPS[ 0 ].interests[ 0 ].id;
const OTHER_INTEREST = GROUPS[ 1 ].interests[ 0 ].id;
/** Two forms: a plain one, then one with a group and the signup-location field. */
const CONTENT = [
	`<!-- wp:jetpack/mailchimp -->\n<div class="wp-block-jetpack-mailchimp">${ BUTTON }</div>\n<!-- /wp:jetpack/mailchimp -->`,
	`<!-- wp:jetpack/mailchimp {"emailPlaceholder":"Your address","interests":["${ FIRST_INTEREST }","${ FIRST_INTEREST }"],"signupFieldTag":"SIGNUP","signupFieldValue":"Garden post","successLabel":"Thanks, gardener!"} -->\n<div class="wp-block-jetpack-mailchimp">${ BUTTON }</div>\n<!-- /wp:jetpack/mailchimp -->`,
].join( '\n\n' );
/** Jetpack's older form: the button as attributes, no inner block. */
const LEGACY = `<!-- wp:jetpack/mailchimp {"submitButtonText":"Subscribe","backgroundButtonColor":"white","textButtonColor":"black","submitButtonClasses":"rounded","customBackgroundButtonColor":"#CCCCCC","customTextButtonColor":"#000000"} -->\n<!-- /wp:jetpack/mailchimp -->`;

let fake: FakeMailchimp;
let admin: RestClient;
let anonymous: RestClient;
let postId: number;
let postLink: string;
let legacyId: number;
let newPhpErrors: () => string[];

/**
 * Subscribes as a visitor with JavaScript (a JSON body).
 *
 * @param data The fields.
 */
function subscribe( data: Record< string, unknown > ) {
	return subscribeAs( anonymous, data );
}

/**
 * Subscribes as a visitor from another address on this machine (a connection from 127.0.0.x),
 * so that the server sees a second client.
 *
 * @param address The local address to connect from, such as `127.0.0.2`.
 * @param data    The fields.
 */
function subscribeFrom( address: string, data: Record< string, unknown > ) {
	const base = new URL( process.env.WP_BASE_URL || 'http://127.0.0.1:9400' );
	const body = JSON.stringify( data );
	return new Promise< { status: number; json: { code?: string } } >(
		( resolve, reject ) => {
			const req = http.request(
				{
					host: base.hostname,
					port: base.port,
					localAddress: address,
					method: 'POST',
					path: `/index.php?rest_route=${ encodeURIComponent( ROUTE ) }`,
					headers: {
						'Content-Type': 'application/json',
						'Content-Length': Buffer.byteLength( body ),
					},
				},
				( res ) => {
					let text = '';
					res.on( 'data', ( chunk ) => ( text += chunk ) );
					res.on( 'end', () =>
						resolve( {
							status: res.statusCode ?? 0,
							json: JSON.parse( text ),
						} )
					);
				}
			);
			req.on( 'error', reject );
			req.end( body );
		}
	);
}

/** The rate counters' option rows (read with SQL). */
async function counterRows(): Promise< string[] > {
	const res = await admin.get( '/blockpack-test/v1/mailchimp-counters' );
	expect( res.status() ).toBe( 200 );
	return res.json();
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	newPhpErrors = await watchPhpErrors();
	fake = await startFakeMailchimp();
	admin = await restAs( 'admin' );
	anonymous = await restAs( 'anonymous' );
	await pointPluginAt( admin, fake.port, PLENTY );
	await connectMailchimp( admin.context );
	const post = await publishPost(
		admin,
		'posts',
		'Mailchimp signup',
		CONTENT
	);
	postId = post.id;
	postLink = post.link;
	legacyId = (
		await publishPost( admin, 'posts', 'Mailchimp legacy', LEGACY )
	).id;
} );

test.afterAll( async () => {
	for ( const id of [ postId, legacyId ] ) {
		if ( id ) {
			await admin.delete( `/wp/v2/posts/${ id }`, { force: 'true' } );
		}
	}
	await disconnectMailchimp( admin.context );
	await pointPluginAt( admin, 0 );
	await Promise.all( [ admin.dispose(), anonymous.dispose() ] );
	await fake.close();
} );

test( 'render: Jetpack’s markup, the same for two visitors', async () => {
	const first = await (
		await anonymous.context.get( `/?p=${ postId }` )
	).text();
	const other = await restAs( 'anonymous' );
	const second = await (
		await other.context.get( `/?p=${ postId }` )
	).text();
	await other.dispose();
	const forms = ( html: string ) =>
		html.match(
			/<div class="wp-block-jetpack-mailchimp[^"]*" id="mailchimp-[\s\S]*?_error" role="alert">[^<]*<\/div><\/div>/g
		) ?? [];
	expect( forms( first ) ).toHaveLength( 2 );
	expect( forms( second ) ).toEqual( forms( first ) );
	const [ plain = '', grouped = '' ] = forms( first );
	expect( plain ).toContain( `id="mailchimp-${ postId }-0"` );
	expect( grouped ).toContain( `id="mailchimp-${ postId }-1"` );
	expect( plain ).toContain( 'method="post"' );
	expect( plain ).toMatch(
		/action="[^"]*(wp-json\/|rest_route=)[^"]*blockpack\/v1\/mailchimp\/subscribe"/
	);
	expect( plain ).toContain(
		'<input type="email" name="email" required aria-label="Enter your email" placeholder="Enter your email"'
	);
	expect( grouped ).toContain( 'placeholder="Your address"' );
	expect( grouped ).toContain(
		`<input type="hidden" name="post_id" value="${ postId }" /><input type="hidden" name="block" value="1" />`
	);
	expect( plain ).toContain( 'name="mailchimp-hp"' );
	// The inner button, its placeholder id made unique; no nonce in the page.
	expect( plain ).toMatch( /<button[^>]*type="submit"/ );
	expect( first ).not.toContain( 'mailchimp-widget-id' );
	expect( plain ).not.toContain( '_wpnonce' );
	const consent = plain.match(
		/aria-describedby="(wp-block-jetpack-mailchimp_consent-text-\d+)"/
	)?.[ 1 ];
	expect( consent ).toBeTruthy();
	expect( plain ).toContain(
		`<p id="${ consent }" class="wp-block-jetpack-mailchimp_consent-text">By clicking submit`
	);
	expect( plain ).toContain(
		'<div class="wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_processing" role="status">Processing…</div>'
	);
	expect( grouped ).toContain(
		'<div class="wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_success" role="status">Thanks, gardener!</div>'
	);
	expect( plain ).toContain(
		'wp-block-jetpack-mailchimp_error" role="alert">Whoops! There was an error'
	);
	expect( plain ).not.toMatch( /_notification[^"]* is-visible"/ );
	// The page's script and style.
	expect( first ).toContain( 'blocks/mailchimp/view.js' );
	expect( first ).toContain( 'jetpack-mailchimp-style' );

	// The older form: its button from its attributes.
	const legacy = await (
		await anonymous.context.get( `/?p=${ legacyId }` )
	).text();
	expect( legacy ).toContain(
		'<p><button type="submit" class="components-button is-button is-primary rounded has-text-color has-black-color has-background has-white-background-color" style="background-color: #CCCCCC; color: #000000">Subscribe</button></p>'
	);
} );

test( 'subscribe: the block’s groups and signup field, whatever the request claims; double opt-in makes the member pending', async () => {
	const before = fake.requests.length;
	const res = await subscribe( {
		email: 'Reader@Example.com',
		post_id: postId,
		block: 1,
		interests: { [ OTHER_INTEREST ]: true },
		merge_fields: { SIGNUP: 'forged' },
	} );
	expect( res.status ).toBe( 200 );
	expect( res.json ).toEqual( { code: 'pending' } );
	const calls = fake.requests.slice( before );
	expect( calls ).toHaveLength( 1 );
	expect( calls[ 0 ] ).toMatchObject( {
		method: 'PUT',
		path: `/lists/${ AUDIENCES[ 0 ].id }/members/${ subscriberHash(
			'reader@example.com'
		) }`,
	} );
	expect( calls[ 0 ].body ).toEqual( {
		email_address: 'Reader@Example.com',
		status_if_new: 'pending',
		interests: { [ FIRST_INTEREST ]: true },
		merge_fields: { SIGNUP: 'Garden post' },
	} );

	// The plain form: no groups, no merge field.
	const plain = await subscribe( {
		email: 'plain@example.com',
		post_id: postId,
		block: 0,
	} );
	expect( plain.json ).toEqual( { code: 'pending' } );
	expect( fake.requests.at( -1 )?.body ).toEqual( {
		email_address: 'plain@example.com',
		status_if_new: 'pending',
	} );
} );

test( 'an existing member is a success; someone who unsubscribed gets an error, not a 5xx', async () => {
	fake.addMember( 'member@example.com', 'subscribed' );
	const existing = await subscribe( {
		email: 'member@example.com',
		post_id: postId,
		block: 0,
	} );
	expect( existing.status ).toBe( 200 );
	expect( existing.json ).toEqual( { code: 'already_subscribed' } );

	fake.addMember( 'gone@example.com', 'unsubscribed' );
	const gone = await subscribe( {
		email: 'gone@example.com',
		post_id: postId,
		block: 0,
	} );
	expect( gone.status ).toBe( 409 );
	expect( gone.contentType ).toContain( 'application/json' );
	expect( gone.json.code ).toBe( 'blockpack_mailchimp_unsubscribed' );
	expect( fake.member( 'gone@example.com' )?.status ).toBe( 'unsubscribed' );

	fake.rejected.add( 'fake@example.com' );
	const refused = await subscribe( {
		email: 'fake@example.com',
		post_id: postId,
		block: 0,
	} );
	expect( refused.status ).toBe( 400 );
	expect( refused.json.message ).toContain( 'looks fake or invalid' );
} );

test( 'Mailchimp failing: 424 with JSON', async () => {
	fake.failWith = 503;
	try {
		const res = await subscribe( {
			email: 'later@example.com',
			post_id: postId,
			block: 0,
		} );
		expect( res.status ).toBe( 424 );
		expect( res.json.code ).toBe( 'blockpack_mailchimp_failed' );
	} finally {
		fake.failWith = null;
	}
} );

test( 'a robot filling the honeypot is told it worked; Mailchimp is not asked', async () => {
	const before = fake.requests.length;
	const res = await subscribe( {
		email: 'robot@example.com',
		post_id: postId,
		block: 0,
		'mailchimp-hp': 'http://spam.example',
	} );
	expect( res.status ).toBe( 200 );
	expect( res.json ).toEqual( { code: 'pending' } );
	expect( fake.requests.length ).toBe( before );
} );

test( 'bad address 400, unknown post or form 404, missing fields 400', async () => {
	const before = fake.requests.length;
	const bad = await subscribe( {
		email: 'not an address',
		post_id: postId,
		block: 0,
	} );
	expect( bad.status ).toBe( 400 );
	expect( bad.json.code ).toBe( 'blockpack_mailchimp_invalid_email' );
	for ( const [ post, block ] of [
		[ postId, 2 ],
		[ 999999, 0 ],
		[ 1, 0 ],
	] ) {
		const res = await subscribe( {
			email: 'a@example.com',
			post_id: post,
			block,
		} );
		expect( res.status ).toBe( 404 );
		expect( res.json.code ).toBe( 'blockpack_mailchimp_not_found' );
	}
	const missing = await subscribe( { email: 'a@example.com' } );
	expect( missing.status ).toBe( 400 );
	expect( missing.json.code ).toBe( 'rest_missing_callback_param' );
	expect( fake.requests.length ).toBe( before );

	// A draft's form cannot be used.
	const draft = await admin.post( '/wp/v2/posts', {
		title: 'Draft signup',
		content: CONTENT,
		status: 'draft',
	} );
	const draftId = ( await draft.json() ).id as number;
	const res = await subscribe( {
		email: 'a@example.com',
		post_id: draftId,
		block: 0,
	} );
	expect( res.status ).toBe( 404 );
	await admin.delete( `/wp/v2/posts/${ draftId }`, { force: 'true' } );
} );

test( 'rate limit: 429 past the limit of one address', async () => {
	await pointPluginAt( admin, fake.port, {
		ip_minute: 2,
		ip_hour: 100,
		post_hour: 100,
	} );
	const statuses = [];
	for ( let i = 0; i < 3; i++ ) {
		statuses.push(
			(
				await subscribe( {
					email: `rate${ i }@example.com`,
					post_id: postId,
					block: 0,
				} )
			).status
		);
	}
	expect( statuses ).toEqual( [ 200, 200, 429 ] );
	await pointPluginAt( admin, fake.port, PLENTY );
} );

test( 'rate limit: one address past its own limit does not use up the post’s hourly budget; another address still signs up', async () => {
	await pointPluginAt( admin, fake.port, {
		ip_minute: 2,
		ip_hour: 100,
		post_hour: 3,
	} );
	const statuses = [];
	for ( let i = 0; i < 6; i++ ) {
		statuses.push(
			(
				await subscribe( {
					email: `hammer${ i }@example.com`,
					post_id: postId,
					block: 0,
				} )
			).status
		);
	}
	expect( statuses ).toEqual( [ 200, 200, 429, 429, 429, 429 ] );
	// Two signups counted toward the post: a third from elsewhere is still within its 3.
	const other = await subscribeFrom( '127.0.0.2', {
		email: 'neighbour@example.com',
		post_id: postId,
		block: 0,
	} );
	expect( other.status ).toBe( 200 );
	// The fourth is over the post's limit.
	const fourth = await subscribeFrom( '127.0.0.3', {
		email: 'late@example.com',
		post_id: postId,
		block: 0,
	} );
	expect( fourth.status ).toBe( 429 );
	await pointPluginAt( admin, fake.port, PLENTY );
} );

test( 'rate limit: signups naming posts without a form add no counter rows', async () => {
	await pointPluginAt( admin, fake.port, PLENTY );
	const before = await counterRows();
	for ( const [ post, block ] of [
		[ 999000 + Math.floor( Math.random() * 1000 ), 0 ],
		[ 888000 + Math.floor( Math.random() * 1000 ), 0 ],
		// A real post, but no form at that position.
		[ postId, 7 ],
		[ legacyId, 3 ],
	] ) {
		const res = await subscribe( {
			email: 'nowhere@example.com',
			post_id: post,
			block,
		} );
		expect( res.status, `${ post }/${ block }` ).toBe( 404 );
	}
	const after = await counterRows();
	// Only this address's own counters (minute and hour) may be new.
	const added = after.filter( ( row ) => ! before.includes( row ) );
	expect( added.filter( ( row ) => row.includes( 'post_' ) ) ).toEqual( [] );
	expect( added.length ).toBeLessThanOrEqual( 2 );
} );

test( 'synced patterns that show themselves (eight times, or in a cycle of two) do not stall a signup, and the real form is still found', async () => {
	test.setTimeout( 30_000 );
	await pointPluginAt( admin, fake.port, PLENTY );
	const created: string[] = [];
	const pattern = async () => {
		const res = await admin.post( '/wp/v2/blocks', {
			title: 'Pattern',
			content: '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->',
			status: 'publish',
		} );
		expect( res.status() ).toBe( 201 );
		const id = ( await res.json() ).id as number;
		created.push( `/wp/v2/blocks/${ id }` );
		return id;
	};
	const refs = ( id: number, times: number ) =>
		Array.from(
			{ length: times },
			() => `<!-- wp:block {"ref":${ id }} /-->`
		).join( '\n' );
	try {
		const self = await pattern();
		const a = await pattern();
		const b = await pattern();
		// The post first, while the patterns are harmless (publishing renders it).
		const post = await publishPost(
			admin,
			'posts',
			'Mailchimp behind patterns',
			[ refs( self, 1 ), refs( a, 1 ), CONTENT ].join( '\n\n' )
		);
		created.push( `/wp/v2/posts/${ post.id }` );
		for ( const [ id, content ] of [
			[ self, refs( self, 8 ) ],
			[ a, refs( b, 8 ) ],
			[ b, refs( a, 8 ) ],
		] as const ) {
			const res = await admin.post( `/wp/v2/blocks/${ id }`, {
				content,
			} );
			expect( res.status() ).toBe( 200 );
		}
		const started = Date.now();
		const res = await anonymous.context.post(
			`/index.php?rest_route=${ encodeURIComponent( ROUTE ) }`,
			{
				data: {
					email: 'patterns@example.com',
					post_id: post.id,
					block: 1,
				},
				failOnStatusCode: false,
				timeout: 5_000,
			}
		);
		expect( Date.now() - started ).toBeLessThan( 2_000 );
		expect( res.status() ).toBe( 200 );
		expect( ( await res.json() ).code ).toBe( 'pending' );
		// The page shows its forms too, as quickly.
		const page = await anonymous.context.get( `/?p=${ post.id }`, {
			timeout: 5_000,
		} );
		expect( await page.text() ).toContain(
			`id="mailchimp-${ post.id }-1"`
		);
	} finally {
		// The patterns first: the post's deletion renders it.
		for ( const route of created ) {
			await admin.delete( route, { force: 'true' } );
		}
	}
} );

test( 'no JavaScript: 303 back to the form, which shows the message; on an error the address is kept', async () => {
	const post = async ( form: Record< string, string > ) => {
		const res = await anonymous.context.post(
			`/index.php?rest_route=${ encodeURIComponent( ROUTE ) }`,
			{ form, maxRedirects: 0, failOnStatusCode: false }
		);
		return {
			status: res.status(),
			location: res.headers().location ?? '',
		};
	};
	const ok = await post( {
		email: 'plainpost@example.com',
		post_id: String( postId ),
		block: '1',
		'mailchimp-hp': '',
		redirect: '1',
	} );
	expect( ok.status ).toBe( 303 );
	const back = new URL( ok.location );
	expect( back.hash ).toBe( `#mailchimp-${ postId }-1` );
	expect( back.searchParams.get( 'mailchimp-result' ) ).toMatch(
		/^[a-z0-9]{32}$/
	);
	expect( ok.location ).not.toContain( 'plainpost' );
	expect( ok.location.startsWith( postLink.replace( /\/$/, '' ) ) ).toBe(
		true
	);
	expect( fake.member( 'plainpost@example.com' )?.interests ).toEqual( {
		[ FIRST_INTEREST ]: true,
	} );
	const page = await anonymous.context.get( ok.location );
	expect( page.headers()[ 'cache-control' ] ).toContain( 'no-store' );
	const html = await page.text();
	expect( html ).toContain(
		'wp-block-jetpack-mailchimp_success is-visible" role="status">Thanks, gardener!'
	);
	// Only the form that was used shows it.
	expect( html.match( /_notification[^"]* is-visible"/g ) ).toHaveLength( 1 );

	fake.addMember( 'left@example.com', 'unsubscribed' );
	const failed = await post( {
		email: 'left@example.com',
		post_id: String( postId ),
		block: '0',
		redirect: '1',
	} );
	expect( failed.status ).toBe( 303 );
	expect( failed.location ).not.toContain( 'left@' );
	const errorPage = await (
		await anonymous.context.get( failed.location )
	).text();
	expect( errorPage ).toContain(
		'wp-block-jetpack-mailchimp_error is-visible" role="alert">Whoops!'
	);
	expect( errorPage ).toContain( 'value="left@example.com"' );
	// Another visitor's page shows neither.
	const clean = await (
		await anonymous.context.get( `/?p=${ postId }` )
	).text();
	expect( clean ).not.toContain( 'left@example.com' );
	expect( clean ).not.toMatch( /_notification[^"]* is-visible"/ );
} );

test( 'not connected: nothing is rendered, and signups are refused with JSON', async () => {
	await disconnectMailchimp( admin.context );
	const html = await (
		await anonymous.context.get( `/?p=${ postId }` )
	).text();
	expect( html ).not.toContain( 'class="wp-block-jetpack-mailchimp' );
	expect( html ).not.toContain( 'mailchimp/subscribe' );
	const res = await subscribe( {
		email: 'late@example.com',
		post_id: postId,
		block: 0,
	} );
	expect( res.status ).toBe( 424 );
	expect( res.json.code ).toBe( 'blockpack_mailchimp_not_connected' );
	await connectMailchimp( admin.context );
	expect( newPhpErrors() ).toEqual( [] );
} );
