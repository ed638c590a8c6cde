/**
 * The picker's rules: the seeded search, the search button, the selection limits, errors, and
 * what the block is given (a gallery's pictures appended).
 */
import {
	errorView,
	galleryImages,
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

describe( 'galleryImages', () => {
	const blocks = [
		{ name: 'core/image', attributes: { id: 3, url: 'u3' } },
		{ name: 'core/image', attributes: { id: 4, url: 'u4' } },
		{ name: 'core/image', attributes: { url: 'no-id' } },
		{ name: 'core/paragraph', attributes: { id: 5, url: 'u5' } },
	];
	test.each< [ string, unknown, unknown ] >( [
		[
			'in the value’s order',
			[ 4, 3 ],
			[
				{ id: 4, url: 'u4', type: 'image' },
				{ id: 3, url: 'u3', type: 'image' },
			],
		],
		[ 'ids as strings', [ '3' ], [ { id: 3, url: 'u3', type: 'image' } ] ],
		[
			'ids no image block holds are left out',
			[ 3, 5, 9, 0 ],
			[ { id: 3, url: 'u3', type: 'image' } ],
		],
		[ 'no value', undefined, [] ],
		[ 'a single value', 3, [] ],
	] )( '%s', ( _name, value, expected ) => {
		expect( galleryImages( value, blocks ) ).toEqual( expected );
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
	const existing = [
		{ id: 3, url: 'u3', type: 'image' as const },
		{ id: 4, url: 'u4', type: 'image' as const },
	];
	test.each< [ string, boolean, typeof existing, unknown ] >( [
		[ 'one picture', false, existing, a ],
		[ 'a new gallery', true, [], [ a, b ] ],
		[
			'a gallery with images: appended',
			true,
			existing,
			[ ...existing, a, b ],
		],
	] )( '%s', ( _name, multiple, has, expected ) => {
		expect(
			selectArgument( multiple ? [ a, b ] : [ a ], multiple, has )
		).toEqual( expected );
	} );
} );
