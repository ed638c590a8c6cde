/**
 * Repeat Visitor, for visitors: every visitor gets the same HTML (so full-page caches serve it
 * safely), hidden by style.css until this script decides. It reads the visits counted before
 * this one from the cookie, empties each block whose content must not show (as Jetpack's
 * server printed an empty wrapper), reveals the rest, then counts this visit once for the page.
 *
 * The criteria are read from the wrapper, which content could forge: harmless, since a forged
 * wrapper only hides or shows what content could already hide with a style, and the script
 * sends nothing (the visit count stays in this visitor's cookie).
 */
import { readVisitCount, shouldShow, toInt, visitCookie } from './visits';

const blocks = document.querySelectorAll< HTMLElement >(
	'.wp-block-jetpack-repeat-visitor[data-criteria]'
);

if ( blocks.length ) {
	const count = readVisitCount( document.cookie );
	blocks.forEach( ( block ) => {
		if (
			! shouldShow(
				block.dataset.criteria ?? '',
				toInt( block.dataset.threshold ),
				count
			)
		) {
			block.replaceChildren();
		}
		block.removeAttribute( 'hidden' );
		block.classList.add( 'is-decided' );
	} );
	document.cookie = visitCookie( count + 1, location.pathname );
}
