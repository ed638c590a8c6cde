/**
 * The Tiled Gallery's deprecations: each writes its fixture back byte for byte, each fixture and
 * each save Jetpack made on a real site opens valid through them, and the migration gives the
 * current attributes.
 */
import fs from 'fs';
import path from 'path';
import { parse as grammarParse } from '@wordpress/block-serialization-default-parser';
import {
	getBlockType,
	getSaveContent,
	parse,
	registerBlockType,
	unregisterBlockType,
	type BlockConfiguration,
} from '@wordpress/blocks';
import deprecated from '..';
import { galleryShape, layoutFromClassName } from '../../layout/mosaic';
import { savedShape, type LegacyAttributes } from '../legacy-markup';

const NAME = 'jetpack/tiled-gallery';
const FIXTURES = path.resolve( __dirname, '../../test/fixtures' );
const JETPACK_CONTENT = path.resolve(
	__dirname,
	'../../../../../../shared/jetpack-content/tiled-gallery'
);

const fixture = ( n: number ) =>
	fs.readFileSync(
		path.join( FIXTURES, `jetpack__tiled-gallery__deprecated-${ n }.html` ),
		'utf8'
	);

/**
 * Registers the block with one deprecation as its save, or with a save that matches nothing
 * and every deprecation behind it.
 *
 * @param index The deprecation's index, or undefined for the whole list.
 */
function register( index?: number ) {
	if ( getBlockType( NAME ) ) {
		unregisterBlockType( NAME );
	}
	const settings =
		index === undefined
			? {
					attributes: {},
					save: () => null,
					deprecated,
				}
			: deprecated[ index ];
	registerBlockType( NAME, {
		apiVersion: 3,
		title: 'Tiled Gallery',
		category: 'media',
		...settings,
	} as unknown as BlockConfiguration );
}

/**
 * @param html  Block markup.
 * @param index The deprecation's index.
 * @return Whether the deprecation alone opens the markup valid.
 */
function validWith( html: string, index: number ): boolean {
	register( index );
	return parseBlocks( html )[ 0 ].isValid;
}

/**
 * Gutenberg reports each refused markup (console.error, console.warn) and each migration
 * (console.info): this file asks for hundreds of them on purpose, so they are not printed.
 *
 * @param html Block markup.
 * @return The parsed blocks.
 */
function parseBlocks( html: string ) {
	const reports = ( [ 'info', 'warn', 'error' ] as const ).map( ( method ) =>
		jest.spyOn( console, method ).mockImplementation( () => undefined )
	);
	const blocks = parse( html );
	reports.forEach( ( report ) => report.mockRestore() );
	return blocks;
}

afterEach( () => {
	if ( getBlockType( NAME ) ) {
		unregisterBlockType( NAME );
	}
} );

const numbers = deprecated.map( ( _, index ) => index + 1 );

// Which deprecations open which fixture. Older, plainer saves are also written by some newer
// entries (Jetpack's own list overlaps the same way); each fixture is opened by its own.
const OPENS: Record< number, number[] > = {
	1: [ 1 ],
	2: [ 2 ],
	3: [ 3 ],
	4: [ 4 ],
	5: [ 5 ],
	6: [ 6 ],
	7: [ 7 ],
	8: [ 7, 8 ],
	9: [ 9 ],
};

