/**
 * The restaurant name search: when to search, the request, and the answer read into at most
 * 20 suggestions.
 */
import {
	getSearchUrl,
	isSearchable,
	parseSearchResponse,
	suggestionLabel,
} from '../search';

test.each( [
	[ 'Chez', true ],
	[ '  ', false ],
	[ '', false ],
	[ 'https://www.opentable.com/r/x', false ],
	[ '<script src="x">', false ],
] )( 'isSearchable( %p ) → %p', ( text, expected ) => {
	expect( isSearchable( text ) ).toBe( expected );
} );

test.each( [
	[
		'Chez Panisse',
		'https://www.opentable.com/widget/reservation/restaurant-search?pageSize=20&query=Chez%20Panisse',
	],
	[
		' a&b=c#d ',
		'https://www.opentable.com/widget/reservation/restaurant-search?pageSize=20&query=a%26b%3Dc%23d',
	],
	[
		'"><script>',
		'https://www.opentable.com/widget/reservation/restaurant-search?pageSize=20&query=%22%3E%3Cscript%3E',
	],
] )( 'getSearchUrl( %p )', ( query, expected ) => {
	expect( getSearchUrl( query ) ).toBe( expected );
} );

describe( 'parseSearchResponse', () => {
	test.each( [
		[
			'the service answer',
			{
				items: [
					{ rid: 412810, name: 'Chez Panisse', city: 'Berkeley' },
					{ rid: '7', name: ' Bistro ' },
				],
			},
			[
				{ rid: '412810', name: 'Chez Panisse' },
				{ rid: '7', name: 'Bistro' },
			],
		],
		[
			'items without a numeric id or a name are skipped',
			{
				items: [
					{ rid: 'abc', name: 'A' },
					{ rid: 1 },
					{ rid: 2, name: '' },
					{ rid: 3, name: 42 },
					null,
					'x',
					{ rid: 4, name: '<img src=x onerror=alert(1)>' },
				],
			},
			[ { rid: '4', name: '<img src=x onerror=alert(1)>' } ],
		],
		[
			'a repeated id is kept once',
			{
				items: [
					{ rid: 1, name: 'A' },
					{ rid: '1', name: 'B' },
				],
			},
			[ { rid: '1', name: 'A' } ],
		],
		[ 'no items', {}, [] ],
		[ 'items not a list', { items: 'x' }, [] ],
		[ 'null', null, [] ],
		[ 'a string', 'oops', [] ],
	] )( '%s', ( _name, body, expected ) => {
		expect( parseSearchResponse( body ) ).toEqual( expected );
	} );

	test( 'at most 20 suggestions', () => {
		const items = Array.from( { length: 30 }, ( _v, i ) => ( {
			rid: i + 1,
			name: `R${ i + 1 }`,
		} ) );
		const found = parseSearchResponse( { items } );
		expect( found ).toHaveLength( 20 );
		expect( found[ 19 ] ).toEqual( { rid: '20', name: 'R20' } );
	} );
} );

test( 'suggestionLabel', () => {
	expect( suggestionLabel( { rid: '412810', name: 'Chez Panisse' } ) ).toBe(
		'Chez Panisse (#412810)'
	);
} );
