/**
 * Related Posts' attributes.
 */
import type { PostLayout } from './layout';

export interface RelatedPostsAttributes extends Record< string, unknown > {
	postLayout: PostLayout;
	displayAuthor: boolean;
	displayDate: boolean;
	displayHeadline: boolean;
	displayThumbnails: boolean;
	displayContext: boolean;
	headline: string;
	postsToShow: number;
}
