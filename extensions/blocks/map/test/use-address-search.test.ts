import { act, renderHook } from '@testing-library/react';
import { geocode } from '../api';
import { SEARCH_DEBOUNCE, useAddressSearch } from '../edit/use-address-search';

jest.mock( '../api', () => ( { geocode: jest.fn() } ) );

const place = {
	id: 'osm.1',
	title: 'Paris',
	placeName: 'Paris, France',
	coordinates: { longitude: 2.35, latitude: 48.85 },
};

describe( 'useAddressSearch', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		jest.mocked( geocode ).mockReset();
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'asks once, 250 ms after the last keystroke, with the last text', async () => {
		jest.mocked( geocode ).mockResolvedValue( [ place ] );
		const hook = renderHook(
			( query: string ) => useAddressSearch( query ),
			{
				initialProps: 'P',
			}
		);
		for ( const text of [ 'Pa', 'Par', 'Pari', 'Paris' ] ) {
			hook.rerender( text );
			act( () => {
				jest.advanceTimersByTime( SEARCH_DEBOUNCE - 50 );
			} );
		}
		expect( geocode ).not.toHaveBeenCalled();
		await act( async () => {
			jest.advanceTimersByTime( 50 );
		} );
		expect( SEARCH_DEBOUNCE ).toBe( 250 );
		expect( geocode ).toHaveBeenCalledTimes( 1 );
		expect( jest.mocked( geocode ).mock.calls[ 0 ][ 0 ] ).toBe( 'Paris' );
		expect( hook.result.current ).toEqual( {
			status: 'done',
			results: [ place ],
		} );
	} );

	it.each( [
		[
			'no result',
			() => Promise.resolve( [] ),
			{ status: 'empty', results: [] },
		],
		[
			'a failure, with the server’s message',
			() => Promise.reject( new Error( 'Too many searches.' ) ),
			{ status: 'failed', results: [], message: 'Too many searches.' },
		],
	] )( '%s', async ( _name, answer, expected ) => {
		jest.mocked( geocode ).mockImplementation( answer as never );
		const hook = renderHook( () => useAddressSearch( 'Nowhere' ) );
		await act( async () => {
			jest.advanceTimersByTime( SEARCH_DEBOUNCE );
		} );
		expect( hook.result.current ).toEqual( expected );
	} );

	it( 'blank text asks nothing', () => {
		const hook = renderHook( () => useAddressSearch( '   ' ) );
		act( () => {
			jest.advanceTimersByTime( 1000 );
		} );
		expect( geocode ).not.toHaveBeenCalled();
		expect( hook.result.current.status ).toBe( 'idle' );
	} );
} );
