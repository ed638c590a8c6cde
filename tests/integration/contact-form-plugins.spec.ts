/**
 * The plugin routes the contact form's integration panels use (`GET|POST /jetpack/v4/plugins`,
 * `POST /jetpack/v4/plugins/{plugin}`), over HTTP as admin, subscriber and visitor, with the
 * fake email-marketing plugin in tests/plugins/creative-mail-by-constant-contact. The test bed is
 * offline, so installing from the plugin directory fails at once with a JSON error.
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient, type Role } from './utils';

const LIST = '/jetpack/v4/plugins';
const NEWSLETTER_FILE =
	'creative-mail-by-constant-contact/creative-mail-plugin';
const NEWSLETTER = `${ LIST }/${ NEWSLETTER_FILE }`;

interface PluginEntry {
	Name: string;
	Version: string;
	file: string;
	active: boolean;
	status: 'active' | 'inactive';
}

let admin: RestClient;

/**
 * The plugin list as the admin sees it.
 */
async function plugins(): Promise< Record< string, PluginEntry > > {
	const res = await admin.get( LIST );
	expect( res.status() ).toBe( 200 );
	return ( await res.json() ) as Record< string, PluginEntry >;
}

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
} );

// Leave the fake inactive, as every test found it.
test.afterEach( async () => {
	const res = await admin.post( NEWSLETTER, { status: 'inactive' } );
	expect( res.status() ).toBe( 200 );
} );

test.afterAll( async () => {
	await admin.dispose();
} );

const refused: Array< [ Role, number ] > = [
	[ 'subscriber', 403 ],
	[ 'anonymous', 401 ],
];

test.describe( 'GET /jetpack/v4/plugins', () => {
	test( 'lists the installed plugins with their status and version', async () => {
		const list = await plugins();
		expect( list[ 'blockpack/plugin.php' ] ).toMatchObject( {
			Name: 'Blockpack',
			file: 'blockpack/plugin.php',
			active: true,
			status: 'active',
		} );
		expect( list[ `${ NEWSLETTER_FILE }.php` ] ).toMatchObject( {
			Name: 'Creative Mail (test fake)',
			Version: '1.6.0',
			active: false,
			status: 'inactive',
		} );
	} );

	for ( const [ role, status ] of refused ) {
		test( `refuses a ${ role } with ${ status }`, async () => {
			const client = await restAs( role );
			try {
				const res = await client.get( LIST );
				expect( res.status() ).toBe( status );
				const body = await res.json();
				expect( body.code ).toBe( 'rest_forbidden' );
				expect( body[ 'blockpack/plugin.php' ] ).toBeUndefined();
			} finally {
				await client.dispose();
			}
		} );
	}
} );

test.describe( 'POST /jetpack/v4/plugins/{plugin}', () => {
	test( 'activates the newsletter plugin and deactivates it again', async () => {
		const on = await admin.post( NEWSLETTER, {
			status: 'active',
			source: 'block-editor',
		} );
		expect( on.status() ).toBe( 200 );
		expect( await on.json() ).toMatchObject( {
			file: `${ NEWSLETTER_FILE }.php`,
			active: true,
			status: 'active',
		} );
		expect( ( await plugins() )[ `${ NEWSLETTER_FILE }.php` ].active ).toBe(
			true
		);

		const off = await admin.post( NEWSLETTER, { status: 'inactive' } );
		expect( off.status() ).toBe( 200 );
		expect( ( await off.json() ).status ).toBe( 'inactive' );
		expect( ( await plugins() )[ `${ NEWSLETTER_FILE }.php` ].active ).toBe(
			false
		);
	} );

	test( 'answers 404 for a plugin that is not installed', async () => {
		const res = await admin.post(
			`${ LIST }/no-such-plugin/no-such-plugin`,
			{
				status: 'active',
			}
		);
		expect( res.status() ).toBe( 404 );
		expect( ( await res.json() ).code ).toBe( 'unknown_plugin' );
	} );

	for ( const body of [
		{ status: 'on' },
		{},
		{ status: 'active', source: 'somewhere' },
	] ) {
		test( `refuses the arguments ${ JSON.stringify( body ) } with 400`, async () => {
			const res = await admin.post( NEWSLETTER, body );
			expect( res.status() ).toBe( 400 );
			expect( [
				'rest_invalid_param',
				'rest_missing_callback_param',
			] ).toContain( ( await res.json() ).code );
			expect(
				( await plugins() )[ `${ NEWSLETTER_FILE }.php` ].active
			).toBe( false );
		} );
	}

	for ( const [ role, status ] of refused ) {
		test( `refuses a ${ role } with ${ status }`, async () => {
			const client = await restAs( role );
			try {
				const res = await client.post( NEWSLETTER, {
					status: 'active',
				} );
				expect( res.status() ).toBe( status );
				expect( ( await res.json() ).code ).toBe( 'rest_forbidden' );
				expect(
					( await plugins() )[ `${ NEWSLETTER_FILE }.php` ].active
				).toBe( false );
			} finally {
				await client.dispose();
			}
		} );
	}
} );

test.describe( 'POST /jetpack/v4/plugins', () => {
	test( 'fails to install from the plugin directory with a JSON error (offline test bed)', async () => {
		const res = await admin.post( LIST, {
			slug: 'blockpack-test-absent-plugin',
			status: 'active',
			source: 'block-editor',
		} );
		expect( res.status() ).toBe( 400 );
		const body = ( await res.json() ) as { code: string; message: string };
		expect( body.code ).toBe( 'plugin_install_failed' );
		expect( body.message ).toContain(
			'The plugin directory could not be reached'
		);
		expect( Object.keys( await plugins() ) ).not.toContainEqual(
			expect.stringMatching( /^blockpack-test-absent-plugin\// )
		);
	} );

	test( 'activates a plugin that is already installed instead of downloading it', async () => {
		const res = await admin.post( LIST, {
			slug: 'creative-mail-by-constant-contact',
			status: 'active',
			source: 'block-editor',
		} );
		expect( res.status() ).toBe( 200 );
		expect( await res.json() ).toMatchObject( {
			file: `${ NEWSLETTER_FILE }.php`,
			active: true,
		} );
	} );

	for ( const body of [
		{ slug: 'Bad Slug!', status: 'active' },
		{ slug: '../etc', status: 'active' },
		{ status: 'active' },
		{ slug: 'creative-mail-by-constant-contact', status: 'enabled' },
		{ slug: 'creative-mail-by-constant-contact', source: 'elsewhere' },
	] ) {
		test( `refuses the arguments ${ JSON.stringify( body ) } with 400`, async () => {
			const res = await admin.post( LIST, body );
			expect( res.status() ).toBe( 400 );
			expect( [
				'rest_invalid_param',
				'rest_missing_callback_param',
			] ).toContain( ( await res.json() ).code );
			expect(
				( await plugins() )[ `${ NEWSLETTER_FILE }.php` ].active
			).toBe( false );
		} );
	}

	for ( const [ role, status ] of refused ) {
		test( `refuses a ${ role } with ${ status }`, async () => {
			const client = await restAs( role );
			try {
				const res = await client.post( LIST, {
					slug: 'creative-mail-by-constant-contact',
					status: 'active',
				} );
				expect( res.status() ).toBe( status );
				expect( ( await res.json() ).code ).toBe( 'rest_forbidden' );
				expect(
					( await plugins() )[ `${ NEWSLETTER_FILE }.php` ].active
				).toBe( false );
			} finally {
				await client.dispose();
			}
		} );
	}
} );
