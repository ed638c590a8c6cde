/**
 * Turning an embed that failed into a plain paragraph link ("Convert block to link").
 */
import { createBlock, type Block } from '@wordpress/blocks';
import { createElement, renderToString } from '@wordpress/element';
import { isHttpUrl } from '../validation/url';

/**
 * The paragraph content linking to an address: a link for http(s) addresses, escaped plain
 * text for anything else.
 *
 * @param url The address that could not be embedded.
 * @return HTML for a paragraph's `content`.
 */
export function linkParagraphContent( url: string ): string {
	const trimmed = url.trim();
	if ( ! isHttpUrl( trimmed ) ) {
		return renderToString( trimmed );
	}
	return renderToString( createElement( 'a', { href: trimmed }, trimmed ) );
}

/**
 * A paragraph block that links to the address.
 *
 * @param url The address that could not be embedded.
 * @return The paragraph block.
 */
export function createLinkParagraph( url: string ): Block {
	return createBlock( 'core/paragraph', {
		content: linkParagraphContent( url ),
	} );
}
