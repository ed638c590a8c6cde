/**
 * The reducer of the `blockpack/site` store.
 */
import { createReducer, receive } from '../create-store';
import type { Action, State } from './types';

export default createReducer< State, Action >(
	{},
	{
		RECEIVE_SITE_PLAN: receive( 'sitePlan' ),
		RECEIVE_LOCALIZED_WEEK: receive( 'localizedWeek' ),
		RECEIVE_MAPBOX_KEY: ( state, { mapboxKey } ) => ( {
			...state,
			mapboxKey,
			mapboxKeyError: undefined,
		} ),
		RECEIVE_MAPBOX_KEY_ERROR: receive( 'mapboxKeyError' ),
	}
);
