/**
 * OpenTable (`jetpack/opentable`): a restaurant found by name on the service's search previews
 * the widget, a foreign embed code shows the exact failure, picking the wide style forces wide
 * alignment (and a narrower one brings the warning), and visitors get the widget loader with the
 * restaurant, style and language. The service's search, canvas and loader are faked
 * (page.route) on the editor and visitor pages.
 */
import type { Page } from '@playwright/test';
import { test, expect, publishAndReopen, visitPost } from '../utils';

const FAILURE =
	'We ran into an issue — Please ensure this embed matches the one from your reservation-service account';
const WIDE_WARNING =
	'With the OpenTable block you may encounter display issues if you use its "wide" style with anything other than "wide" or "full" alignment. The wide display style may also not work well on smaller screens.';
const PREVIEW = 'iframe[title="OpenTable reservation preview"]';
const WIDGET = 'https://www.opentable.com/widget/reservation/';

/**
 * Answers the service's widget host: the name search (recording each query), the editor's
 * canvas and the visitors' loader, each of which writes what it was asked for.
 *
 * @param page    The page whose requests are answered.
 * @param queries Where the search requests' addresses are recorded.
 */
async function fakeOpenTable( page: Page, queries: URL[] = [] ) {
	await page.route( `${ WIDGET }restaurant-search?**`, ( route ) => {
		queries.push( new URL( route.request().url() ) );
		return route.fulfill( {
			contentType: 'application/json',
			headers: { 'Access-Control-Allow-Origin': '*' },
			body: JSON.stringify( {
				items: [
					{ rid: 412810, name: 'Chez Fake', city: 'Berkeley' },
					{ rid: 7, name: 'Chez Other' },
				],
			} ),
		} );
	} );
	await page.route( `${ WIDGET }canvas?**`, ( route ) => {
		const query = new URL( route.request().url() ).searchParams;
		return route.fulfill( {
			contentType: 'text/html',
			body: `<!doctype html><p>Fake OpenTable canvas rid=${ query.get(
				'rid'
			) } theme=${ query.get( 'theme' ) } lang=${ query.get(
				'lang'
			) }</p>`,
		} );
	} );
	await page.route( `${ WIDGET }loader?**`, ( route ) =>
		route.fulfill( {
			contentType: 'text/javascript',
			body: `( function ( s ) {
				var q = new URL( s.src ).searchParams;
				var p = document.createElement( 'p' );
				p.textContent = 'Fake OpenTable widget rid=' + q.getAll( 'rid' ).join( ',' ) + ' theme=' + q.get( 'theme' ) + ' lang=' + q.get( 'lang' );
				s.parentNode.insertBefore( p, s.nextSibling );
			} )( document.currentScript );`,
		} )
	);
}

