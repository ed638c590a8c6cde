/**
 * Resolvers of the `blockpack/plugin-integrations` store: they only read (installing,
 * activating and enabling are the store's actions).
 */
import apiFetch from '@wordpress/api-fetch';
import { readOrNull, type ResolverThunk } from '../read-route';
import { receiveCrmStatus, receivePlugins } from './actions';
import type { Action } from './types';

type Thunk = ResolverThunk< Action >;

/**
 * Reads `GET /jetpack/v4/jetpack_crm` (null when it fails).
 *
 * @return A thunk.
 */
export const getCrmStatus =
	(): Thunk =>
	async ( { dispatch } ) => {
		// null: the panel shows nothing.
		dispatch(
			receiveCrmStatus( await readOrNull( '/jetpack/v4/jetpack_crm' ) )
		);
	};

/**
 * Reads `GET /jetpack/v4/plugins` (null when it fails).
 *
 * @return A thunk.
 */
export const getPlugins =
	(): Thunk =>
	async ( { dispatch } ) => {
		let answer: unknown;
		try {
			answer = await apiFetch( { path: '/jetpack/v4/plugins' } );
		} catch {
			// null: the panel shows nothing.
			dispatch( receivePlugins( null ) );
			return;
		}
		// An answer that is not a list: no plugin is installed.
		dispatch(
			receivePlugins(
				answer && typeof answer === 'object'
					? ( answer as Record< string, unknown > )
					: {}
			)
		);
	};
