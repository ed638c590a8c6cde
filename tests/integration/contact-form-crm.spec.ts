/**
 * The contact form's CRM routes (`GET|POST /jetpack/v4/jetpack_crm`) over HTTP, against the fake
 * CRM plugin in tests/plugins/zero-bs-crm, and the hand-off of a stored response's contact to
 * the CRM (fired through the test-only route in tests/mu-plugins/blockpack-test-crm.php).
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient, type Role } from './utils';

const ROUTE = '/jetpack/v4/jetpack_crm';
const CRM = '/jetpack/v4/plugins/zero-bs-crm/ZeroBSCRM';
const STATE = '/blockpack-test/v1/crm-state';
const FEEDBACK = '/blockpack-test/v1/crm-feedback';

interface CrmState {
	version: string | null;
	extension: boolean;
	fail_extension: boolean;
	contacts: Array< {
		source: string;
		external_id: string;
		fields: Record< string, unknown >;
	} >;
}

let admin: RestClient;

/**
 * Sets the fake CRM's state.
 *
 * @param state The state to set.
 */
async function setCrm( state: Record< string, unknown > ): Promise< CrmState > {
	const res = await admin.post( STATE, state );
	expect( res.status() ).toBe( 200 );
	return ( await res.json() ) as CrmState;
}

/**
 * Activates or deactivates the fake CRM plugin through our plugin route.
 *
 * @param active Whether it should be active.
 */
async function setCrmActive( active: boolean ) {
	const res = await admin.post( CRM, {
		status: active ? 'active' : 'inactive',
	} );
	expect( res.status() ).toBe( 200 );
}

/**
 * The CRM data as the admin sees it.
 */
async function crmData() {
	const res = await admin.get( ROUTE );
	expect( res.status() ).toBe( 200 );
	return ( await res.json() ) as Record< string, unknown >;
}

const CONTACT_FIELDS = [
	{ label: 'Name', type: 'name', value: 'Ada Lovelace' },
	{ label: 'Email', type: 'email', value: 'ada@example.com' },
	{ label: 'Message', type: 'textarea', value: 'Hello <b>there</b>' },
	{ label: 'Website', type: 'url', value: '' },
	{
		label: 'Topics',
		type: 'checkbox-multiple',
		value: [ 'Maths', 'Engines' ],
	},
];

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
} );

// Leave the fake as every test found it: inactive, header version, extension off, no contacts.
test.afterEach( async () => {
	await setCrmActive( false );
	await setCrm( {
		version: null,
		extension: false,
		fail_extension: false,
		clear_contacts: true,
	} );
} );

test.afterAll( async () => {
	await admin.dispose();
} );

test.describe( 'GET /jetpack/v4/jetpack_crm', () => {
	test( 'reports the CRM installed but inactive, with its version', async () => {
		const data = await crmData();
		expect( data ).toEqual( {
			crm_installed: true,
			crm_active: false,
			crm_version: '6.4.1',
			jp_form_ext_enabled: false,
			can_activate_extension: true,
		} );
	} );

	test( 'reports the CRM active and its forms extension on or off', async () => {
		await setCrmActive( true );
		expect( await crmData() ).toMatchObject( {
			crm_installed: true,
			crm_active: true,
			jp_form_ext_enabled: false,
		} );
		await setCrm( { extension: true } );
		expect( await crmData() ).toMatchObject( {
			crm_active: true,
			jp_form_ext_enabled: true,
		} );
	} );

	test( 'reports the version the CRM plugin declares, valid or not', async () => {
		for ( const version of [ '4.0.0', '3.0.19', '4.9.0', 'unknown' ] ) {
			await setCrm( { version } );
			expect( ( await crmData() ).crm_version ).toBe( version );
		}
	} );

	const refused: Array< [ Role, number ] > = [
		[ 'subscriber', 403 ],
		[ 'anonymous', 401 ],
	];
	for ( const [ role, status ] of refused ) {
		test( `refuses a ${ role } with ${ status }`, async () => {
			const client = await restAs( role );
			try {
				const res = await client.get( ROUTE );
				expect( res.status() ).toBe( status );
				const body = ( await res.json() ) as Record< string, unknown >;
				expect( body.code ).toBe( 'rest_forbidden' );
				expect( body.crm_installed ).toBeUndefined();
			} finally {
				await client.dispose();
			}
		} );
	}
} );

