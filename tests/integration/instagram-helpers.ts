/**
 * Helpers of the Latest Instagram Posts integration specs (instagram-*.spec.ts): the routes
 * over HTTP, the test mu-plugin's time travel, and the OAuth round trip followed as a browser
 * would.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { RestClient } from './utils';

export const ROUTES = {
	connections: '/wpcom/v2/instagram-gallery/connections',
	connectUrl: '/wpcom/v2/instagram-gallery/connect-url',
	gallery: '/wpcom/v2/instagram-gallery/gallery',
	adminConnections: '/blockpack/v1/instagram-gallery/connections',
};

export interface StoredConnection {
	id: number;
	user_id: string;
	username: string;
	token: string;
	expires: number;
	issued: number;
	connected_by: number;
	healthy: boolean;
	last_error: string;
}

/**
 * A REST call from any context with its nonce.
 *
 * @param context The context.
 * @param nonce   Its REST nonce ('' for a visitor).
 * @param method  The method.
 * @param route   The route.
 * @param params  Query arguments.
 * @param data    A JSON body.
 */
export async function call(
	context: APIRequestContext,
	nonce: string,
	method: 'GET' | 'POST' | 'DELETE',
	route: string,
	params: Record< string, string > = {},
	data?: unknown
) {
	const query = new URLSearchParams( { rest_route: route, ...params } );
	const res = await context.fetch( `/index.php?${ query.toString() }`, {
		method,
		headers: nonce ? { 'X-WP-Nonce': nonce } : {},
		data,
		failOnStatusCode: false,
	} );
	const text = await res.text();
	let json: unknown = null;
	try {
		json = JSON.parse( text );
	} catch {
		json = null;
	}
	return { status: res.status(), json, text };
}

/**
 * Moves a connection through time (test mu-plugin) and answers it as stored, token included.
 *
 * @param admin                An admin REST client.
 * @param id                   The connection id.
 * @param changes              What to change.
 * @param changes.expire_cache Drop the hour's cache and the visitors' fetch slot.
 * @param changes.issued_ago   Seconds since the token was issued.
 * @param changes.expires_in   Seconds until it expires.
 */
export async function touchConnection(
	admin: RestClient,
	id: number | string,
	changes: {
		expire_cache?: boolean;
		issued_ago?: number;
		expires_in?: number;
	} = {}
): Promise< StoredConnection > {
	const res = await admin.post( '/blockpack-test/v1/instagram-connection', {
		id: Number( id ),
		...changes,
	} );
	expect( res.status(), await res.text() ).toBe( 200 );
	return ( await res.json() ) as StoredConnection;
}

/**
 * Creates a connection from a long-lived token through the administrators' route.
 *
 * @param admin An admin REST client.
 * @param token The token.
 * @return `{ token: id, username }`.
 */
export async function connectToken(
	admin: RestClient,
	token: string
): Promise< { token: string; username: string } > {
	const res = await admin.post( ROUTES.adminConnections, {
		access_token: token,
	} );
	expect( res.status(), await res.text() ).toBe( 200 );
	return ( await res.json() ) as { token: string; username: string };
}

/**
 * Opens the connect URL as the user of a context and follows every redirect (ours, the fake
 * window's, back to our callback), as the popup does.
 *
 * @param context    The user's context.
 * @param connectUrl The address `connect-url` answered.
 * @return The callback page.
 */
export async function followConnect(
	context: APIRequestContext,
	connectUrl: string
) {
	const res = await context.get( connectUrl, { failOnStatusCode: false } );
	return { status: res.status(), url: res.url(), html: await res.text() };
}

/**
 * The message the popup page posts to its opener, read from its script.
 *
 * @param html The callback page.
 */
export function popupMessage( html: string ): {
	keyring_id: number | null;
	error?: string;
} {
	const found = html.match( /var message = (\{.*?\});/ );
	expect( found, html.slice( 0, 500 ) ).toBeTruthy();
	return JSON.parse( found![ 1 ] );
}
