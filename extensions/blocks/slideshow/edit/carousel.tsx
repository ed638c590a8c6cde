/**
 * The carousel in the editor: the saved markup, with the shared Swiper setup loaded through
 * import() (a chunk of its own, so that the editor's start-up bundle does not carry Swiper). It
 * is rebuilt, on fresh markup, whenever the effect, autoplay, delay or images change.
 */
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Slides, settingsProps } from '../markup';
import { clampDelay, normalizeEffect } from '../swiper-options';
import type { SlideshowAttributes } from '../types';

interface CarouselProps {
	attributes: SlideshowAttributes;
	reducedMotion: boolean;
	onError: ( message: string ) => void;
}

/**
 * What the carousel is built from; a change rebuilds it.
 *
 * @param attributes The block's attributes.
 * @return A key.
 */
export function carouselKey( attributes: SlideshowAttributes ): string {
	return JSON.stringify( [
		attributes.effect,
		attributes.autoplay,
		attributes.delay,
		attributes.images,
	] );
}

export default function Carousel( {
	attributes,
	reducedMotion,
	onError,
}: CarouselProps ) {
	const ref = useRef< HTMLDivElement >( null );
	const key = carouselKey( attributes );
	const onErrorRef = useRef( onError );
	onErrorRef.current = onError;
	const { autoplay, delay, effect } = attributes;

	useEffect( () => {
		let cancelled = false;
		let destroy: ( () => void ) | undefined;
		import( /* webpackChunkName: "slideshow-swiper" */ '../swiper-setup' )
			.then( ( { createSlideshow } ) => {
				if ( cancelled || ! ref.current ) {
					return;
				}
				destroy = createSlideshow(
					ref.current,
					{
						autoplay: !! autoplay,
						delay: clampDelay( delay ),
						effect: normalizeEffect( effect ),
					},
					{ reducedMotion }
				)?.destroy;
			} )
			.catch( () => {
				if ( ! cancelled ) {
					onErrorRef.current(
						__(
							'The Swiper library could not be loaded.',
							'blockpack'
						)
					);
				}
			} );
		return () => {
			cancelled = true;
			destroy?.();
		};
		// The key stands for effect, autoplay, delay and images.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ key, reducedMotion ] );

	return (
		<div
			key={ key }
			ref={ ref }
			className="wp-block-jetpack-slideshow__carousel"
			{ ...settingsProps( attributes, true ) }
		>
			<Slides
				images={ attributes.images }
				containerClass="swiper"
				withAspectRatio
			/>
		</div>
	);
}
