/**
 * What the stores share: a reducer made of one handler per action type, and the store itself,
 * created and registered on the default registry in one call.
 */
import { createReduxStore, register } from '@wordpress/data';

/** One handler per action type: it gets that type's action and returns the next state. */
export type ReducerHandlers< S, A extends { type: string } > = {
	[ T in A[ 'type' ] ]?: ( state: S, action: Extract< A, { type: T } > ) => S;
};

/**
 * A reducer that starts from `initialState` and hands each action to the handler of its type;
 * any other action (the registry's own, another store's) leaves the state as it is.
 *
 * @param initialState The state before any action.
 * @param handlers     The handler of each action type.
 * @return The reducer.
 */
export function createReducer< S, A extends { type: string } >(
	initialState: S,
	handlers: ReducerHandlers< S, A >
): ( state: S | undefined, action: A ) => S {
	return ( state = initialState, action ) => {
		if ( ! Object.prototype.hasOwnProperty.call( handlers, action.type ) ) {
			return state;
		}
		const handle = handlers[ action.type as A[ 'type' ] ] as
			( ( current: S, received: A ) => S ) | undefined;
		return handle ? handle( state, action ) : state;
	};
}

/** What `createReduxStore` takes (its own type is not exported by @wordpress/data). */
export type StoreConfig< State, Actions, Selectors > = Parameters<
	typeof createReduxStore< State, Actions, Selectors >
>[ 1 ];

/**
 * Creates a store and registers it on the default registry.
 *
 * @param name   The store's name.
 * @param config Its reducer, actions, selectors and resolvers.
 * @return The store's descriptor.
 */
export function createStore< State, Actions, Selectors >(
	name: string,
	config: StoreConfig< State, Actions, Selectors >
) {
	const store = createReduxStore( name, config );
	register( store );
	return store;
}

/**
 * The handler of an action that carries what a resolver read: it stores the action's `key`
 * under the same key of the state.
 *
 * @param key The key, in the action and in the state.
 * @return The handler.
 */
export function receive< S, K extends keyof S & string >( key: K ) {
	return ( state: S, action: { [ P in K ]: S[ K ] } ): S => ( {
		...state,
		[ key ]: action[ key ],
	} );
}
