/**
 * Map (`jetpack/map`) with no Mapbox token: open raster tiles (answered here with a small PNG
 * through page.route()), and never a request to a mapbox.com host, in the editor or for visitors.
 *
 * - Editor: mapbox-gl is not loaded at editor start, only when a map block mounts; a spinner,
 *   then the map and the "Add marker" popover; an address typed there is searched through OUR
 *   geocode route (`/blockpack/v1/map/geocode`, never faked here), whose PHP asks an open
 *   geocoder that this test answers with a local fake on 127.0.0.1 (pointed at through the
 *   test route `blockpack-test/v1/map` of tests/mu-plugins/blockpack-test-map.php); the chosen
 *   place becomes a marker (zoom 12), the popover closes; publish and reopen, valid.
 * - Visitors: a map of 500 places below the fold; before scrolling, no mapbox-gl download and
 *   the list of places readable; its box already at its final height; scrolled near, the map
 *   draws its 500 pins and keeps them (after zooming out and in), the list stays for screen
 *   readers (visually hidden); a pin's popup shows its title and caption; the fullscreen button.
 * - Editor: tiles that fail after the map has loaded (the tile server answers 500) show the
 *   editor's notice.
 * - A contributor's Custom HTML block dressed as a map, carrying a forged tile source whose
 *   attribution holds script, beside a real map: an administrator previewing the post runs no
 *   script; every map draws with the site's source and its attribution (text and links).
 */
import type { Page, Request } from '@playwright/test';
import { solidPng } from '../../../tools/bench/solid-png.mjs';
import { startFakeMap, type FakePlace } from '../../fakes/map';
import { restAs } from '../../integration/utils';
import { createPostAs } from '../../integration/users';
import { test, expect, publishAndReopen, visitPost } from '../utils';

const TILE = solidPng( 256, 256, [ 200, 220, 200 ] );
const MAPBOX_CHUNK = /\/build\/mapbox-gl\.js/;
const MAPBOX_HOST = /^https?:\/\/([^/]+\.)?mapbox\.com\//;

/**
 * Answers the open tiles with a PNG, and records every request to a Mapbox host (refused).
 *
 * @param page The page.
 * @return The Mapbox requests made.
 */
async function fakeTiles( page: Page ): Promise< string[] > {
	const mapbox: string[] = [];
	await page.route(
		/tile\.openstreetmap\.org|tile\.opentopomap\.org/,
		( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'image/png',
				body: TILE,
			} )
	);
	await page.route( MAPBOX_HOST, ( route ) => {
		mapbox.push( route.request().url() );
		return route.abort();
	} );
	return mapbox;
}

/** 500 places in [-24, 24] × [-8, 8], none near (0, 0), plus "Centre" at (0, 0). */
function fivehundredPlaces() {
	const grid: Array< [ number, number ] > = [];
	for ( let lng = -24; lng <= 24; lng += 1 ) {
		for ( let lat = -8; lat <= 8; lat += 1 ) {
			if ( Math.abs( lng ) > 6 || Math.abs( lat ) > 3 ) {
				grid.push( [ lng, lat ] );
			}
		}
	}
	const step = ( grid.length - 1 ) / 498;
	const picked = Array.from(
		{ length: 499 },
		( _, i ) => grid[ Math.round( i * step ) ]
	);
	return [
		...picked.map( ( [ longitude, latitude ], i ) => ( {
			placeTitle: `Place ${ i + 1 }`,
			title: `Place ${ i + 1 }`,
			caption: `Caption ${ i + 1 }`,
			id: `place.${ i + 1 }`,
			coordinates: { longitude, latitude },
		} ) ),
		{
			placeTitle: 'Centre',
			title: 'Centre',
			caption: 'Where the equator meets the meridian',
			id: 'place.centre',
			coordinates: { longitude: 0, latitude: 0 },
		},
	];
}

/** Fourteen places named "Ferry Stop N", more than the editor lists. */
const FERRY_STOPS: FakePlace[] = Array.from( { length: 14 }, ( _, i ) => ( {
	id: 7000 + i,
	name: `Ferry Stop ${ i + 1 }`,
	fullName: `Ferry Stop ${ i + 1 }, San Francisco, California, United States`,
	longitude: Number( ( -122.39 - i / 100 ).toFixed( 2 ) ),
	latitude: Number( ( 37.79 + i / 100 ).toFixed( 2 ) ),
} ) );

