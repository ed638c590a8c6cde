/**
 * Starts loading a block's editor (lazyEdit(), shared/lazy-edit.tsx) before a block of that kind
 * is shown, as a writer is about to insert one, so that its placeholder shows for as short a time
 * as possible or not at all: see lazy-edit-preload-item.ts, which listens for the inserter items
 * pointed at or focused.
 *
 * Every byte here is in the editor's start-up bundle (the bench's budget: 1 KB gzip a block, all
 * of it, and this had about 110 B left), so this is only the trigger: the first time the writer
 * points at or focuses anything of an inserter (the toolbar's button, the inserter's panel, the
 * quick inserter), lazy-edit-preload-item.ts loads (its chunk unnamed: a name costs bytes here),
 * before the pointer reaches an item. Nothing loads before that.
 */

/**
 * Listens on the editor's page (src/editor.ts, once).
 */
export function setUpLazyEditPreload(): void {
	for ( const type of [ 'pointerover', 'focusin' ] ) {
		document.addEventListener(
			type,
			( event ) => {
				if (
					( event.target as Element ).closest( '[class*=inserter]' )
				) {
					// Offline, the block's own placeholder offers "Try again".
					import( './lazy-edit-preload-item' ).catch( () => {} );
				}
			},
			true
		);
	}
}