describe( 'tiled gallery deprecations', () => {
	test( 'there is one fixture per deprecation', () => {
		expect( Object.keys( OPENS ).map( Number ) ).toEqual( numbers );
	} );

	test.each( numbers )(
		'deprecation %i writes its fixture back byte for byte',
		( n ) => {
			const html = fixture( n );
			register( n - 1 );
			const [ block ] = parseBlocks( html );
			expect( block.isValid ).toBe( true );
			expect(
				getSaveContent( getBlockType( NAME )!, block.attributes )
			).toBe( grammarParse( html )[ 0 ].innerHTML.trim() );
		}
	);

	test.each( numbers )(
		'fixture %i opens valid with exactly the expected deprecations',
		( n ) => {
			const html = fixture( n );
			expect(
				numbers.filter( ( m ) => validWith( html, m - 1 ) )
			).toEqual( OPENS[ n ] );
		}
	);

	test.each( numbers )(
		'fixture %i migrates to the current attributes, every value kept',
		( n ) => {
			const html = fixture( n );
			register();
			const [ block ] = parseBlocks( html );
			expect( block.isValid ).toBe( true );
			const { images, columnWidths, savedRows, savedAmp } =
				block.attributes as {
					images: Array< Record< string, unknown > >;
					columnWidths?: string[][];
					savedRows?: unknown;
					savedAmp?: unknown;
				};
			expect( savedRows ).toBeUndefined();
			expect( savedAmp ).toBeUndefined();
			for ( const image of images ) {
				expect( Object.keys( image ).sort() ).toEqual(
					expect.arrayContaining( [ 'alt', 'id', 'url' ] )
				);
				expect( image ).not.toHaveProperty( 'src' );
				expect( image ).not.toHaveProperty( 'savedLabel' );
				expect( html ).toContain( `data-url="${ image.url }"` );
			}
			const commentAttributes = grammarParse( html )[ 0 ].attrs as {
				ids: number[];
			};
			expect( block.attributes.ids ).toEqual( commentAttributes.ids );
			for ( const width of ( columnWidths ?? [] ).flat() ) {
				expect( width ).toMatch( /^\d+\.\d{5}$/ );
			}
		}
	);

	test( 'a save without data-amp-layout (WordPress.com) opens through the same entry', () => {
		const html = fixture( 2 ).replaceAll(
			' data-amp-layout="responsive"',
			''
		);
		expect( validWith( html, 1 ) ).toBe( true );
		expect( validWith( fixture( 2 ), 1 ) ).toBe( true );
	} );

	test( 'a translated full-screen label stays as saved', () => {
		const html = fixture( 2 ).replace(
			'aria-label="Open image 1 of 5 in full-screen"',
			'aria-label="Ouvrir l’image 1 sur 5 en plein écran"'
		);
		expect( validWith( html, 1 ) ).toBe( true );
	} );

	test( 'markup that no version wrote does not open', () => {
		// An attribute no version wrote on images; a column width that differs from the saved one.
		const lazy = fixture( 2 ).replaceAll( '<img ', '<img loading="lazy" ' );
		const otherWidth = fixture( 7 ).replace(
			'[[69.230769230769,',
			'[[60.230769230769,'
		);
		expect( otherWidth ).not.toBe( fixture( 7 ) );
		for ( const n of numbers ) {
			expect( validWith( lazy, n - 1 ) ).toBe( false );
			expect( validWith( otherWidth, n - 1 ) ).toBe( false );
		}
	} );

	test( 'a filter in the attributes needs its class on every image', () => {
		const unfiltered = fixture( 7 ).replaceAll(
			'class="tiled-gallery__item filter__clarendon"',
			'class="tiled-gallery__item"'
		);
		expect(
			numbers.filter( ( m ) => validWith( unfiltered, m - 1 ) )
		).toEqual( [] );
	} );
} );

/**
 * The rows a save holds, and the rows the current layout gives its images.
 *
 * @param html  Block markup.
 * @param index The deprecation that opens it.
 * @return Both shapes.
 */
function savedAndCurrentShapes( html: string, index: number ) {
	register( index );
	const attributes = parseBlocks( html )[ 0 ].attributes as LegacyAttributes;
	return [
		savedShape( attributes.savedRows ),
		galleryShape( attributes.images, {
			layout: layoutFromClassName( attributes.className ),
			columns: attributes.columns as number | undefined,
			align: attributes.align,
		} ),
	];
}

test.each( numbers )(
	'fixture %i has the rows the layout gives its images (a realistic save)',
	( n ) => {
		const [ saved, current ] = savedAndCurrentShapes( fixture( n ), n - 1 );
		expect( saved ).toEqual( current );
	}
);

// Three saves Jetpack made on real sites, and the first deprecation that opens each.
const JETPACK_SAVES: Array< [ string, number ] > = [
	[ 'jetpack__tiled-gallery__calypso-pattern-mosaic.html', 7 ],
	[ 'jetpack__tiled-gallery__square-amp.html', 6 ],
	[ 'jetpack__tiled-gallery__theme-pattern-rounded.html', 2 ],
];

const describeJetpack = fs.existsSync( JETPACK_CONTENT )
	? describe
	: describe.skip;

describeJetpack( 'saves made by Jetpack', () => {
	test.each( JETPACK_SAVES )(
		'%s opens valid, first through deprecation %i',
		( file, expected ) => {
			const html = fs.readFileSync(
				path.join( JETPACK_CONTENT, file ),
				'utf8'
			);
			expect( numbers.find( ( m ) => validWith( html, m - 1 ) ) ).toBe(
				expected
			);
			register();
			expect( parseBlocks( html )[ 0 ].isValid ).toBe( true );
			// Jetpack's rows are the ones our layout gives the same images.
			const [ saved, current ] = savedAndCurrentShapes(
				html,
				expected - 1
			);
			expect( saved ).toEqual( current );
		}
	);
} );
