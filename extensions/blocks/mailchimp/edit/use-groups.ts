/**
 * The audience's groups, read once the site is connected.
 */
import { useRequest } from '@shared/use-request';
import { getGroups } from '../api';
import type { InterestCategory } from '../interests';

export type GroupsState =
	| { status: 'loading' }
	| { status: 'ready'; categories: InterestCategory[] }
	| { status: 'error'; message: string };

export function useGroups( enabled: boolean ): GroupsState {
	const { data, error, isLoading } = useRequest( enabled && getGroups, [
		enabled,
	] );
	if ( isLoading || ( ! data && ! error ) ) {
		return { status: 'loading' };
	}
	return error
		? { status: 'error', message: error.message }
		: { status: 'ready', categories: data ?? [] };
}
