#!/usr/bin/env node
/**
 * `npm start`: builds Blockpack, starts WordPress 6.6 (Playground, offline) with the plugin
 * active and the admin logged in, prints the editor's URL, and rebuilds on change until Ctrl-C.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, startWordPress } from './lib/wordpress.mjs';

const build = spawnSync( 'npm', [ 'run', 'build' ], {
	cwd: ROOT,
	stdio: 'inherit',
} );
if ( build.status !== 0 ) {
	process.exit( build.status ?? 1 );
}
const port = Number( process.env.WP_PORT || 9400 );
const wp = await startWordPress( { port, quiet: true, login: true } );
const watch = spawn(
	path.join( ROOT, 'node_modules/.bin/wp-scripts' ),
	[ 'start' ],
	{
		cwd: ROOT,
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	}
);
process.stdout.write(
	`\nBlockpack is running.\n` +
		`  Editor:     ${ wp.url }/wp-admin/post-new.php\n` +
		`  Site:       ${ wp.url }/\n` +
		`  Log in:     admin / password (already logged in in a new browser)\n` +
		`Rebuilding on change. Press Ctrl-C to stop.\n`
);
const stop = async () => {
	watch.kill( 'SIGTERM' );
	await wp.stop();
	process.exit( 0 );
};
process.on( 'SIGINT', stop );
process.on( 'SIGTERM', stop );
