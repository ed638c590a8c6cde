/**
 * Donations Form for visitors, over HTTP: the server-rendered form (hidden without a Stripe
 * connection), `POST /blockpack/v1/donations/checkout` (the form's token required, a Checkout
 * session on the fake Stripe, amounts checked per currency), `POST /blockpack/v1/donations/webhook` (Stripe's signature
 * checked, a completed donation recorded once) and `GET /blockpack/v1/donations/payments`
 * (administrators only).
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';
import {
	startFakeStripe,
	pointPluginAt,
	connectPluginToFake,
	signWebhook,
	type FakeStripe,
} from '../fakes/stripe';
import {
	DONATIONS_PAYMENTS as PAYMENTS,
	deliverDonationEvent,
	donationEvent,
	recordedDonations,
	signedDelivery,
} from './donations-helpers';

const CHECKOUT = '/blockpack/v1/donations/checkout';
const WEBHOOK_SECRET = 'whsec_blockpackDonations0001';

let fake: FakeStripe;
let admin: RestClient;
let subscriber: RestClient;
let anonymous: RestClient;
let plans: Array< { id: number; interval: string } >;
let postLink: string;
let postId: number;
/** The checkout token the visitor's page carries. */
let nonce: string;

/**
 * The checkout token printed in a post's form for a visitor.
 *
 * @param link The post's address (the donations post by default).
 */
async function formNonce( link: string = postLink ): Promise< string > {
	const html = await ( await anonymous.context.get( link ) ).text();
	const found = /data-post-id="\d+" data-nonce="([^"]+)"/.exec( html );
	expect( found ).not.toBeNull();
	return found![ 1 ];
}

test.describe.configure( { mode: 'serial' } );

const connect = () => connectPluginToFake( admin, fake, WEBHOOK_SECRET );

