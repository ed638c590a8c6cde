import { act, renderHook } from '@testing-library/react';
import {
	createReduxStore,
	createRegistry,
	RegistryProvider,
} from '@wordpress/data';
import { createElement } from '@wordpress/element';
import type { ReactNode } from 'react';
import {
	editorActions,
	editorSelectors,
	isUserSavingPost,
	useEditedPostAttribute,
	usePostSavingLock,
	type EditorSelectors,
} from '../editor-store';

/**
 * A registry with a small `core/editor` store, or none.
 * @param withEditor
 */
function registryWith( withEditor: boolean ) {
	const registry = createRegistry();
	const lock = jest.fn();
	const unlock = jest.fn();
	if ( withEditor ) {
		registry.register(
			createReduxStore( 'core/editor', {
				reducer: ( state = { title: 'Hello' } ) => state,
				selectors: {
					getEditedPostAttribute: (
						state: { title: string },
						attribute: string
					) => ( attribute === 'title' ? state.title : undefined ),
				},
				actions: {
					lockPostSaving: ( name: string ) => {
						lock( name );
						return { type: 'LOCK' };
					},
					unlockPostSaving: ( name: string ) => {
						unlock( name );
						return { type: 'UNLOCK' };
					},
				},
			} )
		);
	}
	const wrapper = ( { children }: { children: ReactNode } ) =>
		createElement( RegistryProvider, { value: registry }, children );
	return { registry, wrapper, lock, unlock };
}

describe( 'isUserSavingPost', () => {
	it.each< [ EditorSelectors, boolean ] >( [
		[ {}, false ],
		[ { isSavingPost: () => false }, false ],
		[ { isSavingPost: () => true }, true ],
		[ { isSavingPost: () => true, isAutosavingPost: () => false }, true ],
		[ { isSavingPost: () => true, isAutosavingPost: () => true }, false ],
	] )( '%p → %p', ( editor, expected ) => {
		expect( isUserSavingPost( editor ) ).toBe( expected );
	} );
} );

describe( 'editorSelectors / editorActions', () => {
	it.each( [
		[ 'with the post editor', true ],
		[ 'without it (widgets)', false ],
	] )( '%s', ( _, withEditor ) => {
		const { registry } = registryWith( withEditor );
		const select = editorSelectors( registry.select );
		const actions = editorActions( registry.dispatch );
		expect( typeof select.getEditedPostAttribute ).toBe(
			withEditor ? 'function' : 'undefined'
		);
		expect( typeof actions.lockPostSaving ).toBe(
			withEditor ? 'function' : 'undefined'
		);
	} );
} );

describe( 'useEditedPostAttribute', () => {
	it.each( [
		[ 'title', true, 'Hello' ],
		[ 'excerpt', true, undefined ],
		[ 'title', false, undefined ],
	] )( '%s (post editor: %p) → %p', ( attribute, withEditor, expected ) => {
		const { wrapper } = registryWith( withEditor );
		const { result } = renderHook(
			() => useEditedPostAttribute( attribute ),
			{ wrapper }
		);
		expect( result.current ).toBe( expected );
	} );
} );

describe( 'usePostSavingLock', () => {
	it( 'locks while asked, unlocks after', () => {
		const { wrapper, lock, unlock } = registryWith( true );
		const { rerender, unmount } = renderHook(
			( { locked }: { locked: boolean } ) =>
				usePostSavingLock( locked, 'blockpack-x-1' ),
			{ wrapper, initialProps: { locked: false } }
		);
		expect( lock ).not.toHaveBeenCalled();
		act( () => rerender( { locked: true } ) );
		expect( lock ).toHaveBeenCalledWith( 'blockpack-x-1' );
		act( () => rerender( { locked: false } ) );
		expect( unlock ).toHaveBeenCalledWith( 'blockpack-x-1' );
		unmount();
		expect( lock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does nothing without the post editor', () => {
		const { wrapper } = registryWith( false );
		expect( () =>
			renderHook( () => usePostSavingLock( true, 'x' ), { wrapper } )
		).not.toThrow();
	} );
} );
