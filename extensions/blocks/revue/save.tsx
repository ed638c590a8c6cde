/**
 * Saved markup, as Jetpack's last version saved it: the inner button and a fallback link to the
 * Revue profile. Visitors see none of it (render.php prints nothing: Revue has closed).
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { RevueAttributes } from './types';
import { profileUrl } from './username';

export default function save( {
	attributes,
}: {
	attributes: RevueAttributes;
} ) {
	const url = profileUrl( attributes.revueUsername );
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
			<a className="wp-block-jetpack-revue__fallback" href={ url }>
				{ url }
			</a>
		</div>
	);
}
