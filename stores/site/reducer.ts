/**
 * The reducer of the `blockpack/site` store.
 */
import type { Action, State } from './types';

/**
 * The store's reducer.
 *
 * @param state  Current state.
 * @param action Action.
 * @return The next state.
 */
export default function reducer( state: State = {}, action: Action ): State {
	switch ( action.type ) {
		case 'RECEIVE_SITE_PLAN':
			return { ...state, sitePlan: action.sitePlan };
		case 'RECEIVE_LOCALIZED_WEEK':
			return { ...state, localizedWeek: action.localizedWeek };
	}
	return state;
}
