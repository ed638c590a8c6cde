/**
 * The HTML save writes: markdown-it's output as it is, except that `<` and `>` inside attribute
 * values are written as `&lt;` and `&gt;`. markdown-it escapes them, but the editor reads
 * `content` back with innerHTML, which writes them raw in attributes; a link title such as
 * `<!-- wp:paragraph -->` would then put a block delimiter into the post. Text is already
 * escaped by both, so only start tags are touched (the value means the same either way, and
 * saved content stays valid).
 */

/** A start tag, its quoted attribute values included (they may hold `>`). */
const START_TAG = /<[a-zA-Z](?:[^>"']|"[^"]*"|'[^']*')*>/g;

/** A quoted attribute value inside a start tag. */
const QUOTED = /"[^"]*"|'[^']*'/g;

/**
 * @param html The block's HTML (markdown-it's output, or the same read back by the editor).
 * @return The HTML with no `<` or `>` inside attribute values.
 */
export function escapeAttributeBrackets( html: string ): string {
	return html.replace( START_TAG, ( tag ) =>
		tag.replace( QUOTED, ( value ) =>
			value.replace( /</g, '&lt;' ).replace( />/g, '&gt;' )
		)
	);
}
