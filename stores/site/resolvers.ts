/**
 * Resolvers of the `blockpack/site` store: each reads once per page, and never fails (a failed
 * request gives the fallback value, or for the Mapbox token the server's message).
 */
import { readOrNull, type ResolverThunk } from '../read-route';
import {
	receiveLocalizedWeek,
	receiveMapboxKey,
	receiveMapboxKeyError,
	receiveSitePlan,
} from './actions';
import { callMapboxKey } from './mapbox-key';
import type { Action, SitePlanData } from './types';

type Thunk = ResolverThunk< Action >;

/**
 * Reads `GET /jetpack/v4/site` (its `data`; {} when the request fails).
 *
 * @return A thunk.
 */
export const getSitePlan =
	(): Thunk =>
	async ( { dispatch } ) => {
		const response = ( await readOrNull( '/jetpack/v4/site' ) ) as {
			data?: SitePlanData | null;
		} | null;
		// {} when it failed: nothing is said about the plan.
		const data = response?.data;
		dispatch(
			receiveSitePlan( data && typeof data === 'object' ? data : {} )
		);
	};

const LOCALIZED_WEEK_PATH = '/wpcom/v2/business-hours/localized-week';

/**
 * Reads the site's week (`GET /wpcom/v2/business-hours/localized-week`; null when the request
 * fails).
 *
 * @return A thunk.
 */
export const getLocalizedWeek =
	(): Thunk =>
	async ( { dispatch } ) => {
		// null: the block uses its fallback week.
		dispatch(
			receiveLocalizedWeek( await readOrNull( LOCALIZED_WEEK_PATH ) )
		);
	};

/**
 * Reads the site's Mapbox token (`GET /wpcom/v2/service-api-keys/mapbox`), once for all the map
 * blocks of the editor; a failure keeps the server's message.
 *
 * @return A thunk.
 */
export const getMapboxKey =
	(): Thunk =>
	async ( { dispatch } ) => {
		try {
			dispatch( receiveMapboxKey( await callMapboxKey() ) );
		} catch ( error ) {
			dispatch( receiveMapboxKeyError( ( error as Error ).message ) );
		}
	};
