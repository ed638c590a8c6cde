/**
 * Saved markup, as Jetpack saves it today: the fields inside the block's wrapper div. PHP renders
 * the real `<form>` around them on the front end.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
