/**
 * The `blockpack/related-posts` store: the related posts of a post, read from our REST route
 * (the same list, computed by the same PHP, that visitors see). Resolvers only read.
 *
 * This file is the store's only public module: import nothing else from this folder.
 */
import { createStore } from '../create-store';
import * as actions from './actions';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import reducer from './reducer';

export const STORE_NAME = 'blockpack/related-posts';

export const store = createStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

export type * from './types';
