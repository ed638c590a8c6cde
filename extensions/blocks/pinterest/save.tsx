/**
 * Saved markup (Jetpack's): a link to the pin, user or board. PHP turns it into Pinterest's
 * widget for visitors (render.php).
 */
import { useBlockProps } from '@wordpress/block-editor';
import { pinType } from './url';
import type { PinterestAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: PinterestAttributes;
} ) {
	const { url } = attributes;
	if ( ! url || ! pinType( url ) ) {
		return null;
	}
	return (
		<a { ...useBlockProps.save() } href={ url }>
			{ url }
		</a>
	);
}
