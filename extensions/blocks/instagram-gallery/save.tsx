/**
 * Saved markup, as Jetpack saved it: with a username, the block's wrapper holding a link to the
 * Instagram profile; without one, nothing (the block comment alone). The grid itself is rendered
 * by PHP (render.php) for visitors.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { InstagramGalleryAttributes } from './types';

/**
 * @param props            The block.
 * @param props.attributes Its attributes.
 * @return The wrapper and the profile link, or null without a username.
 */
export default function save( {
	attributes: { instagramUser },
}: {
	attributes: InstagramGalleryAttributes;
} ) {
	if ( ! instagramUser ) {
		return null;
	}
	const profile = `https://www.instagram.com/${ instagramUser }/`;
	return (
		<div { ...useBlockProps.save() }>
			<a href={ profile } rel="noopener noreferrer" target="_blank">
				{ profile }
			</a>
		</div>
	);
}
