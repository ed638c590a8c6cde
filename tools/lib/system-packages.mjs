/**
 * The Debian packages the test harnesses need, installed by the harnesses themselves, and the
 * one `PATH` the harnesses run with, so that a warm machine cannot hide a missing install step.
 *
 * A new machine has Node (with npm) and Debian's essential packages, nothing else. `npm test`
 * installs everything else it runs before its first stage (`ensureDebianPackages()`), then runs
 * every stage with `commandPath()`: a folder of links to Node, to the commands of Debian's
 * essential packages, and to the commands of the packages the harness installed (with their
 * dependencies), nothing else. A command that a stage runs but the harness does not install
 * (say `php`, in a unit test, before the harness installs PHP) is then missing on every machine,
 * including the warm ones that CI and developers use, and the stage fails there too.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	readdirSync,
	realpathSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** The stack sites run (tools/lib/native-wp.mjs): PHP 8.2's CLI and FPM, MariaDB 10.11, nginx, and Redis with PHP's client for the object cache of the several-servers test bed. */
export const STACK_PACKAGES = [
	'php8.2-cli',
	'php8.2-fpm',
	'php8.2-mysql',
	'php8.2-gd',
	'php8.2-curl',
	'php8.2-xml',
	'php8.2-mbstring',
	'php8.2-zip',
	'php8.2-intl',
	'mariadb-server',
	'nginx-light',
	// The object cache of the several-servers test bed (tests/object-cache/).
	'redis-server',
	'php8.2-redis',
];

/**
 * The browser the tests run: Chromium's headless shell (`testExecutablePath` in chromium.json),
 * which runs the end-to-end specs in about two thirds of the whole browser's time on this machine
 * (tests/browser.ts). The bench measures the whole browser, `chromium`, which editors use.
 */
export const TEST_BROWSER_PACKAGE = 'chromium-headless-shell';

/** The whole browser, which the bench's editor measurements launch (CHROMIUM in wordpress.mjs). */
export const BENCH_BROWSER_PACKAGE = 'chromium';

/** Everything `npm test` runs that Node and Debian's essential packages do not bring. */
export const TEST_PACKAGES = [ ...STACK_PACKAGES, TEST_BROWSER_PACKAGE ];

/**
 * Reads installed packages' fields from dpkg.
 *
 * @param {string}   format   A dpkg-query format, such as '${Package}\t${Status}\n'.
 * @param {string[]} packages The packages (all installed ones when empty).
 * @return {string[][]} One row of tab-separated fields a package.
 */
function dpkgRows( format, packages = [] ) {
	const res = spawnSync(
		'dpkg-query',
		[ '-W', `-f=${ format }`, ...packages ],
		{
			encoding: 'utf8',
			maxBuffer: 64 * 1024 * 1024,
		}
	);
	return ( res.stdout || '' )
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => line.split( '\t' ) );
}

/**
 * The packages of a list that are not installed (a removed package can leave its configuration
 * behind: ask dpkg, not the file system).
 *
 * @param {string[]} packages The packages.
 * @return {string[]} The missing ones.
 */
export function missingPackages( packages ) {
	const installed = new Set(
		dpkgRows( '${Package}\t${Status}\n', packages )
			.filter( ( [ , status ] ) => status === 'install ok installed' )
			.map( ( [ name ] ) => name )
	);
	return packages.filter( ( name ) => ! installed.has( name ) );
}

/**
 * Installs the packages of a list that are missing, with one apt-get call. The packages' own
 * services are not started: the harnesses run their own processes.
 *
 * @param {string[]} packages The packages.
 */
export function ensureDebianPackages( packages ) {
	const missing = missingPackages( packages );
	if ( ! missing.length ) {
		return;
	}
	process.stderr.write(
		`Installing ${ missing.join( ' ' ) } with apt-get (the test stack)…\n`
	);
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	// Debian's way to keep packages from starting their services on install (as in chroots and
	// containers): a policy-rc.d that denies every action, only while apt-get runs. Stopping the
	// services afterwards instead would stop every php-fpm on the machine, other runs' too.
	const policy = '/usr/sbin/policy-rc.d';
	const ownPolicy = ! existsSync( policy );
	if ( ownPolicy ) {
		writeFileSync( policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 } );
	}
	try {
		execFileSync( 'apt-get', [ 'update', '-qq' ], {
			stdio: 'inherit',
			env,
		} );
		execFileSync(
			'apt-get',
			[ 'install', '-y', '-qq', '--no-install-recommends', ...missing ],
			{ stdio: 'inherit', env }
		);
	} finally {
		if ( ownPolicy ) {
			rmSync( policy, { force: true } );
		}
	}
	const still = missingPackages( packages );
	if ( still.length ) {
		throw new Error( `apt-get did not install ${ still.join( ' ' ) }.` );
	}
}

