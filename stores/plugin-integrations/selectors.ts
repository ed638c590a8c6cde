/**
 * Selectors of the `blockpack/plugin-integrations` store.
 */
import type { State } from './types';

/**
 * What the CRM route answered (for the contact form to read): undefined while loading, null
 * when it failed.
 *
 * @param state Store state.
 */
export const getCrmStatus = ( state: State ): unknown => state.crmStatus;

/**
 * The site's installed plugins, keyed by main file: undefined while loading, null when the
 * list could not be read.
 *
 * @param state Store state.
 */
export const getPlugins = (
	state: State
): Record< string, unknown > | null | undefined => state.plugins;
