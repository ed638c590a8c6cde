/**
 * The block.json loader of the editor's bundle (tools/webpack/block-json-loader.cjs): what
 * parsing, validation and saving read is kept; what the server hands the editor is left out.
 */
import fs from 'fs';
import path from 'path';
import { blockFolders, BLOCKS_DIR } from '../../tools/block-folders.cjs';

const loader = require( '../../tools/webpack/block-json-loader.cjs' ) as (
	source: string
) => string;

describe( 'block-json-loader', () => {
	test.each( [
		[ 'name', true ],
		[ 'title', true ],
		[ 'category', true ],
		[ 'parent', true ],
		[ 'attributes', true ],
		[ 'supports', true ],
		[ 'usesContext', true ],
		[ 'providesContext', true ],
		[ 'apiVersion', true ],
		[ 'allowedBlocks', true ],
		[ 'selectors', true ],
		[ 'styles', true ],
		[ 'description', false ],
		[ 'keywords', false ],
		[ 'example', false ],
		[ 'textdomain', false ],
		[ 'editorScript', false ],
		[ 'render', false ],
		[ '$schema', false ],
	] )( '%s kept: %s', ( key, kept ) => {
		const out = JSON.parse( loader( JSON.stringify( { [ key ]: 1 } ) ) );
		expect( key in out ).toBe( kept );
	} );

	test( 'every block keeps what its deprecations and saves read', () => {
		for ( const dir of blockFolders() as string[] ) {
			const source = fs.readFileSync(
				path.join( BLOCKS_DIR, dir, 'block.json' ),
				'utf8'
			);
			const full = JSON.parse( source );
			const out = JSON.parse( loader( source ) );
			expect( out.attributes ).toEqual( full.attributes );
			expect( out.supports ).toEqual( full.supports );
			expect( out.name ).toBe( full.name );
		}
	} );
} );
