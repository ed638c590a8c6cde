/**
 * Actions of the `blockpack/site` store: what its resolvers receive (undefined forgets a value).
 */
import type { Action, SitePlanData } from './types';

/**
 * @param sitePlan The site's plan data.
 */
export const receiveSitePlan = (
	sitePlan: SitePlanData | undefined
): Action => ( { type: 'RECEIVE_SITE_PLAN', sitePlan } );

/**
 * @param localizedWeek The localized-week route's answer (null: it failed).
 */
export const receiveLocalizedWeek = ( localizedWeek: unknown ): Action => ( {
	type: 'RECEIVE_LOCALIZED_WEEK',
	localizedWeek,
} );
