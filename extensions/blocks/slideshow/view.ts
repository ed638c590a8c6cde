/**
 * Slideshow, for visitors: starts the carousel on every slideshow of the page, both Jetpack's
 * current markup (`.swiper`) and its older one (`.swiper-container`), which old posts keep.
 * Loaded only on pages that contain the block (block.json `viewScript`).
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
