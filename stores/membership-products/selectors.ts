/**
 * Selectors of the `jetpack/membership-products` store. None builds a new object.
 */
import { API_STATE_CONNECTED, API_STATE_LOADING } from './constants';
import type { ApiState, Product, State } from './types';

/**
 * The site's payment plans.
 *
 * @param state Store state.
 */
export const getProducts = ( state: State ): Product[] => state.products;

/**
 * One plan by id.
 *
 * @param state Store state.
 * @param id    Plan id.
 */
export const getProduct = ( state: State, id: number ): Product | undefined =>
	state.products.find( ( product ) => product.id === id );

/**
 * Loading (0), connected (1) or not connected (2).
 *
 * @param state Store state.
 */
export const getApiState = ( state: State ): ApiState => state.apiState;

/**
 * Whether the status is still loading.
 *
 * @param state Store state.
 */
export const isApiStateLoading = ( state: State ): boolean =>
	state.apiState === API_STATE_LOADING;

/**
 * Whether the site is connected to Stripe.
 *
 * @param state Store state.
 */
export const isApiStateConnected = ( state: State ): boolean =>
	state.apiState === API_STATE_CONNECTED;

/**
 * Where an administrator connects Stripe (Blockpack's settings), or null.
 *
 * @param state Store state.
 */
export const getConnectUrl = ( state: State ): string | null =>
	state.connectUrl;

/**
 * Whether the site needs an upgrade to use memberships (never on a self-hosted site).
 *
 * @param state Store state.
 */
export const getShouldUpgrade = ( state: State ): boolean =>
	state.shouldUpgrade;

/**
 * The site's short name.
 *
 * @param state Store state.
 */
export const getSiteSlug = ( state: State ): string => state.siteSlug;

/**
 * Where to upgrade, or ''.
 *
 * @param state Store state.
 */
export const getUpgradeUrl = ( state: State ): string => state.upgradeUrl;

/**
 * Whether the status has been requested (the resolvers share one request).
 *
 * @param state Store state.
 */
export const hasRequestedStatus = ( state: State ): boolean =>
	state.statusRequested;

/**
 * Why the status could not be read (the server's message, or "Unexpected API response"), or
 * null. The store shows no notice: a block may.
 *
 * @param state Store state.
 */
export const getStatusError = ( state: State ): string | null =>
	state.statusError;
