/**
 * Paste: a paragraph holding only a reservation-widget address with a restaurant id becomes
 * this block.
 */
import { createBlock } from '@wordpress/blocks';
import { parseEmbedCode } from './embed';

/**
 * Whether a pasted node is a paragraph whose whole text is a widget address with an id.
 *
 * @param node The pasted node.
 */
export function isOpenTableParagraph( node: Node ): boolean {
	const text = ( node.textContent ?? '' ).trim();
	return (
		node.nodeName === 'P' &&
		/^https?:\/\/\S+$/.test( text ) &&
		parseEmbedCode( text ) !== null
	);
}

/**
 * The block for a pasted paragraph.
 *
 * @param node The pasted paragraph.
 */
export function paragraphToBlock( node: Node ) {
	return createBlock(
		'jetpack/opentable',
		parseEmbedCode( ( node.textContent ?? '' ).trim() ) ?? {}
	);
}

const transforms = {
	from: [
		{
			type: 'raw' as const,
			// Before core/embed's raw transform, which takes any pasted URL.
			priority: 5,
			isMatch: isOpenTableParagraph,
			transform: paragraphToBlock,
		},
	],
};

export default transforms;
