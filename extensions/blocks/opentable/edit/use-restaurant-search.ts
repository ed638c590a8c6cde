/**
 * Searches restaurants by name on the service's widget host while the user types: at most one
 * request each 500 ms, answers that arrive late are dropped.
 */
import { throttle } from '@wordpress/compose';
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import {
	SEARCH_THROTTLE_MS,
	getSearchUrl,
	isSearchable,
	parseSearchResponse,
	type Restaurant,
} from '../search';

/**
 * The restaurants found for the typed text.
 *
 * @param term The typed text.
 * @return The restaurants of the latest answer and whether the last request failed.
 */
export default function useRestaurantSearch( term: string ): {
	restaurants: Restaurant[];
	hasRequestFailed: boolean;
} {
	const [ restaurants, setRestaurants ] = useState< Restaurant[] >( [] );
	const [ hasRequestFailed, setHasRequestFailed ] = useState( false );
	const latest = useRef( 0 );

	const search = useMemo(
		() =>
			throttle( ( ...args: unknown[] ) => {
				const query = String( args[ 0 ] );
				const request = ++latest.current;
				// Straight from the browser, not through our PHP: the restaurant search of
				// OpenTable's widget host is public (no key, no secret), the same host whose
				// widget script the block embeds; a proxy would add nothing to guard.
				window
					.fetch( getSearchUrl( query ) )
					.then( ( response ) => {
						if ( ! response.ok ) {
							throw new Error( String( response.status ) );
						}
						return response.json() as Promise< unknown >;
					} )
					.then( ( body ) => {
						if ( request === latest.current ) {
							setRestaurants( parseSearchResponse( body ) );
							setHasRequestFailed( false );
						}
					} )
					.catch( () => {
						if ( request === latest.current ) {
							setHasRequestFailed( true );
						}
					} );
			}, SEARCH_THROTTLE_MS ),
		[]
	);

	useEffect( () => () => search.cancel(), [ search ] );

	useEffect( () => {
		if ( isSearchable( term ) ) {
			search( term );
		}
	}, [ term, search ] );

	return { restaurants, hasRequestFailed };
}
