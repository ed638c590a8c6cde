/**
 * A block's editor loads through import() when a block of its kind is first shown
 * (shared/lazy-edit.tsx): the first Star Rating inserted shows a placeholder of the block's own
 * height (nothing below it jumps when the editor arrives), fetches its chunk and becomes
 * interactive. How fast (the 300 ms budget) is measured by `npm run bench` (benchLazyEdit in
 * tools/bench/editor.mjs), not here: a timed assertion fails whenever the machine is busy.
 */
import { test, expect } from '../utils';

test.describe( 'Lazily loaded block editor', () => {
	test( 'the first Star Rating shows a placeholder of its size, loads its editor chunk only then, and becomes interactive', async ( {
		admin,
		editor,
		page,
	} ) => {
		const chunks: string[] = [];
		page.on( 'request', ( request ) => {
			const match = /\/build\/(edit-[^/?]+\.js)/.exec( request.url() );
			if ( match ) {
				chunks.push( match[ 1 ] );
			}
		} );
		await admin.createNewPost();
		await expect(
			editor.canvas.getByRole( 'textbox', { name: 'Add title' } )
		).toBeEditable();
		expect( chunks ).toEqual( [] );

		const canvas = page.frame( 'editor-canvas' ) ?? page.mainFrame();
		// Watches the block from its first frame: the placeholder's height, then the editor's
		// height and the time its first star button appears.
		await canvas.evaluate( () => {
			const w = window as unknown as {
				lazyProbe: Record< string, number >;
			};
			w.lazyProbe = {};
			const observer = new MutationObserver( () => {
				const block = document.querySelector< HTMLElement >(
					'[data-type="jetpack/rating-star"]'
				);
				if ( ! block ) {
					return;
				}
				if ( block.classList.contains( 'blockpack-lazy-edit' ) ) {
					w.lazyProbe.placeholder ??=
						block.getBoundingClientRect().height;
					w.lazyProbe.shown ??= performance.now();
				} else if ( block.querySelector( 'button' ) ) {
					w.lazyProbe.final = block.getBoundingClientRect().height;
					w.lazyProbe.interactive = performance.now();
					observer.disconnect();
				}
			} );
			observer.observe( document.body, {
				childList: true,
				subtree: true,
			} );
		} );
		await page.evaluate( () => {
			const { wp } = window as unknown as {
				wp: {
					data: {
						dispatch: (
							s: string
						) => Record< string, ( b: unknown ) => void >;
					};
					blocks: { createBlock: ( n: string ) => unknown };
				};
			};
			wp.data
				.dispatch( 'core/block-editor' )
				.insertBlock( wp.blocks.createBlock( 'jetpack/rating-star' ) );
		} );
		await expect(
			editor.canvas.getByRole( 'button', { name: 'Rate 1', exact: true } )
		).toBeVisible();
		const probe = await canvas.evaluate(
			() =>
				( window as unknown as { lazyProbe: Record< string, number > } )
					.lazyProbe
		);
		process.stdout.write( `lazy edit: ${ JSON.stringify( probe ) }\n` );
		test.info().annotations.push( {
			type: 'lazy edit',
			description: JSON.stringify( probe ),
		} );
		expect( chunks ).toEqual( [ 'edit-rating-star.js' ] );
		expect( probe.placeholder ).toBeDefined();
		expect(
			Math.abs( probe.final - probe.placeholder )
		).toBeLessThanOrEqual( 1 );
		expect( probe.interactive ).toBeGreaterThanOrEqual( probe.shown );
	} );
} );
