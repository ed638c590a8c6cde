/**
 * For tests of what watches the post's saves: a registry where, as in WordPress, the save state
 * is held by the `core` store (core-data's entity record being saved) and read through
 * `core/editor`'s selectors (with whatever selectors a test adds), and a wrapper that renders in async mode or
 * not (the block editor renders a block that is neither visible nor selected in async mode,
 * where a useSelect value waits for idle time).
 */
import {
	AsyncModeProvider,
	createReduxStore,
	createRegistrySelector,
	createRegistry,
	RegistryProvider,
} from '@wordpress/data';
import { act } from '@testing-library/react';
import { createElement } from '@wordpress/element';
import type { ReactNode } from 'react';

/** The editor's save state. */
export type SaveState = { saving: boolean; autosaving: boolean };
export const SAVE: SaveState = { saving: true, autosaving: false };
export const AUTOSAVE: SaveState = { saving: true, autosaving: true };
export const IDLE: SaveState = { saving: false, autosaving: false };

/**
 * The registry, its wrapper and a way to set the save state (in its own act(), as the editor
 * sets each state in a task of its own, the save request between; no timer runs).
 *
 * @param asyncMode Whether the wrapper renders in async mode.
 * @param selectors More `core/editor` selectors (the post's id…).
 */
export function savingEditor(
	asyncMode: boolean,
	selectors: Record< string, () => unknown > = {}
) {
	const registry = createRegistry();
	registry.register(
		createReduxStore( 'core', {
			reducer: (
				state: SaveState = IDLE,
				action: { type: string; state?: SaveState }
			) => ( action.type === 'SET' && action.state ) || state,
			selectors: { saveState: ( state: SaveState ) => state },
			actions: {
				set: ( state: SaveState ) => ( { type: 'SET', state } ),
			},
		} )
	);
	const core = ( select: ( store: string ) => unknown ) =>
		( select( 'core' ) as { saveState: () => SaveState } ).saveState();
	registry.register(
		createReduxStore( 'core/editor', {
			reducer: ( state: null = null ) => state,
			selectors: {
				...selectors,
				isSavingPost: createRegistrySelector(
					( select ) => () => core( select ).saving
				),
				isAutosavingPost: createRegistrySelector(
					( select ) => () => core( select ).autosaving
				),
			},
		} )
	);
	const wrapper = ( { children }: { children: ReactNode } ) =>
		createElement(
			RegistryProvider,
			{ value: registry },
			createElement( AsyncModeProvider, { value: asyncMode }, children )
		);
	const set = ( state: SaveState ) =>
		act( () => {
			(
				registry.dispatch( 'core' ) as unknown as {
					set: ( s: SaveState ) => void;
				}
			 ).set( state );
		} );
	return { registry, wrapper, set };
}
