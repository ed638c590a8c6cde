/**
 * One way to fetch: components never call apiFetch themselves. A static scan of the production
 * sources fails when a component file (any `.tsx`, anything under an `edit/` folder, any file
 * named `edit.*`) imports `@wordpress/api-fetch`; reading and writing go through the stores
 * (stores/*) and `@wordpress/core-data`.
 */
import { readdirSync, readFileSync } from 'fs';
import path from 'path';

const ROOT = path.resolve( __dirname, '../..' );
const SOURCES = [ 'extensions', 'shared', 'src', 'stores' ];

/**
 * Every TS file under a folder, tests left out.
 *
 * @param dir The folder.
 * @return Paths relative to the repository.
 */
function sourceFiles( dir: string ): string[] {
	return readdirSync( path.join( ROOT, dir ), {
		withFileTypes: true,
	} ).flatMap( ( entry ) => {
		const rel = `${ dir }/${ entry.name }`;
		if ( entry.isDirectory() ) {
			return entry.name === 'test' || entry.name === 'node_modules'
				? []
				: sourceFiles( rel );
		}
		return /\.tsx?$/.test( entry.name ) ? [ rel ] : [];
	} );
}

/**
 * Whether a file is a component file.
 *
 * @param file Path relative to the repository.
 */
export function isComponentFile( file: string ): boolean {
	return (
		file.endsWith( '.tsx' ) ||
		file.split( '/' ).slice( 0, -1 ).includes( 'edit' ) ||
		/(^|\/)edit\.[^/]+$/.test( file )
	);
}

/**
 * Whether a source imports (or requires) apiFetch.
 *
 * @param source The file's text.
 */
export function importsApiFetch( source: string ): boolean {
	return /(?:from\s*|import\s*\(\s*|require\s*\(\s*|import\s+)['"]@wordpress\/api-fetch['"]/.test(
		source
	);
}

describe( 'components never call apiFetch', () => {
	it.each< [ string, boolean ] >( [
		[ 'extensions/blocks/x/edit.tsx', true ],
		[ 'extensions/blocks/x/edit.ts', true ],
		[ 'extensions/blocks/x/edit/use-product.ts', true ],
		[ 'extensions/blocks/x/edit/deep/thing.ts', true ],
		[ 'shared/banners/premium-banner.tsx', true ],
		[ 'extensions/blocks/x/editor.ts', false ],
		[ 'extensions/blocks/x/rules.ts', false ],
		[ 'stores/site/resolvers.ts', false ],
	] )( '%s is a component file: %p', ( file, expected ) => {
		expect( isComponentFile( file ) ).toBe( expected );
	} );

	it.each< [ string, boolean ] >( [
		[ "import apiFetch from '@wordpress/api-fetch';", true ],
		[ 'import apiFetch from "@wordpress/api-fetch";', true ],
		[
			"import type { APIFetchOptions } from '@wordpress/api-fetch';",
			true,
		],
		[ "const f = require( '@wordpress/api-fetch' );", true ],
		[ "const f = await import( '@wordpress/api-fetch' );", true ],
		[ "import '@wordpress/api-fetch';", true ],
		[ "import { store } from '@wordpress/core-data';", false ],
		[ '// apiFetch is not used here', false ],
	] )( '%s imports apiFetch: %p', ( source, expected ) => {
		expect( importsApiFetch( source ) ).toBe( expected );
	} );

	it( 'no component file imports @wordpress/api-fetch', () => {
		const files = SOURCES.flatMap( sourceFiles ).filter( isComponentFile );
		// The scan does see the components.
		expect( files ).toContain( 'extensions/blocks/donations/edit.tsx' );
		expect( files ).toContain(
			'extensions/blocks/simple-payments/edit/use-product.ts'
		);
		const offenders = files.filter( ( file ) =>
			importsApiFetch( readFileSync( path.join( ROOT, file ), 'utf8' ) )
		);
		expect( offenders ).toEqual( [] );
	} );
} );
