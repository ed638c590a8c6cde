/**
 * Starts a real WordPress 6.6 offline with WordPress Playground, Blockpack mounted and active.
 * See ../shared/wordpress-offline.md for the facts this relies on.
 */
import { spawn } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	cpSync,
	rmSync,
	writeFileSync,
	readdirSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire( import.meta.url );
export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const CACHE = path.join( ROOT, '.cache' );

const {
	testExecutablePath,
	testArgs,
	...launch
} = require( './chromium.json' );
/**
 * Launch options for Debian's Chromium on this offline machine: the whole browser, which the
 * bench measures because editors use one (tests/browser.ts launches the same with the headless
 * shell instead, `testExecutablePath`, and V8's optimizing compilers off, `testArgs`).
 */
export const CHROMIUM = launch;
export const WP_DIR = path.join( CACHE, 'wordpress-6.6' );

/**
 * Builds the WordPress tree from the npm package once (PHP files from the zip, static files
 * from the package's public folder).
 *
 * @param {string} [target] The folder to build (Playground's by default).
 * @return {string} The folder holding a whole WordPress.
 */
export function prepareWordPress( target = WP_DIR ) {
	if ( existsSync( path.join( target, 'wp-settings.php' ) ) ) {
		return target;
	}
	const builds = path.dirname(
		require.resolve( '@wp-playground/wordpress-builds/package.json' )
	);
	const zip = path.join( builds, 'src/wordpress/wp-beta.zip' );
	const tmp = `${ target }.tmp-${ process.pid }`;
	rmSync( tmp, { recursive: true, force: true } );
	mkdirSync( tmp, { recursive: true } );
	const AdmZip = require( 'adm-zip' );
	new AdmZip( zip ).extractAllTo( tmp, true );
	// The zip holds a single top folder (wordpress/) or the tree itself.
	const inner = existsSync( path.join( tmp, 'wordpress', 'wp-settings.php' ) )
		? path.join( tmp, 'wordpress' )
		: tmp;
	cpSync( path.join( builds, 'public/wp-beta' ), inner, { recursive: true } );
	rmSync( target, { recursive: true, force: true } );
	cpSync( inner, target, { recursive: true } );
	rmSync( tmp, { recursive: true, force: true } );
	return target;
}

/**
 * Starts the server and resolves once WordPress answers.
 *
 * @param {Object}   options
 * @param {number}   [options.port]        Port, 9400 by default.
 * @param {string[]} [options.extraMounts] More `host:vfs` mounts (test-only mu-plugins).
 * @param {boolean}  [options.quiet]       Do not echo the server's output.
 * @param {boolean}  [options.login]       Log every browser in as the admin (off for tests, which log in themselves).
 * @param {string}   [options.php]         PHP version, 8.3 by default (the smoke stage runs the plugin's minimum, 7.4).
 * @return {Promise<{url: string, stop: () => Promise<void>, child: import('node:child_process').ChildProcess}>} The running server.
 */
