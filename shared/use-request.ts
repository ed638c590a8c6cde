/**
 * The one hook for a one-shot request made by an edit component (read a connection, a list, a
 * library): the late-answer guard is written here once. Each request gets an AbortSignal that
 * aborts when the deps change, on `retry()` and on unmount; an answer or a failure that comes
 * after its signal aborted is dropped, so only the newest request's outcome is ever shown.
 *
 * `fetcher` runs again each time `deps` change (or `retry()` is called); pass `null` (or
 * `false`) to make no request: the state then stays as it was. The last answer (`data`) is kept
 * while a newer request runs, and replaced by its outcome: new `data`, or an `error` (and no
 * `data`). apiFetch stays out of components: pass a service function (a block's `api.ts`).
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/** What a request depends on (React's `DependencyList`). */
type DependencyList = readonly unknown[];

/** Makes one request; it may pass the signal on to `fetch`/`apiFetch`. */
export type Fetcher< T > = ( signal: AbortSignal ) => Promise< T >;

export interface RequestState< T > {
	/** The last answer; kept while a newer request runs; undefined after a failure. */
	data: T | undefined;
	/** The last failure; undefined once a new request starts. */
	error: Error | undefined;
	/** Whether a request is running. */
	isLoading: boolean;
	/** Runs the request again (the current one, if any, is aborted). */
	retry: () => void;
}

interface State< T > {
	data?: T;
	error?: Error;
	isLoading: boolean;
}

function toError( reason: unknown ): Error {
	return reason instanceof Error ? reason : new Error( String( reason ) );
}

/**
 * @param fetcher Makes the request, or null/false for none.
 * @param deps    What the request depends on: a change makes it again.
 * @return The request's state and `retry`.
 */
export function useRequest< T >(
	fetcher: Fetcher< T > | null | false,
	deps: DependencyList
): RequestState< T > {
	const [ state, setState ] = useState< State< T > >( () => ( {
		isLoading: !! fetcher,
	} ) );
	const [ attempt, setAttempt ] = useState( 0 );
	// The fetcher of the latest render: it closes over values the deps stand for.
	const latest = useRef( fetcher );
	latest.current = fetcher;

	useEffect( () => {
		const run = latest.current;
		if ( ! run ) {
			return;
		}
		const controller = new AbortController();
		setState( ( previous ) =>
			previous.isLoading && ! previous.error
				? previous
				: { data: previous.data, isLoading: true }
		);
		run( controller.signal ).then(
			( data ) => {
				if ( ! controller.signal.aborted ) {
					setState( { data, isLoading: false } );
				}
			},
			( reason: unknown ) => {
				if ( ! controller.signal.aborted ) {
					setState( { error: toError( reason ), isLoading: false } );
				}
			}
		);
		return () => controller.abort();
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps stand for the fetcher.
	}, [ ...deps, attempt ] );

	const retry = useCallback( () => setAttempt( ( n ) => n + 1 ), [] );
	return {
		data: state.data,
		error: state.error,
		isLoading: state.isLoading,
		retry,
	};
}
