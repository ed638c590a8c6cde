/**
 * Embed variants over HTTP: the editor's oEmbed proxy (`GET /oembed/1.0/proxy?url=…`) answers
 * each provider's link with its iframe and name to people who can edit posts, refuses
 * subscribers (403) and visitors (401), and gives no embed for hostile links; a visitor's
 * page of a post holding the embeds prints the iframes.
 *
 * SmartFrame is an oEmbed provider: its endpoint is answered by a small fake on 127.0.0.1
 * that this spec runs (tests/mu-plugins/blockpack-test-embeds.php sends WordPress's request
 * there while the test option is set). The other providers need no HTTP at all.
 */
import http from 'node:http';
import { listenOnLoopback, type LoopbackServer } from '../fakes/loopback';
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

const PROXY = '/oembed/1.0/proxy';
const LOOM_ID = '0123456789abcdef0123456789abcdef';
const SMARTFRAME =
	'https://example-agency.smartframe.io/p/harbour_1630927773870/7673dc41';
const SMARTFRAME_HOSTILE =
	'https://example-agency.smartframe.io/p/hostile_1/abc';

/** Each provider's link, its name, and the start of the iframe it must give. */
const CASES: Array< [ string, string, string ] > = [
	[
		'https://share.descript.com/view/AbC123xYz9',
		'Descript',
		'<iframe src="https://share.descript.com/embed/AbC123xYz9" width="640" height="360"',
	],
	[
		'https://www.facebook.com/WordPress/posts/pfbid02abcDEF123',
		'Facebook',
		'<iframe src="https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2FWordPress%2Fposts%2Fpfbid02abcDEF123&#038;show_text=true&#038;width=500"',
	],
	[
		'https://m.facebook.com/WordPress/videos/1234567890/',
		'Facebook',
		'<iframe src="https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2FWordPress%2Fvideos%2F1234567890%2F&#038;show_text=false&#038;width=560" width="560" height="315"',
	],
	[
		'https://www.instagram.com/reel/C1a2B3c4D5e/?utm_source=ig_web',
		'Instagram',
		'<iframe src="https://www.instagram.com/reel/C1a2B3c4D5e/embed/"',
	],
	[
		`https://www.loom.com/share/${ LOOM_ID }?sid=x1`,
		'Loom',
		`<iframe src="https://www.loom.com/embed/${ LOOM_ID }" width="640" height="360"`,
	],
	[
		SMARTFRAME,
		'SmartFrame',
		'<iframe src="https://imagecards.smartframe.io/7673dc41/harbour_1630927773870" width="800" height="600"',
	],
];

let server: LoopbackServer;
let admin: RestClient;
const requests: string[] = [];

/**
 * The fake SmartFrame oEmbed endpoint.
 * @param req
 * @param res
 */
function answer( req: http.IncomingMessage, res: http.ServerResponse ) {
	const query = new URL( req.url ?? '/', 'http://127.0.0.1' ).searchParams;
	const url = query.get( 'url' ) ?? '';
	requests.push( url );
	const json = ( html: string ) => {
		res.writeHead( 200, { 'Content-Type': 'application/json' } );
		res.end(
			JSON.stringify( {
				version: '1.0',
				type: 'rich',
				provider_name: 'SmartFrame',
				width: 800,
				height: 600,
				html,
			} )
		);
	};
	if ( url === SMARTFRAME ) {
		return json(
			'<iframe src="https://imagecards.smartframe.io/7673dc41/harbour_1630927773870" width="800" height="600" frameborder="0"></iframe>'
		);
	}
	if ( url === SMARTFRAME_HOSTILE ) {
		return json(
			'<script>alert(document.cookie)</script><iframe src="https://evil.example/steal" width="800" height="600"></iframe>'
		);
	}
	res.writeHead( 404 );
	res.end();
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	server = await listenOnLoopback( answer );
	admin = await restAs( 'admin' );
	const set = await admin.post( '/blockpack-test/v1/embeds-port', {
		port: server.port,
	} );
	expect( set.status() ).toBe( 200 );
} );

test.afterAll( async () => {
	await admin.post( '/blockpack-test/v1/embeds-port', { port: 0 } );
	await admin.dispose();
	await server.close();
} );

test( 'the proxy answers each provider’s link with its iframe and name', async () => {
	for ( const [ url, name, iframe ] of CASES ) {
		const res = await admin.get( PROXY, { url } );
		expect( res.status(), url ).toBe( 200 );
		const data = ( await res.json() ) as {
			html: string;
			provider_name: string;
		};
		expect( data.provider_name, url ).toBe( name );
		expect( data.html, url ).toContain( iframe );
		expect( data.html, url ).not.toContain( '<script' );
	}
	expect( requests ).toContain( SMARTFRAME );
} );

