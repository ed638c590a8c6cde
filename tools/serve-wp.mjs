#!/usr/bin/env node
/**
 * Runs WordPress with Blockpack until stopped.
 *  - `--test`: the test server, on the stack sites run (nginx, php-fpm 8.2, MariaDB 10.11; see
 *    tools/lib/native-wp.mjs), with the test-only mu-plugins (tests/mu-plugins) and the fake
 *    third-party plugins (tests/plugins) that the integration and end-to-end tests rely on.
 *    A fresh site and database every start. `--nodes=2` runs it on two web servers (the second
 *    on a port of its own, answering for the first one's address) and `--object-cache` adds a
 *    Redis object cache, as the several-servers tests (tests/scale-out) need; it prints
 *    `WP_NODE_URLS=…` for them.
 *  - otherwise (or with `--playground`): WordPress Playground, as `npm start` runs it.
 */
import { startWordPress, testMounts } from './lib/wordpress.mjs';
import { startNativeWordPress } from './lib/native-wp.mjs';

const test = process.argv.includes( '--test' );
const playground = process.argv.includes( '--playground' ) || ! test;
const quiet = ! process.argv.includes( '--verbose' );
const portArg = process.argv.find( ( arg ) => arg.startsWith( '--port=' ) );
const port = Number(
	portArg ? portArg.slice( 7 ) : process.env.WP_PORT || 9400
);
const nodesArg = process.argv.find( ( arg ) => arg.startsWith( '--nodes=' ) );
const nodes = nodesArg ? Number( nodesArg.slice( 8 ) ) : 1;
const objectCache = process.argv.includes( '--object-cache' ) ? 'redis' : '';
const server = playground
	? await startWordPress( {
			port,
			login: ! test,
			quiet,
			extraMounts: test ? testMounts() : [],
		} )
	: await startNativeWordPress( {
			port,
			testMode: true,
			quiet,
			nodes,
			objectCache,
		} );
process.stdout.write( `WordPress is ready at ${ server.url }\n` );
if ( server.urls?.length > 1 ) {
	process.stdout.write( `WP_NODE_URLS=${ server.urls.join( ',' ) }\n` );
}
const stop = async () => {
	await server.stop();
	if ( server.phpErrors ) {
		const errors = server.phpErrors();
		if ( errors.length ) {
			process.stderr.write(
				`PHP errors from Blockpack's files:\n${ errors.join( '\n' ) }\n`
			);
		}
	}
	process.exit( 0 );
};
process.on( 'SIGINT', stop );
process.on( 'SIGTERM', stop );
if ( server.child ) {
	server.child.on( 'exit', ( code ) => process.exit( code ?? 1 ) );
} else {
	// The native stack's servers run detached: keep this process (their owner) alive.
	setInterval( () => {}, 2 ** 30 );
}
