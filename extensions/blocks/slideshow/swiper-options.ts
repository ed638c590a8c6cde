/**
 * The carousel's settings and Swiper options, without the DOM: read from the saved markup's data
 * attributes (visitors) or the block's attributes (editor), and turned into Swiper options.
 */
import type { SlideshowEffect, SlideshowSettings } from './types';

export const MIN_DELAY = 1;
export const MAX_DELAY = 5;
export const DEFAULT_DELAY = 3;

/** The subset of Swiper options the slideshow sets (elements are added by swiper-setup.ts). */
export interface SlideshowOptions {
	effect: SlideshowEffect;
	fadeEffect?: { crossFade: boolean };
	loop: boolean;
	rewind: boolean;
	speed: number;
	autoplay:
		| false
		| {
				delay: number;
				disableOnInteraction: boolean;
				pauseOnMouseEnter: boolean;
		  };
	keyboard: { enabled: boolean; onlyInViewport: boolean };
	initialSlide: number;
	followFinger: boolean;
}

/**
 * A delay in seconds kept between 1 and 5 (3 when missing or not a number).
 *
 * @param value The saved delay.
 * @return Seconds.
 */
export function clampDelay( value: unknown ): number {
	if ( value === undefined || value === null || value === '' ) {
		return DEFAULT_DELAY;
	}
	const seconds = Number( value );
	if ( ! Number.isFinite( seconds ) ) {
		return DEFAULT_DELAY;
	}
	return Math.min( Math.max( seconds, MIN_DELAY ), MAX_DELAY );
}

/**
 * The effect, `slide` unless `fade` is asked for.
 *
 * @param value The saved effect.
 * @return The effect.
 */
export function normalizeEffect( value: unknown ): SlideshowEffect {
	return value === 'fade' ? 'fade' : 'slide';
}

/**
 * The settings a saved slideshow carries in its data attributes. Jetpack's double-wrapper save
 * (deprecated) put them on the inner element, so the first element that has them is read.
 *
 * @param data The `dataset` of that element.
 * @return The settings.
 */
export function settingsFromData(
	data: Record< string, string | undefined >
): SlideshowSettings {
	return {
		autoplay: data.autoplay === 'true',
		delay: clampDelay( data.delay ),
		effect: normalizeEffect( data.effect ),
	};
}

/**
 * Swiper options for a slideshow.
 *
 * @param settings      Autoplay, delay and effect.
 * @param slideCount    How many slides there are.
 * @param reducedMotion Whether the visitor prefers reduced motion (no autoplay, no animation).
 * @param initialSlide  The slide to start on.
 * @return The options.
 */
export function buildSwiperOptions(
	settings: SlideshowSettings,
	slideCount: number,
	reducedMotion: boolean,
	initialSlide = 0
): SlideshowOptions {
	const effect = normalizeEffect( settings.effect );
	return {
		effect,
		...( effect === 'fade' ? { fadeEffect: { crossFade: true } } : {} ),
		// Any slideshow of two slides or more loops: the next arrow on the last slide goes on to
		// the first in the same direction. Swiper 14 loops two slides by moving the one out of
		// view to the side it comes in from (rewind would run back across the slides instead).
		loop: slideCount > 1,
		rewind: false,
		speed: reducedMotion ? 0 : 300,
		autoplay:
			settings.autoplay && ! reducedMotion && slideCount > 1
				? {
						delay: clampDelay( settings.delay ) * 1000,
						disableOnInteraction: false,
						pauseOnMouseEnter: true,
					}
				: false,
		// Switched on only while focus is inside the slideshow (swiper-setup.ts): arrow keys
		// elsewhere on the page must not move every slideshow in view.
		keyboard: { enabled: false, onlyInViewport: false },
		initialSlide: Math.min(
			Math.max( initialSlide, 0 ),
			Math.max( slideCount - 1, 0 )
		),
		followFinger: effect === 'slide',
	};
}
