/**
 * Keeps the rendered HTML in step with the Markdown source while markdown-it loads on demand,
 * and keeps the post from being saved while a render is pending.
 */
import { useRegistry } from '@wordpress/data';
import { useCallback, useEffect, useRef } from '@wordpress/element';
import { useRequest } from '@shared/use-request';
import { usePostSavingLock } from '@shared/editor-store';
import { loadRenderer, type Render } from './renderer';
import {
	contentToStore,
	contentWithoutRenderer,
	initialRenderedSource,
	isRenderDue,
} from './sync';

/** The part of the `core/block-editor` store used here. */
interface BlockEditorActions {
	__unstableMarkNextChangeAsNotPersistent?: () => void;
}

/** What the hook needs from the block. */
export interface MarkdownRenderOptions {
	/** The block's Markdown. */
	source: string;
	/** The block's HTML. */
	content: string;
	/** Stores new attributes. */
	update: ( attributes: { source?: string; content?: string } ) => void;
	/** Names this block's save lock. */
	clientId: string;
}

/** What the hook gives the block. */
export interface MarkdownRender {
	/** Stores a new source (and its HTML once markdown-it is there). */
	onChange: ( source: string ) => void;
	/** Whether markdown-it could not be loaded (a failed or timed-out chunk). */
	loadFailed: boolean;
	/** Loads markdown-it again. */
	retry: () => void;
}

/**
 * Loads markdown-it when the block mounts and returns a change handler for the source, whether
 * loading failed, and a retry.
 *
 * The handler stores the source and, once the renderer is there, its HTML. A block that opens
 * with HTML is left as it is; one with a source and no HTML (or a source changed from outside)
 * gets its HTML as soon as markdown-it arrives, the latest source winning. While such a render
 * is pending, the post cannot be saved. If markdown-it cannot be loaded, the lock goes and HTML
 * that no longer matches the source is dropped (the server renders the source for visitors).
 *
 * @param options          The block's attributes, its setter and its client id.
 * @param options.source   The block's Markdown.
 * @param options.content  The block's HTML.
 * @param options.update   Stores new attributes.
 * @param options.clientId Names this block's save lock.
 * @return The handler for a new source, the failure and the retry.
 */
export function useMarkdownRender( {
	source,
	content,
	update,
	clientId,
}: MarkdownRenderOptions ): MarkdownRender {
	const registry = useRegistry();
	// undefined while loading, null when loading failed.
	const loaded = useRequest( loadRenderer, [] );
	const render: Render | null | undefined = loaded.error ? null : loaded.data;
	const renderedSource = useRef( initialRenderedSource( source, content ) );
	const updateRef = useRef( update );
	updateRef.current = update;

	// Rendering a source that did not come from the text box is not an edit of its own.
	const storeDerived = useCallback(
		( html: string ) => {
			(
				registry.dispatch( 'core/block-editor' ) as
					BlockEditorActions | undefined
			 )?.__unstableMarkNextChangeAsNotPersistent?.();
			updateRef.current( { content: html } );
		},
		[ registry ]
	);

	useEffect( () => {
		if ( render === undefined ) {
			return;
		}
		let html: string | undefined;
		if ( render ) {
			html = contentToStore(
				source,
				content,
				renderedSource.current,
				render
			);
			renderedSource.current = source;
		} else {
			// Without markdown-it the source stays due: a retry that loads it renders it.
			html = contentWithoutRenderer(
				source,
				content,
				renderedSource.current
			);
		}
		if ( html !== undefined ) {
			storeDerived( html );
		}
	}, [ render, source, content, storeDerived ] );

	const pending =
		render === undefined && isRenderDue( source, renderedSource.current );
	usePostSavingLock( pending, `blockpack-markdown-${ clientId }` );

	const onChange = useCallback(
		( next: string ) => {
			if ( render ) {
				renderedSource.current = next;
				updateRef.current( { source: next, content: render( next ) } );
				return;
			}
			updateRef.current( { source: next } );
		},
		[ render ]
	);
	return { onChange, loadFailed: render === null, retry: loaded.retry };
}
