#!/usr/bin/env node
/**
 * Puts unrs-resolver's other-platform bindings back into package-lock.json.
 *
 * The npm registry this project is built from only holds the Linux builds, so `npm install`
 * leaves the other platforms out of the lock, and `npm ci` then refuses the lock ("Missing: …
 * from lock file"). The entries carry `os` and `cpu`, so `npm ci` skips them without fetching.
 *
 * Usage: node tools/complete-lockfile.cjs [package-lock.json]
 */
const fs = require( 'fs' );
const path = require( 'path' );

const file = path.resolve( process.argv[ 2 ] || 'package-lock.json' );
const lock = JSON.parse( fs.readFileSync( file, 'utf8' ) );

// Binding suffix → [ os, cpu, libc ].
const PLATFORMS = {
	'android-arm-eabi': [ 'android', 'arm' ],
	'android-arm64': [ 'android', 'arm64' ],
	'darwin-arm64': [ 'darwin', 'arm64' ],
	'darwin-x64': [ 'darwin', 'x64' ],
	'freebsd-x64': [ 'freebsd', 'x64' ],
	'linux-arm-gnueabihf': [ 'linux', 'arm', 'glibc' ],
	'linux-arm-musleabihf': [ 'linux', 'arm', 'musl' ],
	'linux-loong64-gnu': [ 'linux', 'loong64', 'glibc' ],
	'linux-loong64-musl': [ 'linux', 'loong64', 'musl' ],
	'linux-ppc64-gnu': [ 'linux', 'ppc64', 'glibc' ],
	'linux-riscv64-gnu': [ 'linux', 'riscv64', 'glibc' ],
	'linux-riscv64-musl': [ 'linux', 'riscv64', 'musl' ],
	'linux-s390x-gnu': [ 'linux', 's390x', 'glibc' ],
	'openharmony-arm64': [ 'openharmony', 'arm64' ],
	'win32-arm64-msvc': [ 'win32', 'arm64' ],
	'win32-ia32-msvc': [ 'win32', 'ia32' ],
	'win32-x64-msvc': [ 'win32', 'x64' ],
};

const resolver = lock.packages[ 'node_modules/unrs-resolver' ];
const wanted = ( resolver && resolver.optionalDependencies ) || {};
let added = 0;
for ( const [ suffix, [ os, cpu, libc ] ] of Object.entries( PLATFORMS ) ) {
	const name = `@unrs/resolver-binding-${ suffix }`;
	const key = `node_modules/${ name }`;
	if ( ! wanted[ name ] || lock.packages[ key ] ) {
		continue;
	}
	const entry = { version: wanted[ name ], cpu: [ cpu ], dev: true };
	if ( libc ) {
		entry.libc = [ libc ];
	}
	lock.packages[ key ] = {
		...entry,
		license: 'MIT',
		optional: true,
		os: [ os ],
	};
	added++;
}

// npm keeps the root entry ('') first and the rest in order.
const byPath = ( a, b ) => {
	if ( a === '' || b === '' ) {
		return a === '' ? -1 : 1;
	}
	return a.localeCompare( b, 'en' );
};
const sorted = {};
for ( const key of Object.keys( lock.packages ).sort( byPath ) ) {
	sorted[ key ] = lock.packages[ key ];
}
lock.packages = sorted;
fs.writeFileSync( file, JSON.stringify( lock, null, 2 ) + '\n' );
process.stdout.write( `${ added } bindings added to ${ file }\n` );
