/**
 * The Tiled Gallery's layout, as pure functions (no DOM, no React).
 *
 * STABLE INTERFACE: the deprecations (`../deprecated/`) reuse these exports to rebuild older
 * saves, so add new exports rather than renaming or changing these.
 *
 * A layout is a list of rows; a row is a list of column sizes (how many images each column
 * holds, top to bottom). The mosaic's row shapes follow Jetpack's `layout/mosaic` rules exactly
 * (same ratios, same rows), so a gallery made with Jetpack keeps its look.
 */

/** Space between images, in px (rows and columns). */
export const GUTTER_WIDTH = 4;
/** Most columns the columns/square/circle layouts offer. */
export const MAX_COLUMNS = 20;
/** Largest rounded-corner radius step. */
export const MAX_ROUNDED_CORNERS = 20;

/** The four layouts, as block style names (`is-style-<name>`). */
export type LayoutStyle = 'rectangular' | 'circle' | 'square' | 'columns';
export const LAYOUT_STYLES: LayoutStyle[] = [
	'rectangular',
	'circle',
	'square',
	'columns',
];

/** Rows of column sizes: `[ [ 1, 2 ], [ 1, 1, 1 ] ]`. */
export type Shape = number[][];

/** What the layout needs of an image. */
export type SizedImage = {
	width?: number | string | null;
	height?: number | string | null;
};

/**
 * Width / height of an image, 1 when either is unknown (Jetpack's rule).
 *
 * @param image        The image's width and height.
 * @param image.width
 * @param image.height
 * @return Its aspect ratio.
 */
export function ratioFromImage( { width, height }: SizedImage ): number {
	const w = Number( width );
	const h = Number( height );
	return w && h && Number.isFinite( w ) && Number.isFinite( h ) ? w / h : 1;
}

/**
 * @param images The gallery's images.
 * @return Their aspect ratios.
 */
export function imagesToRatios( images: SizedImage[] ): number[] {
	return images.map( ratioFromImage );
}

const sum = ( values: number[] ): number =>
	values.reduce( ( total, value ) => total + value, 0 );

/**
 * The "columns" layout: one row of `columnCount` columns, each holding about the same share of
 * the total ratio (the last column takes what is left).
 *
 * @param ratios      Image ratios.
 * @param columnCount Number of columns.
 * @return The shape (a single row).
 */
export function ratiosToColumns(
	ratios: number[],
	columnCount: number
): Shape {
	if ( ratios.length <= columnCount ) {
		return [ Array( ratios.length ).fill( 1 ) ];
	}
	const target = sum( ratios ) / columnCount;
	const row: number[] = [];
	let rest = ratios;
	let accumulated = 0;
	for ( let i = 0; i < columnCount - 1; i++ ) {
		let size = 0;
		// Take images while the running total has not passed this column's boundary.
		while ( size < rest.length && accumulated <= ( i + 1 ) * target ) {
			accumulated += rest[ size ];
			size++;
		}
		row.push( size );
		rest = rest.slice( size );
	}
	row.push( rest.length );
	return [ row ];
}

type RatioTest = ( ratio: number ) => boolean;

const isLandscape: RatioTest = ( r ) => r >= 1 && r < 2;
const isPortrait: RatioTest = ( r ) => r < 1;
const isPanoramic: RatioTest = ( r ) => r >= 2;
const lt =
	( n: number ): RatioTest =>
	( r ) =>
		r < n;
const between =
	( low: number, high: number ): RatioTest =>
	( r ) =>
		r >= low && r < high;

/**
 * @param tests One test per next image.
 * @return Whether the next images pass the tests, one each.
 */
const nextFit =
	( tests: RatioTest[] ) =>
	( ratios: number[] ): boolean =>
		ratios.length >= tests.length &&
		tests.every( ( test, i ) => test( ratios[ i ] ) );

/**
 * @param shape  A row shape.
 * @param recent How many of the latest rows to look at.
 * @return Whether the shape is absent from the latest rows.
 */
const notRecent =
	( shape: number[], recent: number ) =>
	( rows: Shape ): boolean =>
		! rows
			.slice( -recent )
			.some(
				( row ) =>
					row.length === shape.length &&
					row.every( ( size, i ) => size === shape[ i ] )
			);

const L = isLandscape;
const P = isPortrait;
const squareish = between( 0.9, 2 );