test.beforeAll( async () => {
	fake = await startFakeStripe();
	admin = await restAs( 'admin' );
	subscriber = await restAs( 'subscriber' );
	anonymous = await restAs( 'anonymous' );
	await connect();
	const res = await admin.post( '/wpcom/v2/memberships/products', {
		type: 'donation',
		currency: 'JPY',
		is_editable: false,
	} );
	expect( res.status() ).toBe( 200 );
	plans = await res.json();
	const [ one, month, year ] = plans.map( ( plan ) => plan.id );
	const attrs = {
		currency: 'JPY',
		oneTimeDonation: {
			show: true,
			planId: one,
			amounts: [ 500, 1500, 10000 ],
			heading: 'Give <script>alert(1)</script>once',
			extraText: 'Thanks',
			buttonText: 'Give now',
		},
		monthlyDonation: {
			show: true,
			planId: month,
			amounts: [ 500, 1500, 10000 ],
			heading: 'Monthly "gift"',
			extraText: 'Thanks',
			buttonText: 'Give monthly',
		},
		annualDonation: {
			show: false,
			planId: year,
			amounts: [ 500, 1500, 10000 ],
			heading: 'Yearly',
			extraText: 'Thanks',
			buttonText: 'Give yearly',
		},
	};
	const post = await admin.post( '/wp/v2/posts', {
		title: 'Donate here',
		status: 'publish',
		content: `<!-- wp:jetpack/donations ${ JSON.stringify( attrs ) } /-->`,
	} );
	expect( post.status() ).toBe( 201 );
	const body = await post.json();
	postLink = body.link;
	postId = body.id;
	nonce = await formNonce();
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

test( 'visitors see the form only while Stripe is connected', async () => {
	let html = await ( await anonymous.context.get( postLink ) ).text();
	expect( html ).toContain( ' data-post-id="' );
	expect( html ).toContain( 'data-amount="500"' );
	expect( html ).toContain( '¥10,000' );
	expect( html ).toContain( '>One-Time</button>' );
	expect( html ).toContain( '>Monthly</button>' );
	expect( html ).not.toContain( '>Yearly</button>' );
	expect( html ).toContain( 'Give now' );
	expect( html ).not.toContain( '<script>alert(1)</script>' );
	expect( html ).toContain( 'placeholder="¥5,000"' );
	await pointPluginAt( admin, null );
	html = await ( await anonymous.context.get( postLink ) ).text();
	expect( html ).not.toContain( ' data-post-id="' );
	expect( html ).not.toContain( 'donations__container' );
	await connect();
} );

test( 'a plan that is missing or of another currency or interval is not offered', async () => {
	const [ one, month, year ] = plans.map( ( plan ) => plan.id );
	const tab = ( planId: number, heading: string ) => ( {
		show: true,
		planId,
		amounts: [ 500, 1500, 10000 ],
		heading,
		extraText: 'Thanks',
		buttonText: 'Give',
	} );
	const publish = async ( attrs: Record< string, unknown > ) => {
		const res = await admin.post( '/wp/v2/posts', {
			title: 'Plans that do not fit',
			status: 'publish',
			content: `<!-- wp:jetpack/donations ${ JSON.stringify( attrs ) } /-->`,
		} );
		expect( res.status() ).toBe( 201 );
		return ( await res.json() ).link as string;
	};
	// The block's currency changed to EUR while its plans stayed in JPY.
	const otherCurrency = await publish( {
		currency: 'EUR',
		oneTimeDonation: tab( one, 'Once' ),
		monthlyDonation: tab( month, 'Monthly' ),
		annualDonation: tab( year, 'Yearly' ),
	} );
	let html = await ( await anonymous.context.get( otherCurrency ) ).text();
	expect( html ).not.toContain( ' data-post-id="' );
	expect( html ).not.toContain( 'Invalid payment plan' );
	html = await ( await admin.context.get( otherCurrency ) ).text();
	expect( html ).not.toContain( ' data-post-id="' );
	expect( html ).toContain(
		'<p class="donations__invalid-plan">Invalid payment plan configured for this block.</p>'
	);
	// A deleted one-time plan: the same.
	html = await (
		await anonymous.context.get(
			await publish( {
				currency: 'JPY',
				oneTimeDonation: tab( 999999, 'Once' ),
				monthlyDonation: tab( month, 'Monthly' ),
				annualDonation: tab( year, 'Yearly' ),
			} )
		)
	).text();
	expect( html ).not.toContain( ' data-post-id="' );
	// The monthly tab holding the yearly plan is left out; the rest is offered.
	html = await (
		await anonymous.context.get(
			await publish( {
				currency: 'JPY',
				oneTimeDonation: tab( one, 'Once' ),
				monthlyDonation: tab( year, 'Monthly' ),
				annualDonation: tab( year, 'Yearly' ),
			} )
		)
	).text();
	expect( html ).toContain( ' data-post-id="' );
	expect( html ).toContain( `data-plan-id="${ one }"` );
	expect( html ).toContain( 'data-interval="1 year"' );
	expect( html ).not.toContain( 'data-interval="1 month"' );
} );

test( 'checkout creates a Stripe Checkout session for the amount and interval', async () => {
	fake.requests.length = 0;
	const [ one, month ] = plans;
	let res = await anonymous.post( CHECKOUT, {
		plan_id: one.id,
		amount: 1500,
		post_id: postId,
		nonce,
	} );
	expect( res.status() ).toBe( 200 );
	const { url } = await res.json();
	expect( url ).toMatch( new RegExp( `^${ fake.url }/checkout/cs_test_` ) );
	let sent = fake.requests.find(
		( r ) => r.path === '/v1/checkout/sessions'
	)!;
	expect( sent.form.mode ).toBe( 'payment' );
	expect( sent.form[ 'line_items[0][price_data][currency]' ] ).toBe( 'jpy' );
	expect( sent.form[ 'line_items[0][price_data][unit_amount]' ] ).toBe(
		'1500'
	);
	expect( sent.form[ 'metadata[plan_id]' ] ).toBe( String( one.id ) );
	expect( sent.form.success_url ).toContain( 'blockpack_donation=success' );

	fake.requests.length = 0;
	res = await anonymous.post( CHECKOUT, {
		plan_id: month.id,
		amount: 50,
		post_id: postId,
		nonce,
	} );
	expect( res.status() ).toBe( 200 );
	sent = fake.requests.find( ( r ) => r.path === '/v1/checkout/sessions' )!;
	expect( sent.form.mode ).toBe( 'subscription' );
	expect(
		sent.form[ 'line_items[0][price_data][recurring][interval]' ]
	).toBe( 'month' );

	res = await anonymous.post( CHECKOUT, {
		plan_id: one.id,
		amount: 49,
		post_id: postId,
		nonce,
	} );
	expect( res.status() ).toBe( 400 );
	expect( ( await res.json() ).message ).toBe(
		'Minimum allowed price is ¥50.'
	);
	res = await anonymous.post( CHECKOUT, {
		plan_id: one.id,
		amount: 'lots',
		post_id: postId,
		nonce,
	} );
	expect( res.status() ).toBe( 400 );
	res = await anonymous.post( CHECKOUT, {
		plan_id: 999999,
		amount: 500,
		post_id: postId,
		nonce,
	} );
	expect( res.status() ).toBe( 404 );
	expect( ( await res.json() ).message ).toBe( 'Payment plan not found' );

	fake.failWith = { status: 402, message: 'Your card was declined.' };
	res = await anonymous.post( CHECKOUT, {
		plan_id: one.id,
		amount: 500,
		post_id: postId,
		nonce,
	} );
	fake.failWith = null;
	expect( res.status() ).toBe( 502 );
	expect( ( await res.json() ).message ).toBe(
		'Stripe: Your card was declined.'
	);

	await pointPluginAt( admin, null );
	res = await anonymous.post( CHECKOUT, {
		plan_id: one.id,
		amount: 500,
		post_id: postId,
		nonce,
	} );
	expect( res.status() ).toBe( 400 );
	await connect();
} );

test( 'checkout needs the form’s token for the post', async () => {
	fake.requests.length = 0;
	const [ one ] = plans;
	const base = { plan_id: one.id, amount: 500, post_id: postId };
	let res = await anonymous.post( CHECKOUT, base );
	expect( res.status() ).toBe( 400 );
	expect( ( await res.json() ).code ).toBe( 'rest_missing_callback_param' );
	for ( const bad of [
		{ ...base, nonce: 'wrong' },
		{
			...base,
			nonce: nonce.toUpperCase() === nonce ? 'x' : nonce.toUpperCase(),
		},
		{ ...base, post_id: postId + 1, nonce },
		{ ...base, post_id: 0, nonce },
	] ) {
		res = await anonymous.post( CHECKOUT, bad );
		expect( res.status() ).toBe( 403 );
		const answer = await res.json();
		expect( answer.code ).toBe( 'blockpack_invalid_nonce' );
		expect( answer.message ).toBe(
			'This page has expired. Reload it and try again.'
		);
	}
	expect(
		fake.requests.filter( ( r ) => r.path === '/v1/checkout/sessions' )
	).toHaveLength( 0 );
	// The token does not depend on who is logged in: the form posts without cookies.
	res = await subscriber.post( CHECKOUT, { ...base, nonce } );
	expect( res.status() ).toBe( 200 );
} );

test( 'the webhook records a signed completed donation once', async () => {
	const sessionId = `cs_test_webhook${ Date.now() }`;
	const recorded = () => recordedDonations( admin, sessionId );
	const event = donationEvent( 'checkout.session.completed', {
		id: sessionId,
		amount_total: 1500,
		currency: 'jpy',
		payment_status: 'paid',
		email: 'giver@example.com',
		plan_id: plans[ 0 ].id,
		post_id: postId,
		interval: 'one-time',
	} );
	const send = ( signature: string ) =>
		deliverDonationEvent( anonymous.context, event, signature );
	expect(
		( await send( signWebhook( event, 'whsec_wrong' ) ) ).status()
	).toBe( 401 );
	expect(
		(
			await send(
				signWebhook(
					event,
					WEBHOOK_SECRET,
					Math.floor( Date.now() / 1000 ) - 3600
				)
			)
		).status()
	).toBe( 401 );
	expect( ( await send( '' ) ).status() ).toBe( 401 );
	expect( ( await admin.get( PAYMENTS ) ).status() ).toBe( 200 );
	expect( await recorded() ).toEqual( [] );

	expect(
		( await send( signWebhook( event, WEBHOOK_SECRET ) ) ).status()
	).toBe( 200 );
	expect(
		( await send( signWebhook( event, WEBHOOK_SECRET ) ) ).status()
	).toBe( 200 );
	expect( await recorded() ).toEqual( [
		{
			session_id: sessionId,
			amount_total: 1500,
			currency: 'JPY',
			plan_id: plans[ 0 ].id,
			post_id: postId,
			interval: 'one-time',
			email: 'giver@example.com',
		},
	] );
	expect( ( await subscriber.get( PAYMENTS ) ).status() ).toBe( 403 );
	expect( ( await anonymous.get( PAYMENTS ) ).status() ).toBe( 401 );
} );

/**
 * Publishes a post holding the given Donations block attributes, as the administrator.
 *
 * @param attrs The block's attributes.
 * @param title The post's title.
 * @return The post's id, address and form token.
 */
async function publishForm(
	attrs: Record< string, unknown >,
	title = 'Another form'
): Promise< { id: number; link: string; nonce: string } > {
	const res = await admin.post( '/wp/v2/posts', {
		title,
		status: 'publish',
		content: `<!-- wp:paragraph --><p>Give</p><!-- /wp:paragraph --><!-- wp:jetpack/donations ${ JSON.stringify(
			attrs
		) } /-->`,
	} );
	expect( res.status() ).toBe( 201 );
	const { id, link } = await res.json();
	return { id, link, nonce: await formNonce( link ) };
}

test( 'checkout accepts only the block’s tiers, its custom amount, and its plans', async () => {
	const [ one, month, year ] = plans.map( ( plan ) => plan.id );
	const tab = ( planId: number, show = true ) => ( {
		show,
		planId,
		amounts: [ 500, 1500, 10000 ],
		heading: 'Give',
		extraText: 'Thanks',
		buttonText: 'Give',
	} );
	// No custom amount; no yearly tab.
	const tiersOnly = await publishForm( {
		currency: 'JPY',
		showCustomAmount: false,
		oneTimeDonation: tab( one ),
		monthlyDonation: tab( month ),
		annualDonation: tab( year, false ),
	} );
	const checkout = (
		form: typeof tiersOnly,
		planId: number,
		amount: number
	) =>
		anonymous.post( CHECKOUT, {
			plan_id: planId,
			amount,
			post_id: form.id,
			nonce: form.nonce,
		} );
	fake.requests.length = 0;
	expect( ( await checkout( tiersOnly, one, 1500 ) ).status() ).toBe( 200 );
	expect( ( await checkout( tiersOnly, month, 10000 ) ).status() ).toBe(
		200
	);
	for ( const [ planId, amount ] of [
		[ one, 700 ], // not a tier, and the form shows no custom amount
		[ one, 999999 ],
		[ month, 501 ],
		[ year, 500 ], // the yearly tab is not shown
	] ) {
		const res = await checkout( tiersOnly, planId, amount );
		expect( res.status(), `${ planId } ${ amount }` ).toBe( 400 );
		expect( ( await res.json() ).message ).toBe(
			'This form does not offer this donation.'
		);
	}
	// The form with a custom amount takes any amount from the minimum.
	expect( ( await checkout( tiersOnly, one, 49 ) ).status() ).toBe( 400 );
	const withCustom = await publishForm( {
		currency: 'JPY',
		oneTimeDonation: tab( one ),
		monthlyDonation: tab( month ),
		annualDonation: tab( year, false ),
	} );
	expect( ( await checkout( withCustom, one, 777 ) ).status() ).toBe( 200 );
	expect( ( await checkout( withCustom, year, 777 ) ).status() ).toBe( 400 );
	// Plans of another currency: EUR plans against the JPY form.
	const euro = await admin.post( '/wpcom/v2/memberships/products', {
		type: 'donation',
		currency: 'EUR',
		is_editable: false,
	} );
	const [ euroOne ] = ( await euro.json() ) as Array< { id: number } >;
	expect( ( await checkout( withCustom, euroOne.id, 500 ) ).status() ).toBe(
		400
	);
	// The block was removed from the post after a page with it was cached: its token no
	// longer buys anything.
	const removed = await admin.post( `/wp/v2/posts/${ tiersOnly.id }`, {
		content:
			'<!-- wp:paragraph --><p>Nothing to give</p><!-- /wp:paragraph -->',
	} );
	expect( removed.status() ).toBe( 200 );
	expect( ( await checkout( tiersOnly, one, 1500 ) ).status() ).toBe( 400 );
	expect(
		fake.requests.filter( ( r ) => r.path === '/v1/checkout/sessions' )
	).toHaveLength( 3 );
} );

test( 'a page served from a cache 48 hours later still checks out', async () => {
	const [ one ] = plans;
	const oldNonce = await formNonce();
	await admin.post( '/blockpack-test/v1/nonce-shift', {
		seconds: 48 * 3600,
	} );
	try {
		const res = await anonymous.post( CHECKOUT, {
			plan_id: one.id,
			amount: 1500,
			post_id: postId,
			nonce: oldNonce,
		} );
		expect( res.status() ).toBe( 200 );
		expect( ( await res.json() ).url ).toMatch( /\/checkout\/cs_test_/ );
		// Still bound to its post.
		const other = await anonymous.post( CHECKOUT, {
			plan_id: one.id,
			amount: 1500,
			post_id: postId + 1,
			nonce: oldNonce,
		} );
		expect( other.status() ).toBe( 403 );
	} finally {
		await admin.post( '/blockpack-test/v1/nonce-shift', { seconds: 0 } );
	}
} );

/**
 * A signed webhook delivery of an event about one Checkout session.
 *
 * @param type      The event's type.
 * @param sessionId The session.
 * @param paid      Its payment_status.
 */
function delivery( type: string, sessionId: string, paid: string ) {
	return signedDelivery(
		anonymous.context,
		donationEvent( type, {
			id: sessionId,
			amount_total: 500,
			currency: 'jpy',
			payment_status: paid,
			email: 'async@example.com',
			plan_id: plans[ 0 ].id,
			post_id: postId,
			interval: 'one-time',
		} ),
		WEBHOOK_SECRET
	);
}

/**
 * The donations recorded for a session.
 *
 * @param sessionId The session.
 */
const recordedFor = ( sessionId: string ) =>
	recordedDonations( admin, sessionId );

test( 'the webhook records a donation only once it is paid', async () => {
	const sessionId = `cs_test_async${ Date.now() }`;
	// Completed with a delayed payment method: not paid yet.
	const unpaid = delivery(
		'checkout.session.completed',
		sessionId,
		'unpaid'
	);
	expect( ( await unpaid() ).status() ).toBe( 200 );
	expect( await recordedFor( sessionId ) ).toEqual( [] );
	const noStatus = `cs_test_nostatus${ Date.now() }`;
	expect(
		(
			await delivery( 'checkout.session.completed', noStatus, '' )()
		).status()
	).toBe( 200 );
	expect( await recordedFor( noStatus ) ).toEqual( [] );
	// A failed delayed payment records nothing either.
	expect(
		(
			await delivery(
				'checkout.session.async_payment_failed',
				sessionId,
				'unpaid'
			)()
		).status()
	).toBe( 200 );
	expect( await recordedFor( sessionId ) ).toEqual( [] );
	// The delayed payment went through.
	const succeeded = delivery(
		'checkout.session.async_payment_succeeded',
		sessionId,
		'paid'
	);
	expect( ( await succeeded() ).status() ).toBe( 200 );
	expect( ( await succeeded() ).status() ).toBe( 200 );
	expect( await recordedFor( sessionId ) ).toHaveLength( 1 );
	expect( ( await recordedFor( sessionId ) )[ 0 ].amount_total ).toBe( 500 );
} );

test( 'ten simultaneous deliveries of one event record one donation', async () => {
	const sessionId = `cs_test_race${ Date.now() }`;
	const send = delivery( 'checkout.session.completed', sessionId, 'paid' );
	const answers = await Promise.all(
		Array.from( { length: 10 }, () => send() )
	);
	expect( answers.map( ( res ) => res.status() ) ).toEqual(
		Array( 10 ).fill( 200 )
	);
	expect( await recordedFor( sessionId ) ).toHaveLength( 1 );
} );
