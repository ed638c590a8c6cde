/**
 * The one typed way to reach the post editor's store (`core/editor`). It is absent in the
 * widget editor and partial in the site editor, so every selector and action is optional and
 * an absent store reads as `{}`: blocks then behave as outside a post.
 */
import { useRegistry, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

export const EDITOR_STORE = 'core/editor';

/** The post being edited, as far as blocks read it. */
export interface CurrentPost {
	guid?: { raw?: string; rendered?: string };
	_links?: Record< string, unknown >;
}

/** The selectors of `core/editor` that blocks use. */
export interface EditorSelectors {
	getCurrentPostId?: () => number | string | null;
	getCurrentPostType?: () => string | null;
	getCurrentPost?: () => CurrentPost | undefined;
	getEditedPostAttribute?: ( attribute: string ) => unknown;
	isEditedPostNew?: () => boolean;
	isSavingPost?: () => boolean;
	isAutosavingPost?: () => boolean;
}

/** The actions of `core/editor` that blocks use. */
export interface EditorActions {
	savePost?: () => Promise< void >;
	lockPostSaving?: ( lockName: string ) => void;
	unlockPostSaving?: ( lockName: string ) => void;
}

/** What `select` or `registry.select` is: a store's selectors by name. */
type Select = ( storeName: string ) => unknown;
/** What `registry.dispatch` is: a store's actions by name. */
type Dispatch = ( storeName: string ) => unknown;

/**
 * The editor's selectors; `{}` where there is no post editor.
 *
 * @param select `select` of a `useSelect` callback, or `registry.select`.
 */
export function editorSelectors( select: Select ): EditorSelectors {
	return ( select( EDITOR_STORE ) as EditorSelectors | undefined ) ?? {};
}

/**
 * The editor's actions; `{}` where there is no post editor.
 *
 * @param dispatch `registry.dispatch`.
 */
export function editorActions( dispatch: Dispatch ): EditorActions {
	return ( dispatch( EDITOR_STORE ) as EditorActions | undefined ) ?? {};
}

/**
 * Whether the post is being saved by the user (an autosave does not count).
 *
 * @param editor The editor's selectors.
 */
export function isUserSavingPost( editor: EditorSelectors ): boolean {
	return !! editor.isSavingPost?.() && ! editor.isAutosavingPost?.();
}

/**
 * An attribute of the post as edited (its title…); undefined where there is no post editor.
 *
 * @param attribute The attribute's name.
 */
export function useEditedPostAttribute( attribute: string ): unknown {
	return useSelect(
		( select ) =>
			editorSelectors( select as Select ).getEditedPostAttribute?.(
				attribute
			),
		[ attribute ]
	);
}

/**
 * Keeps the post from being saved while `locked` (an upload, a render is pending); nothing
 * where the editor cannot lock saving.
 *
 * @param locked   Whether saving is locked now.
 * @param lockName The lock's name, one per block.
 */
export function usePostSavingLock( locked: boolean, lockName: string ): void {
	const registry = useRegistry();
	useEffect( () => {
		const editor = editorActions( registry.dispatch as Dispatch );
		if ( ! locked || ! editor.lockPostSaving ) {
			return;
		}
		editor.lockPostSaving( lockName );
		return () => editor.unlockPostSaving?.( lockName );
	}, [ locked, registry, lockName ] );
}
