/**
 * Paste: a paragraph holding only an Eventbrite address (event page, short link or home page)
 * becomes this block.
 */
import { createBlock } from '@wordpress/blocks';
import { eventIdFromUrl, isEventbriteUrl } from './url';

/**
 * Whether a pasted node is a paragraph whose whole text is an Eventbrite address.
 *
 * @param node The pasted node.
 */
export function isEventbriteParagraph( node: Node ): boolean {
	return node.nodeName === 'P' && isEventbriteUrl( node.textContent ?? '' );
}

/**
 * The block for a pasted paragraph.
 *
 * @param node The pasted paragraph.
 */
export function paragraphToBlock( node: Node ) {
	const url = ( node.textContent ?? '' ).trim();
	const eventId = eventIdFromUrl( url );
	return createBlock( 'jetpack/eventbrite', {
		url,
		...( eventId === null ? {} : { eventId } ),
	} );
}

const transforms = {
	from: [
		{
			type: 'raw' as const,
			// Before core/embed's raw transform, which takes any pasted URL.
			priority: 5,
			isMatch: isEventbriteParagraph,
			transform: paragraphToBlock,
		},
	],
};

export default transforms;