/** Candidate rows, in the order Jetpack tries them (before the plain rows). */
const PATTERNS: Array< {
	shape: number[];
	fits: ( ratios: number[] ) => boolean;
	notRecent: ( rows: Shape ) => boolean;
	when?: ( ratios: number[] ) => boolean;
} > = [
	{
		// Reverse symmetric row.
		shape: [ 2, 1, 2 ],
		fits: nextFit( [ L, L, P, L, L ] ),
		notRecent: notRecent( [ 2, 1, 2 ], 5 ),
		when: ( ratios ) => ratios.length > 15,
	},
	{
		// Long symmetric row.
		shape: [ 3, 1, 3 ],
		fits: nextFit( [ L, L, L, P, L, L, L ] ),
		notRecent: notRecent( [ 3, 1, 3 ], 5 ),
		when: ( ratios ) => ratios.length > 15,
	},
	{
		// Symmetric row.
		shape: [ 1, 2, 1 ],
		fits: nextFit( [ P, L, L, P ] ),
		notRecent: notRecent( [ 1, 2, 1 ], 5 ),
		when: ( ratios ) => ratios.length !== 5,
	},
	{
		shape: [ 1, 3 ],
		fits: nextFit( [ P, L, L, L ] ),
		notRecent: notRecent( [ 1, 3 ], 3 ),
	},
	{
		shape: [ 3, 1 ],
		fits: nextFit( [ L, L, L, P ] ),
		notRecent: notRecent( [ 3, 1 ], 3 ),
	},
	{
		shape: [ 1, 2 ],
		fits: nextFit( [ lt( 1.6 ), squareish, squareish ] ),
		notRecent: notRecent( [ 1, 2 ], 3 ),
	},
];

const fiveNotRecent = notRecent( [ 1, 1, 1, 1, 1 ], 1 );
const fourNotRecent = notRecent( [ 1, 1, 1, 1 ], 1 );
const threeNotRecent = notRecent( [ 1, 1, 1 ], 3 );
const twoOneFits = nextFit( [ squareish, squareish, lt( 1.6 ) ] );
const twoOneNotRecent = notRecent( [ 2, 1 ], 3 );

/**
 * The next row of the mosaic.
 *
 * @param rows   Rows made so far.
 * @param ratios Ratios of the images still to place.
 * @param isWide Whether the gallery is wide or full width (allows five across).
 * @return The row's shape.
 */
export function nextMosaicRow(
	rows: Shape,
	ratios: number[],
	isWide: boolean
): number[] {
	const count = ratios.length;
	for ( const pattern of PATTERNS ) {
		if (
			( ! pattern.when || pattern.when( ratios ) ) &&
			pattern.fits( ratios ) &&
			pattern.notRecent( rows )
		) {
			return pattern.shape;
		}
	}
	if (
		isWide &&
		( count === 5 || ( count !== 10 && count > 6 ) ) &&
		fiveNotRecent( rows ) &&
		sum( ratios.slice( 0, 5 ) ) < 5
	) {
		return [ 1, 1, 1, 1, 1 ];
	}
	const four = sum( ratios.slice( 0, 4 ) );
	if (
		( fourNotRecent( rows ) && four < 3.5 && count > 5 ) ||
		( four < 7 && count === 4 )
	) {
		return [ 1, 1, 1, 1 ];
	}
	const three = sum( ratios.slice( 0, 3 ) );
	if (
		count >= 3 &&
		count !== 4 &&
		count !== 6 &&
		threeNotRecent( rows ) &&
		( three < 2.5 ||
			( three < 5 && ratios[ 0 ] === ratios[ 2 ] ) ||
			isWide )
	) {
		return [ 1, 1, 1 ];
	}
	if ( twoOneFits( ratios ) && twoOneNotRecent( rows ) ) {
		return [ 2, 1 ];
	}
	if ( count > 0 && isPanoramic( ratios[ 0 ] ) ) {
		return [ 1 ];
	}
	if ( count > 3 ) {
		return [ 1, 1 ];
	}
	return Array( count ).fill( 1 );
}

/**
 * The mosaic (rectangular) layout: rows chosen from the images' ratios.
 *
 * @param ratios         Image ratios, in gallery order.
 * @param options        `isWide`: the block is aligned wide or full.
 * @param options.isWide
 * @return The shape.
 */
export function ratiosToMosaicRows(
	ratios: number[],
	{ isWide = false }: { isWide?: boolean } = {}
): Shape {
	const rows: Shape = [];
	let rest = ratios;
	while ( rest.length ) {
		const row = nextMosaicRow( rows, rest, isWide );
		rows.push( row );
		rest = rest.slice( sum( row ) );
	}
	return rows;
}

/**
 * The square and circle layouts: rows of `columns` images, the first row holding the remainder.
 *
 * @param count   Number of images.
 * @param columns Images per row (capped at MAX_COLUMNS).
 * @return Images per row, e.g. `[ 1, 3 ]` for four images in three columns.
 */
export function squareRowSizes( count: number, columns: number ): number[] {
	const perRow = Math.max( 1, Math.min( MAX_COLUMNS, columns ) );
	const remainder = count % perRow;
	const sizes = remainder ? [ remainder ] : [];
	for ( let i = remainder; i < count; i += perRow ) {
		sizes.push( perRow );
	}
	return sizes;
}

