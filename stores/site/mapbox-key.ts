/**
 * The site's Mapbox token on our REST route (`/wpcom/v2/service-api-keys/mapbox`, Jetpack's
 * route and answer; extensions/blocks/map/php/token.php): reading, setting, removing.
 * Failures reject with the server's message (shared/error-message.ts).
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { errorMessage } from '@shared/error-message';
import type { ServiceKey } from './types';

export const MAPBOX_KEY_PATH = '/wpcom/v2/service-api-keys/mapbox';

/**
 * The token in the route's answer.
 *
 * @param answer What the route answered.
 */
export function toServiceKey( answer: unknown ): ServiceKey {
	const a = ( answer ?? {} ) as Record< string, unknown >;
	return {
		key: typeof a.service_api_key === 'string' ? a.service_api_key : '',
		source:
			typeof a.service_api_key_source === 'string'
				? a.service_api_key_source
				: 'none',
	};
}

/**
 * Calls the route.
 *
 * @param options The request's method and data (GET without).
 * @return The token it answers with.
 */
export async function callMapboxKey(
	options: Omit< APIFetchOptions< true >, 'path' > = {}
): Promise< ServiceKey > {
	try {
		return toServiceKey(
			await apiFetch( { ...options, path: MAPBOX_KEY_PATH } )
		);
	} catch ( error ) {
		throw new Error(
			errorMessage( error, 'The request failed. Please try again.' )
		);
	}
}
