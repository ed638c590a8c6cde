/**
 * The saved slideshow, as Jetpack's current version writes it. Nothing is saved without images.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { Slides, settingsProps, slidesOf } from './markup';
import type { SlideshowAttributes } from './types';

export default function save( {
	attributes,
}: BlockSaveProps< SlideshowAttributes > ) {
	if ( ! slidesOf( attributes.images ).length ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save( settingsProps( attributes, true ) ) }>
			<Slides
				images={ attributes.images }
				containerClass="swiper"
				withAspectRatio
			/>
		</div>
	);
}
