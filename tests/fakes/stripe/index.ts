/**
 * A small fake of the Stripe API on 127.0.0.1, for tests only. Our PHP is pointed at it by
 * tests/mu-plugins/blockpack-test-stripe.php, through `pointPluginAt()` below.
 *
 * It answers, with Stripe's shapes and error format:
 * - `GET /v1/account`: the account of a known secret key; 401 "Invalid API Key provided: …"
 *   for any other key, 401 "You did not provide an API key." without one;
 * - `POST /v1/checkout/sessions`: a Checkout Session (`cs_test_…`) whose `url` is on the fake;
 * - `GET /v1/checkout/sessions/{id}`: a session created before;
 * - `GET /checkout/{id}` (no key, as a browser): a page "Fake Stripe Checkout" whose "Pay" link
 *   marks the session paid and goes to its `success_url`, and "Cancel" goes to `cancel_url`;
 * anything else: 404 `resource_missing`. Every request is recorded in `requests`.
 * `signWebhook()` signs a webhook payload as Stripe does.
 */
import { createHmac } from 'node:crypto';
import {
	listenOnLoopback,
	pointPluginAtFake,
	type TestRoutePoster,
} from '../loopback';

/** A secret key the fake accepts, and the account it belongs to. */
export const GOOD_SECRET_KEY = 'sk_test_blockpackGood0001';
export const GOOD_PUBLISHABLE_KEY = 'pk_test_blockpackGood0001';
export const GOOD_ACCOUNT_ID = 'acct_1BlockpackFake01';
/** A well-formed key that the fake (like Stripe for a revoked key) refuses. */
export const REVOKED_SECRET_KEY = 'sk_test_blockpackRevoked01';

export interface FakeStripeRequest {
	method: string;
	path: string;
	query: Record< string, string >;
	/** Form fields of a POST, as sent (bracketed names kept). */
	form: Record< string, string >;
	authorization: string;
}

export interface FakeStripe {
	port: number;
	url: string;
	requests: FakeStripeRequest[];
	/** Secret key → account id; tests may add keys. */
	accounts: Map< string, string >;
	/** When set, every request gets this status and Stripe error message. */
	failWith: { status: number; message: string } | null;
	close: () => Promise< void >;
}

/**
 * Masks a key as Stripe does in its error messages.
 *
 * @param key A secret key.
 */
function mask( key: string ): string {
	return key.length > 12
		? `${ key.slice( 0, 8 ) }${ '*'.repeat( 4 ) }${ key.slice( -4 ) }`
		: '****';
}

/**
 * Starts the fake on a free port of 127.0.0.1.
 */
