/**
 * The `blockpack/plugin-integrations` store: the state of the plugins the contact form works
 * with (the CRM and its form extension, Creative Mail), read by resolvers from our own
 * `/jetpack/v4/jetpack_crm` and `/jetpack/v4/plugins` routes; installing, activating and
 * enabling are explicit actions, run when a user asks. It shows no notices.
 *
 * This file is the store's only public module: import nothing else from this folder.
 */
import { createStore } from '../create-store';
import * as actions from './actions';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import reducer from './reducer';

export const STORE_NAME = 'blockpack/plugin-integrations';

export const store = createStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

export type * from './types';
