/**
 * The older self-closing form kept its headline in an attribute: it moves into a heading
 * block, the first inner block, as Jetpack's migration does (level 3).
 */
import { createBlock, type Block as BlockInstance } from '@wordpress/blocks';

/**
 * The inner blocks after migration: a level-3 heading holding the headline (when there is
 * one) before the existing inner blocks.
 *
 * @param headline    The `headline` attribute of the old form.
 * @param innerBlocks The inner blocks the old form had (none).
 * @return The new inner blocks.
 */
export function headlineBlocks(
	headline: unknown,
	innerBlocks: BlockInstance[]
): BlockInstance[] {
	if ( typeof headline !== 'string' || headline.trim() === '' ) {
		return innerBlocks;
	}
	return [
		createBlock( 'core/heading', { content: headline, level: 3 } ),
		...innerBlocks,
	];
}
