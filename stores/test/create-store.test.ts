/**
 * What the stores share (stores/create-store.ts): the reducer made of one handler per action
 * type, `receive`, and a store created and registered on the default registry.
 */
import { dispatch, resolveSelect, select } from '@wordpress/data';
import { createReducer, createStore, receive } from '../create-store';

interface State {
	count: number;
	read?: string;
}

type Action =
	{ type: 'ADD'; by: number } | { type: 'RECEIVE_READ'; read: string };

const reducer = createReducer< State, Action >(
	{ count: 0 },
	{
		ADD: ( state, { by } ) => ( { ...state, count: state.count + by } ),
		RECEIVE_READ: receive( 'read' ),
	}
);

describe( 'createReducer', () => {
	it( 'starts from the initial state', () => {
		expect( reducer( undefined, { type: '@@INIT' } as never ) ).toEqual( {
			count: 0,
		} );
	} );

	it( 'hands each action to the handler of its type', () => {
		const state = reducer( { count: 1 }, { type: 'ADD', by: 2 } );
		expect( state ).toEqual( { count: 3 } );
		expect( reducer( state, { type: 'RECEIVE_READ', read: 'x' } ) ).toEqual(
			{ count: 3, read: 'x' }
		);
	} );

	it.each( [ 'OTHER_STORE_ACTION', 'constructor', 'toString', '__proto__' ] )(
		'leaves the state as it is for an action of another type (%s)',
		( type ) => {
			const state = { count: 5 };
			expect( reducer( state, { type } as never ) ).toBe( state );
		}
	);
} );

describe( 'createStore', () => {
	it( 'registers the store on the default registry, with its resolvers', async () => {
		const resolved = jest.fn();
		const store = createStore( 'blockpack/test-create-store', {
			reducer,
			actions: {
				add: ( by: number ) => ( { type: 'ADD', by } ),
			},
			selectors: {
				getCount: ( state: State ) => state.count,
				getRead: ( state: State ) => state.read,
			},
			resolvers: {
				getRead:
					() =>
					( {
						dispatch: send,
					}: {
						dispatch: ( a: Action ) => void;
					} ) => {
						resolved();
						send( {
							type: 'RECEIVE_READ',
							read: 'from the resolver',
						} );
					},
			},
		} );

		expect( store.name ).toBe( 'blockpack/test-create-store' );
		expect( select( store ).getCount() ).toBe( 0 );
		await dispatch( store ).add( 4 );
		expect( select( 'blockpack/test-create-store' ).getCount() ).toBe( 4 );
		await expect( resolveSelect( store ).getRead() ).resolves.toBe(
			'from the resolver'
		);
		await resolveSelect( store ).getRead();
		expect( resolved ).toHaveBeenCalledTimes( 1 );
	} );
} );
