/**
 * The reducer of the `jetpack/membership-products` store.
 */
import { createReducer, receive } from '../create-store';
import type { Action, State } from './types';

export const DEFAULT_STATE: State = {
	status: null,
	donationStatus: null,
	donationPlans: {},
};

export default createReducer< State, Action >( DEFAULT_STATE, {
	RECEIVE_STATUS: receive( 'status' ),
	RECEIVE_DONATION_STATUS: receive( 'donationStatus' ),
	RECEIVE_DONATION_PLANS: ( state, { currency, plans } ) => ( {
		...state,
		donationPlans: { ...state.donationPlans, [ currency ]: plans },
	} ),
} );
