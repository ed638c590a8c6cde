import { DEFAULT_MAP_SOURCE, mapSourceOf, toMapSource } from '../source';

describe( 'toMapSource', () => {
	it.each< [ string, unknown, Partial< typeof DEFAULT_MAP_SOURCE > ] >( [
		[ 'nothing', null, DEFAULT_MAP_SOURCE ],
		[ 'not an object', 'x', DEFAULT_MAP_SOURCE ],
		[
			'a full source',
			{
				accessToken: ' pk.1 ',
				tiles: [ 'https://t.example/{z}/{x}/{y}.png' ],
				attribution: 'T',
				maxZoom: 17,
				tileSize: 512,
			},
			{
				accessToken: 'pk.1',
				tiles: [ 'https://t.example/{z}/{x}/{y}.png' ],
				attribution: 'T',
				maxZoom: 17,
				tileSize: 512,
			},
		],
		[
			'script tiles and bad numbers fall back',
			{
				tiles: [ 'javascript:alert(1)' ],
				attribution: 'X',
				maxZoom: 99,
				tileSize: -1,
			},
			DEFAULT_MAP_SOURCE,
		],
	] )( '%s', ( _name, value, expected ) => {
		expect( toMapSource( value ) ).toEqual( {
			...DEFAULT_MAP_SOURCE,
			...expected,
		} );
	} );
} );

describe( 'mapSourceOf reads data-blockpack-map-source', () => {
	it.each( [
		[ null, '' ],
		[ '{broken', '' ],
		[ JSON.stringify( { accessToken: 'pk.2' } ), 'pk.2' ],
	] )( '%p → token %p', ( json, token ) => {
		const div = document.createElement( 'div' );
		if ( json !== null ) {
			div.setAttribute( 'data-blockpack-map-source', json );
		}
		const source = mapSourceOf( div );
		expect( source.accessToken ).toBe( token );
		expect( source.tiles.length ).toBeGreaterThan( 0 );
	} );
} );
