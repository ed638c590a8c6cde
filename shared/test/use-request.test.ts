import { act, renderHook, waitFor } from '@testing-library/react';
import { useRequest, type Fetcher } from '../use-request';

/** A request the test settles by hand. */
function deferred< T >() {
	let resolve!: ( value: T ) => void;
	let reject!: ( reason: unknown ) => void;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

describe( 'useRequest', () => {
	test.each( [
		[
			'an answer',
			( d: ReturnType< typeof deferred< string > > ) => d.resolve( 'x' ),
			{ data: 'x', error: undefined, isLoading: false },
		],
		[
			'a failure',
			( d: ReturnType< typeof deferred< string > > ) =>
				d.reject( new Error( 'no' ) ),
			{ data: undefined, error: new Error( 'no' ), isLoading: false },
		],
		[
			'a failure that is not an Error',
			( d: ReturnType< typeof deferred< string > > ) => d.reject( 'no' ),
			{ data: undefined, error: new Error( 'no' ), isLoading: false },
		],
	] )( 'loads, then shows %s', async ( _name, settle, expected ) => {
		const request = deferred< string >();
		const { result } = renderHook( () =>
			useRequest( () => request.promise, [] )
		);
		expect( result.current ).toMatchObject( {
			data: undefined,
			error: undefined,
			isLoading: true,
		} );
		await act( async () => settle( request ) );
		expect( result.current ).toMatchObject( expected );
	} );

	test( 'makes no request without a fetcher', () => {
		const { result } = renderHook( () => useRequest( null, [] ) );
		expect( result.current.isLoading ).toBe( false );
		expect( result.current.data ).toBeUndefined();
	} );

	test( 'keeps the last answer while a new request runs, drops the late one', async () => {
		const requests = [ deferred< string >(), deferred< string >() ];
		const signals: AbortSignal[] = [];
		const { result, rerender } = renderHook(
			( { n }: { n: number } ) =>
				useRequest(
					( signal ) => {
						signals.push( signal );
						return requests[ n ].promise;
					},
					[ n ]
				),
			{ initialProps: { n: 0 } }
		);
		rerender( { n: 1 } );
		expect( signals[ 0 ].aborted ).toBe( true );
		expect( signals[ 1 ].aborted ).toBe( false );
		// The first request answers late: dropped.
		await act( async () => requests[ 0 ].resolve( 'old' ) );
		expect( result.current ).toMatchObject( {
			data: undefined,
			isLoading: true,
		} );
		await act( async () => requests[ 1 ].resolve( 'new' ) );
		expect( result.current ).toMatchObject( {
			data: 'new',
			isLoading: false,
		} );
	} );

	test( 'retry asks again and keeps the answer meanwhile', async () => {
		let answer = deferred< string >();
		const fetcher: Fetcher< string > = jest.fn( () => answer.promise );
		const { result } = renderHook( () => useRequest( fetcher, [] ) );
		await act( async () => answer.resolve( 'first' ) );
		answer = deferred< string >();
		act( () => result.current.retry() );
		expect( fetcher ).toHaveBeenCalledTimes( 2 );
		expect( result.current ).toMatchObject( {
			data: 'first',
			isLoading: true,
		} );
		await act( async () => answer.resolve( 'second' ) );
		expect( result.current.data ).toBe( 'second' );
	} );

	test( 'a new request clears the last failure', async () => {
		let answer = deferred< string >();
		const { result } = renderHook( () =>
			useRequest( () => answer.promise, [] )
		);
		await act( async () => answer.reject( new Error( 'no' ) ) );
		answer = deferred< string >();
		act( () => result.current.retry() );
		expect( result.current ).toMatchObject( {
			error: undefined,
			isLoading: true,
		} );
	} );

	test( 'aborts on unmount and drops the answer', async () => {
		const request = deferred< string >();
		let signal: AbortSignal | undefined;
		const { unmount } = renderHook( () =>
			useRequest( ( s ) => {
				signal = s;
				return request.promise;
			}, [] )
		);
		unmount();
		expect( signal?.aborted ).toBe( true );
		const error = jest.spyOn( console, 'error' ).mockImplementation();
		await act( async () => request.resolve( 'late' ) );
		await waitFor( () => expect( error ).not.toHaveBeenCalled() );
		error.mockRestore();
	} );
} );