test.describe( 'POST /jetpack/v4/jetpack_crm', () => {
	test( 'enables the forms extension and answers success', async () => {
		await setCrmActive( true );
		const res = await admin.post( ROUTE, { extension: 'jetpackforms' } );
		expect( res.status() ).toBe( 200 );
		expect( await res.json() ).toEqual( { code: 'success' } );
		expect( ( await crmData() ).jp_form_ext_enabled ).toBe( true );
		expect( ( await setCrm( {} ) ).extension ).toBe( true );
	} );

	test( 'answers a JSON error when the CRM cannot enable it', async () => {
		await setCrmActive( true );
		await setCrm( { fail_extension: true } );
		const res = await admin.post( ROUTE, { extension: 'jetpackforms' } );
		expect( res.status() ).toBe( 409 );
		expect( await res.json() ).toMatchObject( {
			code: 'crm_extension_activation_failed',
		} );
		expect( ( await crmData() ).jp_form_ext_enabled ).toBe( false );
	} );

	test( 'answers a JSON error while the CRM is inactive', async () => {
		const res = await admin.post( ROUTE, { extension: 'jetpackforms' } );
		expect( res.status() ).toBe( 409 );
		expect( ( await res.json() ).code ).toBe( 'crm_not_active' );
		expect( ( await setCrm( {} ) ).extension ).toBe( false );
	} );

	for ( const body of [ { extension: 'woo' }, { extension: 1 }, {} ] ) {
		test( `refuses the arguments ${ JSON.stringify( body ) } with 400`, async () => {
			await setCrmActive( true );
			const res = await admin.post( ROUTE, body );
			expect( res.status() ).toBe( 400 );
			expect( [
				'rest_invalid_param',
				'rest_missing_callback_param',
			] ).toContain( ( await res.json() ).code );
			expect( ( await setCrm( {} ) ).extension ).toBe( false );
		} );
	}

	const refused: Array< [ Role, number ] > = [
		[ 'subscriber', 403 ],
		[ 'anonymous', 401 ],
	];
	for ( const [ role, status ] of refused ) {
		test( `refuses a ${ role } with ${ status }`, async () => {
			await setCrmActive( true );
			const client = await restAs( role );
			try {
				const res = await client.post( ROUTE, {
					extension: 'jetpackforms',
				} );
				expect( res.status() ).toBe( status );
				expect( ( await res.json() ).code ).toBe( 'rest_forbidden' );
				expect( ( await setCrm( {} ) ).extension ).toBe( false );
			} finally {
				await client.dispose();
			}
		} );
	}
} );

test.describe( 'hand-off of a stored response to the CRM', () => {
	/**
	 * Fires the "response stored" action with the given arguments.
	 *
	 * @param args The action's arguments.
	 */
	async function storeResponse( args: Record< string, unknown > ) {
		const res = await admin.post( FEEDBACK, {
			feedback_id: 0,
			fields: CONTACT_FIELDS,
			...args,
		} );
		expect( res.status() ).toBe( 200 );
		return ( ( await res.json() ) as CrmState ).contacts;
	}

	test( 'hands the contact to the CRM: name, address, the other fields as notes', async () => {
		await setCrmActive( true );
		await setCrm( { extension: true } );
		const contacts = await storeResponse( {
			attributes: { jetpackCRM: true },
		} );
		expect( contacts ).toEqual( [
			{
				source: 'jetpack_form',
				external_id: 'ada@example.com',
				fields: expect.objectContaining( {
					zbsc_email: 'ada@example.com',
					zbsc_fname: 'Ada',
					zbsc_lname: 'Lovelace',
					zbsc_notes: 'Message: Hello there\nTopics: Maths, Engines',
				} ),
			},
		] );
	} );

	test( 'hands it over when the form does not set jetpackCRM (default on)', async () => {
		await setCrmActive( true );
		await setCrm( { extension: true } );
		expect( await storeResponse( { attributes: {} } ) ).toHaveLength( 1 );
	} );

	const kept: Array<
		[ string, Record< string, unknown >, boolean, boolean ]
	> = [
		[
			'the form turns jetpackCRM off',
			{ attributes: { jetpackCRM: false } },
			true,
			true,
		],
		[ 'the response is spam', { is_spam: true }, true, true ],
		[ 'the forms extension is off', {}, true, false ],
		[ 'the CRM is inactive', {}, false, true ],
		[
			'the response has no valid address',
			{
				fields: [
					{ label: 'Email', type: 'email', value: 'not-an-address' },
				],
			},
			true,
			true,
		],
	];
	for ( const [ why, args, active, extension ] of kept ) {
		test( `keeps the contact from the CRM when ${ why }`, async () => {
			await setCrmActive( active );
			await setCrm( { extension } );
			expect( await storeResponse( args ) ).toEqual( [] );
		} );
	}
} );
