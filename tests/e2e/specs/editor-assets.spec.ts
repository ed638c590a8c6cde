/**
 * What Blockpack makes the editor fetch: for a post without Blockpack blocks, its editor script
 * and one stylesheet (build/editor.css, which holds every block's front-end styles too), in the
 * page and in the canvas; no block's own style.css and no lazy chunk. A block inserted then is
 * styled by that stylesheet, without fetching anything more.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect } from '../utils';

const OURS = '/wp-content/plugins/blockpack/';

/** Where a request for one of Blockpack's files came from and what it asked for. */
interface Fetch {
	path: string;
	canvas: boolean;
}

/**
 * Records every request for a Blockpack file the page makes, from the page itself and from the
 * editor canvas (an iframe of the page).
 *
 * @param page The editor page.
 * @return The list, filled as requests go out.
 */
function recordOurRequests( page: Page ): Fetch[] {
	const fetches: Fetch[] = [];
	page.on( 'request', ( request: Request ) => {
		const url = new URL( request.url() );
		if ( ! url.pathname.includes( OURS ) ) {
			return;
		}
		fetches.push( {
			path: url.pathname.slice(
				url.pathname.indexOf( OURS ) + OURS.length
			),
			canvas: request.frame() !== page.mainFrame(),
		} );
	} );
	return fetches;
}

test.describe( 'Blockpack in the editor of a post without its blocks', () => {
	test( 'loads editor.js and one stylesheet, and no block style.css or lazy chunk', async ( {
		admin,
		editor,
		page,
	} ) => {
		const fetches = recordOurRequests( page );
		// Waits until the canvas has loaded its stylesheets.
		await admin.createNewPost();
		await expect(
			editor.canvas.getByRole( 'textbox', { name: 'Add title' } )
		).toBeEditable();
		// Any stylesheet or chunk asked for at start has gone out by now.
		await page.waitForTimeout( 2_000 );

		const paths = fetches.map( ( f ) => f.path );
		expect(
			paths.filter( ( p ) => /^build\/blocks\/[^/]+\/style/.test( p ) )
		).toEqual( [] );
		expect( [
			...new Set( paths.filter( ( p ) => /\.css$/.test( p ) ) ),
		] ).toEqual( [ 'build/editor.css' ] );
		// At most once per document: the page (inspector, popovers) and the canvas (blocks).
		const css = fetches.filter( ( f ) => f.path === 'build/editor.css' );
		expect( css.filter( ( f ) => ! f.canvas ) ).toHaveLength( 1 );
		expect( css.filter( ( f ) => f.canvas ).length ).toBeLessThanOrEqual(
			1
		);
		// The editor script once; lazy chunks (build/*.js) only when a block needs them.
		expect( paths.filter( ( p ) => /\.js$/.test( p ) ) ).toEqual( [
			'build/editor.js',
		] );

		// The page and the canvas each link the one stylesheet.
		await expect( page.locator( 'link#blockpack-editor-css' ) ).toHaveCount(
			1
		);
		await expect(
			page.locator( `link[rel="stylesheet"][href*="${ OURS }"]` )
		).toHaveCount( 1 );
		await expect(
			editor.canvas.locator( 'link#blockpack-editor-css' )
		).toHaveCount( 1 );
		await expect(
			editor.canvas.locator( `link[rel="stylesheet"][href*="${ OURS }"]` )
		).toHaveCount( 1 );
	} );

	test( 'styles an inserted block with its front-end styles from editor.css', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		const fetches = recordOurRequests( page );

		await editor.insertBlock( {
			name: 'jetpack/rating-star',
			attributes: { rating: 3 },
		} );
		// Set by extensions/blocks/rating-star/style.scss, not by its editor.scss: the stars
		// in a row 0.125em apart, and the block's line-height of 1.
		const stars = editor.canvas.locator(
			'.wp-block-jetpack-rating-star__stars'
		);
		await expect( stars ).toHaveCSS( 'display', 'inline-flex' );
		await expect
			.poll( () =>
				stars.evaluate( ( el ) => {
					const style = getComputedStyle( el );
					const block = getComputedStyle(
						el.closest( '.wp-block-jetpack-rating-star' ) as Element
					);
					return {
						gap: Math.round(
							( parseFloat( style.columnGap ) /
								parseFloat( style.fontSize ) ) *
								1000
						),
						lineHeight:
							parseFloat( block.lineHeight ) ===
							parseFloat( block.fontSize ),
					};
				} )
			)
			.toEqual( { gap: 125, lineHeight: true } );
		expect( fetches.filter( ( f ) => f.path.endsWith( '.css' ) ) ).toEqual(
			[]
		);
	} );
} );
