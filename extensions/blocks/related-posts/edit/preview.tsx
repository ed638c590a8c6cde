/**
 * The editor's preview of the list: the posts visitors will see, in the same markup and rows as
 * the server's; a placeholder stands for each post the site cannot show.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { RelatedPost } from '@stores/related-posts';
import { toRows, type PostLayout } from '../layout';

interface Display {
	displayDate: boolean;
	displayAuthor: boolean;
	displayContext: boolean;
	displayThumbnails: boolean;
}

interface PreviewProps extends Display {
	posts: RelatedPost[];
	count: number;
	layout: PostLayout;
	isInSiteEditor: boolean;
}

/**
 * @param props       The post and what to show of it.
 * @param props.post
 * @param props.shown
 */
function PostItem( { post, shown }: { post: RelatedPost; shown: Display } ) {
	return (
		<>
			{ shown.displayThumbnails && post.image && (
				<span className="jp-related-posts-i2__post-img-link">
					<img
						className="jp-related-posts-i2__post-img"
						src={ post.image.src }
						srcSet={ post.image.srcset || undefined }
						alt=""
					/>
				</span>
			) }
			{ /* A link in the editor would leave the editor: the title only reads as one. */ }
			<span className="jp-related-posts-i2__post-link">
				{ post.title }
			</span>
			{ shown.displayDate && (
				<time
					className="jp-related-posts-i2__post-date has-small-font-size"
					dateTime={ post.dateTime }
				>
					{ post.date }
				</time>
			) }
			{ shown.displayAuthor && post.author && (
				<div className="jp-related-posts-i2__post-author has-small-font-size">
					{ sprintf(
						/* translators: %s: the author's name. */
						__( 'By %s', 'blockpack' ),
						post.author
					) }
				</div>
			) }
			{ shown.displayContext && post.context && (
				<div className="jp-related-posts-i2__post-context has-small-font-size">
					{ post.context }
				</div>
			) }
		</>
	);
}

/**
 * @param props The posts and the attributes.
 */
export function RelatedPostsPreview( props: PreviewProps ) {
	const { posts, count, layout, isInSiteEditor } = props;
	const message = isInSiteEditor
		? __( 'Preview unavailable in site editor.', 'blockpack' )
		: __(
				"Preview unavailable: you haven't published enough posts with similar content.",
				'blockpack'
			);
	const slots = Array.from(
		{ length: count },
		( _, index ): RelatedPost | null => posts[ index ] ?? null
	);
	return (
		<ul
			className="jp-related-posts-i2__list"
			data-layout={ layout }
			aria-label={ __( 'Related posts', 'blockpack' ) }
		>
			{ toRows(
				slots.map( ( post, slot ) => ( { post, slot } ) )
			).flatMap( ( row ) =>
				row.map( ( { post, slot } ) => (
					<li
						key={ post ? `post-${ post.id }` : `slot-${ slot }` }
						className="jp-related-posts-i2__post"
						data-row-size={ row.length }
					>
						{ post ? (
							<PostItem post={ post } shown={ props } />
						) : (
							<strong className="jp-related-posts-i2__post-link is-placeholder">
								{ message }
							</strong>
						) }
					</li>
				) )
			) }
		</ul>
	);
}
