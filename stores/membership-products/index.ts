/**
 * The `jetpack/membership-products` store: the site's memberships status (is Stripe connected,
 * where to connect it) read from our own `GET /wpcom/v2/memberships/status`, and the donation
 * plans of each currency (those the status lists, and those created). Its resolvers only read;
 * `createDonationPlans` is the one action that writes. It shows no notices: errors are in its state for the blocks to show.
 *
 * This file is the store's only public module: import nothing else from this folder.
 */
import { createStore } from '../create-store';
import * as actions from './actions';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import reducer from './reducer';
import { STORE_NAME } from './constants';

export const store = createStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

export { STORE_NAME, DONATION_INTERVALS } from './constants';
export type * from './types';
