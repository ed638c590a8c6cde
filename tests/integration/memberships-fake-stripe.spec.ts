/**
 * The fake Stripe itself (no WordPress): what other specs rely on. Keys are checked as Stripe
 * does, Checkout Sessions are created and paid through the fake's checkout page, errors use
 * Stripe's shape, and webhook signatures follow Stripe's scheme.
 */
import { createHmac } from 'node:crypto';
import { test, expect } from '@playwright/test';
import {
	startFakeStripe,
	signWebhook,
	GOOD_SECRET_KEY,
	REVOKED_SECRET_KEY,
	type FakeStripe,
} from '../fakes/stripe';

let fake: FakeStripe;

test.beforeAll( async () => {
	fake = await startFakeStripe();
} );

test.afterAll( async () => {
	await fake.close();
} );

const call = (
	method: string,
	path: string,
	key?: string,
	form?: Record< string, string >
) =>
	fetch( fake.url + path, {
		method,
		redirect: 'manual',
		headers: {
			...( key ? { Authorization: `Bearer ${ key }` } : {} ),
			...( form
				? { 'Content-Type': 'application/x-www-form-urlencoded' }
				: {} ),
		},
		body: form ? new URLSearchParams( form ).toString() : undefined,
	} );

test( 'keys, sessions and the checkout page', async () => {
	let res = await call( 'GET', '/v1/account' );
	expect( res.status ).toBe( 401 );
	expect( ( await res.json() ).error.message ).toBe(
		'You did not provide an API key.'
	);
	res = await call( 'GET', '/v1/account', REVOKED_SECRET_KEY );
	expect( ( await res.json() ).error.message ).toBe(
		'Invalid API Key provided: sk_test_****ed01'
	);
	res = await call( 'POST', '/v1/checkout/sessions', GOOD_SECRET_KEY, {
		mode: 'payment',
		success_url: 'http://127.0.0.1:1/thanks?x=<b>',
		cancel_url: 'http://127.0.0.1:1/back',
		'metadata[plan_id]': '12',
	} );
	const session = await res.json();
	expect( session ).toEqual(
		expect.objectContaining( {
			object: 'checkout.session',
			payment_status: 'unpaid',
			metadata: { plan_id: '12' },
			url: `${ fake.url }/checkout/${ session.id }`,
		} )
	);
	const page = await ( await fetch( session.url ) ).text();
	expect( page ).toContain( 'Fake Stripe Checkout' );
	expect( page ).toContain( 'href="http://127.0.0.1:1/back"' );
	res = await call( 'GET', `/checkout/${ session.id }/pay` );
	expect( res.status ).toBe( 303 );
	expect( res.headers.get( 'location' ) ).toBe(
		'http://127.0.0.1:1/thanks?x=<b>'
	);
	const paid = await (
		await call(
			'GET',
			`/v1/checkout/sessions/${ session.id }`,
			GOOD_SECRET_KEY
		)
	).json();
	expect( paid.payment_status ).toBe( 'paid' );
	res = await call( 'GET', '/v1/nothing', GOOD_SECRET_KEY );
	expect( res.status ).toBe( 404 );
	expect( ( await res.json() ).error.code ).toBe( 'resource_missing' );
	expect(
		fake.requests.map( ( r ) => `${ r.method } ${ r.path }` )
	).toContain( 'POST /v1/checkout/sessions' );
} );

test( 'webhook signatures follow Stripe’s scheme', () => {
	const payload = '{"type":"checkout.session.completed"}';
	const header = signWebhook( payload, 'whsec_abc', 1700000000 );
	const expected = createHmac( 'sha256', 'whsec_abc' )
		.update( `1700000000.${ payload }` )
		.digest( 'hex' );
	expect( header ).toBe( `t=1700000000,v1=${ expected }` );
	expect( signWebhook( payload, 'whsec_other', 1700000000 ) ).not.toBe(
		header
	);
} );
