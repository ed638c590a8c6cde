import { DEFAULT_MAP_SOURCE, pageMapSource, toMapSource } from '../source';

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

describe( 'pageMapSource reads only what PHP printed for the view script', () => {
	const printed = {
		accessToken: 'pk.2',
		tiles: [ 'https://t.example/{z}/{x}/{y}.png' ],
	};
	type Win = { blockpackView?: unknown };
	afterEach( () => {
		delete ( window as unknown as Win ).blockpackView;
		document.body.innerHTML = '';
	} );
	it.each< [ string, () => void, string ] >( [
		[ 'nothing printed: the default', () => undefined, '' ],
		[
			'the printed view settings',
			() => {
				( window as unknown as Win ).blockpackView = {
					'jetpack/map': { source: printed },
				};
			},
			'pk.2',
		],
		[
			'an element of the content named after the settings (DOM clobbering) is ignored',
			() => {
				const div = document.createElement( 'div' );
				div.setAttribute( 'data-access-token', 'pk.evil' );
				Object.assign( div, { 'jetpack/map': { source: printed } } );
				( window as unknown as Win ).blockpackView = div;
			},
			'',
		],
		[
			'an element is never read as the section',
			() => {
				const div = document.createElement( 'div' );
				Object.assign( div, { source: printed } );
				( window as unknown as Win ).blockpackView = {
					'jetpack/map': div,
				};
			},
			'',
		],
		[
			'a string is not a source',
			() => {
				( window as unknown as Win ).blockpackView = {
					'jetpack/map': { source: '{}' },
				};
			},
			'',
		],
	] )( '%s', ( _name, print, token ) => {
		print();
		const source = pageMapSource();
		expect( source.accessToken ).toBe( token );
		expect( source.tiles ).toEqual(
			token ? printed.tiles : DEFAULT_MAP_SOURCE.tiles
		);
	} );

	it( 'a content element with the id in the page is not taken for the source', () => {
		document.body.innerHTML =
			'<div id="blockpackView" data-access-token="pk.evil"></div>';
		expect( pageMapSource() ).toEqual( DEFAULT_MAP_SOURCE );
	} );
} );
