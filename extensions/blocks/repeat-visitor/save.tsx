/**
 * Saved markup, Jetpack's: a wrapper and an inner container holding the inner blocks. Whether
 * they show is decided in the visitor's browser (render.php, view.ts).
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<div className="wp-block-jetpack-repeat-visitor__inner-container">
				<InnerBlocks.Content />
			</div>
		</div>
	);
}
