import {
	addPoint,
	cameraFor,
	clampZoom,
	drawablePoints,
	FIT_PADDING,
	isZoomLocked,
	placeUrl,
	pointsBounds,
	pointsGeoJson,
	toLngLat,
} from '../points';
import type { MapPoint } from '../types';

const point = (
	id: string,
	longitude: number,
	latitude: number
): MapPoint => ( {
	id,
	title: id,
	coordinates: { longitude, latitude },
} );

describe( 'toLngLat reads both saved forms', () => {
	it.each< [ unknown, { lng: number; lat: number } ] >( [
		[
			{ lng: 1, lat: 2 },
			{ lng: 1, lat: 2 },
		],
		[
			{ longitude: 3, latitude: 4 },
			{ lng: 3, lat: 4 },
		],
		[
			{ lng: '1', lat: 2 },
			{ lng: -122.41941550000001, lat: 37.7749295 },
		],
		[ null, { lng: -122.41941550000001, lat: 37.7749295 } ],
		[ 'x', { lng: -122.41941550000001, lat: 37.7749295 } ],
	] )( '%p → %p', ( center, expected ) => {
		expect( toLngLat( center ) ).toEqual( expected );
	} );
} );

describe( 'drawablePoints keeps only places with coordinates in range', () => {
	it.each< [ unknown, number ] >( [
		[ [ point( 'a', 1, 2 ) ], 1 ],
		[ [ point( 'a', 181, 2 ) ], 0 ],
		[ [ point( 'a', 1, -91 ) ], 0 ],
		[ [ { id: 'x', coordinates: { longitude: '1', latitude: 2 } } ], 0 ],
		[ [ null, 3, 'a', {}, point( 'b', 0, 0 ) ], 1 ],
		[ 'not a list', 0 ],
	] )( '%p → %p places', ( points, count ) => {
		expect( drawablePoints( points ) ).toHaveLength( count );
	} );
} );

describe( 'cameraFor', () => {
	const center = { lng: 5, lat: 6 };
	it( 'no place: the saved centre and zoom', () => {
		expect( cameraFor( [], center, 7.5 ) ).toEqual( {
			kind: 'center',
			center,
			zoom: 7.5,
		} );
	} );
	it( 'one place: that place at zoom 12, whatever the saved zoom', () => {
		expect( cameraFor( [ point( 'a', 10, 20 ) ], center, 3 ) ).toEqual( {
			kind: 'center',
			center: { lng: 10, lat: 20 },
			zoom: 12,
		} );
	} );
	it( 'two or more: their bounds, padding 80 top and bottom, 40 left and right', () => {
		expect(
			cameraFor(
				[
					point( 'a', 10, 20 ),
					point( 'b', -5, 30 ),
					point( 'c', 0, 25 ),
				],
				center,
				3
			)
		).toEqual( {
			kind: 'bounds',
			bounds: [
				[ -5, 20 ],
				[ 10, 30 ],
			],
			padding: { top: 80, bottom: 80, left: 40, right: 40 },
		} );
		expect( FIT_PADDING ).toEqual( {
			top: 80,
			bottom: 80,
			left: 40,
			right: 40,
		} );
	} );
} );

describe( 'zoom', () => {
	it.each< [ unknown, number ] >( [
		[ 5, 5 ],
		[ -1, 0 ],
		[ 30, 22 ],
		[ 'x', 13 ],
		[ undefined, 13 ],
	] )( 'clampZoom( %p ) → %p', ( zoom, expected ) => {
		expect( clampZoom( zoom ) ).toBe( expected );
	} );
	it.each( [
		[ 0, false ],
		[ 1, false ],
		[ 2, true ],
		[ 500, true ],
	] )( '%p places: locked %p', ( count, locked ) => {
		expect( isZoomLocked( new Array( count ).fill( 0 ) ) ).toBe( locked );
	} );
} );

describe( 'addPoint never adds an id twice', () => {
	const a = point( 'a', 1, 1 );
	it( 'adds a new id', () => {
		expect(
			addPoint( [ a ], point( 'b', 2, 2 ) ).map( ( p ) => p.id )
		).toEqual( [ 'a', 'b' ] );
	} );
	it( 'returns the same list for a known id', () => {
		const list = [ a ];
		expect( addPoint( list, point( 'a', 9, 9 ) ) ).toBe( list );
	} );
} );

describe( 'bounds, links and GeoJSON', () => {
	it( 'pointsBounds of nothing is null', () => {
		expect( pointsBounds( [] ) ).toBeNull();
	} );
	it( 'placeUrl is Jetpack’s Google Maps search link', () => {
		expect( placeUrl( point( 'a', 172.652908, -43.391304 ) ) ).toBe(
			'https://www.google.com/maps/search/?api=1&query=-43.391304,172.652908'
		);
	} );
	it( 'one feature per place, [lng, lat], with its index', () => {
		const points = Array.from( { length: 500 }, ( _, i ) =>
			point( String( i ), ( i % 50 ) - 25, Math.floor( i / 50 ) - 5 )
		);
		const geo = pointsGeoJson( points );
		expect( geo.features ).toHaveLength( 500 );
		expect( geo.features[ 51 ].geometry.coordinates ).toEqual( [
			-24, -4,
		] );
		expect( geo.features[ 51 ].properties.index ).toBe( 51 );
	} );
} );
