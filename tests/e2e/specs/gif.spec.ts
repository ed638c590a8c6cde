/**
 * GIF (`jetpack/gif`): without a GIPHY key the placeholder says where an administrator sets it;
 * with a key set in Settings → Blockpack, a search shows thumbnails and applies the first result,
 * a pasted GIPHY address is looked up by id, a failing GIPHY shows its message, and visitors get
 * the player and the caption (never the key). GIPHY's API, media and player are faked.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect, publishAndReopen, visitPost } from '../utils';

const KEY = 'TestKey123';
const NO_KEY_TEXT =
	'To search for GIFs, an administrator needs to add a GIPHY API key in Settings → Blockpack.';
const FAILED_TEXT =
	'GIPHY could not be reached, or refused the API key. Please try again.';

/**
 * A GIF as GIPHY's API describes it.
 * @param id
 * @param title
 * @param width
 * @param height
 */
const gif = ( id: string, title: string, width: string, height: string ) => ( {
	id,
	title,
	embed_url: `https://giphy.com/embed/${ id }`,
	images: {
		original: { width, height },
		downsized_still: {
			url: `https://media.giphy.com/media/${ id }/giphy_s.gif`,
		},
	},
} );

const RESULTS = [
	gif( 'catOne1', 'Cat one', '480', '270' ),
	gif( 'catTwo2', 'Cat two', '400', '300' ),
	gif( 'catThree3', 'Cat three', '200', '200' ),
];
const LOOKUP = gif( 'pastedId9', 'Pasted cat', '500', '250' );

// A 1×1 transparent GIF.
const PIXEL = Buffer.from(
	'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
	'base64'
);

/**
 * Answers GIPHY's player and media hosts on a page.
 *
 * @param page The page.
 */
async function fakeGiphyHosts( page: Page ) {
	await page.route( /^https:\/\/giphy\.com\/embed\//, ( route: Route ) =>
		route.fulfill( {
			contentType: 'text/html',
			body: '<!doctype html><title>GIPHY player</title><p>GIPHY player</p>',
		} )
	);
	await page.route( /^https:\/\/media\d?\.giphy\.com\//, ( route: Route ) =>
		route.fulfill( { contentType: 'image/gif', body: PIXEL } )
	);
}

