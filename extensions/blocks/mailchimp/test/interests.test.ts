/**
 * The groups route's answer read into categories, and the chosen ids kept unique.
 */
import { isChosen, toggleInterest, toInterestCategories } from '../interests';

describe( 'toggleInterest', () => {
	test.each< [ string, unknown, string, boolean, unknown[] ] >( [
		[
			'check a new id: added at the end',
			[ 'a' ],
			'b',
			true,
			[ 'a', 'b' ],
		],
		[
			'check a chosen id: nothing twice',
			[ 'a', 'b' ],
			'a',
			true,
			[ 'a', 'b' ],
		],
		[ 'uncheck: removed', [ 'a', 'b' ], 'a', false, [ 'b' ] ],
		[ 'uncheck an absent id', [ 'a' ], 'z', false, [ 'a' ] ],
		[
			'duplicates from old content dropped',
			[ 'a', 'b', 'a' ],
			'c',
			true,
			[ 'a', 'b', 'c' ],
		],
		[
			'uncheck removes every copy',
			[ 'a', 'b', 'a' ],
			'a',
			false,
			[ 'b' ],
		],
		[ 'no list yet', undefined, 'a', true, [ 'a' ] ],
		[ 'not a list', 'a', 'b', true, [ 'b' ] ],
		[ 'other values kept', [ 7, 'a' ], 'b', true, [ 7, 'a', 'b' ] ],
	] )( '%s', ( _, interests, id, checked, expected ) => {
		expect( toggleInterest( interests, id, checked ) ).toEqual( expected );
	} );

	test( 'toggling on then off returns the list as it was', () => {
		const on = toggleInterest( [ 'x', 'y' ], 'z', true );
		expect( toggleInterest( on, 'z', false ) ).toEqual( [ 'x', 'y' ] );
	} );
} );

describe( 'isChosen', () => {
	test.each< [ unknown, string, boolean ] >( [
		[ [ 'a' ], 'a', true ],
		[ [ 'a' ], 'b', false ],
		[ undefined, 'a', false ],
	] )( '%j has %s: %p', ( interests, id, chosen ) => {
		expect( isChosen( interests, id ) ).toBe( chosen );
	} );
} );

describe( 'toInterestCategories', () => {
	test.each< [ string, unknown, unknown ] >( [
		[ 'nothing', null, [] ],
		[ 'no list', { interest_categories: 'x' }, [] ],
		[
			'categories and interests',
			{
				interest_categories: [
					{
						id: 'c1',
						title: 'Topics',
						interests: [
							{ id: 'i1', name: 'News' },
							{ id: 'i2', name: 'Offers' },
						],
					},
				],
			},
			[
				{
					id: 'c1',
					title: 'Topics',
					interests: [
						{ id: 'i1', name: 'News' },
						{ id: 'i2', name: 'Offers' },
					],
				},
			],
		],
		[
			'entries without ids dropped; a nameless interest shows its id',
			{
				interest_categories: [
					{ title: 'No id', interests: [ { id: 'x', name: 'X' } ] },
					{
						id: 'c2',
						interests: [ { name: 'No id' }, { id: 'i3' }, null ],
					},
					{ id: 'c3', title: 'No interests' },
				],
			},
			[
				{
					id: 'c2',
					title: '',
					interests: [ { id: 'i3', name: 'i3' } ],
				},
				{ id: 'c3', title: 'No interests', interests: [] },
			],
		],
	] )( '%s', ( _, answer, expected ) => {
		expect( toInterestCategories( answer ) ).toEqual( expected );
	} );
} );
