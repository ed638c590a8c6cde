/**
 * Resolvers of the `blockpack/site` store: each reads once per page, and never fails (a failed
 * request gives the fallback value).
 */
import apiFetch from '@wordpress/api-fetch';
import { receiveLocalizedWeek, receiveSitePlan } from './actions';
import type { Action, SitePlanData } from './types';

type Thunk = ( args: {
	dispatch: ( action: Action ) => unknown;
} ) => Promise< void >;

/**
 * Reads `GET /jetpack/v4/site` (its `data`; {} when the request fails).
 *
 * @return A thunk.
 */
export const getSitePlan =
	(): Thunk =>
	async ( { dispatch } ) => {
		let data: SitePlanData = {};
		try {
			const response = await apiFetch< {
				code?: string;
				data?: SitePlanData;
			} >( { path: '/jetpack/v4/site' } );
			if ( response && typeof response.data === 'object' ) {
				data = response.data ?? {};
			}
		} catch {
			// {}: nothing is said about the plan.
		}
		dispatch( receiveSitePlan( data ) );
	};

const LOCALIZED_WEEK_PATH = '/wpcom/v2/business-hours/localized-week';

/**
 * Reads the site's week (`GET /wpcom/v2/business-hours/localized-week`; null when the request
 * fails).
 *
 * @return A thunk.
 */
export const getLocalizedWeek =
	(): Thunk =>
	async ( { dispatch } ) => {
		let answer: unknown = null;
		try {
			answer = await apiFetch( { path: LOCALIZED_WEEK_PATH } );
		} catch {
			// null: the block uses its fallback week.
		}
		dispatch( receiveLocalizedWeek( answer ?? null ) );
	};
