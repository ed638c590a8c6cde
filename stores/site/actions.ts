/**
 * Actions of the `blockpack/site` store: what its resolvers receive (undefined forgets a value),
 * and the two writes of the Mapbox token, which every map block then sees.
 */
import { callMapboxKey } from './mapbox-key';
import type { Action, ServiceKey, SitePlanData } from './types';

/**
 * @param sitePlan The site's plan data.
 */
export const receiveSitePlan = (
	sitePlan: SitePlanData | undefined
): Action => ( { type: 'RECEIVE_SITE_PLAN', sitePlan } );

/**
 * @param localizedWeek The localized-week route's answer (null: it failed).
 */
export const receiveLocalizedWeek = ( localizedWeek: unknown ): Action => ( {
	type: 'RECEIVE_LOCALIZED_WEEK',
	localizedWeek,
} );

/**
 * @param mapboxKey The site's Mapbox token, as the route answered.
 */
export const receiveMapboxKey = ( mapboxKey: ServiceKey ): Action => ( {
	type: 'RECEIVE_MAPBOX_KEY',
	mapboxKey,
} );

/**
 * @param mapboxKeyError Why the token could not be read.
 */
export const receiveMapboxKeyError = ( mapboxKeyError: string ): Action => ( {
	type: 'RECEIVE_MAPBOX_KEY_ERROR',
	mapboxKeyError,
} );

type WriteThunk = ( args: {
	dispatch: ( action: Action ) => unknown;
} ) => Promise< ServiceKey >;

/**
 * Sets the site's Mapbox token (administrators only; the server checks it with Mapbox).
 *
 * @param key The token.
 * @return A thunk: the new token, or a rejection with the server's message.
 */
export const setMapboxKey =
	( key: string ): WriteThunk =>
	async ( { dispatch } ) => {
		const answer = await callMapboxKey( {
			method: 'POST',
			data: { service_api_key: key },
		} );
		dispatch( receiveMapboxKey( answer ) );
		return answer;
	};

/**
 * Removes the site's Mapbox token.
 *
 * @return A thunk: the answer (no token), or a rejection with the server's message.
 */
export const deleteMapboxKey =
	(): WriteThunk =>
	async ( { dispatch } ) => {
		const answer = await callMapboxKey( { method: 'DELETE' } );
		dispatch( receiveMapboxKey( answer ) );
		return answer;
	};
