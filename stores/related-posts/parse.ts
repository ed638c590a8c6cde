/**
 * Reads what `GET /wpcom/v2/related-posts` answered, keeping only well-formed posts.
 */
import type { RelatedPost } from './types';

const text = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

/**
 * @param response The decoded JSON body (null when the request failed).
 * @return The posts, or null when the answer is not a list.
 */
export function parseRelatedPosts( response: unknown ): RelatedPost[] | null {
	const posts = ( response as { posts?: unknown } | null )?.posts;
	if ( ! Array.isArray( posts ) ) {
		return null;
	}
	return posts
		.filter(
			( post ): post is Record< string, unknown > =>
				!! post &&
				typeof post === 'object' &&
				typeof post.id === 'number' &&
				typeof post.url === 'string'
		)
		.map( ( post ) => {
			const image = post.image as Record< string, unknown > | null;
			return {
				id: post.id as number,
				title: text( post.title ),
				url: text( post.url ),
				date: text( post.date ),
				dateTime: text( post.dateTime ),
				author: text( post.author ),
				context: text( post.context ),
				image:
					image && typeof image === 'object' && text( image.src )
						? {
								src: text( image.src ),
								srcset: text( image.srcset ),
								alt: text( image.alt ),
							}
						: null,
			};
		} );
}
