/**
 * Selectors of the `blockpack/related-posts` store.
 */
import type { RelatedPost, State } from './types';

/**
 * The related posts of a post, as visitors see them: undefined while loading, null when the
 * route could not be read.
 *
 * @param state  Store state.
 * @param postId The post.
 */
export const getRelatedPosts = (
	state: State,
	postId: number
): RelatedPost[] | null | undefined => state.byPost[ postId ];
