#!/usr/bin/env node
/**
 * `npm test`: every harness, stopping at the first failure, then a summary line.
 *   1. type check and lint   2. unit tests   3. block fixtures   4. PHP lint
 *   5. REST integration and server-rendered fixtures   6. end to end
 *   7. several servers: two web servers, one MariaDB, one Redis object cache (tests/scale-out)
 *   8. Playground smoke: `npm start`'s Playground, on PHP 7.4, with one of every block
 * WordPress (nginx, php-fpm 8.2 and MariaDB, see tools/lib/native-wp.mjs) is started once for 5
 * and 6, and again as two nodes with Redis for 7; each is stopped when done. After each, nothing
 * may have been written to a web server's own disk (the site folder outside uploads, the
 * nodes' temporary folders).
 *
 * The build runs first. Then four sequences run side by side: the checks of stages 1 and 4
 * (tsc, ESLint, stylelint, php -l), the unit tests and fixtures of stages 2 and 3, the Playground
 * smoke of stage 8, and the stages on nginx and php-fpm (5, 6, then 7). The last is the longest
 * by far and waits mostly on one thread at a time (the browser's page, then PHP, then the
 * browser again), so the first three fill the cores it leaves idle instead of running before it.
 * The checks, which have no time limits, run at the lowest CPU priority, the unit tests and
 * fixtures at a low one (CHECKS_NICENESS, UNIT_NICENESS, spawnNiced()). Each stage's output is
 * printed whole when it ends; when a stage fails, the stages still running are stopped.
 *
 * Before stage 1 it installs every Debian package a stage runs (tools/lib/system-packages.mjs),
 * then runs every stage with a PATH that shows only Node, Debian's essential commands and the
 * commands of what it installed: a stage that runs anything else fails on every machine, not
 * only on a new one.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/wordpress.mjs';
import { freePort, startNativeWordPress } from './lib/native-wp.mjs';
import {
	TEST_PACKAGES,
	commandPath,
	ensureDebianPackages,
} from './lib/system-packages.mjs';

const bin = ( name ) => path.join( ROOT, 'node_modules/.bin', name );
const results = [];
const started = Date.now();

function phpFiles( dir ) {
	return readdirSync( dir ).flatMap( ( name ) => {
		if (
			[ 'node_modules', '.cache', '.git', 'artifacts', 'build' ].includes(
				name
			)
		) {
			return [];
		}
		const full = path.join( dir, name );
		if ( statSync( full ).isDirectory() ) {
			return phpFiles( full );
		}
		return name.endsWith( '.php' ) ? [ full ] : [];
	} );
}

function summary() {
	const passed = results.filter( ( r ) => r.ok ).length;
	const failed = results.filter( ( r ) => ! r.ok && ! r.stopped ).length;
	process.stdout.write( '\n' );
	const mark = ( r ) => {
		if ( r.ok ) {
			return 'ok  ';
		}
		return r.stopped ? 'stop' : 'FAIL';
	};
	for ( const r of results ) {
		process.stdout.write(
			`${ mark( r ) } ${ r.label } (${ r.seconds.toFixed( 0 ) } s)\n`
		);
	}
	process.stdout.write(
		`total ${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s\n` +
			`stages: ${ passed } passed, ${ failed } failed${
				results.length - passed - failed
					? `, ${ results.length - passed - failed } stopped`
					: ''
			}\n`
	);
	return failed === 0;
}

// 0: what the stages run, installed before the first of them; then only that is on the PATH.
{
	const t = Date.now();
	process.stdout.write(
		`\n=== 0 set-up: Debian packages ${ TEST_PACKAGES.join( ' ' ) }\n`
	);
	ensureDebianPackages( TEST_PACKAGES );
	const visible = commandPath( ROOT, TEST_PACKAGES );
	process.env.PATH = visible.path;
	process.env.BLOCKPACK_COMMAND_PATH = visible.dir;
	process.stdout.write(
		`PATH for every stage: node_modules/.bin and ${ visible.commands.length } commands in ${ path.relative( ROOT, visible.dir ) }/ (Node, Debian's essential packages, the packages above)\n`
	);
	results.push( {
		label: '0 set-up',
		ok: true,
		seconds: ( Date.now() - t ) / 1000,
	} );
}

// The stages' processes still running, each the leader of its own process group.
const running = new Set();
let stopping = false;

/**
 * Stops every stage still running (their process groups: Jest's and Playwright's workers, the
 * browsers, the php -l of the moment), after a stage has failed.
 */
