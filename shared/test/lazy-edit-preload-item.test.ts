/**
 * Preloading lazy block editors from their inserter items: which item names which block, what
 * starts loading, and the listeners on the editor's page (added as the module loads).
 */
import {
	inserterItemBlockName,
	preloadEdit,
	preloadItemOf,
} from '../lazy-edit-preload-item';

const mockTypes: Record< string, { edit: unknown } > = {};
jest.mock( '@wordpress/blocks', () => ( {
	getBlockType: ( name: string ) => mockTypes[ name ],
} ) );
/**
 * Registers a block type whose editor loads lazily; returns its preload().
 *
 * @param name The block's name.
 */
function lazyBlock( name: string ) {
	const preload = jest.fn( () => Promise.resolve() );
	mockTypes[ name ] = { edit: Object.assign( () => null, { preload } ) };
	return preload;
}

/**
 * An element as the editor renders it, appended to the page.
 *
 * @param html Its markup.
 * @return Its innermost first element (an event's target).
 */
function element( html: string ): Element {
	const host = document.createElement( 'div' );
	host.innerHTML = html;
	document.body.append( host );
	let target: Element = host;
	while ( target.firstElementChild ) {
		target = target.firstElementChild;
	}
	return target;
}

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'inserterItemBlockName', () => {
	test.each( [
		[
			'a block inserter item (its title)',
			'<button class="components-button block-editor-block-types-list__item editor-block-list-item-jetpack-rating-star"><span>Star Rating</span></button>',
			'jetpack/rating-star',
		],
		[
			'a name with a dash',
			'<button class="editor-block-list-item-jetpack-contact-info-address"><span></span></button>',
			'jetpack/contact-info-address',
		],
		[
			'a variation’s item',
			'<button class="editor-block-list-item-jetpack-map/satellite"><span></span></button>',
			'jetpack/map',
		],
		[
			'a slash inserter option',
			'<button id="components-autocomplete-item-3-block-jetpack/rating-star"><span></span></button>',
			'jetpack/rating-star',
		],
		[
			'a slash inserter option of a variation',
			'<button id="components-autocomplete-item-12-block-jetpack/map/satellite"><span></span></button>',
			'jetpack/map',
		],
		[
			'a core block’s item (no such block type: nothing loads)',
			'<button class="editor-block-list-item-paragraph"><span></span></button>',
			'paragraph',
		],
		[
			'a link completer’s option',
			'<button id="components-autocomplete-item-3-links-7"><span></span></button>',
			undefined,
		],
		[
			'the toolbar’s inserter button',
			'<button id=":r3:" class="components-button editor-document-tools__inserter-toggle"><svg></svg></button>',
			undefined,
		],
	] )( '%s', ( _, html, expected ) => {
		const item = element( html ).parentElement as Element;
		expect( inserterItemBlockName( item ) ).toBe( expected );
	} );
} );

describe( 'preloadEdit', () => {
	test( 'a lazy editor starts loading', () => {
		const preload = lazyBlock( 'jetpack/t-lazy' );
		preloadEdit( 'jetpack/t-lazy' );
		expect( preload ).toHaveBeenCalledTimes( 1 );
	} );

	test.each( [
		[ 'no name', undefined ],
		[ 'no such block', 'jetpack/t-none' ],
		[ 'an editor loaded at start', 'jetpack/t-eager' ],
	] )( '%s: nothing happens', ( _, name ) => {
		mockTypes[ 'jetpack/t-eager' ] = { edit: () => null };
		expect( () => preloadEdit( name ) ).not.toThrow();
	} );

	test( 'a failed load is left to the block’s render (no unhandled rejection)', async () => {
		const preload = jest.fn( () => Promise.reject( new Error( 'chunk' ) ) );
		mockTypes[ 'jetpack/t-fails' ] = {
			edit: Object.assign( () => null, { preload } ),
		};
		preloadEdit( 'jetpack/t-fails' );
		await Promise.resolve();
		expect( preload ).toHaveBeenCalledTimes( 1 );
	} );
} );

test( 'preloadItemOf: the item’s block’s editor, from anything inside the item', () => {
	const preload = lazyBlock( 'jetpack/t-item' );
	preloadItemOf(
		element(
			'<button class="editor-block-list-item-jetpack-t-item"><span></span></button>'
		)
	);
	preloadItemOf( null );
	preloadItemOf( document );
	expect( preload ).toHaveBeenCalledTimes( 1 );
} );

describe( 'the listeners', () => {
	test.each( [
		[
			'pointerover',
			'an item',
			'<button class="editor-block-list-item-jetpack-t-hover"><span>T</span></button>',
			1,
		],
		[
			'focusin',
			'an item',
			'<button class="editor-block-list-item-jetpack-t-hover"><span>T</span></button>',
			1,
		],
		[
			'pointerover',
			'a slash option',
			'<button id="components-autocomplete-item-1-block-jetpack/t-hover"><span>T</span></button>',
			1,
		],
		[
			'pointerover',
			'another block’s item',
			'<button class="editor-block-list-item-jetpack-t-other"><span>T</span></button>',
			0,
		],
		[
			'pointerover',
			'the inserter’s button',
			'<button class="editor-document-tools__inserter-toggle"><span></span></button>',
			0,
		],
		[ 'pointerover', 'anything else', '<p class="x"><em>text</em></p>', 0 ],
	] )( '%s on %s', ( type, _, html, calls ) => {
		const preload = lazyBlock( 'jetpack/t-hover' );
		element( html ).dispatchEvent( new Event( type, { bubbles: true } ) );
		expect( preload ).toHaveBeenCalledTimes( calls );
	} );
} );
