/**
 * Selectors of the `blockpack/site` store.
 */
import type { ServiceKey, SitePlanData, State } from './types';

/**
 * The site's plan data (`GET /jetpack/v4/site`): undefined while loading, {} when it could
 * not be read.
 *
 * @param state Store state.
 */
export const getSitePlan = ( state: State ): SitePlanData | undefined =>
	state.sitePlan;

/**
 * What the localized-week route answered (the site's day names and first day of the week, for
 * the business hours block to read): undefined while loading, null when it failed.
 *
 * @param state Store state.
 */
export const getLocalizedWeek = ( state: State ): unknown =>
	state.localizedWeek;

/**
 * The site's Mapbox token (`GET /wpcom/v2/service-api-keys/mapbox`), read once per editor
 * however many map blocks ask: undefined while loading or when it could not be read.
 *
 * @param state Store state.
 */
export const getMapboxKey = ( state: State ): ServiceKey | undefined =>
	state.mapboxKey;

/**
 * Why the token could not be read (the server's message), else undefined.
 *
 * @param state Store state.
 */
export const getMapboxKeyError = ( state: State ): string | undefined =>
	state.mapboxKeyError;
