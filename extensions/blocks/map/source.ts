/**
 * The map's tile source, one object for the editor and for visitors: the server hands it over
 * (`window.blockpackEditor.map.source` in the editor, the view settings PHP prints before the
 * view script on the page, never anything in the content);
 * until it does, or when what it hands over is broken, the default below (OpenStreetMap's
 * raster tiles, no token) is used, so a map always draws without a Mapbox account.
 */
import { viewSettings } from '@shared/view-settings';
import type { MapSource } from './types';

export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const DEFAULT_MAP_SOURCE: Readonly< MapSource > = Object.freeze( {
	accessToken: '',
	tiles: [ OSM_TILES ],
	attribution:
		'© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
	maxZoom: 19,
	tileSize: 256,
} );

/**
 * A source from untrusted data: each field checked, anything missing or wrong taken from the
 * default.
 *
 * @param value Parsed JSON, an object from the editor data, or anything.
 * @return A complete source.
 */
export function toMapSource( value: unknown ): MapSource {
	const given =
		value && typeof value === 'object'
			? ( value as Record< string, unknown > )
			: {};
	const tiles = Array.isArray( given.tiles )
		? given.tiles.filter(
				( tile ): tile is string =>
					typeof tile === 'string' && /^https?:\/\//.test( tile )
			)
		: [];
	const number = ( field: unknown, fallback: number, max: number ) =>
		typeof field === 'number' &&
		Number.isInteger( field ) &&
		field > 0 &&
		field <= max
			? field
			: fallback;
	return {
		accessToken:
			typeof given.accessToken === 'string'
				? given.accessToken.trim()
				: '',
		tiles: tiles.length ? tiles : [ ...DEFAULT_MAP_SOURCE.tiles ],
		attribution:
			typeof given.attribution === 'string' && tiles.length
				? given.attribution
				: DEFAULT_MAP_SOURCE.attribution,
		maxZoom: number( given.maxZoom, DEFAULT_MAP_SOURCE.maxZoom, 24 ),
		tileSize: number( given.tileSize, DEFAULT_MAP_SOURCE.tileSize, 1024 ),
	};
}

/**
 * The source PHP printed for the view script (php/source.php, through the shared view settings,
 * `@shared/view-settings`), never anything an element of the content could forge.
 *
 * @return The source, or the default.
 */
export function pageMapSource(): MapSource {
	return toMapSource( viewSettings( 'jetpack/map' ).source ?? null );
}
