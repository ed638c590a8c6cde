/**
 * The reducer of the `jetpack/membership-products` store.
 */
import type { Action, State } from './types';

export const DEFAULT_STATE: State = {
	status: null,
	donationStatus: null,
	donationPlans: {},
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
		case 'RECEIVE_STATUS':
			return { ...state, status: action.status };
		case 'RECEIVE_DONATION_STATUS':
			return { ...state, donationStatus: action.donationStatus };
		case 'RECEIVE_DONATION_PLANS':
			return {
				...state,
				donationPlans: {
					...state.donationPlans,
					[ action.currency ]: action.plans,
				},
			};
	}
	return state;
}
