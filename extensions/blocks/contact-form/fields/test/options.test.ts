import {
	editableOptions,
	focusAfterRemoval,
	insertOptionAfter,
	removeOption,
	setOption,
	visibleOptions,
} from '../options';

describe( 'options editing', () => {
	test.each( [
		[ [], [ '' ] ],
		[ [ 'A' ], [ 'A' ] ],
		[
			[ 'A', '' ],
			[ 'A', '' ],
		],
	] )( 'editableOptions( %j ) is %j', ( options, expected ) => {
		expect( editableOptions( options ) ).toEqual( expected );
	} );

	test.each( [
		[ [], [] ],
		[
			[ 'A', '', ' ', 'B' ],
			[ 'A', 'B' ],
		],
		[ [ ' C ' ], [ ' C ' ] ],
	] )( 'visibleOptions( %j ) is %j', ( options, expected ) => {
		expect( visibleOptions( options ) ).toEqual( expected );
	} );

	test.each( [
		[ [], 0, 'A', [ 'A' ] ],
		[ [ 'A', 'B' ], 1, 'C', [ 'A', 'C' ] ],
		[ [ 'A' ], 3, 'C', [ 'A' ] ],
		[ [ 'A' ], -1, 'C', [ 'A' ] ],
	] )(
		'setOption( %j, %d, %j ) is %j',
		( options, index, value, expected ) => {
			expect( setOption( options, index, value ) ).toEqual( expected );
		}
	);

	test.each( [
		[ [], 0, [ '', '' ] ],
		[ [ 'A', 'B' ], 0, [ 'A', '', 'B' ] ],
		[ [ 'A', 'B' ], 1, [ 'A', 'B', '' ] ],
		[ [ 'A' ], 9, [ 'A', '' ] ],
		[ [ 'A' ], -1, [ '', 'A' ] ],
	] )( 'insertOptionAfter( %j, %d ) is %j', ( options, index, expected ) => {
		expect( insertOptionAfter( options, index ) ).toEqual( expected );
	} );

	test.each( [
		[ [ 'A', 'B', 'C' ], 1, [ 'A', 'C' ] ],
		[ [ 'A' ], 0, [] ],
		[ [ 'A' ], 4, [ 'A' ] ],
	] )( 'removeOption( %j, %d ) is %j', ( options, index, expected ) => {
		expect( removeOption( options, index ) ).toEqual( expected );
	} );

	test( 'the functions never change the array they are given', () => {
		const options = Object.freeze( [ 'A', 'B' ] );
		setOption( options, 0, 'Z' );
		insertOptionAfter( options, 0 );
		removeOption( options, 0 );
		expect( options ).toEqual( [ 'A', 'B' ] );
	} );

	test.each( [
		[ 2, 3, 1 ],
		[ 0, 3, 0 ],
		[ 3, 3, 2 ],
		[ 0, 0, null ],
	] )(
		'after removing option %d with %d left, focus goes to %p',
		( index, remaining, expected ) => {
			expect( focusAfterRemoval( index, remaining ) ).toBe( expected );
		}
	);
} );
