#!/usr/bin/env node
/**
 * `npm test`: every harness, in order, stopping at the first failure, then a summary line.
 *   1. type check and lint   2. unit tests   3. block fixtures   4. PHP lint
 *   5. REST integration and server-rendered fixtures   6. end to end
 * WordPress is started once for 5 and 6 and stopped when done.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
	ROOT,
	startWordPress,
	ensureDebianPackage,
	testMounts,
} from './lib/wordpress.mjs';

const bin = ( name ) => path.join( ROOT, 'node_modules/.bin', name );
const results = [];
const started = Date.now();

function run( label, command, args, env = {} ) {
	process.stdout.write(
		`\n=== ${ label }: ${ [ command, ...args ].join( ' ' ) }\n`
	);
	const t = Date.now();
	const res = spawnSync( command, args, {
		cwd: ROOT,
		stdio: 'inherit',
		env: { ...process.env, ...env },
	} );
	const ok = res.status === 0;
	results.push( { label, ok, seconds: ( Date.now() - t ) / 1000 } );
	return ok;
}

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
	const failed = results.length - passed;
	process.stdout.write( '\n' );
	for ( const r of results ) {
		process.stdout.write(
			`${ r.ok ? 'ok  ' : 'FAIL' } ${ r.label } (${ r.seconds.toFixed( 0 ) } s)\n`
		);
	}
	process.stdout.write(
		`total ${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s\n` +
			`stages: ${ passed } passed, ${ failed } failed\n`
	);
	return failed === 0;
}

const stages = [
	() => run( '1a type check', bin( 'tsc' ), [ '--noEmit' ] ),
	() =>
		run( '1b lint js', bin( 'wp-scripts' ), [
			'lint-js',
			'extensions',
			'shared',
			'src',
			'tests',
			'tools',
		] ),
	() =>
		run( '1c lint style', bin( 'wp-scripts' ), [
			'lint-style',
			'extensions/**/*.scss',
			'--allow-empty-input',
		] ),
	() =>
		run( '2 unit tests', bin( 'wp-scripts' ), [
			'test-unit-js',
			'--config',
			'jest.config.js',
			'--testPathIgnorePatterns',
			'/tests/fixtures/',
		] ),
	() =>
		run( '3 block fixtures', bin( 'wp-scripts' ), [
			'test-unit-js',
			'--config',
			'jest.config.js',
			'tests/fixtures',
		] ),
	() => {
		ensureDebianPackage( '/usr/bin/php', 'php-cli' );
		const files = phpFiles( ROOT );
		process.stdout.write(
			`\n=== 4 PHP lint: php -l on ${ files.length } files\n`
		);
		const t = Date.now();
		const bad = files.filter( ( file ) => {
			const res = spawnSync( 'php', [ '-l', file ], {
				encoding: 'utf8',
			} );
			if ( res.status !== 0 ) {
				process.stdout.write( res.stdout + res.stderr );
			}
			return res.status !== 0;
		} );
		results.push( {
			label: '4 PHP lint',
			ok: bad.length === 0,
			seconds: ( Date.now() - t ) / 1000,
		} );
		return bad.length === 0;
	},
	() => run( 'build', 'npm', [ 'run', 'build' ] ),
];

for ( const stage of stages ) {
	if ( ! stage() ) {
		summary();
		process.exit( 1 );
	}
}

// 5 and 6 run against one WordPress.
ensureDebianPackage( '/usr/bin/chromium', 'chromium' );
/**
 * The first port from `from` on that nothing listens on (a WordPress left running by an
 * interrupted run, or a developer's own server, keeps its port).
 *
 * @param {number} from The first port to try.
 * @return {Promise<number>} A free port.
 */
async function freePort( from ) {
	for ( let candidate = from; candidate < from + 50; candidate++ ) {
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
	throw new Error( `No free port between ${ from } and ${ from + 49 }.` );
}

const port = process.env.WP_PORT
	? Number( process.env.WP_PORT )
	: await freePort( 9400 );
process.stdout.write( `\n=== starting WordPress on port ${ port }\n` );
const wp = await startWordPress( {
	port,
	login: false,
	quiet: true,
	extraMounts: testMounts(),
} );
const env = { WP_BASE_URL: wp.url };
const config = [ '--config', 'tests/e2e/playwright.config.ts' ];
let ok = false;
try {
	ok =
		run(
			'5 REST integration',
			bin( 'playwright' ),
			[ 'test', ...config, '--project=integration' ],
			env
		) &&
		run(
			'6 end to end',
			bin( 'playwright' ),
			[ 'test', ...config, '--project=e2e' ],
			env
		);
} finally {
	await wp.stop();
}
ok = summary() && ok;
process.exit( ok ? 0 : 1 );
