/**
 * Constants of the `jetpack/membership-products` store.
 */
import type { ApiState } from './types';

export const STORE_NAME = 'jetpack/membership-products';

export const API_STATE_LOADING: ApiState = 0;
export const API_STATE_CONNECTED: ApiState = 1;
export const API_STATE_NOTCONNECTED: ApiState = 2;

/** The plan created when a connected site has none. */
export const DEFAULT_PRODUCT = Object.freeze( {
	currency: 'USD',
	price: 5,
	interval: '1 month',
} );

/** The notice id of the store's messages (a new one replaces the last). */
export const NOTICE_ID = 'membership-products-notice';

/** Query flags the settings page adds when it sends the editor back. */
export const RETURN_FLAGS = [
	'stripe_connect_success',
	'stripe_connect_cancelled',
	'plan_upgraded',
] as const;
