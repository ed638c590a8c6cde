/**
 * `tools/make-pot.mjs` (run by `npm run build`) lists every string the editor shows in
 * languages/blockpack.pot: each literal `__( '…', 'blockpack' )` in the blocks', shared and
 * stores' TypeScript appears as a msgid, and no msgid (with its context) is listed twice.
 */
import { spawnSync } from 'node:child_process';
import {
	mkdtempSync,
	readFileSync,
	readdirSync,
	rmSync,
	statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve( __dirname, '../..' );

function sources( dir: string ): string[] {
	return readdirSync( dir ).flatMap( ( name ) => {
		if ( name === 'test' || name === 'node_modules' ) {
			return [];
		}
		const full = path.join( dir, name );
		if ( statSync( full ).isDirectory() ) {
			return sources( full );
		}
		return /\.tsx?$/.test( name ) && ! name.endsWith( '.d.ts' )
			? [ full ]
			: [];
	} );
}

/**
 * A PO field's value (`msgid "a" "b"` over several lines), unescaped.
 *
 * @param entry One entry of the .pot.
 * @param name  The field: `msgid` or `msgctxt`.
 */
function field( entry: string, name: string ): string | undefined {
	const match = new RegExp(
		`^${ name } ("(?:[^"\\\\]|\\\\.)*")((?:\\n"(?:[^"\\\\]|\\\\.)*")*)`,
		'm'
	).exec( entry );
	if ( ! match ) {
		return undefined;
	}
	return [ ...( match[ 1 ] + match[ 2 ] ).matchAll( /"((?:[^"\\]|\\.)*)"/g ) ]
		.map( ( part ) => part[ 1 ] )
		.join( '' )
		.replace( /\\n/g, '\n' )
		.replace( /\\(["\\])/g, '$1' );
}

describe( 'make-pot', () => {
	const potDir = mkdtempSync( path.join( tmpdir(), 'blockpack-pot-' ) );
	const out = path.join( potDir, 'blockpack.pot' );
	let keys: string[] = [];
	afterAll( () => rmSync( potDir, { recursive: true, force: true } ) );
	beforeAll( () => {
		const run = spawnSync( process.execPath, [ 'tools/make-pot.mjs' ], {
			cwd: ROOT,
			env: { ...process.env, BLOCKPACK_POT_OUT: out },
			encoding: 'utf8',
		} );
		expect( run.status ).toBe( 0 );
		keys = readFileSync( out, 'utf8' )
			.split( /\n\n+/ )
			.map( ( entry ) => {
				const id = field( entry, 'msgid' );
				return id
					? `${ field( entry, 'msgctxt' ) ?? '' }\u0004${ id }`
					: '';
			} )
			.filter( Boolean );
	}, 120000 );

	const literals = [ 'extensions', 'shared', 'stores', 'src' ]
		.flatMap( ( dir ) => sources( path.join( ROOT, dir ) ) )
		.flatMap( ( file ) =>
			[
				...readFileSync( file, 'utf8' ).matchAll(
					/\b__\(\s*'((?:[^'\\\n]|\\.)*)',\s*'blockpack'\s*\)/g
				),
			].map( ( match ) => ( {
				file: path.relative( ROOT, file ),
				text: match[ 1 ].replace( /\\(['\\])/g, '$1' ),
			} ) )
		);

	it( 'finds strings to look for in many files', () => {
		expect(
			new Set( literals.map( ( { file } ) => file ) ).size
		).toBeGreaterThan( 50 );
	} );

	it( 'lists every literal editor string', () => {
		const ids = new Set(
			keys.map( ( key ) => key.split( '\u0004' )[ 1 ] )
		);
		const missing = literals.filter( ( { text } ) => ! ids.has( text ) );
		expect( missing ).toEqual( [] );
	} );

	it( 'lists each msgid once per context', () => {
		const seen = new Set< string >();
		const twice = keys.filter( ( key ) =>
			seen.has( key ) ? true : ( seen.add( key ), false )
		);
		expect( twice ).toEqual( [] );
	} );
} );
