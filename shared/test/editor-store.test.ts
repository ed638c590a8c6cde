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
	useUserSaveListener,
	type EditorSelectors,
} from '../editor-store';
import {
	AUTOSAVE,
	IDLE,
	SAVE,
	savingEditor,
	type SaveState,
} from './saving-editor';

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

describe( 'useUserSaveListener', () => {
	// No timer runs, so async mode's updates (idle time) never come: the listener must not
	// depend on them.
	it.each< [ string, boolean, SaveState[], string[] ] >( [
		[ 'a save', false, [ SAVE, IDLE ], [ 'start', 'end' ] ],
		[ 'a save, async mode', true, [ SAVE, IDLE ], [ 'start', 'end' ] ],
		[
			'two saves, async mode',
			true,
			[ SAVE, IDLE, SAVE, IDLE ],
			[ 'start', 'end', 'start', 'end' ],
		],
		[ 'an autosave', false, [ AUTOSAVE, IDLE ], [] ],
		[ 'an autosave, async mode', true, [ AUTOSAVE, IDLE ], [] ],
		[ 'a started save only', true, [ SAVE ], [ 'start' ] ],
	] )( '%s', ( _, async, states, expected ) => {
		const { wrapper, set } = savingEditor( async );
		const calls: string[] = [];
		renderHook(
			() =>
				useUserSaveListener( {
					onStart: ( editor ) => {
						expect( editor.isSavingPost?.() ).toBe( true );
						calls.push( 'start' );
					},
					onEnd: () => calls.push( 'end' ),
				} ),
			{ wrapper }
		);
		for ( const state of states ) {
			set( state );
		}
		expect( calls ).toEqual( expected );
	} );

	it( "calls the latest render's listener", () => {
		const { wrapper, set } = savingEditor( true );
		const calls: string[] = [];
		const { rerender } = renderHook(
			( { name }: { name: string } ) =>
				useUserSaveListener( { onStart: () => calls.push( name ) } ),
			{ wrapper, initialProps: { name: 'first' } }
		);
		rerender( { name: 'second' } );
		set( SAVE );
		expect( calls ).toEqual( [ 'second' ] );
	} );

	it( 'does nothing without the post editor, and stops when unmounted', () => {
		const { wrapper } = registryWith( false );
		expect( () =>
			renderHook( () => useUserSaveListener( { onStart: jest.fn() } ), {
				wrapper,
			} ).unmount()
		).not.toThrow();
		const saving = savingEditor( false );
		const onStart = jest.fn();
		const { unmount } = renderHook(
			() => useUserSaveListener( { onStart } ),
			{ wrapper: saving.wrapper }
		);
		unmount();
		saving.set( SAVE );
		expect( onStart ).not.toHaveBeenCalled();
	} );
} );
