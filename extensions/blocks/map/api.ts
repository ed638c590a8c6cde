/**
 * The map's call to our address search (`/blockpack/v1/map/geocode`, php/geocode.php: answered
 * from Mapbox with a token, else an open geocoder). The site's Mapbox token is read and
 * written through the `blockpack/site` store (@stores/site), once for all the map blocks.
 * Failures reject with the server's message (shared/error-message.ts).
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { errorMessage } from '@shared/error-message';

const GEOCODE_PATH = '/blockpack/v1/map/geocode';

/** At most this many suggestions. */
export const MAX_SUGGESTIONS = 10;

export interface GeocodeResult {
	id: string;
	title: string;
	placeName: string;
	coordinates: { longitude: number; latitude: number };
}

async function call< T >( options: APIFetchOptions< true > ): Promise< T > {
	try {
		return await apiFetch< T >( options );
	} catch ( error ) {
		throw new Error(
			errorMessage( error, 'The request failed. Please try again.' )
		);
	}
}

/**
 * The places the server found for some text, at most MAX_SUGGESTIONS; entries the map cannot
 * draw are left out.
 *
 * @param query  What was typed.
 * @param signal Aborts the request when the text changed.
 */
export async function geocode(
	query: string,
	signal?: AbortSignal
): Promise< GeocodeResult[] > {
	const answer = await call< { results?: unknown } >( {
		path: addQueryArgs( GEOCODE_PATH, {
			query: query.trim().slice( 0, 200 ),
			limit: MAX_SUGGESTIONS,
		} ),
		signal,
	} );
	return toGeocodeResults( answer?.results );
}

/**
 * The usable results of the geocode route's answer.
 *
 * @param results The answer's `results`.
 */
export function toGeocodeResults( results: unknown ): GeocodeResult[] {
	if ( ! Array.isArray( results ) ) {
		return [];
	}
	return results
		.flatMap( ( r ): GeocodeResult[] => {
			const c = r?.coordinates;
			if (
				! r ||
				typeof r.id !== 'string' ||
				! Number.isFinite( c?.longitude ) ||
				! Number.isFinite( c?.latitude )
			) {
				return [];
			}
			const placeName =
				typeof r.place_name === 'string' ? r.place_name : '';
			return [
				{
					id: r.id,
					title:
						typeof r.title === 'string' && r.title
							? r.title
							: placeName,
					placeName,
					coordinates: {
						longitude: c.longitude,
						latitude: c.latitude,
					},
				},
			];
		} )
		.slice( 0, MAX_SUGGESTIONS );
}