function stopTheOthers() {
	stopping = true;
	for ( const child of running ) {
		try {
			process.kill( -child.pid, 'SIGKILL' );
		} catch {
			// Already gone.
		}
	}
}

/** The checks' priority (stages 1 and 4): they have no time limits, so the lowest. */
const CHECKS_NICENESS = 19;
/**
 * The unit tests' and fixtures' priority (stages 2 and 3): below the stack and the Playground
 * smoke, whose steps wait on servers (PHP, the browser) that a busy core slows at every request,
 * and above the checks.
 */
const UNIT_NICENESS = 10;

/**
 * Spawns a command in a session of its own (so that its process group can be stopped as one),
 * at a lower CPU priority when `niceness` is above 0, so that the stages on the stack, the
 * longest sequence, get the cores first.
 *
 * Linux shares the CPU between sessions before it shares it between their processes
 * (autogroups, on in Debian's kernels): a process's own nice (`nice`, in coreutils, an essential
 * package) orders it only within its session, and each stage, like each of the stack's servers,
 * has a session of its own. So the session's nice is set too, where the kernel has autogroups.
 *
 * @param {string}   command    The command.
 * @param {string[]} args       Its arguments.
 * @param {number}   [niceness] From 0 (the default priority) to 19 (the lowest).
 * @param {Object}   [env]      Variables added to the environment.
 * @return {import('node:child_process').ChildProcess} The child.
 */
function spawnNiced( command, args, niceness = 0, env = {} ) {
	const child = spawn(
		niceness ? 'nice' : command,
		niceness ? [ '-n', String( niceness ), command, ...args ] : args,
		{ cwd: ROOT, env: { ...process.env, ...env }, detached: true }
	);
	if ( niceness && child.pid ) {
		try {
			// spawn() returns once the child has its session (libuv waits for the exec).
			writeFileSync(
				`/proc/${ child.pid }/autogroup`,
				String( niceness )
			);
		} catch {
			// No autogroups on this kernel, or (for a user other than root) another session's
			// nice was set less than 0.1 s ago: the process's own nice still orders it.
		}
	}
	return child;
}

/**
 * Runs a command (spawnNiced()) among the stages' processes, so that a failure elsewhere stops
 * it, and keeps what it writes to stdout and stderr, in order.
 *
 * @param {string}   command    The command.
 * @param {string[]} args       Its arguments.
 * @param {number}   [niceness] Its CPU priority.
 * @param {Object}   [env]      Variables added to the environment.
 * @return {Promise<{status: number|null, text: string}>} Its exit status (not 0 when it could
 *                                                      not start) and its output.
 */
function runTracked( command, args, niceness = 0, env = {} ) {
	return new Promise( ( resolve ) => {
		const chunks = [];
		const child = spawnNiced( command, args, niceness, env );
		running.add( child );
		const end = ( status ) => {
			running.delete( child );
			resolve( { status, text: Buffer.concat( chunks ).toString() } );
		};
		child.stdout.on( 'data', ( chunk ) => chunks.push( chunk ) );
		child.stderr.on( 'data', ( chunk ) => chunks.push( chunk ) );
		child.on( 'error', ( error ) => {
			chunks.push( Buffer.from( `${ error.message }\n` ) );
			end( 1 );
		} );
		child.on( 'close', end );
	} );
}

/**
 * Runs a stage with its output kept, printed whole when it ends (stages side by side would
 * otherwise interleave their lines). A stage that fails stops the others.
 *
 * @param {string}   label              The stage's name.
 * @param {string}   command            The command.
 * @param {string[]} args               Its arguments.
 * @param {Object}   [options]
 * @param {Object}   [options.env]      Variables added to the environment.
 * @param {number}   [options.niceness] Its CPU priority (spawnNiced()).
 * @return {Promise<boolean>} Whether it passed.
 */
