/**
 * The audience's groups, read once the site is connected.
 */
import { useEffect, useState } from '@wordpress/element';
import { getGroups } from '../api';
import type { InterestCategory } from '../interests';

export type GroupsState =
	| { status: 'loading' }
	| { status: 'ready'; categories: InterestCategory[] }
	| { status: 'error'; message: string };

export function useGroups( enabled: boolean ): GroupsState {
	const [ state, setState ] = useState< GroupsState >( {
		status: 'loading',
	} );
	useEffect( () => {
		if ( ! enabled ) {
			return;
		}
		let active = true;
		setState( { status: 'loading' } );
		getGroups().then(
			( categories ) =>
				active && setState( { status: 'ready', categories } ),
			( error: Error ) =>
				active &&
				setState( { status: 'error', message: error.message } )
		);
		return () => {
			active = false;
		};
	}, [ enabled ] );
	return state;
}
