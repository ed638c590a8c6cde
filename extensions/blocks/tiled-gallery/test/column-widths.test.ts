import {
	isRealResize,
	shouldRecordWidths,
	widthsFitShape,
} from '../column-widths';

describe( 'widthsFitShape', () => {
	it.each( [
		[ [ [ '50', '50' ] ], [ [ 1, 1 ] ], true ],
		[ [ [ '50', '50' ], [ '100' ] ], [ [ 1, 2 ], [ 1 ] ], true ],
		[ [ [ '100' ] ], [ [ 1, 1 ] ], false ],
		[ [], [ [ 1 ] ], false ],
		[ undefined, [ [ 1 ] ], false ],
		[ [ [ '50', '50' ] ], [ [ 1, 1 ], [ 1 ] ], false ],
	] )( '%j for %j → %p', ( widths, shape, fits ) => {
		expect( widthsFitShape( widths, shape ) ).toBe( fits );
	} );
} );

describe( 'shouldRecordWidths', () => {
	const shape = [ [ 1, 1 ] ];
	const computed = [ [ '40.00000', '60.00000' ] ];
	it.each( [
		// Opening a post whose widths fit: nothing recorded (the post stays unmodified).
		[ 'opened, widths fit', false, [ [ '41.00000', '59.00000' ] ], false ],
		// Opening a post without widths (an older save): nothing recorded until the user
		// changes the gallery, so the post stays unmodified.
		[ 'opened, no widths: the post stays unmodified', false, [], false ],
		[
			'opened, widths missing: the post stays unmodified',
			false,
			undefined,
			false,
		],
		[ 'changed', true, [ [ '41.00000', '59.00000' ] ], true ],
		[ 'changed, already equal', true, computed, false ],
		[
			'opened, widths of another shape: the post stays unmodified',
			false,
			[ [ '100.00000' ] ],
			false,
		],
		[ 'changed, no widths', true, [], true ],
		[ 'changed, widths of another shape', true, [ [ '100.00000' ] ], true ],
	] )( '%s', ( _name, changed, saved, record ) => {
		expect(
			shouldRecordWidths( { changed, saved, computed, shape } )
		).toBe( record );
	} );
	it( 'never records for an empty gallery', () => {
		expect(
			shouldRecordWidths( {
				changed: true,
				saved: [],
				computed: [],
				shape: [],
			} )
		).toBe( false );
	} );
} );

describe( 'isRealResize', () => {
	it.each( [
		[ null, 600, true ],
		[ 600, 600.4, false ],
		[ 600, 599.2, false ],
		[ 600, 601, true ],
		[ 600, 300, true ],
		[ null, 0, false ],
	] )( '%p → %p: %p', ( previous, next, real ) => {
		expect( isRealResize( previous, next ) ).toBe( real );
	} );
} );
