/**
 * Searches GIPHY from the editor, straight from the browser with the site's key.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { gifsFromResponse, giphyRequestUrl, type GiphyGif } from '../giphy';

/** Where a search stands. */
export type SearchStatus = 'idle' | 'searching' | 'done' | 'empty' | 'failed';

/**
 * A search: `search( text )` asks GIPHY; `results` holds the GIFs of the last answer and
 * `onResults` receives them (the block applies the first one).
 *
 * @param apiKey    The site's GIPHY key.
 * @param onResults Called with the GIFs of each successful search.
 * @return The state and the search function.
 */
export function useGiphySearch(
	apiKey: string,
	onResults: ( gifs: GiphyGif[] ) => void
): {
	status: SearchStatus;
	results: GiphyGif[];
	search: ( text: string ) => void;
} {
	const [ status, setStatus ] = useState< SearchStatus >( 'idle' );
	const [ results, setResults ] = useState< GiphyGif[] >( [] );
	const controller = useRef< AbortController | null >( null );
	const latestOnResults = useRef( onResults );
	latestOnResults.current = onResults;

	useEffect( () => () => controller.current?.abort(), [] );

	const search = useCallback(
		( text: string ) => {
			const url = giphyRequestUrl( text, apiKey );
			if ( ! url ) {
				return;
			}
			controller.current?.abort();
			const current = new AbortController();
			controller.current = current;
			setStatus( 'searching' );
			// Straight from the browser, not through our PHP: GIPHY's API keys are made for
			// client-side use (its own SDKs put them in apps and pages, rate-limited per key),
			// and the key only searches public GIFs. Editors see it already (editor data).
			window
				.fetch( url, { signal: current.signal } )
				.then( ( response ) => {
					if ( ! response.ok ) {
						throw new Error( String( response.status ) );
					}
					return response.json() as Promise< unknown >;
				} )
				.then( ( json ) => {
					if ( current.signal.aborted ) {
						return;
					}
					const gifs = gifsFromResponse( json );
					setResults( gifs );
					setStatus( gifs.length ? 'done' : 'empty' );
					if ( gifs.length ) {
						latestOnResults.current( gifs );
					}
				} )
				.catch( () => {
					if ( ! current.signal.aborted ) {
						setStatus( 'failed' );
					}
				} );
		},
		[ apiKey ]
	);

	return { status, results, search };
}