test.describe( 'GIF', () => {
	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { blockpack_giphy_api_key: '' },
		} );
	} );

	test( 'without a GIPHY key the placeholder says where an administrator sets it', async ( {
		admin,
		editor,
		requestUtils,
	} ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { blockpack_giphy_api_key: '' },
		} );
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/gif' } );
		await expect( editor.canvas.getByText( NO_KEY_TEXT ) ).toBeVisible();
		await expect(
			editor.canvas.getByRole( 'link', { name: 'Add a GIPHY API key' } )
		).toHaveAttribute(
			'href',
			/\/wp-admin\/options-general\.php\?page=blockpack#gif$/
		);
		await expect(
			editor.canvas.getByRole( 'button', { name: 'Search' } )
		).toHaveCount( 0 );
	} );

	test( 'search, swap, paste a GIPHY address, a failure message, caption, publish and visit', async ( {
		admin,
		editor,
		page,
		visitor,
	} ) => {
		test.slow();
		// An administrator sets the key in Settings → Blockpack.
		await admin.visitAdminPage( 'options-general.php', 'page=blockpack' );
		await page.getByLabel( 'GIPHY API key' ).fill( KEY );
		// options.php saves and redirects: slow on the one-worker test server.
		await page
			.getByRole( 'button', { name: 'Save GIPHY API key' } )
			.click( { timeout: 60_000 } );
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible( {
			timeout: 60_000,
		} );
		await expect( page.getByLabel( 'GIPHY API key' ) ).toHaveValue( KEY );

		const requests: string[] = [];
		await page.route( /^https:\/\/api\.giphy\.com\//, ( route: Route ) => {
			const url = new URL( route.request().url() );
			requests.push( url.toString() );
			if ( url.searchParams.get( 'api_key' ) !== KEY ) {
				return route.fulfill( { status: 401, json: { data: [] } } );
			}
			if ( url.pathname === '/v1/gifs/search' ) {
				if ( url.searchParams.get( 'q' ) === 'broken' ) {
					return route.fulfill( { status: 500, body: 'oops' } );
				}
				return route.fulfill( { json: { data: RESULTS } } );
			}
			if ( url.pathname === '/v1/gifs/pastedId9' ) {
				return route.fulfill( { json: { data: LOOKUP } } );
			}
			return route.fulfill( { status: 404, json: { data: [] } } );
		} );
		await fakeGiphyHosts( page );

		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/gif' } );
		await expect(
			editor.canvas.getByText( 'Search for a term or paste a Giphy URL' )
		).toBeVisible();
		const searchBox = editor.canvas.getByRole( 'searchbox', {
			name: 'Search for a GIF',
		} );
		await searchBox.fill( 'cats' );
		await expect( searchBox ).toHaveValue( 'cats' );
		// The canvas may still be loading its styles on the one-worker test server.
		await editor.canvas
			.getByRole( 'button', { name: 'Search' } )
			.click( { timeout: 60_000 } );

		// The first result is applied; the others are thumbnails.
		const player = editor.canvas.locator( '.wp-block-jetpack-gif iframe' );
		await expect( player ).toHaveAttribute(
			'src',
			'https://giphy.com/embed/catOne1'
		);
		expect( requests ).toEqual( [
			`https://api.giphy.com/v1/gifs/search?api_key=${ KEY }&q=cats&limit=10`,
		] );
		const results = editor.canvas.getByRole( 'group', {
			name: 'GIPHY results',
		} );
		await expect( results.getByRole( 'button' ) ).toHaveCount( 3 );
		await expect(
			results.getByRole( 'button', { name: 'Use GIF: Cat one' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await expect(
			results
				.getByRole( 'button', { name: 'Use GIF: Cat two' } )
				.locator( 'img' )
		).toHaveAttribute(
			'src',
			'https://media.giphy.com/media/catTwo2/giphy_s.gif'
		);

		// Clicking another swaps it, with its proportions.
		await results
			.getByRole( 'button', { name: 'Use GIF: Cat two' } )
			.click();
		await expect( player ).toHaveAttribute(
			'src',
			'https://giphy.com/embed/catTwo2'
		);
		await expect(
			editor.canvas.locator( '.wp-block-jetpack-gif-wrapper' )
		).toHaveAttribute( 'style', /padding-top: 75%/ );

		// A failing GIPHY: the exact message, and the GIF stays.
		await searchBox.fill( 'broken' );
		await editor.canvas.getByRole( 'button', { name: 'Search' } ).click();
		await expect( editor.canvas.getByRole( 'alert' ) ).toHaveText(
			FAILED_TEXT
		);
		await expect( player ).toHaveAttribute(
			'src',
			'https://giphy.com/embed/catTwo2'
		);

		// A pasted GIPHY address is looked up by the id after the last hyphen.
		await searchBox.fill(
			'https://giphy.com/gifs/funny-pasted-cat-pastedId9'
		);
		await editor.canvas.getByRole( 'button', { name: 'Search' } ).click();
		await expect( player ).toHaveAttribute(
			'src',
			'https://giphy.com/embed/pastedId9'
		);
		expect( requests[ requests.length - 1 ] ).toBe(
			`https://api.giphy.com/v1/gifs/pastedId9?api_key=${ KEY }`
		);

		// Back to the search, pick the second again, and write a caption.
		await searchBox.fill( 'cats' );
		await editor.canvas.getByRole( 'button', { name: 'Search' } ).click();
		await results
			.getByRole( 'button', { name: 'Use GIF: Cat two' } )
			.click();
		await editor.canvas
			.getByRole( 'textbox', { name: 'GIF caption text' } )
			.fill( 'So cute' );

		// The branding panel.
		await editor.openDocumentSettingsSidebar();
		await expect(
			page.getByRole( 'button', { name: 'Powered by GIPHY' } )
		).toBeVisible();

		const content = await editor.getEditedPostContent();
		expect( content ).toBe(
			'<!-- wp:jetpack/gif {"caption":"So cute","giphyUrl":"https://giphy.com/embed/catTwo2","searchText":"cats","paddingTop":"75%"} /-->'
		);

		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.locator( '.wp-block-jetpack-gif iframe' )
		);

		// What a visitor sees: the player and the caption, never the key.
		await fakeGiphyHosts( visitor );
		await visitPost( visitor, postId );
		const block = visitor.locator( '.wp-block-jetpack-gif' );
		await expect( block ).toHaveClass( /aligncenter/ );
		await expect( block.locator( 'iframe' ) ).toHaveAttribute(
			'src',
			'https://giphy.com/embed/catTwo2'
		);
		await expect( block.locator( 'iframe' ) ).toHaveAttribute(
			'title',
			'cats'
		);
		await expect( block.locator( 'figcaption' ) ).toHaveText( 'So cute' );
		expect( await visitor.content() ).not.toContain( KEY );
	} );
} );
