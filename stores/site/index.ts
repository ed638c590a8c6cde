/**
 * The `blockpack/site` store: what the editor reads about the site, once per page: its plan
 * (`GET /jetpack/v4/site`: the Premium banner, the "plan upgraded" notice), its week (the
 * business hours block) and its Mapbox token (every map block). Resolvers only read; the
 * token's two writes (set, remove) are named actions; nothing here shows a notice.
 *
 * This file is the store's only public module: import nothing else from this folder.
 */
import { createStore } from '../create-store';
import * as actions from './actions';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import reducer from './reducer';

export const STORE_NAME = 'blockpack/site';

export const store = createStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

export type * from './types';
