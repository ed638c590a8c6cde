/**
 * The plugin routes (`GET|POST /jetpack/v4/plugins`, `POST /jetpack/v4/plugins/{plugin}`) on a
 * multisite network, where the sites share one set of installed plugins: they act on the current
 * site only, and a site administrator cannot turn a network-active plugin off (403), which
 * would change every other site of the network.
 *
 * The main test server is a single site, so this spec starts its own subdirectory network
 * (tools/lib/native-wp.mjs, `multisite: true`) on a free port and stops it when done: Blockpack
 * is network-active, `siteadmin` administers `/site2/` (not a super admin; the network lets site
 * administrators manage plugins), `admin` is the super admin. The fake plugins of tests/plugins
 * are installed and inactive.
 */
import {
	test,
	expect,
	request,
	type APIRequestContext,
	type APIResponse,
} from '@playwright/test';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { logIn } from './utils';

const LIST = '/jetpack/v4/plugins';
const BLOCKPACK = 'blockpack/plugin.php';
const NEWSLETTER = 'creative-mail-by-constant-contact/creative-mail-plugin.php';
const AKISMET = 'akismet/akismet.php';

interface PluginEntry {
	file: string;
	active: boolean;
	status: 'active' | 'inactive';
	network_active: boolean;
}

interface Client {
	get: ( route: string ) => Promise< APIResponse >;
	post: ( route: string, data: unknown ) => Promise< APIResponse >;
	list: () => Promise< Record< string, PluginEntry > >;
	dispose: () => Promise< void >;
}

interface Network {
	url: string;
	stop: () => Promise< void >;
	phpErrors: () => string[];
}

let network: Network | undefined;
let stackDir = '';
let failed = false;
const clients: Client[] = [];

/**
 * A REST client of one site of the network, logged in as a user, with WordPress's REST nonce.
 *
 * @param site  The site's address.
 * @param login The user.
 */
async function restOn( site: string, login: string ): Promise< Client > {
	const context: APIRequestContext = await request.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	let nonce = '';
	const client: Client = {
		get: ( route ) =>
			context.get( `${ site }/index.php?rest_route=${ route }`, {
				headers: { 'X-WP-Nonce': nonce },
				failOnStatusCode: false,
			} ),
		post: ( route, data ) =>
			context.post( `${ site }/index.php?rest_route=${ route }`, {
				headers: { 'X-WP-Nonce': nonce },
				data,
				failOnStatusCode: false,
			} ),
		list: async () => {
			const res = await client.get( LIST );
			expect( res.status() ).toBe( 200 );
			return ( await res.json() ) as Record< string, PluginEntry >;
		},
		dispose: () => context.dispose(),
	};
	clients.push( client );
	nonce = await logIn( context, login, 'password', site );
	return client;
}

/**
 * The route of one plugin: its main file without ".php".
 *
 * @param file The plugin's main file.
 */
const route = ( file: string ) => `${ LIST }/${ file.replace( /\.php$/, '' ) }`;

let main: string;
let site2: string;

test.beforeAll( async () => {
	test.setTimeout( 90_000 );
	const { startNativeWordPress, freePort, NATIVE_CACHE } =
		await import( '../../tools/lib/native-wp.mjs' );
	const port = await freePort( 9800, 200 );
	stackDir = path.join( NATIVE_CACHE, String( port ) );
	network = await startNativeWordPress( {
		port,
		testMode: true,
		multisite: true,
		workers: 2,
		quiet: true,
	} );
	main = network.url;
	site2 = `${ network.url }/site2`;
} );

test.afterEach( async ( {}, testInfo ) => {
	failed ||= testInfo.status !== testInfo.expectedStatus;
} );

test.afterAll( async () => {
	// Stopped whatever happened before; PHP errors of Blockpack's files in its logs fail the spec.
	let errors: string[] = [];
	try {
		await Promise.all( clients.map( ( client ) => client.dispose() ) );
		errors = network ? network.phpErrors() : [];
	} finally {
		await network?.stop();
		network = undefined;
	}
	expect( errors, 'PHP errors from Blockpack files' ).toEqual( [] );
	// Its logs and database stay for a look after a failure; otherwise they go (250 MB).
	if ( ! failed && stackDir ) {
		rmSync( stackDir, { recursive: true, force: true } );
	}
} );

