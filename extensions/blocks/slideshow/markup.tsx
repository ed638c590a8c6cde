/**
 * The slideshow's saved markup, in parts that the current save, the deprecated saves and the
 * editor's carousel share. The class names, data attributes and the untranslated "Pause
 * Slideshow" label are Jetpack's, byte for byte: posts saved by Jetpack must stay valid in any
 * language (view.ts sets translated labels for visitors).
 */
import { RichText } from '@wordpress/block-editor';
import type { CSSProperties } from 'react';
import { isBlobUrl } from './images';
import type { SlideImage } from './types';

/**
 * An image field as markup text: strings and numbers (a numeric id) only.
 *
 * @param value The field.
 * @return The text, or undefined to leave the attribute out.
 */
export function fieldText( value: unknown ): string | undefined {
	return typeof value === 'string' || typeof value === 'number'
		? String( value )
		: undefined;
}

/**
 * The slides worth saving: images are objects (parsed markup always gives objects; anything
 * else in the block comment is left out rather than breaking the save).
 *
 * @param images The `images` attribute.
 * @return The slides.
 */
export function slidesOf( images: unknown ): SlideImage[] {
	return Array.isArray( images )
		? images.filter(
				( image ): image is SlideImage =>
					!! image &&
					typeof image === 'object' &&
					! Array.isArray( image )
			)
		: [];
}

interface SlidesProps {
	images: SlideImage[];
	/** `swiper` since Swiper 9; Jetpack's earlier saves wrote `swiper-container`. */
	containerClass: 'swiper' | 'swiper-container';
	/** Whether the images carry `data-aspect-ratio` (saves since the ratio was recorded). */
	withAspectRatio: boolean;
}

/**
 * The carousel: slides, previous/next and pause buttons, pagination.
 *
 * @param props                 The props.
 * @param props.images          The slides.
 * @param props.containerClass  The container's Swiper class.
 * @param props.withAspectRatio Whether images carry their ratio.
 * @return The element.
 */
export function Slides( {
	images,
	containerClass,
	withAspectRatio,
}: SlidesProps ) {
	/* eslint-disable jsx-a11y/anchor-is-valid, jsx-a11y/anchor-has-content -- Jetpack's saved markup; swiper-setup.ts labels them */
	return (
		<div
			className={ `wp-block-jetpack-slideshow_container ${ containerClass }` }
		>
			<ul className="wp-block-jetpack-slideshow_swiper-wrapper swiper-wrapper">
				{ slidesOf( images ).map( ( image, index ) => {
					const id = fieldText( image.id );
					const url = fieldText( image.url );
					const caption =
						typeof image.caption === 'string' ? image.caption : '';
					return (
						<li
							className={
								'wp-block-jetpack-slideshow_slide swiper-slide' +
								( isBlobUrl( url ) ? ' is-transient' : '' )
							}
							key={ `${ id ?? url }-${ index }` }
						>
							<figure>
								<img
									alt={ fieldText( image.alt ) }
									className={ `wp-block-jetpack-slideshow_image wp-image-${ id }` }
									data-id={ id }
									data-aspect-ratio={
										withAspectRatio
											? fieldText( image.aspectRatio )
											: undefined
									}
									src={ url }
								/>
								{ caption ? (
									<RichText.Content
										className="wp-block-jetpack-slideshow_caption gallery-caption"
										tagName="figcaption"
										value={ caption }
									/>
								) : null }
							</figure>
						</li>
					);
				} ) }
			</ul>
			<a
				className="wp-block-jetpack-slideshow_button-prev swiper-button-prev swiper-button-white"
				role="button"
			/>
			<a
				className="wp-block-jetpack-slideshow_button-next swiper-button-next swiper-button-white"
				role="button"
			/>
			<a
				aria-label="Pause Slideshow"
				className="wp-block-jetpack-slideshow_button-pause"
				role="button"
			/>
			<div className="wp-block-jetpack-slideshow_pagination swiper-pagination swiper-pagination-white" />
		</div>
	);
	/* eslint-enable jsx-a11y/anchor-is-valid, jsx-a11y/anchor-has-content */
}

interface SettingsAttributes {
	autoplay?: boolean;
	delay?: number;
	effect?: string;
	images: unknown;
}

/**
 * The data attributes the element around the carousel carries: `data-autoplay` and `data-delay`
 * only when autoplay is on, and the first slide's ratio as `--aspect-ratio`.
 *
 * @param attributes          The block's attributes.
 * @param attributes.autoplay Whether it plays by itself.
 * @param attributes.delay    Seconds between slides.
 * @param attributes.effect   The transition.
 * @param attributes.images   The slides.
 * @param withAspectRatio     Whether the save records the ratio.
 * @return Props for that element.
 */
export function settingsProps(
	{ autoplay, delay, effect, images }: SettingsAttributes,
	withAspectRatio: boolean
): Record< string, unknown > & { style?: CSSProperties } {
	const ratio = withAspectRatio
		? fieldText( slidesOf( images )[ 0 ]?.aspectRatio )
		: undefined;
	return {
		'data-autoplay': autoplay ? 'true' : undefined,
		'data-delay': autoplay ? delay : undefined,
		'data-effect': effect,
		...( ratio
			? {
					style: {
						'--aspect-ratio': `calc(${ ratio })`,
					} as CSSProperties,
				}
			: {} ),
	};
}
