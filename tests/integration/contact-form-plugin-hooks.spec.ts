/**
 * Turning a plugin on through our plugin route (`POST /jetpack/v4/plugins/{plugin}`) runs the
 * plugin's activation hook, as wp-admin's Plugins screen does: the fake CRM
 * (tests/plugins/zero-bs-crm) counts its activations in its activation hook.
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

const CRM = '/jetpack/v4/plugins/zero-bs-crm/ZeroBSCRM';
const STATE = '/blockpack-test/v1/crm-state';

let admin: RestClient;

/**
 * How many times the fake CRM's activation hook ran.
 */
async function activations(): Promise< number > {
	const res = await admin.get( STATE );
	expect( res.status() ).toBe( 200 );
	return ( ( await res.json() ) as { activations: number } ).activations;
}

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
} );

test.afterAll( async () => {
	try {
		await admin.post( CRM, { status: 'inactive' } );
	} finally {
		await admin.dispose();
	}
} );

test( 'activating a plugin through the route runs its activation hook, once per activation', async () => {
	expect( ( await admin.post( CRM, { status: 'inactive' } ) ).status() ).toBe(
		200
	);
	const before = await activations();

	const on = await admin.post( CRM, { status: 'active' } );
	expect( on.status() ).toBe( 200 );
	expect( await on.json() ).toMatchObject( {
		active: true,
		network_active: false,
	} );
	expect( await activations() ).toBe( before + 1 );

	// Already active: nothing runs again.
	expect( ( await admin.post( CRM, { status: 'active' } ) ).status() ).toBe(
		200
	);
	expect( await activations() ).toBe( before + 1 );

	expect( ( await admin.post( CRM, { status: 'inactive' } ) ).status() ).toBe(
		200
	);
	expect( ( await admin.post( CRM, { status: 'active' } ) ).status() ).toBe(
		200
	);
	expect( await activations() ).toBe( before + 2 );
} );
