/**
 * Latest Instagram Posts (`jetpack/instagram-gallery`) in the editor, against our own routes
 * (never faked here).
 *
 * - Inserted: the connect placeholder ("Connect to Instagram"). Connecting on a new post saves
 *   the auto-draft first, opens the popup (780×700) and asks our connect-url route; without app
 *   app credentials (the test removes them) the route fails: the notice "An error occurred.
 *   Please try again later.", the popup closed, nothing saved in the block. Publish and reopen:
 *   valid, the same content.
 * - With the fake Instagram (tests/fakes/instagram, a local server): the popup's OAuth
 *   flow on a local fake ends with the popup's message, the grid of the account's posts shows
 *   (`count` of the 30 fetched, lazy, with alt text), the sidebar changes the count and columns,
 *   publish and reopen valid, and a visitor gets the grid (which stands for the profile link).
 */
import type { Page } from '@playwright/test';
import { restAs } from '../../integration/utils';
import {
	pointPluginAtInstagram,
	startFakeInstagram,
} from '../../fakes/instagram';
import { test, expect, publishAndReopen, visitPost } from '../utils';

const ERROR = 'An error occurred. Please try again later.';

/**
 * The block's placeholder button.
 *
 * @param page The editor page.
 */
function connectButton( page: Page ) {
	return page
		.frameLocator( 'iframe[name="editor-canvas"]' )
		.getByRole( 'button', { name: 'Connect to Instagram' } );
}

/**
 * The post's status as the editor holds it.
 *
 * @param page The editor page.
 */
function postStatus( page: Page ): Promise< string > {
	return page.evaluate( () =>
		(
			window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getCurrentPostAttribute: ( key: string ) => string;
						};
					};
				};
			}
		 ).wp.data
			.select( 'core/editor' )
			.getCurrentPostAttribute( 'status' )
	);
}

test.describe( 'Latest Instagram Posts', () => {
	test( 'placeholder; connecting saves the auto-draft, opens the popup, and a failed connect address shows the notice; publish and reopen valid', async ( {
		admin,
		editor,
		page,
	} ) => {
		test.setTimeout( 180_000 );
		// No app credentials: the connect address cannot be made.
		const rest = await restAs( 'admin' );
		await pointPluginAtInstagram( rest, 0, { app: null } );
		await rest.dispose();
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/instagram-gallery' } );
		const block = editor.canvas.getByRole( 'document', {
			name: 'Block: Latest Instagram Posts',
		} );
		await expect( block ).toBeVisible();
		await expect(
			block.getByText(
				'Connect to Instagram to start sharing your images.'
			)
		).toBeVisible( { timeout: 30_000 } );
		expect( await postStatus( page ) ).toBe( 'auto-draft' );

		const popupOpened = page.waitForEvent( 'popup' );
		await connectButton( page ).click();
		const popup = await popupOpened;
		// The flow ends: the popup is closed, the notice shows, the block is not connected.
		await expect( block.getByText( ERROR ) ).toBeVisible( {
			timeout: 30_000,
		} );
		await expect.poll( () => popup.isClosed() ).toBe( true );
		await expect( connectButton( page ) ).toBeEnabled();
		// Saved as a draft before the connect address was asked.
		expect( await postStatus( page ) ).toBe( 'draft' );
		expect( await editor.getEditedPostContent() ).toBe(
			'<!-- wp:jetpack/instagram-gallery /-->'
		);

		await publishAndReopen( { editor, page }, () => connectButton( page ) );
	} );

	test( 'with the fake Instagram: connect through the popup, the grid, the sidebar, publish, reopen, and the visitor', async ( {
		admin,
		editor,
		page,
		visitor,
	} ) => {
		test.setTimeout( 240_000 );
		const fake = await startFakeInstagram();
		const rest = await restAs( 'admin' );
		await pointPluginAtInstagram( rest, fake.port );
		try {
			await admin.createNewPost();
			await editor.insertBlock( { name: 'jetpack/instagram-gallery' } );
			const block = editor.canvas.getByRole( 'document', {
				name: 'Block: Latest Instagram Posts',
			} );
			// A new site: no connection yet, so no account list.
			const popupOpened = page.waitForEvent( 'popup' );
			await connectButton( page ).click();
			const popup = await popupOpened;
			// The popup goes through our site to the (fake) authorize page and back, posts the
			// connection id to the editor and closes itself.
			await popup.waitForEvent( 'close', { timeout: 60_000 } );

			const images = block.locator(
				'.wp-block-jetpack-instagram-gallery__grid img'
			);
			await expect( images.first() ).toBeVisible( { timeout: 60_000 } );
			const shown = await images.count();
			expect( shown ).toBeGreaterThan( 0 );
			expect( shown ).toBeLessThanOrEqual( 9 );
			for ( const img of await images.all() ) {
				await expect( img ).toHaveAttribute( 'loading', 'lazy' );
				expect( await img.getAttribute( 'alt' ) ).toBeTruthy();
			}
			const content = await editor.getEditedPostContent();
			const saved = content.match(
				/"accessToken":"(\d+)","instagramUser":"([A-Za-z0-9._]+)"/
			);
			expect( saved ).not.toBeNull();
			const user = saved![ 2 ];

			// The sidebar: the account, then two posts in (at most) two columns.
			await editor.openDocumentSettingsSidebar();
			const sidebar = page.getByRole( 'region', {
				name: 'Editor settings',
			} );
			await expect(
				sidebar.getByRole( 'link', {
					name: new RegExp( `@${ user }` ),
				} )
			).toHaveAttribute( 'href', `https://www.instagram.com/${ user }/` );
			const posts = sidebar.getByRole( 'spinbutton', {
				name: 'Number of Posts',
			} );
			await posts.fill( '2' );
			await expect( images ).toHaveCount( 2 );
			await expect(
				sidebar.getByRole( 'spinbutton', { name: 'Number of Columns' } )
			).toHaveAttribute( 'max', '2' );

			const { postId } = await publishAndReopen( { editor, page }, () =>
				images.first()
			);
			expect( await editor.getEditedPostContent() ).toContain(
				`<a href="https://www.instagram.com/${ user }/" rel="noopener noreferrer" target="_blank">`
			);

			await visitPost( visitor, postId );
			const grid = visitor.locator(
				'.wp-block-jetpack-instagram-gallery__grid'
			);
			await expect( grid ).toBeVisible();
			await expect(
				grid.locator( '.wp-block-jetpack-instagram-gallery__grid-post' )
			).toHaveCount( 2 );
			for ( const img of await grid.locator( 'img' ).all() ) {
				await expect( img ).toHaveAttribute( 'loading', 'lazy' );
				expect( await img.getAttribute( 'alt' ) ).toBeTruthy();
			}
			// With images, the grid stands for the profile link (as Jetpack renders it).
			await expect(
				visitor.getByRole( 'link', {
					name: `https://www.instagram.com/${ user }/`,
				} )
			).toHaveCount( 0 );
		} finally {
			await pointPluginAtInstagram( rest, 0, { app: null } ).catch(
				() => undefined
			);
			await rest.dispose();
			await fake.close();
		}
	} );
} );
