/**
 * What the stores' resolvers share: the thunk they return, and reading one of our routes
 * without failing.
 */
import apiFetch from '@wordpress/api-fetch';

/** What a resolver returns: a thunk that dispatches what it read. */
export type ResolverThunk< A > = ( args: {
	dispatch: ( action: A ) => unknown;
} ) => Promise< void >;

/**
 * Reads a route (GET).
 *
 * @param path The route's path.
 * @return Its answer, or null when the request fails or answers nothing.
 */
export async function readOrNull( path: string ): Promise< unknown > {
	try {
		return ( await apiFetch( { path } ) ) ?? null;
	} catch {
		return null;
	}
}