test.describe( 'Map', () => {
	test( 'editor: mapbox-gl loads only with a map; Add marker through our geocode route; publish and reopen', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 180_000 );
		const geocoder = await startFakeMap( FERRY_STOPS );
		await requestUtils.rest( {
			method: 'POST',
			path: '/blockpack-test/v1/map',
			data: { port: geocoder.port },
		} );
		try {
			const mapbox = await fakeTiles( page );
			const chunks: string[] = [];
			page.on( 'request', ( r: Request ) => {
				if ( MAPBOX_CHUNK.test( r.url() ) ) {
					chunks.push( r.url() );
				}
			} );
			await admin.createNewPost();
			expect( chunks ).toEqual( [] );

			await editor.insertBlock( { name: 'jetpack/map' } );
			const block = editor.canvas.getByRole( 'document', {
				name: 'Block: Map',
			} );
			await expect(
				block.locator( 'canvas.mapboxgl-canvas' )
			).toBeVisible( {
				timeout: 60_000,
			} );
			expect( chunks.length ).toBeGreaterThan( 0 );

			// The popover (in the editor's popover slot, outside the canvas) shows by itself on a
			// map without places.
			const field = page.getByRole( 'combobox', {
				name: 'Add a marker',
			} );
			await expect( field ).toBeVisible();
			await field.fill( 'Nowhere at all' );
			await expect(
				editor.canvas.getByText(
					'Could not find the coordinates of the provided address. Displaying default location. Feel free to add the location manually.'
				)
			).toBeVisible();

			await field.fill( 'Ferry' );
			const options = page.getByRole( 'option' );
			await expect( options ).toHaveCount( 10 );
			// Typed fast, searched once: 250 ms after the last keystroke.
			expect(
				geocoder.requests
					.map( ( r ) => r.query.q ?? '' )
					.filter( ( q ) => q.startsWith( 'Ferr' ) )
			).toEqual( [ 'Ferry' ] );
			await options.filter( { hasText: 'Ferry Stop 3,' } ).click();
			await expect( field ).toHaveCount( 0 );

			const [ map ] = await editor.getBlocks();
			expect( map.attributes.points ).toEqual( [
				expect.objectContaining( {
					title: 'Ferry Stop 3',
					caption:
						'Ferry Stop 3, San Francisco, California, United States',
					coordinates: { longitude: -122.41, latitude: 37.81 },
				} ),
			] );
			expect( map.attributes.zoom ).toBe( 12 );

			await publishAndReopen( { editor, page }, () =>
				editor.canvas.locator( 'canvas.mapboxgl-canvas' )
			);
			expect( mapbox ).toEqual( [] );
		} finally {
			await requestUtils.rest( {
				method: 'POST',
				path: '/blockpack-test/v1/map',
				data: { port: 0 },
			} );
			await geocoder.close();
		}
	} );

	test( "editor: tiles that fail after the map has loaded show a notice (the map library's error event)", async ( {
		admin,
		editor,
		page,
	} ) => {
		test.setTimeout( 180_000 );
		let failing = false;
		const failed: string[] = [];
		await page.route( /tile\.openstreetmap\.org/, ( route ) => {
			if ( failing ) {
				failed.push( route.request().url() );
				return route.fulfill( {
					status: 500,
					contentType: 'text/plain',
					body: 'Tile server trouble',
				} );
			}
			return route.fulfill( {
				status: 200,
				contentType: 'image/png',
				body: TILE,
			} );
		} );
		await page.route( MAPBOX_HOST, ( route ) => route.abort() );
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/map' } );
		const block = editor.canvas.getByRole( 'document', {
			name: 'Block: Map',
		} );
		await expect( block.locator( 'canvas.mapboxgl-canvas' ) ).toBeVisible( {
			timeout: 60_000,
		} );
		// Loaded: the "Add marker" popover shows once the map has drawn.
		await expect(
			page.getByRole( 'combobox', { name: 'Add a marker' } )
		).toBeVisible();
		const notice = block.getByText(
			'The map could not load all of its tiles or its style (HTTP 500). Check your connection, then reload the editor.'
		);
		await expect( notice ).toHaveCount( 0 );

		failing = true;
		await block.getByRole( 'button', { name: 'Zoom in' } ).click();
		await expect.poll( () => failed.length ).toBeGreaterThan( 0 );
		await expect( notice ).toBeVisible();
	} );

	test( 'visitors: no mapbox-gl until the map is near; 500 pins draw and stay; list kept for screen readers', async ( {
		admin,
		editor,
		page,
		visitor,
	} ) => {
		test.setTimeout( 240_000 );
		const editorMapbox = await fakeTiles( page );
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'core/spacer',
			attributes: { height: '2500px' },
		} );
		await editor.insertBlock( {
			name: 'jetpack/map',
			attributes: { points: fivehundredPlaces(), mapHeight: 520 },
		} );
		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.getByRole( 'document', { name: 'Block: Map' } )
		);
		expect( editorMapbox ).toEqual( [] );

		const mapbox = await fakeTiles( visitor );
		const chunks: string[] = [];
		visitor.on( 'request', ( r: Request ) => {
			if ( MAPBOX_CHUNK.test( r.url() ) ) {
				chunks.push( r.url() );
			}
		} );
		await visitPost( visitor, postId );
		const map = visitor.locator( '.wp-block-jetpack-map' );
		await visitor.waitForLoadState( 'networkidle' );
		expect( chunks ).toEqual( [] );
		// The box has its final height before any script drew it.
		expect( ( await map.boundingBox() )?.height ).toBe( 520 );
		await expect( map.getByRole( 'link' ) ).toHaveCount( 500 );

		await map.scrollIntoViewIfNeeded();
		await expect( map ).toHaveClass( /is-map-drawn/, { timeout: 60_000 } );
		expect( chunks.length ).toBeGreaterThan( 0 );
		await expect( map ).toHaveAttribute( 'data-map-pins-drawn', '500' );
		expect( ( await map.boundingBox() )?.height ).toBe( 520 );
		// Hidden visually, still there for screen readers.
		await expect(
			map.getByRole( 'link', { name: 'Place 250' } )
		).toBeAttached();
		await expect( map.locator( 'ul' ) ).toHaveCSS( 'position', 'absolute' );

		// Zoom out and in again: the pins stay.
		await map.getByRole( 'button', { name: 'Zoom out' } ).click();
		await expect( map ).toHaveAttribute( 'data-map-pins-drawn', '500' );
		await map.getByRole( 'button', { name: 'Zoom in' } ).click();
		await visitor.waitForTimeout( 1000 );
		await expect( map ).toHaveAttribute( 'data-map-pins-drawn', '500' );

		// The pin at the centre opens its popup (its tip is at the centre of the map).
		const box = ( await map.boundingBox() )!;
		await visitor.mouse.click(
			box.x + box.width / 2,
			box.y + box.height / 2 - 18
		);
		const popup = map.locator( '.mapboxgl-popup' );
		await expect(
			popup.getByRole( 'heading', { name: 'Centre' } )
		).toBeVisible();
		await expect( popup ).toContainText(
			'Where the equator meets the meridian'
		);
		// Clicking the map elsewhere closes it.
		await visitor.mouse.click( box.x + 60, box.y + box.height - 60 );
		await expect( popup ).toHaveCount( 0 );

		await expect( map.locator( '.mapboxgl-ctrl-fullscreen' ) ).toHaveCount(
			1
		);
		await expect( map.locator( '.mapboxgl-ctrl-attrib' ) ).toContainText(
			'OpenStreetMap'
		);
		expect( mapbox ).toEqual( [] );
	} );

	test( "a forged map source in a contributor's Custom HTML runs no script for an administrator previewing; the real map keeps its attribution", async ( {
		page,
	} ) => {
		test.setTimeout( 180_000 );
		const mapbox = await fakeTiles( page );
		const forgedTiles: string[] = [];
		await page.route( /forged-tiles\.example/, ( route ) => {
			forgedTiles.push( route.request().url() );
			return route.fulfill( {
				status: 200,
				contentType: 'image/png',
				body: TILE,
			} );
		} );
		const forgedSource = JSON.stringify( {
			accessToken: '',
			tiles: [ 'https://forged-tiles.example/{z}/{x}/{y}.png' ],
			attribution:
				'<img src=x onerror=window.__mapXss=1><a href="javascript:window.__mapXss=2">Forged</a>',
			maxZoom: 19,
			tileSize: 256,
		} ).replace( /[&<>"]/g, ( c ) => `&#${ c.charCodeAt( 0 ) };` );
		const content = [
			'<!-- wp:jetpack/map {"points":[{"placeTitle":"Ferry Building","title":"Ferry Building","caption":"","id":"poi.1001","coordinates":{"longitude":-122.3937,"latitude":37.7955}}]} -->',
			'<div class="wp-block-jetpack-map" data-map-style="default" data-map-details="true" data-points="[{&quot;placeTitle&quot;:&quot;Ferry Building&quot;,&quot;title&quot;:&quot;Ferry Building&quot;,&quot;caption&quot;:&quot;&quot;,&quot;id&quot;:&quot;poi.1001&quot;,&quot;coordinates&quot;:{&quot;longitude&quot;:-122.3937,&quot;latitude&quot;:37.7955}}]" data-zoom="13" data-map-center="{&quot;lng&quot;:-122.3937,&quot;lat&quot;:37.7955}" data-marker-color="red" data-show-fullscreen-button="true"><ul><li><a href="https://www.google.com/maps/search/?api=1&amp;query=37.7955,-122.3937">Ferry Building</a></li></ul></div>',
			'<!-- /wp:jetpack/map -->',
			'',
			'<!-- wp:html -->',
			`<div class="wp-block-jetpack-map" data-map-style="default" data-points="[]" data-zoom="5" data-map-center="{&quot;lng&quot;:2.35,&quot;lat&quot;:48.85}" data-blockpack-map-source="${ forgedSource }"></div>`,
			'<!-- /wp:html -->',
		].join( '\n' );

		const admins = await restAs( 'admin' );
		const { id } = await createPostAs( admins, 'contributor', {
			title: 'Two maps',
			content,
			status: 'pending',
		} );
		try {
			// kses kept the forged source: it is what the page gets.
			const stored = await admins.get( `/wp/v2/posts/${ id }`, {
				context: 'edit',
			} );
			expect(
				( ( await stored.json() ) as { content: { raw: string } } )
					.content.raw
			).toContain( 'onerror=window.__mapXss=1' );

			// The administrator (the page is logged in) previews the pending post.
			await page.goto( `/?p=${ id }&preview=true` );
			const maps = page.locator( '.wp-block-jetpack-map' );
			await expect( maps ).toHaveCount( 2 );
			const real = maps.first();
			await expect( real ).toHaveClass( /is-map-drawn/, {
				timeout: 60_000,
			} );
			await expect( maps.nth( 1 ) ).toHaveClass( /is-map-drawn/, {
				timeout: 60_000,
			} );
			await page.waitForTimeout( 1000 );

			expect(
				await page.evaluate(
					() =>
						( window as unknown as { __mapXss?: number } ).__mapXss
				)
			).toBeUndefined();
			await expect(
				page.locator( '.mapboxgl-ctrl-attrib img' )
			).toHaveCount( 0 );
			await expect(
				page.locator( '.mapboxgl-ctrl-attrib a[href^="javascript:"]' )
			).toHaveCount( 0 );
			await expect(
				page.locator( '.mapboxgl-ctrl-attrib', { hasText: 'Forged' } )
			).toHaveCount( 0 );
			expect( forgedTiles ).toEqual( [] );
			// Both maps draw with the site's source: its attribution, text and one link.
			await expect( real ).toHaveAttribute( 'data-map-pins-drawn', '1' );
			expect(
				await page
					.locator( '.mapboxgl-ctrl-attrib-inner' )
					.evaluateAll( ( inner ) =>
						inner.map( ( element ) => element.innerHTML )
					)
			).toEqual( [
				'© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
				'© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
			] );
			expect( mapbox ).toEqual( [] );
		} finally {
			await admins.delete( `/wp/v2/posts/${ id }`, { force: 'true' } );
			await admins.dispose();
		}
	} );
} );
