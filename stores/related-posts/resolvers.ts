/**
 * Resolvers of the `blockpack/related-posts` store: each post's list is read once per page
 * (the block asks again by invalidating the resolution after the post is saved).
 */
import { addQueryArgs } from '@wordpress/url';
import { readOrNull, type ResolverThunk } from '../read-route';
import { receiveRelatedPosts } from './actions';
import { parseRelatedPosts } from './parse';
import type { Action } from './types';

/**
 * Reads `GET /wpcom/v2/related-posts?post_id=…` (null when the request fails).
 *
 * @param postId The post.
 * @return A thunk.
 */
export const getRelatedPosts =
	( postId: number ): ResolverThunk< Action > =>
	async ( { dispatch } ) => {
		const answer = await readOrNull(
			addQueryArgs( '/wpcom/v2/related-posts', { post_id: postId } )
		);
		dispatch( receiveRelatedPosts( postId, parseRelatedPosts( answer ) ) );
	};
