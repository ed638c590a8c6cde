/**
 * The map's styles (Basic, Black & White, Satellite, Terrain; the `is-style-…` class holds the
 * choice) and the style mapbox-gl draws for each, with and without details (street names).
 *
 * With a Mapbox token: Jetpack's Mapbox styles. Without one (the default for a self-hosted
 * site), a raster style on the open tile source (source.ts):
 * - default: the tiles as they are;
 * - black_and_white: the same tiles with their colour taken out (raster-saturation −1);
 * - terrain: OpenTopoMap (CC-BY-SA, built on OpenStreetMap and SRTM) when the site uses the
 *   default OpenStreetMap tiles; a site that set its own tile source keeps its own tiles, so no
 *   third party it did not choose is asked;
 * - satellite: no openly licensed satellite imagery can be used without an account, so the
 *   map shows the open street tiles and the editor says that satellite needs a token.
 * Raster tiles carry their labels, so "details" cannot be switched off without a token.
 */
import { safeAttribution } from './attribution';
import { OSM_TILES } from './source';
import type { MapSource, MapStyleName } from './types';

/** Every style in the editor's order; the first is the default. */
export const MAP_STYLES: readonly MapStyleName[] = [
	'default',
	'black_and_white',
	'satellite',
	'terrain',
];

/** Older Jetpack versions saved Black & White as `black-and-white`. */
const LEGACY_STYLES: Readonly< Record< string, MapStyleName > > = {
	'black-and-white': 'black_and_white',
};

function styleClasses( className: unknown ): string[] {
	return typeof className === 'string'
		? className
				.split( /\s+/ )
				.filter( ( c ) => c.startsWith( 'is-style-' ) )
				.map( ( c ) => c.slice( 'is-style-'.length ) )
		: [];
}

/**
 * The style an `is-style-…` class names: the first such class that names a style.
 *
 * @param className The block's class names.
 * @return The style, or undefined when no class names one.
 */
export function classStyleName( className: unknown ): MapStyleName | undefined {
	return styleClasses( className ).find( ( name ) =>
		( MAP_STYLES as readonly string[] ).includes( name )
	) as MapStyleName | undefined;
}

/**
 * The style name saved in `data-map-style`, as Jetpack's save computes it: the style the
 * class names, else `default`.
 *
 * @param className The block's class names.
 */
export function savedStyleName( className: unknown ): MapStyleName {
	return classStyleName( className ) ?? 'default';
}

/**
 * The style to draw: as savedStyleName, but an older `is-style-black-and-white` class (which
 * Jetpack's migration keeps) still draws black and white.
 *
 * @param className The block's class names.
 * @param saved     `data-map-style`, when reading a saved map.
 */
export function drawnStyleName(
	className: unknown,
	saved?: string | null
): MapStyleName {
	for ( const name of [ ...styleClasses( className ), saved ?? '' ] ) {
		if ( ( MAP_STYLES as readonly string[] ).includes( name ) ) {
			return name as MapStyleName;
		}
		if ( LEGACY_STYLES[ name ] ) {
			return LEGACY_STYLES[ name ];
		}
	}
	return 'default';
}

/** Jetpack's Mapbox styles, with and without details. */
export const MAPBOX_STYLES: Readonly<
	Record< MapStyleName, { details: string; noDetails: string } >
> = {
	default: {
		details: 'mapbox://styles/automattic/cjolkhmez0qdd2ro82dwog1in',
		noDetails: 'mapbox://styles/automattic/cjolkci3905d82soef4zlmkdo',
	},
	black_and_white: {
		details: 'mapbox://styles/automattic/cjolkixvv0ty42spgt2k4j434',
		noDetails: 'mapbox://styles/automattic/cjolkgc540tvj2spgzzoq37k4',
	},
	satellite: {
		details: 'mapbox://styles/mapbox/satellite-streets-v10',
		noDetails: 'mapbox://styles/mapbox/satellite-v9',
	},
	terrain: {
		details: 'mapbox://styles/automattic/cjolkf8p405fh2soet2rdt96b',
		noDetails: 'mapbox://styles/automattic/cjolke6fz12ys2rpbpvgl12ha',
	},
};

/** OpenTopoMap: the open terrain tiles (https://opentopomap.org/about, CC-BY-SA). */
export const OPEN_TERRAIN = {
	tiles: [
		'https://a.tile.opentopomap.org/{z}/{x}/{y}.png',
		'https://b.tile.opentopomap.org/{z}/{x}/{y}.png',
		'https://c.tile.opentopomap.org/{z}/{x}/{y}.png',
	],
	attribution:
		'Map data: © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors, SRTM | Map style: © <a href="https://opentopomap.org">OpenTopoMap</a> (<a href="https://creativecommons.org/licenses/by-sa/3.0/">CC-BY-SA</a>)',
	maxZoom: 17,
	tileSize: 256,
};

/**
 * Whether a style needs a token to look as its name says (the editor notes it).
 * @param style
 */
export function needsToken( style: MapStyleName ): boolean {
	return style === 'satellite';
}

/** The raster style mapbox-gl draws without a token. */
export interface RasterStyle {
	version: 8;
	sources: Record< string, Record< string, unknown > >;
	layers: Array< Record< string, unknown > >;
}

/**
 * The style for mapbox-gl: a Mapbox style address with a token, else a raster style.
 *
 * @param source     The tile source.
 * @param style      The style name.
 * @param mapDetails Whether to show street names (Mapbox styles only).
 */
export function buildMapStyle(
	source: MapSource,
	style: MapStyleName,
	mapDetails: boolean
): string | RasterStyle {
	if ( source.accessToken ) {
		const urls = MAPBOX_STYLES[ style ] ?? MAPBOX_STYLES.default;
		return mapDetails ? urls.details : urls.noDetails;
	}
	const usesOsm =
		source.tiles.length === 1 && source.tiles[ 0 ] === OSM_TILES;
	const tiles = style === 'terrain' && usesOsm ? OPEN_TERRAIN : source;
	return {
		version: 8,
		sources: {
			'blockpack-tiles': {
				type: 'raster',
				tiles: [ ...tiles.tiles ],
				tileSize: tiles.tileSize,
				maxzoom: tiles.maxZoom,
				// mapbox-gl writes it with innerHTML: text and http(s) links only.
				attribution: safeAttribution( tiles.attribution ),
			},
		},
		layers: [
			{
				id: 'blockpack-tiles',
				type: 'raster',
				source: 'blockpack-tiles',
				paint:
					style === 'black_and_white'
						? { 'raster-saturation': -1 }
						: {},
			},
		],
	};
}
