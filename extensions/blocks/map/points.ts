/**
 * The places on a map: reading them from saved data (which may hold anything), the camera
 * that shows them (one place: its point at zoom 12; two or more: their bounds, with padding),
 * adding one without duplicates, and the GeoJSON the map draws them from.
 */
import type { MapPoint, SavedCenter } from './types';

/** Zoom for a map with a single marker. */
export const SINGLE_MARKER_ZOOM = 12;

/** Room around the markers when the map fits them: 80 above and below, 40 at the sides. */
export const FIT_PADDING = { top: 80, bottom: 80, left: 40, right: 40 };

export const DEFAULT_CENTER = { lng: -122.41941550000001, lat: 37.7749295 };

const finite = ( value: unknown ): value is number =>
	typeof value === 'number' && Number.isFinite( value );

/**
 * A centre in `{lng, lat}` form from either saved form; the default when neither is usable.
 *
 * @param center `{lng, lat}`, `{longitude, latitude}` or anything.
 */
export function toLngLat( center: unknown ): { lng: number; lat: number } {
	const c = ( center ?? {} ) as Record< string, unknown >;
	if ( finite( c.lng ) && finite( c.lat ) ) {
		return { lng: c.lng, lat: c.lat };
	}
	if ( finite( c.longitude ) && finite( c.latitude ) ) {
		return { lng: c.longitude, lat: c.latitude };
	}
	return { ...DEFAULT_CENTER };
}

/**
 * Whether a value is a place that can be drawn: an object with finite coordinates in range.
 *
 * @param value Anything from `points`.
 */
export function isDrawablePoint( value: unknown ): value is MapPoint {
	if ( ! value || typeof value !== 'object' ) {
		return false;
	}
	const coordinates = ( value as { coordinates?: Record< string, unknown > } )
		.coordinates;
	return (
		!! coordinates &&
		finite( coordinates.latitude ) &&
		finite( coordinates.longitude ) &&
		Math.abs( coordinates.latitude ) <= 90 &&
		Math.abs( coordinates.longitude ) <= 180
	);
}

/**
 * The drawable places of a saved list.
 *
 * @param points The `points` attribute, or parsed `data-points`.
 */
export function drawablePoints( points: unknown ): MapPoint[] {
	return Array.isArray( points ) ? points.filter( isDrawablePoint ) : [];
}

/**
 * The text of a saved field (title, caption), whatever was saved.
 *
 * @param value A field of a point.
 */
export function pointText( value: unknown ): string {
	return typeof value === 'string' || typeof value === 'number'
		? String( value )
		: '';
}

/**
 * The south-west and north-east corners around some places.
 * @param points
 */
export function pointsBounds(
	points: MapPoint[]
): [ [ number, number ], [ number, number ] ] | null {
	if ( ! points.length ) {
		return null;
	}
	let west = Infinity,
		south = Infinity,
		east = -Infinity,
		north = -Infinity;
	for ( const { coordinates } of points ) {
		west = Math.min( west, coordinates.longitude );
		east = Math.max( east, coordinates.longitude );
		south = Math.min( south, coordinates.latitude );
		north = Math.max( north, coordinates.latitude );
	}
	return [
		[ west, south ],
		[ east, north ],
	];
}

export type Camera =
	| { kind: 'center'; center: { lng: number; lat: number }; zoom: number }
	| {
			kind: 'bounds';
			bounds: [ [ number, number ], [ number, number ] ];
			padding: typeof FIT_PADDING;
	  };

/**
 * What the map shows: no place, the saved centre and zoom; one place, that place at zoom 12;
 * two or more, their bounds with FIT_PADDING (the zoom is then the fit's, not the attribute's).
 *
 * @param points The drawable places.
 * @param center The saved centre (either form).
 * @param zoom   The saved zoom.
 */
export function cameraFor(
	points: MapPoint[],
	center: SavedCenter | unknown,
	zoom: unknown
): Camera {
	if ( points.length === 1 ) {
		const { longitude, latitude } = points[ 0 ].coordinates;
		return {
			kind: 'center',
			center: { lng: longitude, lat: latitude },
			zoom: SINGLE_MARKER_ZOOM,
		};
	}
	const bounds = pointsBounds( points );
	if ( bounds && points.length > 1 ) {
		return { kind: 'bounds', bounds, padding: FIT_PADDING };
	}
	return {
		kind: 'center',
		center: toLngLat( center ),
		zoom: clampZoom( zoom ),
	};
}

/**
 * A zoom level within 0–22; 13 when it is not a number.
 *
 * @param zoom Anything.
 */
export function clampZoom( zoom: unknown ): number {
	return finite( zoom ) ? Math.min( 22, Math.max( 0, zoom ) ) : 13;
}

/**
 * Whether the zoom can be chosen by hand: not with two or more markers (the map fits them).
 *
 * @param points The places.
 */
export function isZoomLocked( points: unknown[] ): boolean {
	return points.length > 1;
}

/**
 * The places with one more, unless a place with the same id is there already.
 *
 * @param points The current places.
 * @param point  The new place.
 * @return A new list, or the same list when the id is taken.
 */
export function addPoint( points: MapPoint[], point: MapPoint ): MapPoint[] {
	if ( points.some( ( existing ) => existing?.id === point.id ) ) {
		return points;
	}
	return [ ...points, point ];
}

/**
 * The address of a place on Google Maps, as Jetpack saves it in the list of places.
 *
 * @param point The place.
 */
export function placeUrl( point: MapPoint ): string {
	const { latitude, longitude } = point.coordinates;
	return (
		'https://www.google.com/maps/search/?api=1&query=' +
		latitude +
		',' +
		longitude
	);
}

/**
 * The places as GeoJSON features, one per place, with its index (for its popup).
 *
 * @param points The drawable places.
 */
export function pointsGeoJson( points: MapPoint[] ) {
	return {
		type: 'FeatureCollection' as const,
		features: points.map( ( point, index ) => ( {
			type: 'Feature' as const,
			id: index,
			properties: { index },
			geometry: {
				type: 'Point' as const,
				coordinates: [
					point.coordinates.longitude,
					point.coordinates.latitude,
				],
			},
		} ) ),
	};
}
