import {
	buildMapStyle,
	classStyleName,
	drawnStyleName,
	MAPBOX_STYLES,
	OPEN_TERRAIN,
	savedStyleName,
	type RasterStyle,
} from '../map-style';
import { DEFAULT_MAP_SOURCE, OSM_TILES } from '../source';
import type { MapSource } from '../types';

const open: MapSource = { ...DEFAULT_MAP_SOURCE, tiles: [ OSM_TILES ] };
const own: MapSource = {
	...open,
	tiles: [ 'https://tiles.example.org/{z}/{x}/{y}.png' ],
	attribution: 'Example tiles',
};
const withToken: MapSource = { ...open, accessToken: 'pk.test' };

describe( 'style names', () => {
	it.each< [ unknown, string | undefined, string, string ] >( [
		// className, class style, saved data-map-style, drawn
		[ undefined, undefined, 'default', 'default' ],
		[ '', undefined, 'default', 'default' ],
		[ 'is-style-terrain', 'terrain', 'terrain', 'terrain' ],
		[ 'my-map is-style-satellite', 'satellite', 'satellite', 'satellite' ],
		[
			'is-style-black_and_white',
			'black_and_white',
			'black_and_white',
			'black_and_white',
		],
		// Jetpack's migration keeps the older name: saved as default, still drawn black and white.
		[ 'is-style-black-and-white', undefined, 'default', 'black_and_white' ],
		[ 'is-style-outline', undefined, 'default', 'default' ],
	] )( '%p', ( className, fromClass, saved, drawn ) => {
		expect( classStyleName( className ) ).toBe( fromClass );
		expect( savedStyleName( className ) ).toBe( saved );
		expect( drawnStyleName( className ) ).toBe( drawn );
	} );
	it( 'a saved data-map-style is used when no class names a style', () => {
		expect( drawnStyleName( '', 'black-and-white' ) ).toBe(
			'black_and_white'
		);
		expect( drawnStyleName( undefined, 'terrain' ) ).toBe( 'terrain' );
		expect( drawnStyleName( 'is-style-satellite', 'terrain' ) ).toBe(
			'satellite'
		);
	} );
} );

describe( 'buildMapStyle without a token: raster tiles, nothing from Mapbox', () => {
	const raster = (
		source: MapSource,
		style: Parameters< typeof buildMapStyle >[ 1 ]
	) => buildMapStyle( source, style, true ) as RasterStyle;

	it.each( [
		[ 'default', open, [ OSM_TILES ], {} ],
		[ 'black_and_white', open, [ OSM_TILES ], { 'raster-saturation': -1 } ],
		[ 'satellite', open, [ OSM_TILES ], {} ],
		[ 'terrain', open, OPEN_TERRAIN.tiles, {} ],
		[ 'terrain', own, own.tiles, {} ],
		[ 'black_and_white', own, own.tiles, { 'raster-saturation': -1 } ],
	] as const )( '%s on %p', ( style, source, tiles, paint ) => {
		const built = raster( source, style );
		expect( typeof built ).toBe( 'object' );
		expect( built.version ).toBe( 8 );
		expect( built.sources[ 'blockpack-tiles' ].tiles ).toEqual( tiles );
		expect( built.layers[ 0 ].paint ).toEqual( paint );
		expect( JSON.stringify( built ) ).not.toMatch( /mapbox/i );
	} );

	it( 'keeps the attribution, tile size and maximum zoom', () => {
		const src = raster( open, 'default' ).sources[ 'blockpack-tiles' ];
		expect( src.attribution ).toContain( 'OpenStreetMap' );
		expect( src.tileSize ).toBe( 256 );
		expect( src.maxzoom ).toBe( 19 );
		expect(
			raster( open, 'terrain' ).sources[ 'blockpack-tiles' ].attribution
		).toContain( 'OpenTopoMap' );
	} );
} );

describe( 'buildMapStyle with a token: Jetpack’s Mapbox styles', () => {
	it.each( [
		[ 'default', true, MAPBOX_STYLES.default.details ],
		[
			'default',
			false,
			'mapbox://styles/automattic/cjolkci3905d82soef4zlmkdo',
		],
		[
			'black_and_white',
			true,
			'mapbox://styles/automattic/cjolkixvv0ty42spgt2k4j434',
		],
		[ 'satellite', true, 'mapbox://styles/mapbox/satellite-streets-v10' ],
		[ 'satellite', false, 'mapbox://styles/mapbox/satellite-v9' ],
		[
			'terrain',
			false,
			'mapbox://styles/automattic/cjolke6fz12ys2rpbpvgl12ha',
		],
	] as const )( '%s, details %p', ( style, details, url ) => {
		expect( buildMapStyle( withToken, style, details ) ).toBe( url );
	} );
} );
