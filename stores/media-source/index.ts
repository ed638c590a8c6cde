/**
 * The `jetpack/media-source` store (Jetpack's name, so that code written for it works here): the
 * media players the editor shows, by id, with their state (playing, paused, failed), position,
 * length and element, so that another component can play, pause or seek one. Video blocks
 * register their player while shown (extended-blocks/core-video). It reads nothing from the
 * server.
 *
 * This file is the store's only public module: import nothing else from this folder.
 */
import { createStore } from '../create-store';
import * as actions from './actions';
import reducer from './reducer';
import * as selectors from './selectors';

export const STORE_NAME = 'jetpack/media-source';

export const store = createStore( STORE_NAME, { reducer, actions, selectors } );

export { STATE_NOT_READY } from './selectors';
export type * from './types';