/**
 * @param layout A layout style.
 * @return Whether it is a grid of equal tiles (square or circle).
 */
export function isSquareishLayout( layout: string ): boolean {
	return layout === 'square' || layout === 'circle';
}

/**
 * The layout named by a class name (`is-style-…`), rectangular when none is.
 *
 * @param className The block's class name.
 * @return The layout style.
 */
export function layoutFromClassName( className?: string ): LayoutStyle {
	const found = ( className ?? '' )
		.split( /\s+/ )
		.map( ( name ) => name.replace( /^is-style-/, '' ) )
		.find( ( name ): name is LayoutStyle =>
			( LAYOUT_STYLES as string[] ).includes( name )
		);
	return found ?? 'rectangular';
}

/**
 * Default number of columns: min(3, images).
 *
 * @param imageCount Number of images.
 * @return Columns.
 */
export function defaultColumns( imageCount: number ): number {
	return Math.min( 3, imageCount );
}

/**
 * The shape of a gallery, for any layout. Square and circle rows hold one image per column.
 *
 * @param images          The images.
 * @param options         Layout style, columns (columns/square/circle) and alignment.
 * @param options.layout
 * @param options.columns
 * @param options.align
 * @return The shape.
 */
export function galleryShape(
	images: SizedImage[],
	{
		layout,
		columns,
		align,
	}: { layout: LayoutStyle; columns?: number; align?: string }
): Shape {
	if ( ! images.length ) {
		return [];
	}
	const columnCount = Math.max(
		1,
		Math.min( columns ?? defaultColumns( images.length ), MAX_COLUMNS )
	);
	if ( isSquareishLayout( layout ) ) {
		return squareRowSizes( images.length, columnCount ).map( ( size ) =>
			Array( size ).fill( 1 )
		);
	}
	const ratios = imagesToRatios( images );
	if ( layout === 'columns' ) {
		return ratiosToColumns( ratios, columnCount );
	}
	return ratiosToMosaicRows( ratios, {
		isWide: align === 'wide' || align === 'full',
	} );
}

/**
 * Splits the images along a shape: rows of columns of images.
 *
 * @param shape  The shape.
 * @param images The images, in order.
 * @return The images grouped by row and column.
 */
export function groupByShape< T >( shape: Shape, images: T[] ): T[][][] {
	let cursor = 0;
	return shape.map( ( row ) =>
		row.map( ( size ) => {
			const column = images.slice( cursor, cursor + size );
			cursor += size;
			return column;
		} )
	);
}

/**
 * The ratio (width / height) of a column of images stacked without gaps.
 *
 * @param column The column's images.
 * @return Its ratio.
 */
export function columnRatio( column: SizedImage[] ): number {
	return 1 / sum( column.map( ( image ) => 1 / ratioFromImage( image ) ) );
}

/**
 * Column widths of one row, as percentages of the row's width less its gutters (the gaps between
 * columns), five decimals as Jetpack saves them. Each column's width follows its ratio with the
 * gutters between the images stacked in it counted, so that for a gallery `width` px wide all
 * columns end at exactly the same height: with `gap` and these `flex-basis` values, CSS alone
 * lines the row up. (Jetpack's own figures miss by about a pixel, and its script corrected them
 * on the front end; ours need no script.)
 *
 * @param row   The row's columns of images.
 * @param width The gallery's width in px.
 * @return One percentage string per column.
 */
export function rowColumnWidths(
	row: SizedImage[][],
	width: number
): string[] {
	const ratios = row.map( columnRatio );
	const rowWidth = width - GUTTER_WIDTH * ( row.length - 1 );
	// Height h shared by all columns: sum of r_i * ( h - gutters_i ) = rowWidth.
	const height =
		( rowWidth +
			sum(
				ratios.map(
					( r, i ) => r * GUTTER_WIDTH * ( row[ i ].length - 1 )
				)
			) ) /
		sum( ratios );
	return row.map( ( column, i ) =>
		(
			( ( ( height - GUTTER_WIDTH * ( column.length - 1 ) ) *
				ratios[ i ] ) /
				rowWidth ) *
			100
		).toFixed( 5 )
	);
}

/**
 * Column widths of every row (the `columnWidths` attribute) for a gallery `width` px wide.
 *
 * @param shape  The gallery's shape.
 * @param images The images.
 * @param width  The gallery's width in px.
 * @return Rows of percentage strings.
 */
export function columnWidths(
	shape: Shape,
	images: SizedImage[],
	width: number
): string[][] {
	return groupByShape( shape, images ).map( ( row ) =>
		rowColumnWidths( row, width )
	);
}
