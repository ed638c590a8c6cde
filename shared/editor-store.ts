/**
 * The one typed way to reach the post editor's store (`core/editor`). It is absent in the
 * widget editor and partial in the site editor, so every selector and action is optional and
 * an absent store reads as `{}`: blocks then behave as outside a post.
 */
import { useRegistry, useSelect } from '@wordpress/data';
import { useEffect, useLayoutEffect, useRef } from '@wordpress/element';

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

/** What to do when the user's save of the post starts and ends. */
export interface UserSaveListener {
	/** A save by the user has started; `editor` reads the store as it is now. */
	onStart?: ( editor: EditorSelectors ) => void;
	/** That save has ended (saved or failed). */
	onEnd?: ( editor: EditorSelectors ) => void;
}

/**
 * Calls `onStart` when the user starts saving the post and `onEnd` when that save ends (an
 * autosave does not count), from the latest render's listener; nothing where there is no post
 * editor.
 *
 * Watch a save with this, not with `isUserSavingPost` in a `useSelect` and an effect on its
 * value: the block editor renders a block that is neither visible nor selected in async mode,
 * where a `useSelect` value is updated only when the browser is idle. On a busy page (WordPress
 * Playground on a loaded machine) the block then saw a save seconds late, or, when the save was
 * over before the browser was idle, not at all: saving a post with a Payment Button low in it
 * created no product. This listens to the registry itself, which calls it at every change of
 * any store: not only `core/editor`'s, since `isSavingPost` reads the `core` store (core-data's
 * entity record being saved), whose changes `core/editor`'s subscribers are not told of.
 *
 * @param listener What to do.
 */
export function useUserSaveListener( listener: UserSaveListener ): void {
	const registry = useRegistry();
	const latest = useRef( listener );
	useLayoutEffect( () => {
		latest.current = listener;
	} );
	useEffect( () => {
		const editor = () => editorSelectors( registry.select as Select );
		let saving = isUserSavingPost( editor() );
		return registry.subscribe( () => {
			const now = isUserSavingPost( editor() );
			if ( now === saving ) {
				return;
			}
			saving = now;
			const call = now ? latest.current.onStart : latest.current.onEnd;
			call?.( editor() );
		} );
	}, [ registry ] );
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
