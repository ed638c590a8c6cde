/**
 * The reducer of the `jetpack/membership-products` store.
 */
import { API_STATE_LOADING } from './constants';
import type { Action, State } from './types';

export const DEFAULT_STATE: State = {
	products: [],
	apiState: API_STATE_LOADING,
	connectUrl: null,
	shouldUpgrade: false,
	siteSlug: '',
	upgradeUrl: '',
	statusRequested: false,
	statusError: null,
};

/**
 * The store's reducer.
 *
 * @param state  Current state.
 * @param action Action.
 * @return The next state.
 */
export default function reducer(
	state: State = DEFAULT_STATE,
	action: Action
): State {
	switch ( action.type ) {
		case 'SET_PRODUCTS':
			return { ...state, products: action.products };
		case 'SET_API_STATE':
			return { ...state, apiState: action.apiState };
		case 'SET_CONNECT_URL':
			return { ...state, connectUrl: action.connectUrl };
		case 'SET_SHOULD_UPGRADE':
			return { ...state, shouldUpgrade: action.shouldUpgrade };
		case 'SET_SITE_SLUG':
			return { ...state, siteSlug: action.siteSlug };
		case 'SET_UPGRADE_URL':
			return { ...state, upgradeUrl: action.upgradeUrl };
		case 'STATUS_REQUESTED':
			return { ...state, statusRequested: true };
		case 'SET_STATUS_ERROR':
			return { ...state, statusError: action.message };
	}
	return state;
}
