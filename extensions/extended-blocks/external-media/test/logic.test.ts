/**
 * The picker's rules: the seeded search, the search button, the selection limits, errors, and
 * what the block is given (a gallery's pictures appended).
 */
import {
	errorView,
	isSearchDisabled,
	readCopyResults,
	SEARCH_SEEDS,
	seedSearch,
	selectArgument,
	selectionLimit,
	toggleSelection,
} from '../picker/logic';

test( 'the seeds are the issue’s', () => {
	expect( SEARCH_SEEDS ).toEqual( [
		'mountain',
		'ocean',
		'river',
		'clouds',
		'pattern',
		'abstract',
		'sky',
	] );
} );

test.each( [
	[ 0, 'mountain' ],
	[ 0.2, 'ocean' ],
	[ 0.5, 'clouds' ],
	[ 0.999999, 'sky' ],
] )( 'seedSearch( %p ) is %p', ( random, seed ) => {
	expect( seedSearch( random ) ).toBe( seed );
} );

test( 'seedSearch picks among the seeds by default', () => {
	expect( SEARCH_SEEDS ).toContain( seedSearch() );
} );

test.each( [
	[ '', 'sky', true ],
	[ '   ', 'sky', true ],
	[ 'sky', 'sky', true ],
	[ ' sky ', 'sky', true ],
	[ 'cat', 'sky', false ],
	[ 'cat', '', false ],
] )( 'isSearchDisabled( %p, %p ) is %p', ( input, searched, disabled ) => {
	expect( isSearchDisabled( input, searched ) ).toBe( disabled );
} );

test.each( [
	[ undefined, 1 ],
	[ false, 1 ],
	[ true, 10 ],
	[ 'add', 10 ],
] )( 'selectionLimit( %p ) is %p', ( multiple, limit ) => {
	expect( selectionLimit( multiple ) ).toBe( limit );
} );

const ten = Array.from( { length: 10 }, ( _, i ) => `p${ i }` );
test.each< [ string, string[], string, number, string[] ] >( [
	[ 'adds to none', [], 'a', 1, [ 'a' ] ],
	[ 'replaces the one pick', [ 'a' ], 'b', 1, [ 'b' ] ],
	[ 'drops a pick', [ 'a' ], 'a', 1, [] ],
	[ 'adds in order', [ 'a' ], 'b', 10, [ 'a', 'b' ] ],
	[ 'drops from several', [ 'a', 'b' ], 'a', 10, [ 'b' ] ],
	[ 'stops at ten', ten, 'x', 10, ten ],
] )( 'toggleSelection %s', ( _name, selected, id, limit, expected ) => {
	expect( toggleSelection( selected, id, limit ) ).toEqual( expected );
} );

test.each< [ unknown, unknown ] >( [
	[ { code: 'authorization_required', message: 'x' }, { connect: true } ],
	[
		{ code: 'external_media_unavailable', message: 'Bad gateway' },
		{ connect: false, message: 'Internal server error' },
	],
	[
		{ code: 'external_media_rate_limited' },
		{ connect: false, message: 'Internal server error' },
	],
	[
		new Error( 'offline' ),
		{ connect: false, message: 'Internal server error' },
	],
	[ null, { connect: false, message: 'Internal server error' } ],
] )( 'errorView( %p )', ( error, view ) => {
	expect( errorView( error ) ).toEqual( view );
} );

describe( 'readCopyResults', () => {
	const copied = {
		id: 7,
		url: 'http://site.test/wp-content/uploads/a.jpg',
		alt: 'A',
		caption: '<a href="x">A</a> by B',
		title: 'A',
	};
	test.each< [ string, unknown, unknown ] >( [
		[
			'a copy',
			[ copied ],
			{ media: [ { ...copied, type: 'image' } ], error: '' },
		],
		[
			'the first failure’s message',
			[
				{ external_id: '1', code: 'x', message: 'First' },
				copied,
				{ external_id: '2', code: 'y', message: 'Second' },
			],
			{ media: [ { ...copied, type: 'image' } ], error: 'First' },
		],
		[
			'a failure without a message',
			[ { external_id: '1', code: 'x', message: '' } ],
			{ media: [], error: 'Internal server error' },
		],
		[ 'no answer', null, { media: [], error: '' } ],
	] )( '%s', ( _name, results, expected ) => {
		expect(
			readCopyResults(
				results as Parameters< typeof readCopyResults >[ 0 ]
			)
		).toEqual( expected );
	} );
} );

describe( 'selectArgument', () => {
	const a = {
		id: 7,
		url: 'u7',
		alt: '',
		caption: 'c',
		title: 't',
		type: 'image' as const,
	};
	const b = { ...a, id: 8, url: 'u8' };
	test.each< [ string, boolean, unknown, unknown ] >( [
		[ 'one picture', false, 3, a ],
		[ 'a new gallery', true, undefined, [ a, b ] ],
		[
			'a gallery with images: appended',
			true,
			[ 3, 4 ],
			[ { id: 3, type: 'image' }, { id: 4, type: 'image' }, a, b ],
		],
		[
			'ids as strings, and none',
			true,
			[ '3', 0 ],
			[ { id: 3, type: 'image' }, a, b ],
		],
	] )( '%s', ( _name, multiple, value, expected ) => {
		expect(
			selectArgument( multiple ? [ a, b ] : [ a ], multiple, value )
		).toEqual( expected );
	} );
} );
