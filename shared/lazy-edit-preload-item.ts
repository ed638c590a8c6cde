/**
 * Starts loading a block's editor when one of its inserter items is pointed at or focused, read
 * by one delegated pointerover/focusin listener on the editor's page: the block inserter, the
 * quick inserter, the block switcher, the slash inserter's options. Loaded (and listening from
 * then on) by shared/lazy-edit-preload.ts the first time the writer points at an inserter.
 *
 * Items carry the block's name: the block inserter's, the quick inserter's and the block
 * switcher's their menu class (getBlockMenuDefaultClassName(): `editor-block-list-item-` and the
 * name with its `/` as `-`, so `editor-block-list-item-jetpack-rating-star`), the slash
 * inserter's their id (`components-autocomplete-item-<n>-block-jetpack/rating-star`); a
 * variation's item adds `/<variation>` to either.
 */
import { getBlockType } from '@wordpress/blocks';
import type { LazyEdit } from './lazy-edit';

/**
 * The name of the block an inserter item inserts: `namespace/name`, without the variation. Read
 * from the menu class on the assumption that the namespace has no `-` (ours: `jetpack`).
 *
 * @param item An inserter item (or any element).
 * @return The block's name, or undefined.
 */
export function inserterItemBlockName( item: Element ): string | undefined {
	const key =
		/-block-(.+)/.exec( item.id )?.[ 1 ] ??
		/editor-block-list-item-(\S+)/
			.exec( item.className )?.[ 1 ]
			.replace( '-', '/' );
	return key?.split( '/' ).slice( 0, 2 ).join( '/' );
}

/**
 * Starts loading a block's editor when it is a lazy one not loaded yet (the registered block
 * type's `edit.preload()`). A failed load is left to the block's first render, which says so and
 * offers to try again.
 *
 * @param name A block's name (or nothing).
 */
export function preloadEdit( name?: string ): void {
	const edit = name
		? ( getBlockType( name )?.edit as Partial< LazyEdit< object > > )
		: undefined;
	edit?.preload?.().catch( () => undefined );
}

/**
 * Starts loading the editor of the block whose inserter item holds an element, if any.
 *
 * @param target An element an event reached, the focused one, one under the pointer.
 */
export function preloadItemOf( target: EventTarget | null ): void {
	const item = ( target as Element | null )?.closest?.(
		'[class*="editor-block-list-item-"],[id^="components-autocomplete-item-"]'
	);
	if ( item ) {
		preloadEdit( inserterItemBlockName( item ) );
	}
}

for ( const type of [ 'pointerover', 'focusin' ] ) {
	document.addEventListener(
		type,
		( event ) => preloadItemOf( event.target ),
		true
	);
}
// Loaded as the pointer or the focus reached an inserter: it may be on an item already.
document.querySelectorAll( ':hover, :focus' ).forEach( preloadItemOf );
