/**
 * The map source handed to the browser: on the page, the map's view settings printed once
 * before the view script (never in the content, which a contributor could forge), and in the
 * editor, `window.blockpackEditor.map`. Without a token the source is OpenStreetMap's tiles;
 * with one, it carries the token. The render adds the height property on the block's outer
 * `div` and drops a `data-blockpack-map-source` found there; unusual markup (no outer div,
 * attributes in another order) is handled; other blocks are not touched.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { publishedHtml, restAs, type RestClient } from './utils';
import { ensureUsers, logInAs } from './users';
import { submitSettingsForm } from './settings-form';
import {
	GOOD_TOKEN,
	startFakeMap,
	pointPluginAt,
	type FakeMap,
} from '../fakes/map';

const KEY_ROUTE = '/wpcom/v2/service-api-keys/mapbox';
/** Maps saved by the Jetpack plugin, in every form it saved them. */
const JETPACK_MAPS = path.resolve(
	__dirname,
	'../../../shared/jetpack-content/map'
);

const OPEN_SOURCE = {
	accessToken: '',
	tiles: [ 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' ],
	attribution:
		'© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
	maxZoom: 19,
	tileSize: 256,
};

/** A map as Jetpack saves it. */
const POINTS =
	'[{&quot;placeTitle&quot;:&quot;Ferry Building&quot;,&quot;title&quot;:&quot;Ferry Building&quot;,&quot;caption&quot;:&quot;&quot;,&quot;id&quot;:&quot;poi.1001&quot;,&quot;coordinates&quot;:{&quot;longitude&quot;:-122.3937,&quot;latitude&quot;:37.7955}}]';
const MAP_DIV = `<div class="wp-block-jetpack-map" data-map-style="default" data-map-details="true" data-points="${ POINTS }" data-zoom="13" data-map-center="{&quot;lng&quot;:-122.41941550000001,&quot;lat&quot;:37.7749295}" data-marker-color="red" data-show-fullscreen-button="true"><ul><li><a href="https://www.google.com/maps/search/?api=1&amp;query=37.7955,-122.3937">Ferry Building</a></li></ul></div>`;
const MAP_BLOCK = `<!-- wp:jetpack/map {"points":[{"placeTitle":"Ferry Building","title":"Ferry Building","caption":"","id":"poi.1001","coordinates":{"longitude":-122.3937,"latitude":37.7955}}]} -->\n${ MAP_DIV }\n<!-- /wp:jetpack/map -->`;

let admin: RestClient;
let fake: FakeMap;

/**
 * Every source printed for the view script in a page (the map's view settings,
 * `blockpackView["jetpack/map"] = {"source":…};` in the inline script before it), parsed.
 *
 * @param html The page.
 */
function sourcesIn( html: string ): unknown[] {
	return [
		...html.matchAll(
			/<script[^>]*id="jetpack-map-view-script-js-before"[^>]*>[^<]*?blockpackView\["jetpack\/map"\] = (\{[^\n<]*?\});/g
		),
	].map(
		( match ) => ( JSON.parse( match[ 1 ] ) as { source: unknown } ).source
	);
}

/**
 * Renders block markup with do_blocks() (the test route).
 *
 * @param content Block markup.
 */
async function render( content: string ): Promise< string > {
	const res = await admin.post( '/blockpack-test/v1/render', { content } );
	expect( res.status() ).toBe( 200 );
	return ( ( await res.json() ) as { html: string } ).html;
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
	fake = await startFakeMap();
	await pointPluginAt( admin, fake.port );
	await admin.delete( KEY_ROUTE );
} );

test.afterAll( async () => {
	await admin.delete( KEY_ROUTE );
	await pointPluginAt( admin, 0 );
	await admin.dispose();
	await fake.close();
} );

