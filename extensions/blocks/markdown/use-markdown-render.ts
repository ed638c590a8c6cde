/**
 * Keeps the rendered HTML in step with the Markdown source while markdown-it loads on demand.
 */
import { useCallback, useEffect, useRef } from '@wordpress/element';
import { loadRenderer, type Render } from './renderer';

/**
 * Loads markdown-it when the block mounts and returns a change handler for the source.
 *
 * The handler stores the source and, once the renderer is there, its HTML. Opening a post
 * changes nothing; edits made before markdown-it has loaded are rendered when it arrives,
 * the latest source winning.
 *
 * @param update Stores new attributes.
 * @return The handler for a new source.
 */
export function useMarkdownRender(
	update: ( attributes: { source?: string; content?: string } ) => void
): ( source: string ) => void {
	const render = useRef< Render >();
	const pending = useRef< string >();
	const updateRef = useRef( update );
	updateRef.current = update;

	useEffect( () => {
		let mounted = true;
		loadRenderer().then( ( loaded ) => {
			if ( ! mounted ) {
				return;
			}
			render.current = loaded;
			if ( pending.current !== undefined ) {
				updateRef.current( { content: loaded( pending.current ) } );
				pending.current = undefined;
			}
		} );
		return () => {
			mounted = false;
		};
	}, [] );

	return useCallback( ( source: string ) => {
		if ( render.current ) {
			updateRef.current( { source, content: render.current( source ) } );
			return;
		}
		pending.current = source;
		updateRef.current( { source } );
	}, [] );
}
