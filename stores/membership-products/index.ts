/**
 * The `jetpack/membership-products` store: the site's payment plans and whether it is
 * connected to Stripe, read from our own `GET /wpcom/v2/memberships/status`.
 */
import { createReduxStore, register } from '@wordpress/data';
import * as actions from './actions';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import reducer from './reducer';
import { STORE_NAME } from './constants';
import type { State } from './types';

export const store = createReduxStore<
	State,
	typeof actions,
	typeof selectors
>( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

register( store );

export * from './constants';
export type * from './types';