test( 'a published map: the open source printed once for the view script, never on the block; the saved content is unchanged; the token once set', async () => {
	const created = await admin.post( '/wp/v2/posts', {
		status: 'publish',
		title: 'Map post',
		content: MAP_BLOCK,
	} );
	expect( created.status() ).toBe( 201 );
	const { id } = ( await created.json() ) as { id: number };
	const visitor = await restAs( 'anonymous' );
	try {
		const html = await (
			await visitor.context.get( `/?p=${ id }` )
		).text();
		expect( sourcesIn( html ) ).toEqual( [ OPEN_SOURCE ] );
		// The outer div keeps the saved attributes as they were, and carries no source.
		const div = /<div [^>]*class="wp-block-jetpack-map"[^>]*>/.exec(
			html
		)?.[ 0 ];
		expect( html ).not.toContain( 'data-blockpack-map-source' );
		expect( div ).toContain( `data-points="${ POINTS }"` );
		expect( div ).toContain( 'data-show-fullscreen-button="true"' );
		expect( html ).toContain(
			'<ul><li><a href="https://www.google.com/maps/search/?api=1&amp;query=37.7955,-122.3937">Ferry Building</a></li></ul></div>'
		);

		const stored = await admin.get( `/wp/v2/posts/${ id }`, {
			context: 'edit',
		} );
		expect(
			( ( await stored.json() ) as { content: { raw: string } } ).content
				.raw
		).toBe( MAP_BLOCK );

		const set = await admin.post( KEY_ROUTE, {
			service_api_key: GOOD_TOKEN,
		} );
		expect( set.status() ).toBe( 200 );
		const withToken = await (
			await visitor.context.get( `/?p=${ id }` )
		).text();
		expect( sourcesIn( withToken ) ).toEqual( [
			{ ...OPEN_SOURCE, accessToken: GOOD_TOKEN },
		] );
	} finally {
		await visitor.dispose();
		await admin.delete( `/wp/v2/posts/${ id }`, { force: 'true' } );
		await admin.delete( KEY_ROUTE );
	}
} );

test( 'unusual markup: no outer div, attributes in another order, a forged source dropped, other blocks', async () => {
	// No content, or no outer div: left as it is.
	expect( await render( '<!-- wp:jetpack/map /-->' ) ).toBe( '' );
	expect(
		await render(
			'<!-- wp:jetpack/map --><p>An old map</p><!-- /wp:jetpack/map -->'
		)
	).toBe( '<p>An old map</p>' );
	expect(
		await render(
			'<!-- wp:jetpack/map -->A map<div>x</div><!-- /wp:jetpack/map -->'
		)
	).toBe( 'A map<div>x</div>' );

	// Attributes in another order, upper-case tag, line breaks: the height is added.
	const reordered = await render(
		'<!-- wp:jetpack/map -->\n<DIV data-map-height="450" data-zoom="3"\n\tclass="wp-block-jetpack-map is-style-satellite">x</DIV>\n<!-- /wp:jetpack/map -->'
	);
	expect( reordered ).toContain( 'style="--blockpack-map-height:450px;"' );
	expect( reordered ).toContain( 'data-zoom="3"' );
	expect( reordered ).toContain(
		'class="wp-block-jetpack-map is-style-satellite"'
	);

	// A source in the content (twice) is dropped: nothing reads it.
	const forged = await render(
		'<!-- wp:jetpack/map --><div class="wp-block-jetpack-map" data-blockpack-map-source="{&quot;accessToken&quot;:&quot;pk.evil&quot;}" data-blockpack-map-source=\'{"tiles":["https://evil.example/{z}/{x}/{y}.png"]}\'>x</div><!-- /wp:jetpack/map -->'
	);
	expect( forged ).toMatch(
		/^<div class="wp-block-jetpack-map"\s*>x<\/div>$/
	);

	// Another block with the same markup is not touched.
	const other = await render(
		'<!-- wp:html --><div class="wp-block-jetpack-map">x</div><!-- /wp:html -->'
	);
	expect( other ).toBe( '<div class="wp-block-jetpack-map">x</div>' );
} );

