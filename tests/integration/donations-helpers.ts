/**
 * Stripe's webhook deliveries to the Donations Form (`POST /blockpack/v1/donations/webhook`),
 * and the donations it recorded (`GET /blockpack/v1/donations/payments`), for the one-server
 * spec (donations.spec.ts) and the several-servers one (tests/scale-out/donations.spec.ts).
 */
import type { APIRequestContext } from '@playwright/test';
import { signWebhook } from '../fakes/stripe';
import type { RestClient } from './utils';

export const DONATIONS_WEBHOOK = '/blockpack/v1/donations/webhook';
export const DONATIONS_PAYMENTS = '/blockpack/v1/donations/payments';

/** The Checkout session an event is about (the fields the webhook reads). */
export interface DonationSession {
	id: string;
	amount_total: number;
	/** Lower case, as Stripe sends it. */
	currency: string;
	payment_status: string;
	email: string;
	plan_id: number;
	post_id: number;
	interval: string;
}

/**
 * A Stripe event about a Donations Checkout session: the JSON body Stripe posts.
 *
 * @param type    The event's type (`checkout.session.completed`…).
 * @param session The session.
 */
export function donationEvent(
	type: string,
	session: DonationSession
): string {
	return JSON.stringify( {
		id: `evt_${ session.id }_${ type }`,
		type,
		data: {
			object: {
				id: session.id,
				amount_total: session.amount_total,
				currency: session.currency,
				payment_status: session.payment_status,
				customer_details: { email: session.email },
				metadata: {
					blockpack_donation: '1',
					plan_id: String( session.plan_id ),
					post_id: String( session.post_id ),
					interval: session.interval,
				},
			},
		},
	} );
}

/**
 * Posts an event to the webhook, as Stripe does.
 *
 * @param context   A request context of the site (or of one of its web servers).
 * @param event     The JSON body.
 * @param signature The `Stripe-Signature` header (signWebhook() signs one).
 */
export function deliverDonationEvent(
	context: APIRequestContext,
	event: string,
	signature: string
) {
	return context.post( `/index.php?rest_route=${ DONATIONS_WEBHOOK }`, {
		data: event,
		headers: {
			'Content-Type': 'application/json',
			'Stripe-Signature': signature,
		},
		failOnStatusCode: false,
	} );
}

/**
 * A function that delivers one event, signed afresh on each call.
 *
 * @param context A request context of the site (or of one of its web servers).
 * @param event   The JSON body.
 * @param secret  The webhook signing secret.
 */
export function signedDelivery(
	context: APIRequestContext,
	event: string,
	secret: string
) {
	return () =>
		deliverDonationEvent( context, event, signWebhook( event, secret ) );
}

/**
 * The donations recorded for a session, as an administrator reads them.
 *
 * @param admin     An administrator's REST client.
 * @param sessionId The session.
 */
export async function recordedDonations(
	admin: RestClient,
	sessionId: string
): Promise< Array< Record< string, unknown > > > {
	const res = await admin.get( DONATIONS_PAYMENTS );
	if ( res.status() !== 200 ) {
		throw new Error(
			`Could not read the donations: ${ res.status() } ${ await res.text() }`
		);
	}
	return (
		( await res.json() ) as Array< Record< string, unknown > >
	 ).filter( ( payment ) => payment.session_id === sessionId );
}
