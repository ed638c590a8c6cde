/**
 * The reducer of the `blockpack/related-posts` store.
 */
import { createReducer } from '../create-store';
import type { Action, State } from './types';

export default createReducer< State, Action >(
	{ byPost: {} },
	{
		RECEIVE_RELATED_POSTS: ( state, action ) => ( {
			...state,
			byPost: { ...state.byPost, [ action.postId ]: action.posts },
		} ),
	}
);
