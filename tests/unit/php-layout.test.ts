/**
 * The plugin's PHP layout: nothing lists a folder at run time (what runs is what the build
 * listed, not whatever file lies in a folder), every block is in the manifest the build
 * generates, and each block's PHP is loaded by name. REST routes have one shape: registered by
 * `Rest_Controller::route()`, each permission one of that class's.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
	blockFolders,
	blocksManifest,
	blockPhpFiles,
	toPhp,
} from '../../tools/block-folders.cjs';

const ROOT = path.resolve( __dirname, '../..' );
const SKIP = [ 'node_modules', '.cache', '.git', 'tests', 'artifacts' ];

/**
 * Every file under a folder whose name passes `test`, walking every folder but SKIP and `test`.
 *
 * @param dir  The folder.
 * @param test Which file names to keep.
 */
function walk( dir: string, test: ( name: string ) => boolean ): string[] {
	return fs
		.readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return SKIP.includes( entry.name ) || entry.name === 'test'
					? []
					: walk( full, test );
			}
			return test( entry.name ) ? [ full ] : [];
		} );
}

const rel = ( file: string ) => path.relative( ROOT, file );

/**
 * Runs PHP code in the plugin folder and returns what it printed.
 *
 * @param code PHP, without `<?php`.
 */
function php( code: string ): string {
	const res = spawnSync( 'php', [ '-r', code ], {
		cwd: ROOT,
		encoding: 'utf8',
	} );
	if ( res.status !== 0 ) {
		throw new Error( res.stderr || res.stdout );
	}
	return res.stdout;
}

