/**
 * The OpenTable embed-code parser and normalisers, on real-looking and hostile input.
 */
import {
	getAttributeFixes,
	getPreviewUrl,
	looksLikeEmbed,
	normalizeDomain,
	normalizeLanguage,
	normalizeRestaurantIds,
	parseEmbedCode,
	restaurantIdFromToken,
} from '../embed';

const STANDARD_CODE = `<script type='text/javascript' src='//www.opentable.com/widget/reservation/loader?rid=412810&domain=com&type=standard&theme=standard&lang=en-US&overlay=false&iframe=true'></script>`;
const WIDE_CODE = `<script type="text/javascript" src="https://www.opentable.co.uk/widget/reservation/loader?rid=123&type=standard&theme=wide&iframe=false&domain=co.uk&lang=fr-CA&newtab=true&ot_source=Restaurant%20website"></script>`;
const BUTTON_CODE = `<script type='text/javascript' src='//www.opentable.com/widget/reservation/loader?rid=99&type=button&theme=standard&iframe=true&domain=com&lang=en-US&newtab=false&ot_source=Restaurant%20website'></script>`;
const MULTI_CODE = `<script src="//www.opentable.com/widget/reservation/loader?rid=1&rid=2&rid=3&type=multi&theme=tall&iframe=true&domain=de&lang=de-DE"></script>`;

describe( 'parseEmbedCode', () => {
	test.each( [
		[
			'the standard script embed',
			STANDARD_CODE,
			{
				rid: [ '412810' ],
				domain: 'com',
				lang: 'en-US',
				iframe: true,
				style: 'standard',
			},
		],
		[
			'a wide widget on another country domain',
			WIDE_CODE,
			{
				rid: [ '123' ],
				domain: 'co.uk',
				lang: 'fr-CA',
				iframe: false,
				newtab: true,
				style: 'wide',
			},
		],
		[
			'the button type',
			BUTTON_CODE,
			{
				rid: [ '99' ],
				domain: 'com',
				lang: 'en-US',
				iframe: true,
				newtab: false,
				style: 'button',
			},
		],
		[
			'several restaurants (one rid each)',
			MULTI_CODE,
			{
				rid: [ '1', '2', '3' ],
				domain: 'de',
				lang: 'de-DE',
				iframe: true,
				style: 'tall',
			},
		],
		[
			'a reservation page address with restref',
			'https://www.opentable.com/restref/client/?restref=412810&lang=en-US',
			{ rid: [ '412810' ], lang: 'en-US' },
		],
		[
			'rid wins over restref',
			'https://www.opentable.com/restref/client/?rid=5&restref=6',
			{ rid: [ '5' ] },
		],
		[
			'ids listed with commas',
			'https://www.opentable.com/widget/reservation/canvas?rid=7%2C8,9',
			{ rid: [ '7', '8', '9' ] },
		],
		[
			'a repeated id is kept once',
			'https://www.opentable.com/widget/reservation/loader?rid=7&rid=7',
			{ rid: [ '7' ] },
		],
		[
			'an unknown language becomes en-US',
			'https://www.opentable.com/widget/reservation/loader?rid=1&lang=pt-BR',
			{ rid: [ '1' ], lang: 'en-US' },
		],
		[
			'a button with several restaurants falls back to standard',
			'https://www.opentable.com/widget/reservation/loader?rid=1&rid=2&type=button',
			{ rid: [ '1', '2' ], style: 'standard' },
		],
		[
			'an unknown theme is ignored',
			'https://www.opentable.com/widget/reservation/loader?rid=1&theme=huge',
			{ rid: [ '1' ] },
		],
		[
			'a malformed domain becomes com',
			'https://www.opentable.com/widget/reservation/loader?rid=1&domain=evil.example.org',
			{ rid: [ '1' ], domain: 'com' },
		],
		[
			'http and surrounding spaces',
			'  http://www.opentable.com/restref/client/?rid=3  ',
			{ rid: [ '3' ] },
		],
		[
			'a script tag with an unquoted src',
			'<script src=//www.opentable.ca/widget/reservation/loader?rid=4&theme=tall></script>',
			{ rid: [ '4' ], style: 'tall' },
		],
		[
			'non-digit ids beside a valid one are dropped',
			'https://www.opentable.com/widget/reservation/loader?rid=abc&rid=12&rid=%22%3E%3Cscript%3E',
			{ rid: [ '12' ] },
		],
		[
			'an injected attribute in the lang stays out',
			`<script src="//www.opentable.com/widget/reservation/loader?rid=1&lang=en-US%22%20onload%3D%22alert(1)"></script>`,
			{ rid: [ '1' ], lang: 'en-US' },
		],
	] )( '%s', ( _name, code, expected ) => {
		expect( parseEmbedCode( code ) ).toEqual( expected );
	} );

	test.each( [
		[ 'empty', '' ],
		[ 'spaces', '   ' ],
		[ 'a restaurant name', 'Chez Panisse' ],
		[ 'digits alone', '412810' ],
		[
			'a host without the service name',
			'https://www.example.com/widget/reservation/loader?rid=1',
		],
		[
			'the service name in the path only',
			'https://evil.example.com/opentable/loader?rid=1',
		],
		[
			'the service name in the query only',
			'https://evil.example.com/?rid=1&host=opentable.com',
		],
		[
			'no query string',
			'https://www.opentable.com/widget/reservation/loader',
		],
		[
			'a query without rid or restref',
			'https://www.opentable.com/widget/reservation/loader?type=standard&theme=wide',
		],
		[
			'ids that are not digits',
			'https://www.opentable.com/widget/reservation/loader?rid=abc&restref=x1',
		],
		[
			'a javascript: URL',
			'javascript:alert(1)//www.opentable.com/?rid=1',
		],
		[
			'a javascript: URL in the script src',
			`<script src="javascript:alert('opentable?rid=1')"></script>`,
		],
		[
			'a data: URL',
			'data:text/html,<script>alert(1)</script>//opentable.com?rid=1',
		],
		[
			'an inline script without src',
			'<script>document.write("opentable.com?rid=1&")</script>',
		],
		[
			'a script from another host mentioning the service',
			`<script src="https://evil.example.com/x.js?opentable=1&rid=1"></script>`,
		],
		[ 'an ftp address', 'ftp://www.opentable.com/?rid=1' ],
		[
			'an iframe embed',
			'<iframe src="https://evil.example.com/?rid=1"></iframe>',
		],
	] )( 'refuses %s', ( _name, code ) => {
		expect( parseEmbedCode( code ) ).toBeNull();
	} );
} );

