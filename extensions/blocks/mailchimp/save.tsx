/**
 * Saved markup (Jetpack's current save): the wrapper and the inner button. Visitors get the
 * form from render.php.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