describe( 'PHP layout', () => {
	test( 'no PHP file of the plugin lists a folder (glob, scandir, opendir, readdir)', () => {
		const offenders = walk( ROOT, ( name ) => name.endsWith( '.php' ) )
			.filter( ( file ) =>
				/(?<![\w$>:])(glob|scandir|opendir|readdir)\s*\(/.test(
					fs.readFileSync( file, 'utf8' )
				)
			)
			.map( rel );
		expect( offenders ).toEqual( [] );
	} );

	test( 'no PHP file of the plugin has a phpcs: comment (no coding-standard checker runs; a plain comment says why)', () => {
		const offenders = [ 'php', 'extensions' ]
			.flatMap( ( dir ) =>
				walk( path.join( ROOT, dir ), ( name ) =>
					name.endsWith( '.php' )
				)
			)
			.concat( path.join( ROOT, 'plugin.php' ) )
			.filter( ( file ) =>
				/\/\/\s*phpcs:|\/\*\s*phpcs:|#\s*phpcs:/.test(
					fs.readFileSync( file, 'utf8' )
				)
			)
			.map( rel );
		expect( offenders ).toEqual( [] );
	} );

	test( "REST routes are registered by Rest_Controller::route(), each method's permission one of Rest_Controller's, a public route's with the reason above it", () => {
		const controller = path.join( ROOT, 'php/class-rest-controller.php' );
		const files = [ 'php', 'extensions' ]
			.flatMap( ( dir ) =>
				walk( path.join( ROOT, dir ), ( name ) =>
					name.endsWith( '.php' )
				)
			)
			.concat( path.join( ROOT, 'plugin.php' ) )
			.filter( ( file ) => file !== controller );
		const offenders: string[] = [];
		let permissions = 0;
		for ( const file of files ) {
			const lines = fs.readFileSync( file, 'utf8' ).split( '\n' );
			lines.forEach( ( line, index ) => {
				const where = `${ rel( file ) }:${ index + 1 }`;
				if (
					/register_rest_route\s*\(|permission_callback/.test( line )
				) {
					offenders.push( `${ where } registers by hand` );
				}
				if ( /'permission'\s*=>/.test( line ) ) {
					permissions++;
					if (
						! /'permission'\s*=>\s*Rest_Controller::(require_capability|require_post_capability|require_token|public_route)\(/.test(
							line
						)
					) {
						offenders.push(
							`${ where } permission not from Rest_Controller`
						);
					}
				}
				if (
					/Rest_Controller::public_route\(/.test( line ) &&
					! /^\s*\/\//.test( lines[ index - 1 ] )
				) {
					offenders.push(
						`${ where } public route without its reason above`
					);
				}
			} );
		}
		expect( offenders ).toEqual( [] );
		expect( permissions ).toBeGreaterThan( 20 );
	} );

	test( 'every block.json under extensions/blocks is in the manifest, by its folder', () => {
		const onDisk = walk(
			path.join( ROOT, 'extensions/blocks' ),
			( name ) => name === 'block.json'
		)
			.map( ( file ) =>
				path
					.relative(
						path.join( ROOT, 'extensions/blocks' ),
						path.dirname( file )
					)
					.split( path.sep )
					.join( '/' )
			)
			.sort();
		const manifest = blocksManifest();
		expect( Object.keys( manifest ).sort() ).toEqual( onDisk );
		expect( onDisk ).toEqual( blockFolders() );
		// Children under their parents.
		expect( onDisk ).toContain( 'contact-form/fields/text' );
		expect( onDisk ).toContain( 'contact-info/children/email' );
		expect( manifest[ 'contact-form/fields/checkbox-multiple' ].name ).toBe(
			'jetpack/field-checkbox-multiple'
		);
	} );

	test( 'every index.php of a block is in the list the plugin loads, and every other PHP file of a block is required by name from its index.php', () => {
		const loaded = blockPhpFiles();
		const indexes = walk(
			path.join( ROOT, 'extensions' ),
			( name ) => name === 'index.php'
		).map( ( file ) =>
			path
				.relative( path.join( ROOT, 'extensions' ), file )
				.split( path.sep )
				.join( '/' )
		);
		expect( [ ...loaded ].sort() ).toEqual( indexes.sort() );
		const missing = walk( path.join( ROOT, 'extensions' ), ( name ) =>
			name.endsWith( '.php' )
		)
			.filter(
				( file ) => path.basename( path.dirname( file ) ) === 'php'
			)
			.filter( ( file ) => {
				const index = path.join( path.dirname( file ), '../index.php' );
				return (
					! fs.existsSync( index ) ||
					! fs
						.readFileSync( index, 'utf8' )
						.includes(
							`require_once __DIR__ . '/php/${ path.basename( file ) }';`
						)
				);
			} )
			.map( rel );
		expect( missing ).toEqual( [] );
	} );

	test( 'the generator refuses a child folder named like a top-level block', () => {
		const dir = fs.mkdtempSync(
			path.join( os.tmpdir(), 'blockpack-layout-' )
		);
		for ( const folder of [ 'email', 'form/fields/email' ] ) {
			fs.mkdirSync( path.join( dir, folder ), { recursive: true } );
			fs.writeFileSync(
				path.join( dir, folder, 'block.json' ),
				JSON.stringify( {
					name: `test/${ folder.replace( /\//g, '-' ) }`,
				} )
			);
		}
		expect( () => blocksManifest( dir ) ).toThrow( /form\/fields\/email/ );
		fs.rmSync( path.join( dir, 'email' ), { recursive: true } );
		expect( Object.keys( blocksManifest( dir ) ) ).toEqual( [
			'form/fields/email',
		] );
		fs.rmSync( dir, { recursive: true } );
	} );

	test( 'PHP reads the generated values as WordPress decodes block.json', () => {
		const sample = {
			name: "it's \\ a <test>",
			list: [ 1, 2.5, true, null, 'x' ],
			nested: { a: { b: [] }, 'key-2': 'v' },
		};
		const out = php(
			`var_export( json_decode( ${ toPhp(
				JSON.stringify( sample )
			) }, true ) === ${ toPhp( sample ) } );`
		);
		expect( out ).toBe( 'true' );
	} );

	( fs.existsSync( path.join( ROOT, 'build/blocks-manifest.php' ) )
		? test
		: test.skip )(
		"the built manifest holds every block's block.json as WordPress decodes it",
		() => {
			const out = php(
				`$m = require 'build/blocks-manifest.php';
				foreach ( $m as $k => $v ) {
					$j = json_decode( file_get_contents( "extensions/blocks/$k/block.json" ), true );
					if ( $j !== $v ) { echo "differs: $k\\n"; }
				}
				echo implode( ',', array_keys( $m ) );`
			);
			expect( out.split( ',' ) ).toEqual( blockFolders() );
		}
	);
} );
