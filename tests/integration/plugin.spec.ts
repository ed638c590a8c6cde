/**
 * The plugin as WordPress sees it: active, its blocks registered on the server, the test
 * users in place, and stepping aside with a notice when Jetpack is active.
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

/** Every WP-Cron hook Blockpack schedules (php/class-plugin.php's list). */
const OUR_CRON_HOOKS = [
	'blockpack_contact_form_cleanup',
	'blockpack_contact_form_daily_cleanup',
	'blockpack_mailchimp_cleanup',
	'blockpack_map_geocode_cleanup',
	'blockpack_instagram_refresh_tokens',
	'blockpack_resolve_redirect_cleanup',
];

const OUR_BLOCKS = [
	'jetpack/business-hours',
	'jetpack/button',
	'jetpack/markdown',
	'jetpack/rating-star',
];

let admin: RestClient;

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
} );

test.afterAll( async () => {
	await admin.post( '/blockpack-test/v1/fake-jetpack', { active: false } );
	// Left active as found, whatever a failed test did.
	await admin.post( '/wp/v2/plugins/blockpack/plugin', { status: 'active' } );
	await admin.dispose();
} );

test( 'Blockpack is active and registers its blocks on the server', async () => {
	const plugins = await admin.get( '/wp/v2/plugins' );
	expect( plugins.status() ).toBe( 200 );
	const ours = ( await plugins.json() ).find(
		( p: { plugin: string } ) => p.plugin === 'blockpack/plugin'
	);
	expect( ours ).toMatchObject( {
		status: 'active',
		name: 'Blockpack',
		requires_wp: '6.6',
		requires_php: '7.4',
		textdomain: 'blockpack',
	} );

	const types = await admin.get( '/wp/v2/block-types/jetpack' );
	expect( types.status() ).toBe( 200 );
	const names = ( await types.json() ).map(
		( t: { name: string } ) => t.name
	);
	for ( const name of OUR_BLOCKS ) {
		expect( names ).toContain( name );
	}
} );

test( 'block types are not listed to visitors', async () => {
	const anonymous = await restAs( 'anonymous' );
	expect(
		( await anonymous.get( '/wp/v2/block-types/jetpack' ) ).status()
	).toBe( 401 );
	await anonymous.dispose();
} );

test( 'with Jetpack active, Blockpack registers nothing and says why', async () => {
	const on = await admin.post( '/blockpack-test/v1/fake-jetpack', {
		active: true,
	} );
	expect( on.status() ).toBe( 200 );

	const types = await admin.get( '/wp/v2/block-types/jetpack' );
	const names = ( await types.json() ).map(
		( t: { name: string } ) => t.name
	);
	for ( const name of OUR_BLOCKS ) {
		expect( names ).not.toContain( name );
	}
	const dashboard = await admin.context.get( '/wp-admin/index.php' );
	expect( await dashboard.text() ).toContain(
		'Blockpack is inactive because the Jetpack plugin is active.'
	);

	await admin.post( '/blockpack-test/v1/fake-jetpack', { active: false } );
	const back = await admin.get( '/wp/v2/block-types/jetpack' );
	const namesBack = ( await back.json() ).map(
		( t: { name: string } ) => t.name
	);
	expect( namesBack ).toEqual( expect.arrayContaining( OUR_BLOCKS ) );
} );

/**
 * When each of our WP-Cron hooks is next due (null: not scheduled).
 */
async function ourCronEvents(): Promise< Record< string, number | null > > {
	const events: Record< string, number | null > = {};
	for ( const hook of OUR_CRON_HOOKS ) {
		const res = await admin.post( '/blockpack-test/v1/cron', { hook } );
		expect( res.status() ).toBe( 200 );
		events[ hook ] = (
			( await res.json() ) as { next: number | null }
		 ).next;
	}
	return events;
}

test( 'deactivating Blockpack clears every scheduled event it added; activating schedules them again', async () => {
	// Any request while active schedules them (on init).
	for ( const next of Object.values( await ourCronEvents() ) ) {
		expect( next ).toEqual( expect.any( Number ) );
	}

	const off = await admin.post( '/wp/v2/plugins/blockpack/plugin', {
		status: 'inactive',
	} );
	expect( off.status() ).toBe( 200 );
	expect( ( await off.json() ).status ).toBe( 'inactive' );
	for ( const next of Object.values( await ourCronEvents() ) ) {
		expect( next ).toBeNull();
	}

	const on = await admin.post( '/wp/v2/plugins/blockpack/plugin', {
		status: 'active',
	} );
	expect( on.status() ).toBe( 200 );
	expect( ( await on.json() ).status ).toBe( 'active' );
	for ( const next of Object.values( await ourCronEvents() ) ) {
		expect( next ).toEqual( expect.any( Number ) );
	}
} );
