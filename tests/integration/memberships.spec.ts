/**
 * Memberships over HTTP, answered by our own PHP: `GET /wpcom/v2/memberships/status`,
 * `POST /wpcom/v2/memberships/product`, `POST /wpcom/v2/memberships/products` and
 * `GET /jetpack/v4/site`, for the admin, a subscriber and an anonymous visitor.
 *
 * "Connected" means Stripe keys are saved and Stripe accepts them: Stripe is the fake of
 * tests/fakes/stripe on 127.0.0.1, which the plugin is pointed at through the test-only
 * mu-plugin (tests/mu-plugins/blockpack-test-stripe.php).
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';
import {
	startFakeStripe,
	pointPluginAt,
	GOOD_ACCOUNT_ID,
	GOOD_PUBLISHABLE_KEY,
	GOOD_SECRET_KEY,
	REVOKED_SECRET_KEY,
	type FakeStripe,
} from '../fakes/stripe';

const STATUS = '/wpcom/v2/memberships/status';
const PRODUCT = '/wpcom/v2/memberships/product';
const PRODUCTS = '/wpcom/v2/memberships/products';
const SITE = '/jetpack/v4/site';
const WEBHOOK_SECRET = 'whsec_blockpackTestSecret0001';

let fake: FakeStripe;
let admin: RestClient;
let subscriber: RestClient;
let anonymous: RestClient;

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	fake = await startFakeStripe();
	admin = await restAs( 'admin' );
	subscriber = await restAs( 'subscriber' );
	anonymous = await restAs( 'anonymous' );
} );

test.afterAll( async () => {
	await pointPluginAt( admin, null );
	await Promise.all( [
		admin.dispose(),
		subscriber.dispose(),
		anonymous.dispose(),
	] );
	await fake.close();
} );

test.beforeEach( () => {
	fake.failWith = null;
	fake.requests = [];
} );

const connect = ( secretKey = GOOD_SECRET_KEY ) =>
	pointPluginAt( admin, fake, {
		publishableKey: GOOD_PUBLISHABLE_KEY,
		secretKey,
		webhookSecret: WEBHOOK_SECRET,
	} );

test( 'every route refuses visitors (401) and subscribers (403)', async () => {
	const calls: Array< [ 'get' | 'post', string, unknown ] > = [
		[ 'get', STATUS, undefined ],
		[ 'post', PRODUCT, { title: 'Gold', price: 5, currency: 'USD' } ],
		[ 'post', PRODUCTS, { type: 'donation', currency: 'USD' } ],
		[ 'get', SITE, undefined ],
	];
	for ( const [ method, route, data ] of calls ) {
		const asVisitor =
			method === 'get'
				? await anonymous.get( route )
				: await anonymous.post( route, data );
		expect( asVisitor.status(), `${ route } as visitor` ).toBe( 401 );
		const asSubscriber =
			method === 'get'
				? await subscriber.get( route )
				: await subscriber.post( route, data );
		expect( asSubscriber.status(), `${ route } as subscriber` ).toBe( 403 );
		expect( ( await asSubscriber.json() ).code ).toBe( 'rest_forbidden' );
	}
} );

test( 'not connected: no account, the settings page is the connect URL, Stripe is not called', async () => {
	await pointPluginAt( admin, fake );
	const res = await admin.get( STATUS, {
		source: 'gutenberg',
		type: 'all',
		is_editable: 'true',
	} );
	expect( res.status() ).toBe( 200 );
	const body = await res.json();
	expect( body.connected_account_id ).toBeUndefined();
	expect( body.connect_url ).toMatch(
		/\/wp-admin\/options-general\.php\?page=blockpack$/
	);
	expect( body.should_upgrade_to_access_memberships ).toBe( false );
	expect( body.upgrade_url ).toBe( '' );
	expect( body.site_slug ).toBe(
		new URL( process.env.WP_BASE_URL ?? 'http://127.0.0.1:9400' ).host
	);
	expect( Array.isArray( body.products ) ).toBe( true );
	expect( fake.requests ).toHaveLength( 0 );
} );

test( 'connected: the account id comes from Stripe, asked with the secret key; the secret never reaches the answer', async () => {
	await connect();
	const res = await admin.get( STATUS, { source: 'gutenberg' } );
	expect( res.status() ).toBe( 200 );
	const text = await res.text();
	expect( text ).not.toContain( GOOD_SECRET_KEY );
	expect( text ).not.toContain( WEBHOOK_SECRET );
	const body = JSON.parse( text );
	expect( body.connected_account_id ).toBe( GOOD_ACCOUNT_ID );
	expect( body.connected_account_default_currency ).toBe( 'USD' );
	expect( body.connect_url ).toBe( '' );
	expect( fake.requests ).toEqual( [
		expect.objectContaining( {
			method: 'GET',
			path: '/v1/account',
			authorization: `Bearer ${ GOOD_SECRET_KEY }`,
		} ),
	] );
	// The account is remembered: a second status does not ask Stripe again.
	expect( ( await admin.get( STATUS ) ).status() ).toBe( 200 );
	expect( fake.requests ).toHaveLength( 1 );
} );

test( 'Stripe errors: a refused key or a failing Stripe gives a JSON error with Stripe’s message', async () => {
	await connect( REVOKED_SECRET_KEY );
	let res = await admin.get( STATUS );
	expect( res.status() ).toBe( 502 );
	let body = await res.json();
	expect( body.code ).toBe( 'blockpack_stripe_error' );
	expect( body.message ).toBe(
		'Stripe: Invalid API Key provided: sk_test_****ed01'
	);
	expect( body.connected_account_id ).toBeUndefined();

	await connect();
	fake.failWith = { status: 500, message: 'An unknown error occurred' };
	res = await admin.get( STATUS );
	expect( res.status() ).toBe( 502 );
	body = await res.json();
	expect( body.message ).toBe( 'Stripe: An unknown error occurred' );

	// Stripe unreachable (nothing listens on the port any more).
	const gone = await startFakeStripe();
	await gone.close();
	await pointPluginAt( admin, gone, {
		publishableKey: GOOD_PUBLISHABLE_KEY,
		secretKey: GOOD_SECRET_KEY,
	} );
	res = await admin.get( STATUS );
	expect( res.status() ).toBe( 502 );
	expect( ( await res.json() ).code ).toBe( 'blockpack_stripe_unreachable' );
} );

test( 'status refuses bad arguments with 400', async () => {
	for ( const params of [
		{ source: 'evil' } as Record< string, string >,
		{ type: '<script>' },
		{ is_editable: 'perhaps' },
	] ) {
		const res = await admin.get( STATUS, params );
		expect( res.status(), JSON.stringify( params ) ).toBe( 400 );
		expect( ( await res.json() ).code ).toBe( 'rest_invalid_param' );
	}
} );

test( 'creating a product: each rule answers its exact message; a valid one is stored and listed', async () => {
	await connect();
	const cases: Array< [ Record< string, unknown >, number, string ] > = [
		[
			{ title: '', price: 5, currency: 'USD' },
			400,
			'product requires a name',
		],
		[
			{ title: '   ', price: 5, currency: 'USD' },
			400,
			'product requires a name',
		],
		[
			{ title: 'Gold', price: 'abc', currency: 'USD' },
			400,
			'product requires a valid price',
		],
		[
			{ title: 'Gold', price: -5, currency: 'USD' },
			400,
			'product requires a valid price',
		],
		[
			{ title: 'Gold', price: 0, currency: 'USD' },
			400,
			'product requires a valid price',
		],
		[
			{ title: 'Gold', price: 1000000, currency: 'USD' },
			400,
			'product requires a valid price',
		],
		[
			{ title: 'Gold', price: 0.49, currency: 'USD' },
			400,
			'Minimum allowed price is $0.50.',
		],
		[
			{ title: 'Gold', price: '0.2', currency: 'EUR' },
			400,
			'Minimum allowed price is 0,50 €.',
		],
		[
			{ title: 'Gold', price: 49, currency: 'JPY' },
			400,
			'Minimum allowed price is ¥50.',
		],
		[
			{ title: 'Gold', price: 0.29, currency: 'GBP' },
			400,
			'Minimum allowed price is £0.30.',
		],
		[
			{ title: 'Gold', price: 2, currency: 'DKK' },
			400,
			'Minimum allowed price is kr.2,50.',
		],
	];
	for ( const [ data, status, message ] of cases ) {
		const res = await admin.post( PRODUCT, data );
		expect( res.status(), JSON.stringify( data ) ).toBe( status );
		expect( ( await res.json() ).message ).toBe( message );
	}
	for ( const data of [
		{ title: 'Gold', price: 5, currency: 'XYZ' },
		{ title: 'Gold', price: 5 },
		{ title: 'Gold', price: 5, currency: 'USD', interval: '2 weeks' },
		{ title: 'Gold', price: [ 5 ], currency: 'USD' },
	] ) {
		const res = await admin.post( PRODUCT, data );
		expect( res.status(), JSON.stringify( data ) ).toBe( 400 );
		expect( ( await res.json() ).code ).toMatch(
			/^rest_(invalid|missing)/
		);
	}

	const res = await admin.post( PRODUCT, {
		title: 'Monthly <script>alert(1)</script>Subscription',
		price: '5',
		currency: 'USD',
		interval: '1 month',
	} );
	expect( res.status() ).toBe( 200 );
	const product = await res.json();
	expect( product ).toEqual(
		expect.objectContaining( {
			title: 'Monthly Subscription',
			price: 5,
			currency: 'USD',
			interval: '1 month',
			type: 'payment-plan',
			is_editable: true,
		} )
	);
	expect( product.id ).toBeGreaterThan( 0 );

	const yen = await admin.post( PRODUCT, {
		title: 'Yen plan',
		price: 1500,
		currency: 'JPY',
		interval: '1 year',
	} );
	expect( ( await yen.json() ).price ).toBe( 1500 );

	const listed = await (
		await admin.get( STATUS, { type: 'all', is_editable: 'true' } )
	).json();
	const ids = listed.products.map( ( p: { id: number } ) => p.id );
	expect( ids ).toContain( product.id );
} );

test( 'donation plans: three per currency (one-time, 1 month, 1 year), created once, listed by type', async () => {
	await connect();
	const first = await admin.post( PRODUCTS, {
		type: 'donation',
		currency: 'USD',
		is_editable: false,
	} );
	expect( first.status() ).toBe( 200 );
	const list = await first.json();
	expect( Array.isArray( list ) ).toBe( true );
	expect( list.map( ( p: { interval: string } ) => p.interval ) ).toEqual( [
		'one-time',
		'1 month',
		'1 year',
	] );
	const byInterval = (
		products: Array< { interval: string; id: number } >
	) => Object.fromEntries( products.map( ( p ) => [ p.interval, p ] ) );
	const plans = byInterval( list );
	for ( const interval of [ 'one-time', '1 month', '1 year' ] ) {
		expect( plans[ interval ] ).toEqual(
			expect.objectContaining( {
				currency: 'USD',
				interval,
				type: 'donation',
				is_editable: false,
			} )
		);
	}
	const again = byInterval(
		await (
			await admin.post( PRODUCTS, { type: 'donation', currency: 'USD' } )
		).json()
	);
	expect( again[ 'one-time' ].id ).toBe( plans[ 'one-time' ].id );
	expect( again[ '1 year' ].id ).toBe( plans[ '1 year' ].id );

	const euro = byInterval(
		await (
			await admin.post( PRODUCTS, { type: 'donation', currency: 'EUR' } )
		).json()
	);
	expect( euro[ '1 month' ].id ).not.toBe( plans[ '1 month' ].id );
	expect( euro[ '1 month' ] ).toEqual(
		expect.objectContaining( { currency: 'EUR', price: 0.5 } )
	);

	const donations = await (
		await admin.get( STATUS, {
			source: 'gutenberg',
			type: 'donation',
			is_editable: 'false',
		} )
	).json();
	expect( donations.connected_account_id ).toBe( GOOD_ACCOUNT_ID );
	const donationIds = donations.products.map( ( p: { id: number } ) => p.id );
	expect( donationIds ).toEqual(
		expect.arrayContaining( [
			plans[ 'one-time' ].id,
			plans[ '1 month' ].id,
			plans[ '1 year' ].id,
		] )
	);
	expect(
		donations.products.every(
			( p: { type: string } ) => p.type === 'donation'
		)
	).toBe( true );
	const editable = await (
		await admin.get( STATUS, { type: 'all', is_editable: 'true' } )
	).json();
	expect(
		editable.products.map( ( p: { id: number } ) => p.id )
	).not.toContain( plans[ 'one-time' ].id );

	for ( const data of [
		{ type: 'subscription', currency: 'USD' },
		{ type: 'donation', currency: 'XYZ' },
		{ type: 'donation' },
	] ) {
		const res = await admin.post( PRODUCTS, data );
		expect( res.status(), JSON.stringify( data ) ).toBe( 400 );
	}
} );

test( 'the site route gives the plan data of a self-hosted site: no upgrade', async () => {
	const res = await admin.get( SITE );
	expect( res.status() ).toBe( 200 );
	const body = await res.json();
	expect( body.code ).toBe( 'success' );
	expect( body.data.plan.product_slug ).toBe( 'blockpack-self-hosted' );
	expect( body.data.plans ).toEqual( [] );
	expect( body.data.upgrade_url ).toBe( '' );
	expect( body.data.plan_url ).toMatch(
		/\/wp-admin\/options-general\.php\?page=blockpack$/
	);
} );