describe( 'normalizeLanguage', () => {
	test.each( [
		[ 'en-US', 'en-US' ],
		[ 'fr-CA', 'fr-CA' ],
		[ 'de-DE', 'de-DE' ],
		[ 'es-MX', 'es-MX' ],
		[ 'ja-JP', 'ja-JP' ],
		[ 'nl-NL', 'nl-NL' ],
		[ 'it-IT', 'it-IT' ],
		[ 'fr-ca', 'fr-CA' ],
		[ 'ja_JP', 'ja-JP' ],
		[ ' it-IT ', 'it-IT' ],
		[ 'fr-FR', 'en-US' ],
		[ 'en', 'en-US' ],
		[ '', 'en-US' ],
		[ '"><script>alert(1)</script>', 'en-US' ],
		[ undefined, 'en-US' ],
		[ 42, 'en-US' ],
	] )( '%p → %s', ( lang, expected ) => {
		expect( normalizeLanguage( lang ) ).toBe( expected );
	} );
} );

describe( 'normalizeDomain', () => {
	test.each( [
		[ 'com', 'com' ],
		[ 'co.uk', 'co.uk' ],
		[ 'com.mx', 'com.mx' ],
		[ 'DE', 'de' ],
		[ 'jp', 'jp' ],
		[ 'evil.com/x', 'com' ],
		[ 'a.b.c', 'com' ],
		[ '', 'com' ],
		[ 'c"om', 'com' ],
		[ null, 'com' ],
	] )( '%p → %s', ( domain, expected ) => {
		expect( normalizeDomain( domain ) ).toBe( expected );
	} );
} );

describe( 'normalizeRestaurantIds', () => {
	test.each( [
		[
			[ '1', '2' ],
			[ '1', '2' ],
		],
		[
			[ 1, '2' ],
			[ '1', '2' ],
		],
		[ [ '1', '1' ], [ '1' ] ],
		[ [ 'abc', '3', '', ' 4', '5"' ], [ '3' ] ],
		[ [ -1, 1.5, NaN, '6' ], [ '6' ] ],
		[ [ '1234567890123' ], [] ],
		[ 'not an array', [] ],
		[ undefined, [] ],
	] )( '%p → %p', ( rid, expected ) => {
		expect( normalizeRestaurantIds( rid ) ).toEqual( expected );
	} );
} );

