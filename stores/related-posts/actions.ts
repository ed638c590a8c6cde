/**
 * Actions of the `blockpack/related-posts` store: what its resolver receives.
 */
import type { Action, RelatedPost } from './types';

/**
 * @param postId The post the list is for.
 * @param posts  Its related posts (null: the request failed).
 */
export const receiveRelatedPosts = (
	postId: number,
	posts: RelatedPost[] | null
): Action => ( { type: 'RECEIVE_RELATED_POSTS', postId, posts } );
