/**
 * Paste: a paragraph holding only a Pinterest address becomes this block.
 */
import { createBlock } from '@wordpress/blocks';
import { isPinterestUrl } from './url';

/**
 * Whether a pasted node is a paragraph whose whole text is a Pinterest address.
 *
 * @param node The pasted node.
 */
export function isPinterestParagraph( node: Node ): boolean {
	return node.nodeName === 'P' && isPinterestUrl( node.textContent ?? '' );
}

const transforms = {
	from: [
		{
			type: 'raw' as const,
			// Before core/embed's raw transform, which takes any pasted URL.
			priority: 5,
			isMatch: isPinterestParagraph,
			transform: ( node: Node ) =>
				createBlock( 'jetpack/pinterest', {
					url: ( node.textContent ?? '' ).trim(),
				} ),
		},
	],
};

export default transforms;