test( 'hostile links give no embed', async () => {
	for ( const url of [
		'javascript:alert(1)',
		'https://www.facebook.com.evil.example/WordPress/posts/1',
		'https://evil.example/www.loom.com/share/' + LOOM_ID,
		`https://www.loom.com/share/${ LOOM_ID }"><script>alert(1)</script>`,
		"https://www.instagram.com/p/C1a2'onload='alert(1)/",
		'https://share.descript.com/view/abc<img src=x onerror=alert(1)>',
	] ) {
		const res = await admin.get( PROXY, { url } );
		expect( res.status(), url ).toBeGreaterThanOrEqual( 400 );
		expect( res.status(), url ).toBeLessThan( 500 );
		expect( await res.text(), url ).not.toContain( '<iframe' );
	}
	// A SmartFrame answer holding a script and another host's iframe is not embedded.
	const res = await admin.get( PROXY, { url: SMARTFRAME_HOSTILE } );
	const text = await res.text();
	expect( text ).not.toContain( 'evil.example' );
	expect( text ).not.toContain( 'alert' );
	if ( res.status() === 200 ) {
		expect( ( JSON.parse( text ) as { html: unknown } ).html ).toBeFalsy();
	}
} );

test( 'subscribers (403) and visitors (401) may not use the proxy', async () => {
	const url = `https://www.loom.com/share/${ LOOM_ID }`;
	for ( const [ role, status ] of [
		[ 'subscriber', 403 ],
		[ 'anonymous', 401 ],
	] as const ) {
		const client = await restAs( role );
		const res = await client.get( PROXY, { url } );
		expect( res.status(), role ).toBe( status );
		expect( await res.text() ).not.toContain( '<iframe' );
		await client.dispose();
	}
} );

/**
 * An embed block as the editor saves it.
 * @param url
 * @param slug
 * @param type
 */
const embedBlock = ( url: string, slug: string, type: string ) =>
	`<!-- wp:embed {"url":"${ url }","type":"${ type }","providerNameSlug":"${ slug }","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->
<figure class="wp-block-embed is-type-${ type } is-provider-${ slug } wp-block-embed-${ slug } wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
${ url }
</div></figure>
<!-- /wp:embed -->`;

test( 'a visitor’s page prints each embed’s iframe, and none for a hostile link', async () => {
	test.setTimeout( 240_000 );
	const hostile = 'https://www.facebook.com.evil.example/WordPress/posts/1';
	const content = [
		...CASES.map( ( [ url, name ] ) =>
			embedBlock( url, name.toLowerCase(), 'rich' )
		),
		embedBlock( hostile, 'facebook', 'rich' ),
	].join( '\n\n' );
	// `_fields` keeps the answer small: no rendered content (a slow test server).
	const created = await admin.context.post(
		'/index.php?rest_route=/wp/v2/posts&_fields=id,link',
		{
			headers: { 'X-WP-Nonce': admin.nonce },
			data: { title: 'Embeds', content, status: 'publish' },
			failOnStatusCode: false,
			timeout: 90_000,
		}
	);
	expect( created.status() ).toBe( 201 );
	const { link, id } = ( await created.json() ) as {
		link: string;
		id: number;
	};

	// SmartFrame's oEmbed answer, fetched as the editor's proxy does (see the mu-plugin: the
	// test bed cannot make HTTP requests while WordPress auto-embeds a post's links).
	const primed = await admin.post( '/blockpack-test/v1/embeds-prime', {
		post: id,
		url: SMARTFRAME,
	} );
	expect( primed.status() ).toBe( 200 );

	const visitor = await restAs( 'anonymous' );
	const page = await visitor.context.get( link, { timeout: 90_000 } );
	expect( page.status() ).toBe( 200 );
	const html = await page.text();
	for ( const [ url, , iframe ] of CASES ) {
		expect( html, url ).toContain( iframe );
	}
	expect( html ).toContain(
		'is-provider-loom wp-block-embed-loom wp-embed-aspect-16-9 wp-has-aspect-ratio'
	);
	expect( html ).not.toContain(
		'src="https://www.facebook.com.evil.example'
	);
	expect( html ).not.toMatch( /<iframe[^>]*evil\.example/ );
	await visitor.dispose();
	await admin.post( `/wp/v2/posts/${ id }`, { status: 'trash' } );
} );
