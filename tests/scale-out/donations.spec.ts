/**
 * The Donations webhook on two web servers: Stripe may deliver one event more than once, and
 * behind a load balancer the deliveries land on different servers at the same time. Each
 * session's `checkout.session.completed` event is sent to node 1 and node 2 at once (five
 * pairs together), and exactly one donation must be recorded, as each node reads the list,
 * every delivery answered 2xx, and no PHP error logged. The test mu-plugin slows each recorded
 * donation's write by 300 ms (tests/mu-plugins/blockpack-test-stripe.php), so the deliveries
 * overlap: a guard held by one server only (a lock in its memory or on its disk), or a check
 * that reads before it writes, records the donation twice.
 */
import { test, expect } from '@playwright/test';
import { restAs, watchPhpErrors, type RestClient } from '../integration/utils';
import {
	donationEvent,
	recordedDonations,
	signedDelivery,
} from '../integration/donations-helpers';
import {
	startFakeStripe,
	pointPluginAt,
	connectPluginToFake,
	type FakeStripe,
} from '../fakes/stripe';
import { NODES, expectTwoNodesWithRedis, restOnNodes } from './utils';

const WEBHOOK_SECRET = 'whsec_blockpackScaleOut0001';
/** Deliveries of one event to each node, all at once. */
const PAIRS = 5;
/** Sessions tried, one after the other. */
const SESSIONS = 3;

let fake: FakeStripe;
/** Administrators' clients, node 1's first. */
let admins: RestClient[];
/** Stripe's side: logged-out clients, node 1's first. */
let stripe: RestClient[];
let planId = 0;
let postId = 0;

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { request } ) => {
	await expectTwoNodesWithRedis( request );
	fake = await startFakeStripe();
	admins = await restOnNodes( 'admin' );
	stripe = await Promise.all(
		NODES.map( ( node ) => restAs( 'anonymous', node ) )
	);
	await connectPluginToFake( admins[ 0 ], fake, WEBHOOK_SECRET );
	const plans = await admins[ 0 ].post( '/wpcom/v2/memberships/products', {
		type: 'donation',
		currency: 'EUR',
		is_editable: false,
	} );
	expect( plans.status() ).toBe( 200 );
	planId = ( ( await plans.json() ) as Array< { id: number } > )[ 0 ].id;
	const post = await admins[ 0 ].post( '/wp/v2/posts', {
		title: 'Donate on two servers',
		status: 'publish',
		content: `<!-- wp:jetpack/donations ${ JSON.stringify( {
			currency: 'EUR',
			oneTimeDonation: { show: true, planId, amounts: [ 500, 1500 ] },
		} ) } /-->`,
	} );
	expect( post.status() ).toBe( 201 );
	postId = ( ( await post.json() ) as { id: number } ).id;
} );

test.afterAll( async () => {
	if ( postId ) {
		await admins[ 0 ].delete( `/wp/v2/posts/${ postId }`, {
			force: 'true',
		} );
	}
	await pointPluginAt( admins[ 0 ], null );
	await Promise.all(
		[ ...admins, ...stripe ].map( ( client ) => client.dispose() )
	);
	await fake.close();
} );

test( 'one event delivered to both nodes at once records one donation', async () => {
	const phpErrors = await watchPhpErrors();
	for ( let round = 0; round < SESSIONS; round++ ) {
		const sessionId = `cs_test_nodes${ Date.now() }r${ round }`;
		const event = donationEvent( 'checkout.session.completed', {
			id: sessionId,
			amount_total: 1500,
			currency: 'eur',
			payment_status: 'paid',
			email: 'twice@example.com',
			plan_id: planId,
			post_id: postId,
			interval: 'one-time',
		} );
		const deliveries = stripe.map( ( client ) =>
			signedDelivery( client.context, event, WEBHOOK_SECRET )
		);
		const answers = await Promise.all(
			Array.from( { length: PAIRS }, () =>
				deliveries.map( ( deliver ) => deliver() )
			).flat()
		);
		expect(
			answers.map( ( res ) => res.status() ),
			`session ${ sessionId }`
		).toEqual( Array( PAIRS * NODES.length ).fill( 200 ) );
		// Each node reads the same single donation.
		for ( const admin of admins ) {
			expect( await recordedDonations( admin, sessionId ) ).toEqual( [
				{
					session_id: sessionId,
					amount_total: 1500,
					currency: 'EUR',
					plan_id: planId,
					post_id: postId,
					interval: 'one-time',
					email: 'twice@example.com',
				},
			] );
		}
		// Stripe's retry later, to each node: still one.
		for ( const deliver of deliveries ) {
			expect( ( await deliver() ).status() ).toBe( 200 );
		}
		expect(
			await recordedDonations( admins[ 1 ], sessionId )
		).toHaveLength( 1 );
	}
	expect( phpErrors() ).toEqual( [] );
} );
