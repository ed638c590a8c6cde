/**
 * The Markdown block's attributes.
 */
export interface MarkdownAttributes {
	/** The Markdown typed by the author. */
	source?: string;
	/** The HTML rendered from `source`, read back from the saved markup. */
	content?: string;
	[ key: string ]: unknown;
}
