/**
 * Resolvers of the `jetpack/membership-products` store: reading any of the status's values
 * asks the server once (`fetchStatus`). Resolvers only read: none creates anything.
 */
import { fetchStatus } from './actions';

export const getProducts = fetchStatus;
export const getApiState = fetchStatus;
export const isApiStateLoading = fetchStatus;
export const isApiStateConnected = fetchStatus;
export const getConnectUrl = fetchStatus;
export const getShouldUpgrade = fetchStatus;
export const getSiteSlug = fetchStatus;
export const getUpgradeUrl = fetchStatus;
export const getStatusError = fetchStatus;
