#!/usr/bin/env node
/**
 * Runs WordPress with Blockpack until stopped. `--test` also mounts the test-only mu-plugin
 * (tests/mu-plugins) and the fake third-party plugins (tests/plugins), which the integration
 * and end-to-end tests rely on.
 */
import { startWordPress, testMounts } from './lib/wordpress.mjs';

const test = process.argv.includes( '--test' );
const portArg = process.argv.find( ( arg ) => arg.startsWith( '--port=' ) );
const port = Number(
	portArg ? portArg.slice( 7 ) : process.env.WP_PORT || 9400
);
const server = await startWordPress( {
	port,
	login: ! test,
	quiet: ! process.argv.includes( '--verbose' ),
	extraMounts: test ? testMounts() : [],
} );
process.stdout.write( `WordPress is ready at ${ server.url }\n` );
const stop = async () => {
	await server.stop();
	process.exit( 0 );
};
process.on( 'SIGINT', stop );
process.on( 'SIGTERM', stop );
server.child.on( 'exit', ( code ) => process.exit( code ?? 1 ) );
