/**
 * The plugin's WP-Cron events come from one list (php/class-plugin.php's SCHEDULED_EVENTS):
 * booting schedules them and deactivating clears them, so code that schedules an event itself,
 * or a cron hook missing from the list, would leave events behind after deactivation.
 */
import fs from 'fs';
import path from 'path';
import { runPhp } from './run-php';

const ROOT = path.resolve( __dirname, '../..' );
const SOURCES = [ 'php', 'extensions' ];

/**
 * Every PHP file of the plugin's sources (not the tests').
 *
 * @param dir The folder.
 */
function phpFiles( dir: string ): string[] {
	return fs
		.readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return entry.name === 'test' || entry.name === 'node_modules'
					? []
					: phpFiles( full );
			}
			return entry.name.endsWith( '.php' ) ? [ full ] : [];
		} );
}

const files = SOURCES.flatMap( ( dir ) => phpFiles( path.join( ROOT, dir ) ) );
const listed = runPhp< string[] >(
	"define( 'ABSPATH', '/' ); require $argv[1]; echo json_encode( array_keys( Blockpack\\Plugin::SCHEDULED_EVENTS ) );",
	[ path.join( ROOT, 'php/class-plugin.php' ) ]
);

test( 'only the plugin’s one list schedules WP-Cron events (deactivation clears what it lists)', () => {
	const scheduling = files.filter(
		( file ) =>
			/\bwp_schedule_(single_)?event\s*\(/.test(
				fs.readFileSync( file, 'utf8' )
			) && path.relative( ROOT, file ) !== 'php/class-plugin.php'
	);
	expect( scheduling.map( ( file ) => path.relative( ROOT, file ) ) ).toEqual(
		[]
	);
} );

test( 'every cron hook the code handles is in the list, and the list names no other', () => {
	const hooks = files.flatMap( ( file ) =>
		[
			...fs
				.readFileSync( file, 'utf8' )
				.matchAll( /^const \w+_HOOK = '([a-z0-9_]+)';/gm ),
		].map( ( match ) => match[ 1 ] )
	);
	expect( hooks.length ).toBeGreaterThanOrEqual( 5 );
	expect( [ ...hooks ].sort() ).toEqual( [ ...listed ].sort() );
} );
