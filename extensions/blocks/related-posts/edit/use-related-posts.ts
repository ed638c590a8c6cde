/**
 * The related posts of the post being edited, from the `blockpack/related-posts` store (our
 * REST route: the list visitors see), read again each time the post has been saved.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { editorSelectors, useUserSaveListener } from '@shared/editor-store';
import {
	store as relatedPostsStore,
	type RelatedPost,
} from '@stores/related-posts';

/** Post types of the site editor: templates have no related posts. */
const SITE_EDITOR_TYPES = [ 'wp_template', 'wp_template_part', 'wp_block' ];

export interface RelatedPostsPreview {
	/** In the site editor (a template): there is no post to relate to. */
	isInSiteEditor: boolean;
	/** Undefined while loading; [] when there are none (or the route failed). */
	posts: RelatedPost[] | undefined;
}

/**
 * @return What the preview shows.
 */
export function useRelatedPosts(): RelatedPostsPreview {
	const { postId, isInSiteEditor } = useSelect( ( select ) => {
		const editor = editorSelectors( select );
		const id = Number( editor.getCurrentPostId?.() ?? 0 );
		const type = editor.getCurrentPostType?.() ?? '';
		return {
			postId: Number.isInteger( id ) && id > 0 ? id : 0,
			// No post type: no post editor (or a template of the site editor).
			isInSiteEditor: ! type || SITE_EDITOR_TYPES.includes( type ),
		};
	}, [] );
	const posts = useSelect(
		( select ) =>
			isInSiteEditor || ! postId
				? null
				: select( relatedPostsStore ).getRelatedPosts( postId ),
		[ isInSiteEditor, postId ]
	);
	// After a save the post's terms and title may have changed: read the list again (seen from
	// the store: a block out of view sees a save late or not at all through useSelect).
	const { invalidateResolution } = useDispatch( relatedPostsStore );
	useUserSaveListener( {
		onEnd: () => {
			if ( postId ) {
				invalidateResolution( 'getRelatedPosts', [ postId ] );
			}
		},
	} );

	return {
		isInSiteEditor,
		posts: posts === undefined ? undefined : ( posts ?? [] ),
	};
}
