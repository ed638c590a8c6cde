/**
 * Constants of the `jetpack/membership-products` store.
 */
import type { ApiState } from './types';

export const STORE_NAME = 'jetpack/membership-products';

export const API_STATE_LOADING: ApiState = 0;
export const API_STATE_CONNECTED: ApiState = 1;
export const API_STATE_NOTCONNECTED: ApiState = 2;

/** The plan `createDefaultProduct` creates for a block that needs one on a site with none. */
export const DEFAULT_PRODUCT = Object.freeze( {
	currency: 'USD',
	price: 5,
	interval: '1 month',
} );

/** Query flags the settings page adds when it sends the editor back. */
export const RETURN_FLAGS = [
	'stripe_connect_success',
	'stripe_connect_cancelled',
	'plan_upgraded',
] as const;