/**
 * The names a dpkg relation field names: `a (>= 1), b:any | c` gives a, b and c.
 *
 * @param {string} field A Depends or Pre-Depends field.
 * @return {string[]} The package names, alternatives included.
 */
export function relationNames( field ) {
	return ( field || '' )
		.split( /[,|]/ )
		.map( ( item ) => item.trim().replace( /\s*[([<].*$/, '' ) )
		.map( ( name ) => name.replace( /:[a-z0-9-]+$/, '' ) )
		.filter( Boolean );
}

/**
 * The installed packages a list stands on: the list, and every installed package it depends on
 * (Depends and Pre-Depends, through virtual packages, alternatives included), recursively.
 *
 * @param {string[]}           roots     The packages.
 * @param {Map<string,Object>} installed Package name → { depends: string[], provides: string[] }.
 * @return {Set<string>} The closure, installed packages only.
 */
export function dependencyClosure( roots, installed ) {
	const providers = new Map();
	for ( const [ name, info ] of installed ) {
		for ( const virtual of info.provides ) {
			providers.set( virtual, [
				...( providers.get( virtual ) || [] ),
				name,
			] );
		}
	}
	const seen = new Set();
	const queue = [ ...roots ];
	while ( queue.length ) {
		const name = queue.pop();
		const real = installed.has( name )
			? [ name ]
			: providers.get( name ) || [];
		for ( const pkg of real ) {
			if ( ! seen.has( pkg ) ) {
				seen.add( pkg );
				queue.push( ...installed.get( pkg ).depends );
			}
		}
	}
	return seen;
}

function installedPackages() {
	const map = new Map();
	for ( const [ name, status, essential, depends, pre, provides ] of dpkgRows(
		'${Package}\t${Status}\t${Essential}\t${Depends}\t${Pre-Depends}\t${Provides}\n'
	) ) {
		if ( status !== 'install ok installed' ) {
			continue;
		}
		map.set( name, {
			essential: essential === 'yes',
			depends: [ ...relationNames( depends ), ...relationNames( pre ) ],
			provides: relationNames( provides ),
		} );
	}
	return map;
}

const BIN_DIRS = [ '/usr/local/bin', '/usr/bin', '/bin', '/usr/sbin', '/sbin' ];

function realpath( file ) {
	try {
		return realpathSync( file );
	} catch {
		return '';
	}
}

/**
 * Makes the folder of commands the harness's stages may run, and returns the `PATH` to give
 * them: the project's `node_modules/.bin`, then that folder, which links Node (`node`, `npm`,
 * `npx`) and every command in the system's bin folders that belongs to an essential Debian package
 * or to the given packages and what they depend on (alternatives such as `php` → `php8.2`
 * included). Nothing else on the machine is visible to the stages.
 *
 * @param {string}   root     The project.
 * @param {string[]} packages The packages the harness installed.
 * @param {string}   [dir]    The folder to make (replaced if it exists).
 * @return {{ path: string, dir: string, commands: string[] }} The PATH, the folder, its commands.
 */
export function commandPath(
	root,
	packages,
	dir = path.join( root, '.cache/command-path' )
) {
	const installed = installedPackages();
	const essential = [ ...installed ]
		.filter( ( [ , info ] ) => info.essential )
		.map( ( [ name ] ) => name );
	const allowed = dependencyClosure(
		[ ...essential, ...packages ],
		installed
	);
	const files = new Set(
		spawnSync( 'dpkg-query', [ '-L', ...allowed ], {
			encoding: 'utf8',
			maxBuffer: 256 * 1024 * 1024,
		} )
			.stdout.split( '\n' )
			.filter( ( file ) => /\/s?bin\/[^/]+$/.test( file ) )
			.map( realpath )
			.filter( Boolean )
	);
	rmSync( dir, { recursive: true, force: true } );
	mkdirSync( dir, { recursive: true } );
	const links = new Map();
	const nodeDir = path.dirname( process.execPath );
	links.set( 'node', process.execPath );
	for ( const name of [ 'npm', 'npx' ] ) {
		if ( existsSync( path.join( nodeDir, name ) ) ) {
			links.set( name, path.join( nodeDir, name ) );
		}
	}
	for ( const bin of BIN_DIRS ) {
		let names = [];
		try {
			names = readdirSync( bin );
		} catch {
			continue;
		}
		for ( const name of names ) {
			const full = path.join( bin, name );
			if ( ! links.has( name ) && files.has( realpath( full ) ) ) {
				links.set( name, full );
			}
		}
	}
	for ( const [ name, target ] of links ) {
		symlinkSync( target, path.join( dir, name ) );
	}
	return {
		path: [ path.join( root, 'node_modules/.bin' ), dir ].join( ':' ),
		dir,
		commands: [ ...links.keys() ].sort(),
	};
}