describe( 'restaurantIdFromToken', () => {
	test.each( [
		[ '412810', '412810' ],
		[ ' 12 ', '12' ],
		[ 'Chez Panisse (#412810)', '412810' ],
		[ 'A (#1) B (#2)', '2' ],
		[ 'Chez Panisse', null ],
		[ '12abc', null ],
		[ '(#abc)', null ],
		[ '<script>(#1)</script>', null ],
	] )( '%p → %p', ( token, expected ) => {
		expect( restaurantIdFromToken( token ) ).toBe( expected );
	} );
} );

describe( 'looksLikeEmbed', () => {
	test.each( [
		[ STANDARD_CODE, true ],
		[ 'https://www.opentable.com/r/x', true ],
		[ '//www.opentable.com/x', true ],
		[ 'Chez Panisse', false ],
		[ '412810', false ],
	] )( '%p → %p', ( text, expected ) => {
		expect( looksLikeEmbed( text ) ).toBe( expected );
	} );
} );

describe( 'getAttributeFixes', () => {
	test.each( [
		[
			'valid attributes need nothing',
			{ rid: [ '1' ], lang: 'fr-CA', domain: 'co.uk' },
			{},
		],
		[ 'no ids yet', { rid: [] }, {} ],
		[ 'numbers become strings', { rid: [ 1 ] }, { rid: [ '1' ] } ],
		[
			'a hostile id is dropped',
			{ rid: [ '1', '"><script>' ] },
			{ rid: [ '1' ] },
		],
		[
			'an unknown language',
			{ rid: [ '1' ], lang: 'xx' },
			{ lang: 'en-US' },
		],
		[
			'a malformed domain',
			{ rid: [ '1' ], domain: 'evil.com/' },
			{ domain: 'com' },
		],
		[ 'rid missing', {}, { rid: [] } ],
	] )( '%s', ( _name, attributes, expected ) => {
		expect(
			getAttributeFixes(
				attributes as Parameters< typeof getAttributeFixes >[ 0 ]
			)
		).toEqual( expected );
	} );
} );

describe( 'getPreviewUrl', () => {
	const base = {
		domain: 'com',
		lang: 'en-US',
		newtab: false,
		iframe: true,
	};
	test.each( [
		[
			'one restaurant, standard',
			{ ...base, rid: [ '1' ] },
			'standard',
			'https://www.opentable.com/widget/reservation/canvas?rid=1&type=standard&theme=standard&overlay=false&domain=com&lang=en-US&newtab=false&disablega=true',
		],
		[
			'button',
			{ ...base, rid: [ '1' ], newtab: true },
			'button',
			'https://www.opentable.com/widget/reservation/canvas?rid=1&type=button&theme=standard&overlay=false&domain=com&lang=en-US&newtab=true&disablega=true',
		],
		[
			'several restaurants, wide',
			{ ...base, rid: [ '1', '2' ], lang: 'ja-JP', domain: 'jp' },
			'wide',
			'https://www.opentable.com/widget/reservation/canvas?rid=1%2C2&type=multi&theme=wide&overlay=false&domain=jp&lang=ja-JP&newtab=false&disablega=true',
		],
		[
			'several restaurants, button falls back to standard',
			{ ...base, rid: [ '1', '2' ] },
			'button',
			'https://www.opentable.com/widget/reservation/canvas?rid=1%2C2&type=multi&theme=standard&overlay=false&domain=com&lang=en-US&newtab=false&disablega=true',
		],
		[
			'hostile values are normalised',
			{
				...base,
				rid: [ '1', 'x&rid=2' ],
				lang: '"><script>',
				domain: 'a&b=c',
			},
			'tall',
			'https://www.opentable.com/widget/reservation/canvas?rid=1&type=standard&theme=tall&overlay=false&domain=com&lang=en-US&newtab=false&disablega=true',
		],
	] )( '%s', ( _name, attributes, style, expected ) => {
		expect( getPreviewUrl( attributes, style ) ).toBe( expected );
	} );

	test( 'no valid id, no preview', () => {
		expect( getPreviewUrl( { rid: [ 'abc' ] }, 'standard' ) ).toBeNull();
	} );
} );