async function runKept(
	label,
	command,
	args,
	{ env = {}, niceness = 0 } = {}
) {
	if ( stopping ) {
		return false;
	}
	const t = Date.now();
	const { status, text } = await runTracked( command, args, niceness, env );
	const ok = status === 0;
	const stopped = ! ok && stopping;
	process.stdout.write(
		`\n=== ${ label }: ${ [ command, ...args ].join( ' ' ) }${
			niceness ? ` (nice ${ niceness })` : ''
		}\n` +
			text +
			( stopped ? '(stopped: another stage failed)\n' : '' )
	);
	results.push( {
		label,
		ok,
		stopped,
		seconds: ( Date.now() - t ) / 1000,
	} );
	if ( ! ok ) {
		stopTheOthers();
	}
	return ok;
}

/**
 * Stage 4: `php -l` on every PHP file, one after the other, at the lowest CPU priority.
 *
 * @return {Promise<boolean>} Whether every file parsed.
 */
async function phpLint() {
	const files = phpFiles( ROOT );
	const t = Date.now();
	let bad = 0;
	let out = '';
	let stopped = false;
	for ( const file of files ) {
		if ( stopping ) {
			stopped = true;
			break;
		}
		const res = await runTracked( 'php', [ '-l', file ], CHECKS_NICENESS );
		if ( res.status !== 0 ) {
			// Stopped by another stage's failure, not a parse error: the stage is stopped.
			if ( stopping ) {
				stopped = true;
				break;
			}
			bad++;
			out += res.text;
		}
	}
	process.stdout.write(
		`\n=== 4 PHP lint: php -l on ${ files.length } files\n${ out }` +
			( stopped ? '(stopped: another stage failed)\n' : '' )
	);
	const ok = bad === 0 && ! stopped;
	results.push( {
		label: '4 PHP lint',
		ok,
		stopped,
		seconds: ( Date.now() - t ) / 1000,
	} );
	if ( bad ) {
		stopTheOthers();
	}
	return ok;
}

/**
 * Runs stages one after the other, stopping at the first failure.
 *
 * @param {Array<() => Promise<boolean>>} list The stages.
 * @return {Promise<boolean>} Whether all passed.
 */
async function inTurn( list ) {
	for ( const stage of list ) {
		if ( ! ( await stage() ) ) {
			return false;
		}
	}
	return true;
}

// The checks, which have no time limits, run on what every other sequence leaves.
const checks = [
	() =>
		runKept( '1a type check', bin( 'tsc' ), [ '--noEmit' ], {
			niceness: CHECKS_NICENESS,
		} ),
	() =>
		runKept(
			'1b lint js',
			bin( 'wp-scripts' ),
			[
				'lint-js',
				'extensions',
				'shared',
				'stores',
				'src',
				'tests',
				'tools',
			],
			{ niceness: CHECKS_NICENESS }
		),
	() =>
		runKept(
			'1c lint style',
			bin( 'wp-scripts' ),
			[
				'lint-style',
				'extensions/**/*.scss',
				'shared/**/*.scss',
				'--allow-empty-input',
			],
			{ niceness: CHECKS_NICENESS }
		),
	phpLint,
];
// The unit tests and fixtures yield to the stack and the Playground smoke (UNIT_NICENESS).
const unitTests = [
	() =>
		runKept(
			'2 unit tests',
			bin( 'wp-scripts' ),
			[
				'test-unit-js',
				'--config',
				'jest.config.js',
				'--testPathIgnorePatterns',
				'/tests/fixtures/',
			],
			{ niceness: UNIT_NICENESS }
		),
	() =>
		runKept(
			'3 block fixtures',
			bin( 'wp-scripts' ),
			[ 'test-unit-js', '--config', 'jest.config.js', 'tests/fixtures' ],
			{ niceness: UNIT_NICENESS }
		),
];
// The build first: every later stage reads build/.
{
	const t = Date.now();
	process.stdout.write( '\n=== build: npm run build\n' );
	const build = spawnSync( 'npm', [ 'run', 'build' ], {
		cwd: ROOT,
		stdio: 'inherit',
	} );
	results.push( {
		label: 'build',
		ok: build.status === 0,
		seconds: ( Date.now() - t ) / 1000,
	} );
	if ( build.status !== 0 ) {
		summary();
		process.exit( 1 );
	}
}

// 5, 6 and 7 run against WordPress on the stack sites run: nginx, php-fpm 8.2, MariaDB 10.11
// (installed with apt-get when missing, started here, stopped when done; tools/lib/native-wp.mjs).
const config = [ '--config', 'tests/e2e/playwright.config.ts' ];

