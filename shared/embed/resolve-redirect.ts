/**
 * Asks our server where a short link leads (`GET /wpcom/v2/resolve-redirect/?url=…`).
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { isHttpUrl } from '../validation/url';

/**
 * The final address of a link after its redirects.
 *
 * @param url The short link.
 * @return The final address; rejects when the server could not follow it.
 */
export async function resolveRedirect( url: string ): Promise< string > {
	const response = await apiFetch< { url?: unknown } >( {
		path: addQueryArgs( '/wpcom/v2/resolve-redirect/', { url } ),
	} );
	if ( typeof response?.url !== 'string' || ! isHttpUrl( response.url ) ) {
		throw new Error( 'No address' );
	}
	return response.url;
}
