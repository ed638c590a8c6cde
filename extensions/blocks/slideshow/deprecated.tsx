/**
 * Earlier saves of `jetpack/slideshow`, newest first, each as Jetpack wrote it. All of them
 * migrate by parsing alone: the attributes are the same, older images only lack `aspectRatio`.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import metadata from './block.json';
import { Slides, settingsProps, slidesOf } from './markup';
import type { SlideshowAttributes } from './types';

const supports = {
	html: false,
	align: [ 'center', 'wide', 'full' ] as Array< 'center' | 'wide' | 'full' >,
};

/** The attributes with images that have an aspect ratio (saves since Jetpack recorded it). */
const attributesWithRatio =
	metadata.attributes as BlockDeprecation< SlideshowAttributes >[ 'attributes' ];

/** The same attributes before Jetpack recorded `data-aspect-ratio`. */
const { aspectRatio: _omitted, ...queryWithoutRatio } =
	metadata.attributes.images.query;
const attributesWithoutRatio = {
	...metadata.attributes,
	images: { ...metadata.attributes.images, query: queryWithoutRatio },
} as BlockDeprecation< SlideshowAttributes >[ 'attributes' ];

/**
 * The pre-Swiper-9 carousel (`swiper-container`).
 *
 * @param saved     The parsed attributes.
 * @param withRatio Whether the images carry `data-aspect-ratio`.
 * @return The element.
 */
function oldSlides( saved: SlideshowAttributes, withRatio: boolean ) {
	return (
		<Slides
			images={ slidesOf( saved.images ) }
			containerClass="swiper-container"
			withAspectRatio={ withRatio }
		/>
	);
}

// Each entry's save receives attributes parsed with its own schema, hence the casts.
const deprecated: BlockDeprecation< SlideshowAttributes >[] = [
	// Before Swiper 9 renamed its container class: `swiper-container`, otherwise today's save.
	{
		apiVersion: 3,
		attributes: attributesWithRatio,
		supports,
		save( { attributes: parsed } ) {
			const saved = parsed as SlideshowAttributes;
			if ( ! slidesOf( saved.images ).length ) {
				return null;
			}
			return (
				<div { ...useBlockProps.save( settingsProps( saved, true ) ) }>
					{ oldSlides( saved, true ) }
				</div>
			);
		},
	},
	// The double wrapper: block props on an outer element, the settings on a bare inner one.
	{
		apiVersion: 3,
		attributes: attributesWithoutRatio,
		supports,
		save( { attributes: parsed } ) {
			const saved = parsed as SlideshowAttributes;
			if ( ! slidesOf( saved.images ).length ) {
				return <div { ...useBlockProps.save() } />;
			}
			return (
				<div { ...useBlockProps.save() }>
					<div { ...settingsProps( saved, false ) }>
						{ oldSlides( saved, false ) }
					</div>
				</div>
			);
		},
	},
	// Without block props (API version 1): WordPress added the block's class name and the
	// alignment class to the element itself; no aspect ratio yet.
	{
		attributes: attributesWithoutRatio,
		supports,
		save( { attributes: parsed } ) {
			const saved = parsed as SlideshowAttributes;
			if ( ! slidesOf( saved.images ).length ) {
				return null;
			}
			return (
				<div { ...settingsProps( saved, false ) }>
					{ oldSlides( saved, false ) }
				</div>
			);
		},
	},
];

export default deprecated;
