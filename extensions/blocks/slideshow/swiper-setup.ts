/**
 * Starts the carousel on a slideshow element: the one setup that visitors (view.ts) and the
 * editor (edit/carousel.tsx, through import()) share. Only the Swiper modules the slideshow uses
 * are imported, never Swiper's bundle.
 *
 * Beyond Jetpack's carousel:
 * - slides out of view are inert and aria-hidden (not reachable with Tab, not read aloud);
 * - arrow keys move the slideshow only while focus is inside it;
 * - autoplay pauses while the pointer is over it or focus is inside it, and never starts for a
 *   visitor who prefers reduced motion; the play/pause button is always shown with autoplay.
 */
import Swiper from 'swiper';
// The modules are named once, where they are used (webpack keeps only those).
import * as swiperModules from 'swiper/modules';
import { __ } from '@wordpress/i18n';
import { parseAspectRatio } from './aspect-ratio';
import { buildSwiperOptions, settingsFromData } from './swiper-options';
import type { SlideshowSettings } from './types';

export const PAUSED_CLASS = 'wp-block-jetpack-slideshow_autoplay-paused';
export const READY_CLASS = 'wp-swiper-initialized';

export interface Slideshow {
	swiper: Swiper;
	/** Stops the carousel and removes its listeners. */
	destroy: () => void;
}

/**
 * Whether the visitor asks for less motion.
 *
 * @param view The window.
 * @return True with `prefers-reduced-motion: reduce`.
 */
export function prefersReducedMotion( view: Window = window ): boolean {
	return !! view.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches;
}

/**
 * The settings saved in a slideshow's markup (on the block element, or on the inner element of
 * Jetpack's double-wrapper save).
 *
 * @param block The `.wp-block-jetpack-slideshow` element.
 * @return The settings.
 */
export function readSettings( block: HTMLElement ): SlideshowSettings {
	const holder = block.hasAttribute( 'data-effect' )
		? block
		: ( block.querySelector< HTMLElement >( '[data-effect]' ) ?? block );
	return settingsFromData( { ...holder.dataset } );
}

/**
 * Makes only the active slide reachable: the others are inert and hidden from screen readers.
 *
 * @param swiper The carousel.
 */
function hideInactiveSlides( swiper: Swiper ): void {
	swiper.slides.forEach( ( slide, index ) => {
		const active = index === swiper.activeIndex;
		slide.inert = ! active;
		slide.setAttribute( 'aria-hidden', active ? 'false' : 'true' );
	} );
}

/**
 * Content saved before Jetpack recorded the ratio gets the first image's own, once it is known
 * (the frame is 16:9 until then).
 *
 * @param block The block element.
 */
function measureOldContent( block: HTMLElement ): void {
	if ( block.style.getPropertyValue( '--aspect-ratio' ) ) {
		return;
	}
	const img = block.querySelector< HTMLImageElement >(
		'.wp-block-jetpack-slideshow_slide img'
	);
	if ( ! img || parseAspectRatio( img.dataset.aspectRatio ) ) {
		return;
	}
	const apply = () => {
		if ( img.naturalWidth > 0 && img.naturalHeight > 0 ) {
			block.style.setProperty(
				'--aspect-ratio',
				String( img.naturalWidth / img.naturalHeight )
			);
		}
	};
	if ( img.complete ) {
		apply();
	} else {
		img.addEventListener( 'load', apply, { once: true } );
	}
}

/**
 * Starts the carousel.
 *
 * @param block                 The `.wp-block-jetpack-slideshow` element (or the editor's element holding the
 *                              same markup).
 * @param settings              Autoplay, delay and effect (read from the markup when not given).
 * @param options               Options.
 * @param options.initialSlide  The slide to start on.
 * @param options.reducedMotion Whether to keep still (defaults to the visitor's preference).
 * @return The slideshow, or null when the markup has no carousel.
 */
