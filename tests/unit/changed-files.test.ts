/**
 * The "nothing on a web server's own disk" check of `npm test` (tools/lib/native-wp.mjs,
 * recordSiteFiles() and changedFiles()): after a run, a file added or changed in the site
 * folder outside `wp-content/uploads/`, or left in a node's temporary folder, is reported;
 * uploads, and files behind the symbolic links to the checkout (the plugin, the mu-plugins),
 * are not.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

const MODULE = path.resolve( __dirname, '../../tools/lib/native-wp.mjs' );

function call( name: string, stack: object ): string[] {
	const script = `
		const m = await import( ${ JSON.stringify( MODULE ) } );
		const out = m[ ${ JSON.stringify( name ) } ]( JSON.parse( process.argv[ 1 ] ) );
		process.stdout.write( JSON.stringify( out ?? null ) );
	`;
	const res = spawnSync(
		process.execPath,
		[ '--input-type=module', '-e', script, JSON.stringify( stack ) ],
		{ encoding: 'utf8' }
	);
	if ( res.status !== 0 ) {
		throw new Error( res.stderr );
	}
	return JSON.parse( res.stdout );
}

const write = ( file: string, text = 'x' ) => {
	fs.mkdirSync( path.dirname( file ), { recursive: true } );
	fs.writeFileSync( file, text );
};

describe( 'changedFiles', () => {
	let dir: string;
	let stack: { site: string; nodes: { tmp: string }[] };

	beforeEach( () => {
		dir = fs.mkdtempSync( path.join( os.tmpdir(), 'blockpack-changed-' ) );
		const site = path.join( dir, 'wordpress' );
		stack = {
			site,
			nodes: [
				{ tmp: path.join( dir, 'tmp' ) },
				{ tmp: path.join( dir, 'node-2/tmp' ) },
			],
		};
		write( path.join( site, 'wp-config.php' ), '<?php' );
		write( path.join( site, 'wp-content/uploads/old.jpg' ) );
		fs.mkdirSync( stack.nodes[ 0 ].tmp, { recursive: true } );
		fs.mkdirSync( stack.nodes[ 1 ].tmp, { recursive: true } );
		const checkout = path.join( dir, 'checkout' );
		write( path.join( checkout, 'plugin.php' ) );
		fs.mkdirSync( path.join( site, 'wp-content/plugins' ), {
			recursive: true,
		} );
		fs.symlinkSync(
			checkout,
			path.join( site, 'wp-content/plugins/blockpack' )
		);
		call( 'recordSiteFiles', stack );
	} );

	afterEach( () => fs.rmSync( dir, { recursive: true, force: true } ) );

	it.each( [
		[ 'nothing written', () => {}, [] ],
		[
			'an upload (shared on real sites)',
			( site: string ) =>
				write( path.join( site, 'wp-content/uploads/2026/11/a.jpg' ) ),
			[],
		],
		[
			'a file in the checkout behind the plugin link',
			( site: string ) =>
				write(
					path.join( site, 'wp-content/plugins/blockpack/new.txt' )
				),
			[],
		],
		[
			'a cache file in wp-content',
			( site: string ) =>
				write( path.join( site, 'wp-content/cache/page.html' ) ),
			[ 'wordpress/wp-content/cache/page.html' ],
		],
		[
			'a changed wp-config.php',
			( site: string ) =>
				write( path.join( site, 'wp-config.php' ), '<?php // more' ),
			[ 'wordpress/wp-config.php' ],
		],
		[
			"a file left in each node's temporary folder",
			() => {
				write( path.join( dir, 'tmp/upload-1.part' ) );
				write( path.join( dir, 'node-2/tmp/sub/lock' ) );
			},
			[ 'tmp/upload-1.part', 'node-2/tmp/sub/lock' ],
		],
	] )( '%s', ( _name, act, expected ) => {
		act( stack.site );
		expect( call( 'changedFiles', stack ).sort() ).toEqual(
			[ ...expected ].sort()
		);
	} );
} );
