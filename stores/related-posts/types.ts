/**
 * Types of the `blockpack/related-posts` store.
 */

/** One related post, as `GET /wpcom/v2/related-posts` answers it (what visitors see). */
export interface RelatedPost {
	id: number;
	title: string;
	url: string;
	/** The date in the site's format. */
	date: string;
	/** The date as ISO 8601. */
	dateTime: string;
	author: string;
	/** "In {category}", or '' when the post has no category to show. */
	context: string;
	/** The thumbnail (null when the post has none). */
	image: { src: string; srcset: string; alt: string } | null;
}

export interface State {
	/** By post id: the related posts (null when they could not be read); absent until read. */
	byPost: Record< number, RelatedPost[] | null >;
}

export type Action = {
	type: 'RECEIVE_RELATED_POSTS';
	postId: number;
	posts: RelatedPost[] | null;
};