export function createSlideshow(
	block: HTMLElement,
	settings: SlideshowSettings = readSettings( block ),
	{
		initialSlide = 0,
		reducedMotion = prefersReducedMotion(),
	}: { initialSlide?: number; reducedMotion?: boolean } = {}
): Slideshow | null {
	const container = block.querySelector< HTMLElement >(
		'.wp-block-jetpack-slideshow_container'
	);
	if ( ! container ) {
		return null;
	}
	const count = container.querySelectorAll( '.swiper-slide' ).length;
	const pause = container.querySelector< HTMLElement >(
		'.wp-block-jetpack-slideshow_button-pause'
	);
	const options = buildSwiperOptions(
		settings,
		count,
		reducedMotion,
		initialSlide
	);
	measureOldContent( block );

	// Pausing by the button is the visitor's choice; hover and focus only pause for a while.
	let pausedByUser = settings.autoplay && ! options.autoplay;
	let focused = false;
	// Swiper's own pause() resumes at the next transition: focus stops autoplay instead, and
	// starts it again when focus leaves (unless the visitor paused it meanwhile).
	let stoppedByFocus = false;

	const swiper = new Swiper( container, {
		modules: [
			swiperModules.A11y,
			swiperModules.Autoplay,
			swiperModules.EffectFade,
			swiperModules.Keyboard,
			swiperModules.Navigation,
			swiperModules.Pagination,
		],
		...options,
		navigation: {
			prevEl: container.querySelector< HTMLElement >(
				'.wp-block-jetpack-slideshow_button-prev'
			),
			nextEl: container.querySelector< HTMLElement >(
				'.wp-block-jetpack-slideshow_button-next'
			),
		},
		pagination: {
			el: container.querySelector< HTMLElement >(
				'.wp-block-jetpack-slideshow_pagination'
			),
			clickable: true,
			bulletElement: 'button',
		},
		a11y: {
			prevSlideMessage: __( 'Previous slide', 'blockpack' ),
			nextSlideMessage: __( 'Next slide', 'blockpack' ),
			firstSlideMessage: __( 'This is the first slide', 'blockpack' ),
			lastSlideMessage: __( 'This is the last slide', 'blockpack' ),
			/* translators: {{index}} is Swiper's placeholder for the slide number. */
			paginationBulletMessage: __( 'Go to slide {{index}}', 'blockpack' ),
			/* translators: {{index}} and {{slidesLength}}: Swiper's placeholders. */
			slideLabelMessage: __(
				'{{index}} / {{slidesLength}}',
				'blockpack'
			),
			containerRole: 'group',
			containerRoleDescriptionMessage: __( 'carousel', 'blockpack' ),
			// The slides are the `li` of a list: they keep that role (Swiper's default, `group`,
			// would break the list), labelled "2 / 5".
			slideRole: 'listitem',
			itemRoleDescriptionMessage: null,
			scrollOnFocus: false,
		},
		on: {
			init: ( instance ) => {
				hideInactiveSlides( instance );
				container.classList.add( READY_CLASS );
			},
			slideChange: hideInactiveSlides,
			loopFix: hideInactiveSlides,
		},
	} );

	const label = ( playing: boolean ) => {
		if ( ! pause ) {
			return;
		}
		pause.setAttribute(
			'aria-label',
			playing
				? __( 'Pause Slideshow', 'blockpack' )
				: __( 'Play Slideshow', 'blockpack' )
		);
		container.classList.toggle( PAUSED_CLASS, ! playing );
	};
	const onPauseClick = ( event: Event ) => {
		event.preventDefault();
		if ( pausedByUser ) {
			pausedByUser = false;
			// Focus is on the button: play once focus leaves the slideshow.
			if ( focused ) {
				stoppedByFocus = true;
			} else {
				swiper.autoplay?.start();
			}
		} else {
			pausedByUser = true;
			stoppedByFocus = false;
			swiper.autoplay?.stop();
		}
		label( ! pausedByUser );
	};
	const onPauseKey = ( event: KeyboardEvent ) => {
		if ( event.key === 'Enter' || event.key === ' ' ) {
			onPauseClick( event );
		}
	};
	if ( pause && settings.autoplay && count > 1 ) {
		pause.hidden = false;
		pause.tabIndex = 0;
		pause.classList.add( 'is-visible' );
		if ( ! options.autoplay ) {
			// Reduced motion: autoplay stays off until the visitor presses play. Swiper needs its
			// autoplay parameters to start then.
			swiper.params.autoplay = {
				delay: settings.delay * 1000,
				disableOnInteraction: false,
				pauseOnMouseEnter: true,
			};
		}
		label( ! pausedByUser );
		pause.addEventListener( 'click', onPauseClick );
		pause.addEventListener( 'keydown', onPauseKey );
	}

	const onFocusIn = () => {
		focused = true;
		swiper.keyboard?.enable();
		if ( swiper.autoplay?.running ) {
			swiper.autoplay.stop();
			stoppedByFocus = true;
		}
	};
	const onFocusOut = ( event: FocusEvent ) => {
		if ( block.contains( event.relatedTarget as Node | null ) ) {
			return;
		}
		focused = false;
		swiper.keyboard?.disable();
		if ( stoppedByFocus && ! pausedByUser ) {
			swiper.autoplay?.start();
		}
		stoppedByFocus = false;
	};
	block.addEventListener( 'focusin', onFocusIn );
	block.addEventListener( 'focusout', onFocusOut );

	return {
		swiper,
		destroy: () => {
			block.removeEventListener( 'focusin', onFocusIn );
			block.removeEventListener( 'focusout', onFocusOut );
			pause?.removeEventListener( 'click', onPauseClick );
			pause?.removeEventListener( 'keydown', onPauseKey );
			swiper.destroy( true, true );
		},
	};
}
