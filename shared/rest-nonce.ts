/**
 * The one way a visitors' form sends a logged-in user's REST nonce (`X-WP-Nonce`). A page kept
 * open longer than the nonce lives (a day) carries a stale one, which WordPress refuses with 403
 * `rest_cookie_invalid_nonce` ("Cookie check failed") before our route runs: then a fresh nonce
 * is asked for once (core's `admin-ajax.php?action=rest-nonce`, at the address PHP printed) and
 * the same request, with the same body (so the same idempotency key), is sent once more.
 */

export interface RestNonce {
	/** The nonce to send; '' for a visitor who is not logged in (no header is sent). */
	nonce: string;
	/** Where a fresh nonce is asked for; '' when none may be. */
	refreshUrl: string;
}

/** What a WordPress nonce looks like (wp_create_nonce()). */
const NONCE = /^[0-9a-f]{10}$/;

/**
 * Whether WordPress refused the request's nonce as stale or not its user's.
 *
 * @param response The answer.
 */
async function isRefusedNonce( response: Response ): Promise< boolean > {
	if ( response.status !== 403 ) {
		return false;
	}
	try {
		const body = ( await response.clone().json() ) as {
			code?: unknown;
		} | null;
		return body?.code === 'rest_cookie_invalid_nonce';
	} catch {
		return false;
	}
}

/**
 * A fresh REST nonce for the logged-in user, or '' when there is none to be had (logged out
 * since, or no answer).
 *
 * @param refreshUrl Where to ask.
 */
async function freshNonce( refreshUrl: string ): Promise< string > {
	try {
		const response = await window.fetch( refreshUrl, {
			credentials: 'same-origin',
			headers: { Accept: 'text/plain' },
		} );
		const text = response.ok ? ( await response.text() ).trim() : '';
		return NONCE.test( text ) ? text : '';
	} catch {
		return '';
	}
}

/**
 * Sends a request with the user's REST nonce; when WordPress refuses the nonce, sends it once
 * more with a fresh one, which `state` then keeps for the next requests. Resolves to the last
 * answer (the caller shows its error, the form keeping every value); rejects as fetch() does
 * when there is no answer at all.
 *
 * @param url   The address (printed by PHP, never read from the page).
 * @param init  The request, without the nonce header.
 * @param state The nonce, updated when refreshed.
 * @return The answer.
 */
export async function fetchWithRestNonce(
	url: string,
	init: RequestInit,
	state: RestNonce
): Promise< Response > {
	const send = ( nonce: string ) =>
		window.fetch( url, {
			...init,
			headers: {
				...( init.headers as Record< string, string > | undefined ),
				...( nonce ? { 'X-WP-Nonce': nonce } : {} ),
			},
		} );
	const response = await send( state.nonce );
	if (
		! state.nonce ||
		! state.refreshUrl ||
		! ( await isRefusedNonce( response ) )
	) {
		return response;
	}
	const nonce = await freshNonce( state.refreshUrl );
	if ( ! nonce ) {
		return response;
	}
	state.nonce = nonce;
	return send( nonce );
}