test( 'a site administrator cannot deactivate a network-active plugin: 403, and it stays network-active', async () => {
	const siteAdmin = await restOn( site2, 'siteadmin' );
	const superAdmin = await restOn( main, 'admin' );

	const res = await siteAdmin.post( route( BLOCKPACK ), {
		status: 'inactive',
	} );
	expect( res.status() ).toBe( 403 );
	expect( ( await res.json() ).code ).toBe( 'rest_forbidden' );

	expect( ( await siteAdmin.list() )[ BLOCKPACK ] ).toMatchObject( {
		active: true,
		network_active: true,
	} );
	expect( ( await superAdmin.list() )[ BLOCKPACK ] ).toMatchObject( {
		active: true,
		network_active: true,
	} );

	// The super admin too: these routes act on one site, never on the network.
	const onSite2 = await restOn( site2, 'admin' );
	const asSuper = await onSite2.post( route( BLOCKPACK ), {
		status: 'inactive',
	} );
	expect( asSuper.status() ).toBe( 403 );
	expect( ( await superAdmin.list() )[ BLOCKPACK ].network_active ).toBe(
		true
	);
} );

test( 'activating a plugin on site2 activates it there only, and its administrator can turn it off again', async () => {
	const siteAdmin = await restOn( site2, 'siteadmin' );
	const superAdmin = await restOn( main, 'admin' );

	const on = await siteAdmin.post( route( NEWSLETTER ), {
		status: 'active',
		source: 'block-editor',
	} );
	expect( on.status() ).toBe( 200 );
	expect( await on.json() ).toMatchObject( {
		file: NEWSLETTER,
		active: true,
		status: 'active',
		network_active: false,
	} );
	expect( ( await siteAdmin.list() )[ NEWSLETTER ] ).toMatchObject( {
		active: true,
		network_active: false,
	} );
	// The main site's own plugins are untouched, and nothing is network-active but Blockpack.
	expect( ( await superAdmin.list() )[ NEWSLETTER ] ).toMatchObject( {
		active: false,
		status: 'inactive',
		network_active: false,
	} );

	const off = await siteAdmin.post( route( NEWSLETTER ), {
		status: 'inactive',
	} );
	expect( off.status() ).toBe( 200 );
	expect( await off.json() ).toMatchObject( {
		active: false,
		network_active: false,
	} );
	expect( ( await siteAdmin.list() )[ NEWSLETTER ].active ).toBe( false );
} );

test( 'the super admin installing an installed plugin from site2 activates it on site2 only', async () => {
	const onSite2 = await restOn( site2, 'admin' );
	const superAdmin = await restOn( main, 'admin' );
	const res = await onSite2.post( LIST, {
		slug: 'akismet',
		status: 'active',
		source: 'block-editor',
	} );
	expect( res.status() ).toBe( 200 );
	expect( await res.json() ).toMatchObject( {
		file: AKISMET,
		active: true,
		network_active: false,
	} );
	expect( ( await superAdmin.list() )[ AKISMET ] ).toMatchObject( {
		active: false,
		network_active: false,
	} );
	expect(
		(
			await onSite2.post( route( AKISMET ), { status: 'inactive' } )
		).status()
	).toBe( 200 );
} );

test( 'the plugin list of site2 says which plugins are network-active', async () => {
	const siteAdmin = await restOn( site2, 'siteadmin' );
	const list = await siteAdmin.list();
	expect( list[ BLOCKPACK ] ).toMatchObject( {
		active: true,
		status: 'active',
		network_active: true,
	} );
	for ( const file of [ NEWSLETTER, AKISMET ] ) {
		expect( list[ file ], file ).toMatchObject( {
			active: false,
			network_active: false,
		} );
	}
	// Only the super admin may install plugins on a network.
	const install = await siteAdmin.post( LIST, {
		slug: 'akismet',
		status: 'active',
	} );
	expect( install.status() ).toBe( 403 );
} );
