/**
 * The start-up trigger of the inserter preloading: nothing loads until the writer points at or
 * focuses something of an inserter; then lazy-edit-preload-item.ts loads, once.
 */
import { setUpLazyEditPreload } from '../lazy-edit-preload';

const mockLoaded = jest.fn();
jest.mock( '../lazy-edit-preload-item', () => {
	mockLoaded();
	return {};
} );

const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

/**
 * Dispatches an event on the element marked `data-target` in some markup put in the page.
 *
 * @param type The event.
 * @param html The markup.
 */
function dispatch( type: string, html: string ) {
	document.body.innerHTML = html;
	document
		.querySelector( '[data-target]' )
		?.dispatchEvent( new Event( type, { bubbles: true } ) );
}

test( 'loads the item code on the first pointer or focus in an inserter, not before', async () => {
	setUpLazyEditPreload();
	dispatch(
		'pointerover',
		'<p class="editor-styles-wrapper"><em data-target>a</em></p>'
	);
	dispatch(
		'focusin',
		'<button class="editor-post-publish-button" data-target>P</button>'
	);
	await settle();
	expect( mockLoaded ).not.toHaveBeenCalled();

	dispatch(
		'focusin',
		'<button class="components-button editor-document-tools__inserter-toggle"><svg data-target></svg></button>'
	);
	await settle();
	expect( mockLoaded ).toHaveBeenCalledTimes( 1 );

	dispatch(
		'pointerover',
		'<div class="block-editor-inserter__main-area"><button class="editor-block-list-item-jetpack-rating-star"><span data-target>S</span></button></div>'
	);
	await settle();
	expect( mockLoaded ).toHaveBeenCalledTimes( 1 );
} );