test.describe( 'OpenTable', () => {
	test( 'a restaurant found by name previews, a foreign embed code shows the failure, wide forces wide alignment, visitors get the loader', async ( {
		admin,
		editor,
		page,
		visitor,
	} ) => {
		test.slow();
		const queries: URL[] = [];
		await fakeOpenTable( page, queries );
		await fakeOpenTable( visitor );
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/opentable' } );
		// The canvas paints (and takes clicks) once its scripts load from the queued server.
		await expect
			.poll(
				() =>
					editor.canvas
						.locator( 'body' )
						.evaluate( ( body ) => body.ownerDocument.readyState ),
				{ timeout: 90_000 }
			)
			.toBe( 'complete' );

		await expect(
			editor.canvas.getByText(
				'Enter your restaurant name, or paste an OpenTable Reservation Widget embed code.'
			)
		).toBeVisible();
		await expect(
			editor.canvas.getByRole( 'link', { name: /Sign up for OpenTable/ } )
		).toHaveAttribute(
			'href',
			'https://restaurant.opentable.com/get-started/'
		);
		await expect(
			editor.canvas.getByRole( 'link', { name: /Learn more/ } )
		).toBeVisible();
		const field = editor.canvas.getByRole( 'combobox', {
			name: 'Restaurant name, ID or embed code',
		} );
		const embed = editor.canvas.getByRole( 'button', {
			name: 'Embed',
			exact: true,
		} );

		// An embed code from another host: the exact failure, nothing embedded.
		await field.fill(
			`<script type='text/javascript' src='//www.example.com/widget/reservation/loader?rid=1&type=standard'></script>`
		);
		await embed.click();
		await expect( editor.canvas.getByText( FAILURE ) ).toBeVisible();
		expect( ( await editor.getBlocks() )[ 0 ].attributes.rid ).toEqual(
			[]
		);
		expect( queries ).toHaveLength( 0 );

		// A name: the service's search suggests restaurants; pick one and embed it.
		await field.fill( '' );
		await field.pressSequentially( 'Chez', { delay: 50 } );
		const option = editor.canvas.getByRole( 'option', {
			name: 'Chez Fake (#412810)',
		} );
		await expect( option ).toBeVisible();
		await expect(
			editor.canvas.getByRole( 'option', { name: 'Chez Other (#7)' } )
		).toBeVisible();
		// Throttled: the first letter at once, the whole name 500 ms later, not one per key.
		await expect
			.poll( () => queries.at( -1 )?.searchParams.get( 'query' ) )
			.toBe( 'Chez' );
		expect( queries.length ).toBeLessThanOrEqual( 3 );
		expect( Object.fromEntries( queries.at( -1 )!.searchParams ) ).toEqual(
			{
				pageSize: '20',
				query: 'Chez',
			}
		);
		await option.click();
		await embed.click();
		const preview = editor.canvas.locator( PREVIEW );
		await expect( preview ).toBeVisible();
		await expect(
			editor.canvas
				.frameLocator( PREVIEW )
				.getByText(
					'Fake OpenTable canvas rid=412810 theme=standard lang=en-US'
				)
		).toBeVisible();
		expect( ( await editor.getBlocks() )[ 0 ].attributes ).toMatchObject( {
			rid: [ '412810' ],
			style: 'standard',
		} );

		// The sidebar: language, then the wide style, which forces wide alignment.
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		// The picked restaurant is shown by name.
		await expect(
			settings.getByText( 'Chez Fake (#412810)', { exact: true } )
		).toBeVisible();
		await settings
			.getByRole( 'combobox', { name: 'Language' } )
			.selectOption( 'fr-CA' );
		await settings
			.getByRole( 'button', { name: 'Wide (840 x 150 pixels)' } )
			.click();
		await expect
			.poll( async () => ( await editor.getBlocks() )[ 0 ].attributes )
			.toMatchObject( {
				rid: [ '412810' ],
				style: 'wide',
				lang: 'fr-CA',
				align: 'wide',
				className: 'is-style-wide',
			} );
		await expect(
			editor.canvas
				.frameLocator( PREVIEW )
				.getByText(
					'Fake OpenTable canvas rid=412810 theme=wide lang=fr-CA'
				)
		).toBeVisible();
		await expect( editor.canvas.getByText( WIDE_WARNING ) ).toHaveCount(
			0
		);

		// A narrower alignment with the wide style: the warning; back to wide: gone.
		await editor.selectBlocks(
			editor.canvas.getByRole( 'document', { name: 'Block: OpenTable' } )
		);
		await editor.showBlockToolbar();
		const toolbar = page.getByRole( 'toolbar', { name: 'Block tools' } );
		await toolbar.getByRole( 'button', { name: 'Align' } ).click();
		await page.getByRole( 'menuitemradio', { name: /None/ } ).click();
		await expect( editor.canvas.getByText( WIDE_WARNING ) ).toBeVisible();
		await toolbar.getByRole( 'button', { name: 'Align' } ).click();
		await page.getByRole( 'menuitemradio', { name: /Wide width/ } ).click();
		await expect( editor.canvas.getByText( WIDE_WARNING ) ).toHaveCount(
			0
		);

		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.locator( PREVIEW )
		);

		// Visitors: the wrapper with the style class and alignment, the loader for the restaurant.
		await visitPost( visitor, postId );
		const block = visitor.locator( '.wp-block-jetpack-opentable' );
		await expect( block ).toHaveClass( /(^|\s)is-style-wide(\s|$)/ );
		await expect( block ).toHaveClass( /(^|\s)alignwide(\s|$)/ );
		const script = block.locator( 'script' );
		await expect( script ).toHaveCount( 1 );
		expect( await script.getAttribute( 'src' ) ).toBe(
			`${ WIDGET }loader?rid=412810&type=standard&theme=wide&iframe=true&domain=com&lang=fr-CA&newtab=false&ot_source=Restaurant%20website`
		);
		await expect(
			block.getByText(
				'Fake OpenTable widget rid=412810 theme=wide lang=fr-CA'
			)
		).toBeVisible();
		// The saved links to the reservation page are replaced by the widget.
		await expect( block.getByRole( 'link' ) ).toHaveCount( 0 );
	} );
} );