export async function startFakeStripe(): Promise< FakeStripe > {
	const sessions = new Map< string, Record< string, unknown > >();
	let counter = 0;
	const fake: FakeStripe = {
		port: 0,
		url: '',
		requests: [],
		accounts: new Map( [ [ GOOD_SECRET_KEY, GOOD_ACCOUNT_ID ] ] ),
		failWith: null,
		close: () => server.close(),
	};

	const server = await listenOnLoopback( ( req, res ) => {
		let body = '';
		req.on( 'data', ( chunk ) => ( body += chunk ) );
		req.on( 'end', () => {
			const url = new URL( req.url ?? '/', 'http://127.0.0.1' );
			const form = Object.fromEntries( new URLSearchParams( body ) );
			const authorization = String( req.headers.authorization ?? '' );
			fake.requests.push( {
				method: req.method ?? 'GET',
				path: url.pathname,
				query: Object.fromEntries( url.searchParams ),
				form,
				authorization,
			} );
			const send = ( status: number, json: unknown ) => {
				res.writeHead( status, { 'Content-Type': 'application/json' } );
				res.end( JSON.stringify( json ) );
			};
			const error = ( status: number, message: string, code = '' ) =>
				send( status, {
					error: {
						type: 'invalid_request_error',
						message,
						...( code ? { code } : {} ),
					},
				} );

			const page = url.pathname.match(
				/^\/checkout\/([A-Za-z0-9_]+)(\/pay)?$/
			);
			if ( req.method === 'GET' && page ) {
				const session = sessions.get( page[ 1 ] );
				if ( ! session ) {
					res.writeHead( 404, { 'Content-Type': 'text/plain' } );
					res.end( 'No such checkout session' );
					return;
				}
				if ( page[ 2 ] ) {
					session.status = 'complete';
					session.payment_status = 'paid';
					res.writeHead( 303, {
						Location: String( session.success_url ?? '/' ),
					} );
					res.end();
					return;
				}
				const escape = ( text: unknown ) =>
					String( text ?? '' ).replace(
						/[&<>"']/g,
						( c ) => `&#${ c.charCodeAt( 0 ) };`
					);
				res.writeHead( 200, { 'Content-Type': 'text/html' } );
				res.end(
					`<!doctype html><title>Fake Stripe Checkout</title><h1>Fake Stripe Checkout</h1>` +
						`<a href="/checkout/${ escape( page[ 1 ] ) }/pay">Pay</a> ` +
						`<a href="${ escape( session.cancel_url ) }">Cancel</a>`
				);
				return;
			}
			if ( fake.failWith ) {
				error( fake.failWith.status, fake.failWith.message );
				return;
			}
			const key = authorization.replace( /^Bearer\s+/i, '' );
			if ( ! key ) {
				error( 401, 'You did not provide an API key.' );
				return;
			}
			const account = fake.accounts.get( key );
			if ( ! account ) {
				error( 401, `Invalid API Key provided: ${ mask( key ) }` );
				return;
			}
			if ( req.method === 'GET' && url.pathname === '/v1/account' ) {
				send( 200, {
					id: account,
					object: 'account',
					charges_enabled: true,
					default_currency: 'usd',
				} );
				return;
			}
			if (
				req.method === 'POST' &&
				url.pathname === '/v1/checkout/sessions'
			) {
				counter += 1;
				const id = `cs_test_fake${ String( counter ).padStart( 4, '0' ) }`;
				const session = {
					id,
					object: 'checkout.session',
					mode: form.mode ?? 'payment',
					status: 'open',
					payment_status: 'unpaid',
					success_url: form.success_url ?? null,
					cancel_url: form.cancel_url ?? null,
					metadata: Object.fromEntries(
						Object.entries( form )
							.filter( ( [ name ] ) =>
								name.startsWith( 'metadata[' )
							)
							.map( ( [ name, value ] ) => [
								name.slice( 9, -1 ),
								value,
							] )
					),
					url: `${ fake.url }/checkout/${ id }`,
				};
				sessions.set( id, session );
				send( 200, session );
				return;
			}
			const sessionMatch = url.pathname.match(
				/^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/
			);
			if ( req.method === 'GET' && sessionMatch ) {
				const session = sessions.get( sessionMatch[ 1 ] );
				if ( session ) {
					send( 200, session );
					return;
				}
			}
			error(
				404,
				`Unrecognized request URL (${ req.method }: ${ url.pathname }).`,
				'resource_missing'
			);
		} );
	} );

	fake.port = server.port;
	fake.url = `http://127.0.0.1:${ fake.port }`;
	return fake;
}

/**
 * Points the plugin at the fake (or at nothing, with `null`) and sets the Stripe keys, as the
 * administrator. Keys left out are deleted, so `{}` means "not connected".
 *
 * @param admin               An administrator's REST client.
 * @param fake                The fake, or null to point the plugin back at Stripe.
 * @param keys                The keys to store.
 * @param keys.publishableKey Publishable key.
 * @param keys.secretKey      Secret key.
 * @param keys.webhookSecret  Webhook signing secret.
 */
export async function pointPluginAt(
	admin: TestRoutePoster,
	fake: FakeStripe | null,
	keys: {
		publishableKey?: string;
		secretKey?: string;
		webhookSecret?: string;
	} = {}
): Promise< void > {
	await pointPluginAtFake(
		admin,
		'/blockpack-test/v1/stripe',
		{
			port: fake?.port ?? 0,
			publishable_key: keys.publishableKey ?? '',
			secret_key: keys.secretKey ?? '',
			webhook_secret: keys.webhookSecret ?? '',
		},
		'Stripe'
	);
}

/**
 * Connects the plugin to the fake with the good keys, as a site owner who entered working keys.
 *
 * @param admin         An administrator's REST client.
 * @param fake          The fake.
 * @param webhookSecret The webhook signing secret (each spec its own).
 */
export function connectPluginToFake(
	admin: TestRoutePoster,
	fake: FakeStripe,
	webhookSecret: string
): Promise< void > {
	return pointPluginAt( admin, fake, {
		publishableKey: GOOD_PUBLISHABLE_KEY,
		secretKey: GOOD_SECRET_KEY,
		webhookSecret,
	} );
}

/**
 * A `Stripe-Signature` header for a webhook payload, as Stripe signs it: `t={timestamp},v1=`
 * the hex HMAC-SHA256 of `{timestamp}.{payload}` with the endpoint's signing secret.
 *
 * @param payload   The raw JSON body.
 * @param secret    The webhook signing secret (`whsec_…`).
 * @param timestamp Seconds since the epoch (default: now).
 * @return The header's value.
 */
export function signWebhook(
	payload: string,
	secret: string,
	timestamp: number = Math.floor( Date.now() / 1000 )
): string {
	const signature = createHmac( 'sha256', secret )
		.update( `${ timestamp }.${ payload }` )
		.digest( 'hex' );
	return `t=${ timestamp },v1=${ signature }`;
}
