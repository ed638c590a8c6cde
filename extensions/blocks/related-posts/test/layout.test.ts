/**
 * The row rule (2, 4 or 5 posts put 2 in the first row, else 3) and the number of posts, in the
 * editor (layout.ts) and on the server (php/render.php's row_sizes()), from one table.
 */
import path from 'path';
import { runPhp } from '../../../../tests/unit/run-php';
import { clampPostsToShow, firstRowSize, toRows } from '../layout';

const ROWS: Array< [ number, number[] ] > = [
	[ 0, [] ],
	[ 1, [ 1 ] ],
	[ 2, [ 2 ] ],
	[ 3, [ 3 ] ],
	[ 4, [ 2, 2 ] ],
	[ 5, [ 2, 3 ] ],
	[ 6, [ 3, 3 ] ],
];

describe( 'rows', () => {
	test.each( ROWS )( '%i posts: rows of %j (editor)', ( count, sizes ) => {
		const items = Array.from( { length: count }, ( _, i ) => i );
		const rows = toRows( items );
		expect( rows.map( ( row ) => row.length ) ).toEqual( sizes );
		expect( rows.flat() ).toEqual( items );
		expect( firstRowSize( count ) ).toBe( sizes[ 0 ] ?? 0 );
	} );

	test( 'the server splits the rows the same way', () => {
		const file = path.resolve( __dirname, '../php/render.php' );
		const server = runPhp< number[][] >(
			`define( 'ABSPATH', '/' ); require $argv[1];
			echo json_encode( array_map( 'Blockpack\\Blocks\\Related_Posts\\row_sizes', range( 0, 6 ) ) );`,
			[ file ]
		);
		expect( server ).toEqual( ROWS.map( ( [ , sizes ] ) => sizes ) );
	} );
} );

describe( 'postsToShow', () => {
	test.each( [
		[ 3, 3 ],
		[ 1, 1 ],
		[ 6, 6 ],
		[ 0, 1 ],
		[ -4, 1 ],
		[ 7, 6 ],
		[ 99, 6 ],
		[ 4.6, 5 ],
		[ '4', 4 ],
		[ 'many', 3 ],
		[ null, 3 ],
		[ undefined, 3 ],
	] )( '%p → %p', ( value, expected ) => {
		expect( clampPostsToShow( value ) ).toBe( expected );
	} );
} );
