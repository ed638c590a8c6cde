/**
 * Markdown to HTML with markdown-it, loaded on demand so that the library stays out of the
 * editor bundle (and never reaches the front end: the HTML is saved with the post).
 */
import type MarkdownIt from 'markdown-it';

/** Turns Markdown into HTML. */
export type Render = ( source: string ) => string;

/**
 * A renderer that never lets raw HTML through: `html: false` escapes tags typed in the source,
 * and markdown-it's default validateLink rejects `javascript:`, `vbscript:`, `file:` and
 * non-image `data:` links.
 *
 * @param MarkdownItClass The markdown-it constructor.
 * @return The render function.
 */
export function createRenderer( MarkdownItClass: typeof MarkdownIt ): Render {
	const markdown = new MarkdownItClass( 'default', {
		html: false,
		linkify: false,
		typographer: false,
	} );
	return ( source ) => ( source.trim() ? markdown.render( source ) : '' );
}

let loading: Promise< Render > | undefined;

/**
 * Loads markdown-it (once) and resolves to a renderer. A failed load is not remembered: the
 * next call tries again.
 *
 * @return The renderer.
 */
export function loadRenderer(): Promise< Render > {
	loading ??= import(
		/* webpackChunkName: "markdown-it" */ 'markdown-it'
	).then(
		( module ) => createRenderer( module.default ),
		( error ) => {
			loading = undefined;
			throw error;
		}
	);
	return loading;
}