/**
 * Runs Playwright projects against a running site; PHP errors, warnings, notices or
 * deprecations raised from Blockpack's files meanwhile fail the stage, listed with file and line.
 *
 * @param {Object} wp The site (startNativeWordPress()).
 * @return {(label: string, project: string) => Promise<boolean>} Runs one project as a stage.
 */
function playwrightStages( wp ) {
	const reported = new Set();
	const env = {
		WP_BASE_URL: wp.url,
		WP_NODE_URLS: wp.urls.join( ',' ),
	};
	return async ( label, project ) => {
		const ok = await runKept(
			label,
			bin( 'playwright' ),
			[ 'test', ...config, `--project=${ project }` ],
			{ env }
		);
		const errors = wp
			.phpErrors()
			.filter( ( line ) => ! reported.has( line ) );
		errors.forEach( ( line ) => reported.add( line ) );
		if ( errors.length ) {
			process.stdout.write(
				`\n${ label }: ${ errors.length } PHP error(s) from Blockpack's files:\n${ errors.join(
					'\n'
				) }\n`
			);
			// By name: a stage of another sequence may have ended since.
			results.find( ( r ) => r.label === label ).ok = false;
			stopTheOthers();
		}
		return ok && ! errors.length;
	};
}

/**
 * Fails the stack's last stage when the site wrote to a web server's own disk: on several
 * servers such a file exists on one of them only (tools/lib/native-wp.mjs, changedFiles()).
 *
 * @param {Object} wp    The site.
 * @param {string} label The stage that ran last on it.
 * @return {boolean} Whether nothing was written there.
 */
function nothingOnNodeDisk( wp, label ) {
	const files = wp.changedFiles();
	process.stdout.write(
		`\nafter ${ label }: files written outside uploads (site folder, nodes' temporary folders): ${ files.length }\n${ files.join(
			'\n'
		) }\n`
	);
	if ( files.length ) {
		results.find( ( r ) => r.label === label ).ok = false;
		stopTheOthers();
	}
	return ! files.length;
}

/**
 * Stages 5, 6 and 7: one site for 5 and 6, then the same site as two web servers behind one
 * address, one MariaDB, one Redis object cache, for 7.
 *
 * @return {Promise<boolean>} Whether all passed.
 */
async function onTheStack() {
	const port = process.env.WP_PORT
		? Number( process.env.WP_PORT )
		: await freePort( 9400 );
	let ok = false;
	{
		const wp = await startNativeWordPress( { port, testMode: true } );
		process.stdout.write( `\n=== WordPress started on port ${ port }\n` );
		try {
			const stage = playwrightStages( wp );
			ok =
				( await stage( '5a REST integration', 'integration' ) ) &&
				( await stage(
					'5b server-rendered fixtures',
					'server-rendered'
				) ) &&
				( await stage( '6 end to end', 'e2e' ) ) &&
				nothingOnNodeDisk( wp, '6 end to end' );
		} finally {
			await wp.stop();
		}
	}
	if ( ! ok || stopping ) {
		return false;
	}
	const wp = await startNativeWordPress( {
		port,
		testMode: true,
		nodes: 2,
		objectCache: 'redis',
		workers: 4,
	} );
	process.stdout.write(
		`\n=== WordPress started on two nodes with Redis on port ${ port }\n`
	);
	try {
		return (
			( await playwrightStages( wp )(
				'7 several servers',
				'scale-out'
			) ) && nothingOnNodeDisk( wp, '7 several servers' )
		);
	} finally {
		await wp.stop();
	}
}

const ok = (
	await Promise.all( [
		onTheStack().catch( ( error ) => {
			process.stdout.write( `\nthe stack: ${ error.stack || error }\n` );
			results.push( { label: 'the stack', ok: false, seconds: 0 } );
			stopTheOthers();
			return false;
		} ),
		inTurn( checks ),
		inTurn( unitTests ),
		// 8: the zero-install path of `npm start` (Playground, SQLite) on the plugin's
		// minimum PHP, 7.4. A WordPress of its own on its own port, so it runs here.
		runKept( '8 Playground smoke (PHP 7.4)', process.execPath, [
			'tools/playground-smoke.mjs',
		] ),
	] )
).every( Boolean );
process.exit( summary() && ok ? 0 : 1 );
