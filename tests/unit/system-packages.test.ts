/**
 * The fresh-machine guard (tools/lib/system-packages.mjs): `npm test` installs the Debian
 * packages its stages run, then gives every stage a PATH with only Node, Debian's essential
 * commands and those packages' commands. A stage that runs a command the harness does not
 * install (as the unit stage once ran `php` before the harness installed PHP) then fails on
 * every machine, not only on a new one.
 */
import { execFileSync, spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

const ROOT = path.resolve( __dirname, '../..' );
const MODULE = path.join( ROOT, 'tools/lib/system-packages.mjs' );

/**
 * Calls an export of the module in a Node process of its own (the module is ESM) and returns
 * what it answers, through JSON (`testPackages` reads the TEST_PACKAGES list).
 *
 * @param name The export.
 * @param args Its arguments (JSON; a Map is passed as its entries and rebuilt).
 */
function call< T >( name: string, ...args: unknown[] ): T {
	const script = `
		const m = await import( ${ JSON.stringify( MODULE ) } );
		const args = JSON.parse( process.argv[ 1 ] ).map( ( a ) =>
			a && a.__map ? new Map( a.__map ) : a
		);
		const out =
			${ JSON.stringify( name ) } === 'testPackages'
				? m.TEST_PACKAGES
				: m[ ${ JSON.stringify( name ) } ]( ...args );
		process.stdout.write( JSON.stringify( out instanceof Set ? [ ...out ].sort() : out ) );
	`;
	return JSON.parse(
		execFileSync(
			process.execPath,
			[ '--input-type=module', '-e', script, JSON.stringify( args ) ],
			{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
		)
	) as T;
}

describe( 'relationNames reads a dpkg relation field', () => {
	test.each( [
		[ '', [] ],
		[ 'libc6 (>= 2.34)', [ 'libc6' ] ],
		[
			'php8.2-common (= 8.2.36-1~deb12u1), mime-support | media-types',
			[ 'php8.2-common', 'mime-support', 'media-types' ],
		],
		[ 'python3:any, perl:any (>= 5.36)', [ 'python3', 'perl' ] ],
		[ 'awk [amd64]', [ 'awk' ] ],
		[ 'a <!nocheck>, b', [ 'a', 'b' ] ],
	] )( '%j', ( field, names ) => {
		expect( call( 'relationNames', field ) ).toEqual( names );
	} );
} );

describe( 'dependencyClosure follows installed dependencies only', () => {
	const installed = {
		__map: [
			[ 'php', { depends: [ 'php8.2' ], provides: [] } ],
			[ 'php8.2', { depends: [ 'libc6', 'awk' ], provides: [] } ],
			[ 'libc6', { depends: [], provides: [] } ],
			[ 'mawk', { depends: [ 'libc6' ], provides: [ 'awk' ] } ],
			[ 'git', { depends: [ 'libc6' ], provides: [] } ],
			[ 'cycle-a', { depends: [ 'cycle-b' ], provides: [] } ],
			[
				'cycle-b',
				{ depends: [ 'cycle-a', 'not-installed' ], provides: [] },
			],
		],
	};
	test.each( [
		[ [ 'php' ], [ 'libc6', 'mawk', 'php', 'php8.2' ] ],
		[ [ 'git' ], [ 'git', 'libc6' ] ],
		[ [ 'cycle-a' ], [ 'cycle-a', 'cycle-b' ] ],
		[ [ 'not-installed' ], [] ],
		[ [ 'awk' ], [ 'libc6', 'mawk' ] ],
	] )( '%j', ( roots, closure ) => {
		expect( call( 'dependencyClosure', roots, installed ) ).toEqual(
			closure
		);
	} );
} );

describe( 'commandPath shows only what the harness installed', () => {
	let dir: string;
	beforeEach( () => {
		dir = fs.mkdtempSync( path.join( os.tmpdir(), 'blockpack-path-' ) );
	} );
	afterEach( () => fs.rmSync( dir, { recursive: true, force: true } ) );

	test( 'a list without PHP shows no php, even where the machine has it: the unit stage running php before the harness installed it fails on a warm machine too', () => {
		const { commands } = call< { commands: string[] } >(
			'commandPath',
			ROOT,
			[ 'chromium-headless-shell' ],
			dir
		);
		expect( commands ).toEqual(
			expect.arrayContaining( [
				'node',
				'npm',
				'sh',
				'chromium-headless-shell',
			] )
		);
		expect( commands ).not.toContain( 'php' );
		expect( fs.existsSync( path.join( dir, 'php' ) ) ).toBe( false );
	} );

	test( 'the test packages bring php (through its alternative), php-fpm, MariaDB and nginx, and nothing else the machine happens to have', () => {
		const { commands } = call< { commands: string[] } >(
			'commandPath',
			ROOT,
			call< string[] >( 'testPackages' ),
			dir
		);
		expect( commands ).toEqual(
			expect.arrayContaining( [
				'php',
				'php8.2',
				'php-fpm8.2',
				'mariadb-install-db',
				'mariadbd',
				'nginx',
				'chromium-headless-shell',
			] )
		);
		// git is on developers' machines, and on this one, but the harness does not install it.
		expect( commands ).not.toContain( 'git' );
	} );

	test( 'under npm test, this stage itself runs with that PATH: a command the harness does not install is not found', () => {
		if ( ! process.env.BLOCKPACK_COMMAND_PATH ) {
			// Run by hand (`npx wp-scripts test-unit-js …`): nothing to check here.
			return;
		}
		expect( process.env.PATH ).toContain(
			process.env.BLOCKPACK_COMMAND_PATH
		);
		expect( spawnSync( 'git', [ '--version' ] ).error ).toMatchObject( {
			code: 'ENOENT',
		} );
		expect( spawnSync( 'php', [ '-v' ] ).status ).toBe( 0 );
	} );
} );