export async function startWordPress( {
	port = 9400,
	extraMounts = [],
	quiet = false,
	login = true,
	php = '8.3',
} = {} ) {
	const wp = prepareWordPress();
	mkdirSync( CACHE, { recursive: true } );
	const blueprint = path.join( CACHE, `blueprint-${ port }.json` );
	const database = path.join( CACHE, `database-${ port }` );
	rmSync( database, { recursive: true, force: true } );
	mkdirSync( database, { recursive: true } );
	writeFileSync(
		blueprint,
		JSON.stringify(
			{
				landingPage: '/wp-admin/post-new.php',
				login,
				// The CLI's --php flag alone is ignored when a blueprint file is given (the CLI then
				// runs its newest PHP): the blueprint must name the version too.
				preferredVersions: { php, wp: 'latest' },
				steps: [
					{
						step: 'activatePlugin',
						pluginPath: 'blockpack/plugin.php',
					},
					{
						step: 'runPHP',
						code: `<?php require '/wordpress/wp-load.php';
if ( ! get_user_by( 'login', 'subscriber' ) ) {
	wp_insert_user( array( 'user_login' => 'subscriber', 'user_pass' => 'password', 'user_email' => 'subscriber@example.org', 'role' => 'subscriber' ) );
}`,
					},
				],
			},
			null,
			'\t'
		)
	);
	const cli = path.join(
		path.dirname( require.resolve( '@wp-playground/cli/package.json' ) ),
		'wp-playground.js'
	);
	const args = [
		cli,
		'server',
		`--mount-before-install=${ wp }:/wordpress`,
		// Each server gets its own, fresh database (SQLite), so that servers on other ports
		// and earlier runs never share posts, users or options.
		`--mount-before-install=${ database }:/wordpress/wp-content/database`,
		`--mount=${ ROOT }:/wordpress/wp-content/plugins/blockpack`,
		...extraMounts.map( ( m ) => `--mount=${ m }` ),
		'--wordpress-install-mode=install-from-existing-files',
		`--blueprint=${ blueprint }`,
		...( login ? [ '--login' ] : [] ),
		`--port=${ port }`,
		`--php=${ php }`,
		// Three PHP workers: the editor fires a dozen requests at once, and Playground warns
		// that fewer workers risk blocking on file locks. Measured on 2 cores: the e2e suite
		// took 2.0 min with 3 workers, 2.5 min with 1.
		`--workers=${ process.env.WP_WORKERS || 3 }`,
	];
	const child = spawn( process.execPath, args, {
		cwd: ROOT,
		stdio: [ 'ignore', 'pipe', 'pipe' ],
		detached: process.platform !== 'win32',
	} );
	const url = await new Promise( ( resolve, reject ) => {
		let out = '';
		const timer = setTimeout(
			() =>
				reject(
					new Error( `WordPress did not start in 180 s:\n${ out }` )
				),
			180000
		);
		const onData = ( chunk ) => {
			const text = chunk.toString();
			out += text;
			if ( ! quiet ) {
				process.stderr.write( text );
			}
			const m = out.match( /WordPress is running on (http:\/\/\S+)/ );
			if ( m ) {
				clearTimeout( timer );
				resolve( m[ 1 ].replace( /\/$/, '' ) );
			}
		};
		child.stdout.on( 'data', onData );
		child.stderr.on( 'data', onData );
		child.on( 'exit', ( code ) => {
			clearTimeout( timer );
			reject( new Error( `WordPress exited with ${ code }:\n${ out }` ) );
		} );
	} );
	const stop = () =>
		new Promise( ( resolve ) => {
			if ( child.exitCode !== null ) {
				resolve();
				return;
			}
			const signal = ( name ) => {
				try {
					// The whole process group: Playground's PHP workers too.
					process.kill( -child.pid, name );
				} catch {
					child.kill( name );
				}
			};
			const force = setTimeout( () => signal( 'SIGKILL' ), 10000 );
			child.once( 'exit', () => {
				clearTimeout( force );
				resolve();
			} );
			signal( 'SIGTERM' );
		} );
	// A harness that dies without calling stop() must not leave WordPress running.
	process.once( 'exit', () => {
		if ( child.exitCode === null ) {
			try {
				process.kill( -child.pid, 'SIGKILL' );
			} catch {}
		}
	} );
	return { url, stop, child };
}

/**
 * The mounts the test harnesses add: the test-only mu-plugins, and each folder of
 * tests/plugins (fakes of third-party plugins such as the CRM, which tests own) as a plugin.
 *
 * @return {string[]} `host:vfs` mounts.
 */
export function testMounts() {
	const plugins = path.join( ROOT, 'tests/plugins' );
	const fakes = existsSync( plugins )
		? readdirSync( plugins, { withFileTypes: true } )
				.filter( ( entry ) => entry.isDirectory() )
				.map(
					( entry ) =>
						`${ path.join( plugins, entry.name ) }:/wordpress/wp-content/plugins/${ entry.name }`
				)
		: [];
	return [
		`${ path.join( ROOT, 'tests/mu-plugins' ) }:/wordpress/wp-content/mu-plugins`,
		...fakes,
	];
}

/**
 * The first port from `from` on that nothing listens on, on any address (a WordPress left
 * running by an interrupted run, or a developer's own server, keeps its port).
 *
 * @param {number} from    The first port to try.
 * @param {number} [count] How many ports to try.
 * @return {Promise<number>} A free port.
 */
export async function freePort( from, count = 100 ) {
	for ( let candidate = from; candidate < from + count; candidate++ ) {
		const free = await new Promise( ( resolve ) => {
			const server = net.createServer();
			server.once( 'error', () => resolve( false ) );
			server.listen( candidate, () =>
				server.close( () => resolve( true ) )
			);
		} );
		if ( free ) {
			return candidate;
		}
	}
	throw new Error(
		`No free port between ${ from } and ${ from + count - 1 }.`
	);
}
