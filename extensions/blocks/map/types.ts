/**
 * The map block's types: its attributes as saved, a place (point) on it, and the tile source
 * the server hands the browser (see source.ts).
 */

/** A place on the map, as Jetpack saves it in `points` and `data-points`. */
export interface MapPoint {
	title: string;
	placeTitle?: string;
	caption?: string;
	id: string;
	coordinates: { latitude: number; longitude: number };
}

/** The centre as saved content holds it: `{lng, lat}`, or Jetpack's older `{longitude, latitude}`. */
export type SavedCenter =
	{ lng: number; lat: number } | { longitude: number; latitude: number };

export type MapStyleName =
	'default' | 'black_and_white' | 'satellite' | 'terrain';

export interface MapAttributes {
	[ key: string ]: unknown;
	align?: string;
	className?: string;
	points: MapPoint[];
	address: string;
	mapDetails: boolean;
	zoom: number;
	mapCenter: SavedCenter;
	markerColor: string;
	preview: boolean;
	scrollToZoom: boolean;
	mapHeight?: number | null;
	showFullscreenButton: boolean;
}

/**
 * The tile source: Mapbox with a token, else these raster tiles, as php/source.php's
 * `map_source()` hands it to the editor and to visitors' script.
 */
export interface MapSource {
	accessToken: string;
	tiles: string[];
	attribution: string;
	maxZoom: number;
	tileSize: number;
}