test( "a page with two maps and a Custom HTML block dressed as a map prints the site's source once, and none from the content", async () => {
	const forged =
		'<!-- wp:html --><div class="wp-block-jetpack-map" data-blockpack-map-source="{&quot;tiles&quot;:[&quot;https://evil.example/{z}/{x}/{y}.png&quot;],&quot;attribution&quot;:&quot;&lt;img src=x onerror=alert(1)&gt;&quot;}"></div><!-- /wp:html -->';
	const html = await publishedHtml(
		admin,
		`${ MAP_BLOCK }\n\n${ forged }\n\n${ MAP_BLOCK }`
	);
	expect( sourcesIn( html ) ).toEqual( [ OPEN_SOURCE ] );
	expect( html.match( /blockpackView\["jetpack\/map"\] =/g ) ).toHaveLength(
		1
	);
	// The view script comes after the source it reads.
	expect( html.indexOf( 'blockpackView["jetpack/map"] =' ) ).toBeLessThan(
		html.search( /<script[^>]*src="[^"]*\/build\/blocks\/map\/view\.js/ )
	);
	// The real maps carry no source; the forged div is the Custom HTML's, untouched.
	expect( html.match( /data-blockpack-map-source=/g ) ).toHaveLength( 1 );
} );

test( 'the saved height reaches browsers without typed attr() as an inline custom property; anything else adds nothing', async () => {
	const mapWith = ( height: string, style = '' ) =>
		`<!-- wp:jetpack/map -->\n<div class="wp-block-jetpack-map" data-map-height="${ height }"${ style }>x</div>\n<!-- /wp:jetpack/map -->`;
	// Off the editor's 10 px grid, with an inline style already there (kept, after ours).
	const html = await render( mapWith( '563', ' style="color: red"' ) );
	expect( html ).toContain(
		'style="--blockpack-map-height:563px;color: red"'
	);
	expect( await render( mapWith( '1200' ) ) ).toContain(
		'style="--blockpack-map-height:1200px;"'
	);
	for ( const bad of [
		'563px',
		'abc',
		'0',
		'0400',
		'10001',
		'563;color:red',
		'',
	] ) {
		const out = await render( mapWith( bad ) );
		expect( out, bad ).not.toContain( '--blockpack-map-height' );
		expect( out, bad ).toBe(
			mapWith( bad ).replace( /<!-- \/?wp:jetpack\/map -->/g, '' )
		);
	}
	// The visitors' CSS reads it where typed attr() is missing.
	const css = readFileSync(
		path.resolve( __dirname, '../../build/blocks/map/style.css' ),
		'utf8'
	);
	expect( css ).toMatch(
		/@supports not \(x:\s*attr\(x type\(\*\)\)\)\s*\{\s*\.wp-block-jetpack-map\[data-map-height\]\s*\{\s*height:\s*max\(400px,\s*var\(--blockpack-map-height,\s*400px\)\)/
	);
} );

test( 'maps saved by Jetpack, in each saved form, render as saved', async () => {
	const files = readdirSync( JETPACK_MAPS ).filter( ( file ) =>
		file.endsWith( '.html' )
	);
	expect( files.length ).toBeGreaterThanOrEqual( 4 );
	for ( const file of files ) {
		const content = readFileSync( path.join( JETPACK_MAPS, file ), 'utf8' );
		const html = await render( content );
		expect( html, file ).toBe(
			content.replace( /<!-- \/?wp:jetpack\/map( [^]*?)? \/?-->/g, '' )
		);
	}
} );

test( 'a filtered tile source is checked: http(s) tiles only, links-only attribution, zoom and size in range', async () => {
	await pointPluginAt( admin, fake.port, {
		tiles: {
			tiles: [
				'javascript:alert(1)//{z}/{x}/{y}',
				'https://tiles.example/{z}/{x}/{y}.png"><script>',
				'https://tiles.example/{z}/{x}/{y}.png',
			],
			attribution:
				'<a href="https://tiles.example/" onclick="evil()">Tiles "R" Us</a> & co<script>alert(1)</script>',
			maxZoom: 99,
			tileSize: 300,
		},
	} );
	try {
		const html = await publishedHtml( admin, MAP_BLOCK );
		expect( sourcesIn( html ) ).toEqual( [
			{
				accessToken: '',
				tiles: [ 'https://tiles.example/{z}/{x}/{y}.png' ],
				attribution:
					'<a href="https://tiles.example/">Tiles "R" Us</a> &amp; coalert(1)',
				maxZoom: 22,
				tileSize: 256,
			},
		] );
		// Printed inside the script with every angle bracket, ampersand and quote escaped.
		const printed = /blockpackView\["jetpack\/map"\] = ([^\n]*?);/.exec(
			html
		)?.[ 1 ];
		expect( printed ).toBeTruthy();
		expect( printed ).not.toMatch( /[<>&']/ );
		expect( html ).not.toContain( 'onclick' );
	} finally {
		await pointPluginAt( admin, fake.port );
	}
} );

test( 'the editor data has the map section; only administrators may manage the key', async () => {
	const read = async ( context: RestClient[ 'context' ] ) => {
		const res = await context.get( '/wp-admin/post-new.php' );
		expect( res.status() ).toBe( 200 );
		const json = /window\.blockpackEditor = (\{.*?\});\n/.exec(
			await res.text()
		)?.[ 1 ];
		return ( JSON.parse( json ?? 'null' ) as { map: unknown } ).map;
	};
	expect( await read( admin.context ) ).toEqual( {
		source: OPEN_SOURCE,
		canManageKey: true,
	} );
	await ensureUsers( admin, [ 'editor' ] );
	const editor = await logInAs( 'editor' );
	try {
		expect( await read( editor.context ) ).toEqual( {
			source: OPEN_SOURCE,
			canManageKey: false,
		} );
	} finally {
		await editor.context.dispose();
	}
} );

test( 'Settings → Blockpack shows administrators the token field with the saved token', async () => {
	const set = await admin.post( KEY_ROUTE, { service_api_key: GOOD_TOKEN } );
	expect( set.status() ).toBe( 200 );
	try {
		const page = await admin.context.get(
			'/wp-admin/options-general.php?page=blockpack'
		);
		expect( page.status() ).toBe( 200 );
		const html = await page.text();
		expect( html ).toContain( '<h2 id="maps">Maps</h2>' );
		expect( html ).toMatch(
			new RegExp(
				`<input id="blockpack-mapbox-token"[^>]*name="jetpack_mapbox_api_key" value="${ GOOD_TOKEN.replace(
					/\./g,
					'\\.'
				) }"`
			)
		);
		await ensureUsers( admin, [ 'editor' ] );
		const editor = await logInAs( 'editor' );
		try {
			const refused = await editor.context.get(
				'/wp-admin/options-general.php?page=blockpack',
				{ failOnStatusCode: false }
			);
			expect( await refused.text() ).not.toContain( GOOD_TOKEN );
		} finally {
			await editor.context.dispose();
		}
	} finally {
		await admin.delete( KEY_ROUTE );
	}
} );

test( 'the Settings → Blockpack form checks the token as the route does: refused tokens keep the saved one', async () => {
	const token = async () =>
		(
			( await ( await admin.get( KEY_ROUTE ) ).json() ) as {
				service_api_key: string;
			}
		 ).service_api_key;
	const submit = async ( value: string ) => {
		const { location } = await submitSettingsForm(
			admin.context,
			'blockpack_map',
			{ jetpack_mapbox_api_key: value }
		);
		return ( await admin.context.get( location ) ).text();
	};
	fake.requests.length = 0;
	await submit( GOOD_TOKEN );
	expect( await token() ).toBe( GOOD_TOKEN );
	expect( fake.requests.map( ( r ) => r.service ) ).toEqual( [
		'mapbox-token',
	] );

	const refused = await submit(
		'pk.eyJ1IjoiYmxvY2twYWNrIiwiYSI6InJldm9rZWQifQ.RevokedSig_02'
	);
	expect( refused ).toContain(
		'Mapbox does not know this access token. (Mapbox: “Not Authorized - Invalid Token”) The previous token was kept.'
	);
	expect( await token() ).toBe( GOOD_TOKEN );

	const secret = await submit( 'sk.eyJ1IjoiYmxvY2twYWNrIn0.SecretSig' );
	expect( secret ).toContain( 'This is a secret Mapbox token.' );
	expect( await token() ).toBe( GOOD_TOKEN );

	await submit( '' );
	expect( await token() ).toBe( '' );
} );
