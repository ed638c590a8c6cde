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
	it.each< [ string, () => object, string ] >( [
		[ 'nothing printed: the default', () => ( {} ), '' ],
		[
			'the printed variable (an own property of the window)',
			() => ( { blockpackMapSource: printed } ),
			'pk.2',
		],
		[
			'a name the window only inherits (an element of the content with that id) is ignored',
			() => Object.create( { blockpackMapSource: printed } ),
			'',
		],
		[
			'an element is never read as the source',
			() => {
				const div = document.createElement( 'div' );
				Object.assign( div, printed );
				return { blockpackMapSource: div };
			},
			'',
		],
		[
			'a string is not a source',
			() => ( { blockpackMapSource: '{}' } ),
			'',
		],
	] )( '%s', ( _name, makeWindow, token ) => {
		const source = pageMapSource( makeWindow() as Window );
		expect( source.accessToken ).toBe( token );
		expect( source.tiles ).toEqual(
			token ? printed.tiles : DEFAULT_MAP_SOURCE.tiles
		);
	} );

	it( 'a content element with the id in the page is not taken for the source', () => {
		document.body.innerHTML =
			'<div id="blockpackMapSource" data-access-token="pk.evil"></div>';
		expect( pageMapSource() ).toEqual( DEFAULT_MAP_SOURCE );
		document.body.innerHTML = '';
	} );
} );
