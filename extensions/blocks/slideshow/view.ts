/**
 * Slideshow, for visitors: starts the carousel on every slideshow of the page, both Jetpack's
 * current markup (`.swiper`) and its older one (`.swiper-container`), which old posts keep.
 * Loaded only on pages that contain the block (block.json `viewScript`).
 *
 * It reads its settings (autoplay, delay, effect) from the block's markup, which content could
 * forge: harmless, since they only change how the slides the content itself holds move; the
 * script sends nothing and opens nothing.
 */
import { createSlideshow } from './swiper-setup';

function start(): void {
	document
		.querySelectorAll< HTMLElement >( '.wp-block-jetpack-slideshow' )
		.forEach( ( block ) => {
			if ( block.dataset.slideshowStarted ) {
				return;
			}
			block.dataset.slideshowStarted = 'true';
			createSlideshow( block );
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}
