/**
 * When the block's HTML (`content`) must be rendered again from its Markdown (`source`).
 *
 * The editor remembers the source that the current HTML was rendered from. A block that opens
 * with HTML is taken as rendered from its source (saved content is never rewritten on open);
 * a block that opens with a source but no HTML (inserted from a pattern, a template,
 * `insertBlock()` with attributes, or written over REST) has none, so it is rendered as soon as
 * markdown-it is there. A source changed from outside the text box (the code editor, another
 * script) no longer matches, and is rendered again.
 */
import type { Render } from './renderer';

/**
 * The source the block's HTML is taken to be rendered from when the block opens.
 *
 * @param source  The Markdown.
 * @param content The saved HTML.
 * @return That source, or undefined when the HTML still has to be rendered.
 */
export function initialRenderedSource(
	source: string,
	content: string
): string | undefined {
	return content.trim() === '' && source.trim() !== '' ? undefined : source;
}

/**
 * Whether the HTML may not match the source (a render is due).
 *
 * @param source         The Markdown.
 * @param renderedSource The source the HTML was rendered from.
 * @return True when the source must be rendered.
 */
export function isRenderDue(
	source: string,
	renderedSource: string | undefined
): boolean {
	return source !== renderedSource;
}

/**
 * The HTML to store once markdown-it is there.
 *
 * @param source         The Markdown.
 * @param content        The HTML stored now.
 * @param renderedSource The source that HTML was rendered from.
 * @param render         markdown-it's renderer.
 * @return The new HTML, or undefined when the stored one is right.
 */
export function contentToStore(
	source: string,
	content: string,
	renderedSource: string | undefined,
	render: Render
): string | undefined {
	if ( ! isRenderDue( source, renderedSource ) ) {
		return undefined;
	}
	const html = render( source );
	return html === content ? undefined : html;
}

/**
 * The HTML to store when markdown-it could not be loaded: HTML that may belong to an older
 * source is dropped, so that the server renders the source for visitors instead of showing
 * stale text. The source itself is never touched.
 *
 * @param source         The Markdown.
 * @param content        The HTML stored now.
 * @param renderedSource The source that HTML was rendered from.
 * @return '' when the stored HTML must go, undefined otherwise.
 */
export function contentWithoutRenderer(
	source: string,
	content: string,
	renderedSource: string | undefined
): string | undefined {
	return isRenderDue( source, renderedSource ) && content !== ''
		? ''
		: undefined;
}
