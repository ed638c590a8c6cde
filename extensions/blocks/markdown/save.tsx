/**
 * Saved markup: the HTML rendered from the source in the editor, inside the block's wrapper.
 * markdown-it is never called here (it loads asynchronously): `content` holds its output, with
 * `<` and `>` in attribute values kept escaped (saved-html.ts).
 */
import { useBlockProps } from '@wordpress/block-editor';
import { RawHTML } from '@wordpress/element';
import { escapeAttributeBrackets } from './saved-html';
import type { MarkdownAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: MarkdownAttributes;
} ) {
	return (
		<RawHTML { ...useBlockProps.save() }>
			{ escapeAttributeBrackets( attributes.content ?? '' ) }
		</RawHTML>
	);
}
