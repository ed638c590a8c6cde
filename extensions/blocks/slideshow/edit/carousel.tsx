/**
 * The carousel in the editor: the saved markup, with the shared Swiper setup loaded through
 * import() (a chunk of its own, so that the editor's start-up bundle does not carry Swiper). It
 * is rebuilt, on fresh markup, whenever the effect, autoplay, delay or images change. When the
 * chunk cannot be loaded, a notice says so and the block offers to try again below the slides
 * (`@shared/load-failed`).
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { LoadFailed } from '@shared/load-failed';
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
	const [ failed, setFailed ] = useState( false );
	const [ attempt, setAttempt ] = useState( 0 );

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
					setFailed( true );
					onErrorRef.current( swiperFailed() );
				}
			} );
		return () => {
			cancelled = true;
			destroy?.();
		};
		// The key stands for effect, autoplay, delay and images.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ key, reducedMotion, attempt ] );

	return (
		<>
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
			{ failed && (
				<LoadFailed
					message={ swiperFailed() }
					onRetry={ () => {
						setFailed( false );
						setAttempt( ( n ) => n + 1 );
					} }
				/>
			) }
		</>
	);
}

/** The message when Swiper's chunk could not be loaded. */
function swiperFailed(): string {
	return __( 'The Swiper library could not be loaded.', 'blockpack' );
}
