/**
 * Saved markup, as Jetpack's current block saves it: the block's wrapper around its inner
 * heading. The related posts themselves are rendered by PHP (render.php).
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

/**
 * @return The wrapper and the inner blocks.
 */
export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
