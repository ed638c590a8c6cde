/**
 * The Mapbox token in the `blockpack/site` store, against a mocked apiFetch: read once however
 * many map blocks ask, and the two writes that every block then sees.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store } from '..';
import { toServiceKey } from '../mapbox-key';
import reducer from '../reducer';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = apiFetch as unknown as jest.Mock;
const PATH = '/wpcom/v2/service-api-keys/mapbox';
const SITE_KEY = { service_api_key: 'pk.1', service_api_key_source: 'site' };

function newRegistry() {
	const registry = createRegistry();
	registry.register( store );
	return registry;
}

beforeEach( () => mockedFetch.mockReset() );

describe( 'toServiceKey', () => {
	it.each< [ unknown, { key: string; source: string } ] >( [
		[ SITE_KEY, { key: 'pk.1', source: 'site' } ],
		[ { service_api_key: '' }, { key: '', source: 'none' } ],
		[
			{ service_api_key: 5, service_api_key_source: [] },
			{ key: '', source: 'none' },
		],
		[ null, { key: '', source: 'none' } ],
	] )( '%p → %p', ( answer, expected ) => {
		expect( toServiceKey( answer ) ).toEqual( expected );
	} );
} );

describe( 'reducer', () => {
	it( 'a received token clears an earlier read error', () => {
		expect(
			reducer(
				{ mapboxKeyError: 'offline' },
				{
					type: 'RECEIVE_MAPBOX_KEY',
					mapboxKey: { key: 'k', source: 'site' },
				}
			)
		).toEqual( {
			mapboxKey: { key: 'k', source: 'site' },
			mapboxKeyError: undefined,
		} );
	} );
} );

describe( 'getMapboxKey', () => {
	it( 'is read once for any number of map blocks', async () => {
		mockedFetch.mockResolvedValue( SITE_KEY );
		const registry = newRegistry();
		await Promise.all(
			[ 1, 2, 3, 4, 5 ].map( () =>
				registry.resolveSelect( store ).getMapboxKey()
			)
		);
		expect( registry.select( store ).getMapboxKey() ).toEqual( {
			key: 'pk.1',
			source: 'site',
		} );
		expect( mockedFetch.mock.calls ).toEqual( [ [ { path: PATH } ] ] );
	} );

	it( 'keeps the server’s message when the read fails', async () => {
		mockedFetch.mockRejectedValue( { message: 'Nope.' } );
		const registry = newRegistry();
		await registry.resolveSelect( store ).getMapboxKey();
		expect( registry.select( store ).getMapboxKey() ).toBeUndefined();
		expect( registry.select( store ).getMapboxKeyError() ).toBe( 'Nope.' );
	} );
} );

describe( 'writes', () => {
	it.each<
		[
			string,
			(
				registry: ReturnType< typeof newRegistry >
			) => Promise< unknown >,
			object,
			string,
		]
	>( [
		[
			'setMapboxKey',
			( registry ) => registry.dispatch( store ).setMapboxKey( 'pk.2' ),
			{ path: PATH, method: 'POST', data: { service_api_key: 'pk.2' } },
			'pk.2',
		],
		[
			'deleteMapboxKey',
			( registry ) => registry.dispatch( store ).deleteMapboxKey(),
			{ path: PATH, method: 'DELETE' },
			'',
		],
	] )(
		'%s: the answer is the token every block sees',
		async ( _, write, request, key ) => {
			mockedFetch.mockResolvedValueOnce( SITE_KEY );
			const registry = newRegistry();
			await registry.resolveSelect( store ).getMapboxKey();
			mockedFetch.mockResolvedValueOnce( { service_api_key: key } );
			await write( registry );
			expect( mockedFetch.mock.calls ).toEqual( [
				[ { path: PATH } ],
				[ request ],
			] );
			expect( registry.select( store ).getMapboxKey()?.key ).toBe( key );
		}
	);

	it( 'a refused write rejects with the server’s message and keeps the token', async () => {
		mockedFetch.mockResolvedValueOnce( SITE_KEY );
		const registry = newRegistry();
		await registry.resolveSelect( store ).getMapboxKey();
		mockedFetch.mockRejectedValueOnce( { message: 'Invalid token.' } );
		await expect(
			registry.dispatch( store ).setMapboxKey( 'bad' )
		).rejects.toThrow( 'Invalid token.' );
		expect( registry.select( store ).getMapboxKey()?.key ).toBe( 'pk.1' );
	} );
} );
