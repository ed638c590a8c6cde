/**
 * The plugin as WordPress sees it: active, its blocks registered on the server, the test
 * users in place, and stepping aside with a notice when Jetpack is active.
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

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
