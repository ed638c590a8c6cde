/**
 * Suggestions for the "Add marker" field: the geocode route asked 250 ms after the last
 * keystroke (an older request is aborted), at most 10 places; `empty` when the server found
 * none, `failed` with the server's message.
 */
import { useEffect, useState } from '@wordpress/element';
import { geocode, type GeocodeResult } from '../api';

/** Milliseconds between the last keystroke and the search. */
export const SEARCH_DEBOUNCE = 250;

export type SearchState =
	| { status: 'idle' | 'searching' | 'empty'; results: GeocodeResult[] }
	| { status: 'done'; results: GeocodeResult[] }
	| { status: 'failed'; results: GeocodeResult[]; message: string };

export function useAddressSearch( query: string ): SearchState {
	const [ state, setState ] = useState< SearchState >( {
		status: 'idle',
		results: [],
	} );
	useEffect( () => {
		const text = query.trim();
		if ( ! text ) {
			setState( { status: 'idle', results: [] } );
			return;
		}
		const controller = new AbortController();
		const timer = setTimeout( () => {
			setState(
				( s ) => ( { ...s, status: 'searching' } ) as SearchState
			);
			geocode( text, controller.signal ).then(
				( results ) => {
					if ( ! controller.signal.aborted ) {
						setState( {
							status: results.length ? 'done' : 'empty',
							results,
						} );
					}
				},
				( error: Error ) => {
					if ( ! controller.signal.aborted ) {
						setState( {
							status: 'failed',
							results: [],
							message: error.message,
						} );
					}
				}
			);
		}, SEARCH_DEBOUNCE );
		return () => {
			clearTimeout( timer );
			controller.abort();
		};
	}, [ query ] );
	return state;
}
