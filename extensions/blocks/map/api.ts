/**
 * The map's calls to our REST routes: the site's Mapbox token
 * (`/wpcom/v2/service-api-keys/mapbox`, Jetpack's route and answer; this block's php/token.php)
 * and the address search (`/blockpack/v1/map/geocode`, php/geocode.php: answered from Mapbox
 * with a token, else an open geocoder).
 * Failures reject with the server's message (shared/error-message.ts).
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { errorMessage } from '@shared/error-message';

const KEY_PATH = '/wpcom/v2/service-api-keys/mapbox';
const GEOCODE_PATH = '/blockpack/v1/map/geocode';

/** At most this many suggestions. */
export const MAX_SUGGESTIONS = 10;

export interface ServiceKey {
	key: string;
	source: string;
}

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

function toServiceKey( answer: unknown ): ServiceKey {
	const a = ( answer ?? {} ) as Record< string, unknown >;
	return {
		key: typeof a.service_api_key === 'string' ? a.service_api_key : '',
		source:
			typeof a.service_api_key_source === 'string'
				? a.service_api_key_source
				: 'none',
	};
}

/** The site's token. */
export async function getMapboxKey(): Promise< ServiceKey > {
	return toServiceKey( await call( { path: KEY_PATH } ) );
}

/**
 * Sets the site's token (administrators only; the server checks it with Mapbox).
 *
 * @param key The token.
 */
export async function setMapboxKey( key: string ): Promise< ServiceKey > {
	return toServiceKey(
		await call( {
			path: KEY_PATH,
			method: 'POST',
			data: { service_api_key: key },
		} )
	);
}

/** Removes the site's token. */
export async function deleteMapboxKey(): Promise< ServiceKey > {
	return toServiceKey( await call( { path: KEY_PATH, method: 'DELETE' } ) );
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
