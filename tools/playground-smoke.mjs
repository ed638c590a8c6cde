#!/usr/bin/env node
/**
 * Playground smoke: the zero-install path on the plugin's minimum PHP (`Requires PHP: 7.4`).
 * Builds when build/ is missing, starts WordPress Playground on PHP 7.4 on a free port from 9700
 * (BLOCKPACK_SMOKE_PORT chooses one; not WP_PORT, which names npm test's own server) with the
 * test mounts and a fresh host folder for PHP's error log, runs tests/smoke/playground.spec.ts
 * against it, stops it (the whole process group), then fails on any logged PHP error that
 * mentions Blockpack's files. Exits non-zero on any failure.
 *
 * Usage: node tools/playground-smoke.mjs
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
	ROOT,
	startWordPress,
	testMounts,
	freePort,
} from './lib/wordpress.mjs';
import {
	TEST_BROWSER_PACKAGE,
	ensureDebianPackages,
} from './lib/system-packages.mjs';

const PHP = '7.4';
/** Where the plugin is mounted in Playground: log lines naming it are Blockpack's. */
const PLUGIN_VFS = '/wordpress/wp-content/plugins/blockpack/';
/** Written by tests/mu-plugins/blockpack-test-debug-log.php when the spec asks for it. */
const CANARY = 'blockpack-debug-log canary';

const started = Date.now();
const say = ( text ) => process.stdout.write( `${ text }\n` );
const seconds = () => ( ( Date.now() - started ) / 1000 ).toFixed( 0 );

/**
 * Runs a command without blocking this process (Playground's output is read meanwhile).
 *
 * @param {string}                 command The command.
 * @param {string[]}               args    Its arguments.
 * @param {Record<string, string>} env     More environment.
 * @return {Promise<boolean>} Whether it exited with 0.
 */
function run( command, args, env ) {
	say( `=== ${ [ command, ...args ].join( ' ' ) }` );
	return new Promise( ( resolve ) => {
		const child = spawn( command, args, {
			cwd: ROOT,
			stdio: 'inherit',
			env: { ...process.env, ...env },
		} );
		child.on( 'exit', ( code ) => resolve( code === 0 ) );
		child.on( 'error', () => resolve( false ) );
	} );
}

if ( ! existsSync( path.join( ROOT, 'build/blocks-manifest.php' ) ) ) {
	say( '=== build/ is missing or older than its manifest: npm run build' );
	const res = spawnSync( 'npm', [ 'run', 'build' ], {
		cwd: ROOT,
		stdio: 'inherit',
	} );
	if ( res.status !== 0 ) {
		say( 'FAIL Playground smoke: the build failed' );
		process.exit( 1 );
	}
}
ensureDebianPackages( [ TEST_BROWSER_PACKAGE ] );

const port = process.env.BLOCKPACK_SMOKE_PORT
	? Number( process.env.BLOCKPACK_SMOKE_PORT )
	: await freePort( 9700 );
const logDir = path.join( ROOT, 'artifacts', `playground-smoke-${ port }` );
rmSync( logDir, { recursive: true, force: true } );
mkdirSync( logDir, { recursive: true } );
const logFile = path.join( logDir, 'debug.log' );

say( `=== starting WordPress Playground, PHP ${ PHP }, on port ${ port }` );
const wp = await startWordPress( {
	port,
	php: PHP,
	login: false,
	quiet: true,
	extraMounts: [
		...testMounts(),
		// The test mu-plugin sends PHP's errors here while this folder exists.
		// (Outside /wordpress: a mount point there would be created in the shared tree.)
		`${ logDir }:/blockpack-debug-log`,
	],
} );
say( `=== WordPress is ready at ${ wp.url } (${ seconds() } s)` );

let stopping = null;
const stop = () => ( stopping ??= wp.stop() );
for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
	process.once( signal, async () => {
		await stop();
		process.exit( 1 );
	} );
}

let specPassed = false;
try {
	specPassed = await run(
		path.join( ROOT, 'node_modules/.bin/playwright' ),
		[ 'test', '--config', 'tests/smoke/playwright.config.ts' ],
		{ WP_BASE_URL: wp.url, BLOCKPACK_SMOKE_PHP: PHP }
	);
} finally {
	await stop();
}

// One entry per logged error: an entry starts with its [date] and may run over several lines
// (an uncaught exception's stack trace).
const entries = existsSync( logFile )
	? readFileSync( logFile, 'utf8' )
			.split( /\n(?=\[\d{2}-\w{3}-\d{4} )/ )
			.filter( ( entry ) => entry.trim() !== '' )
	: [];
const ours = entries.filter( ( entry ) => entry.includes( PLUGIN_VFS ) );
const logWorks = entries.some( ( entry ) => entry.includes( CANARY ) );

say( '' );
if ( ! logWorks ) {
	say(
		`FAIL the PHP error log (${ path.relative(
			ROOT,
			logFile
		) }) lacks the canary notice: PHP errors would go unseen`
	);
}
if ( ours.length ) {
	say(
		`FAIL ${ ours.length } PHP errors in Blockpack's files (PHP ${ PHP }):`
	);
	for ( const entry of ours ) {
		say( entry );
	}
}
const ok = specPassed && logWorks && ours.length === 0;
say(
	`${ ok ? 'ok  ' : 'FAIL' } Playground smoke, PHP ${ PHP } (${ seconds() } s): spec ${
		specPassed ? 'passed' : 'failed'
	}, ${ entries.length } log entries, ${ ours.length } from Blockpack`
);
process.exit( ok ? 0 : 1 );
