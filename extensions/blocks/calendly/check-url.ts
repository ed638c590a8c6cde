/**
 * Checks that a calendar address loads before it is embedded.
 */

/**
 * Requests the address from the browser. Calendly sends no CORS headers, so the answer is
 * usually opaque: only a network failure (or, when readable, an error status) counts as failure.
 *
 * @param url   The address.
 * @param fetch The fetch function (the browser's by default).
 * @return Resolves when the address answers, rejects when it cannot be loaded.
 */
export async function checkUrlLoads(
	url: string,
	fetch: typeof window.fetch = window.fetch.bind( window )
): Promise< void > {
	const response = await fetch( url, {
		mode: 'no-cors',
		credentials: 'omit',
	} );
	if ( response.type !== 'opaque' && ! response.ok ) {
		throw new Error( `HTTP ${ response.status }` );
	}
}
