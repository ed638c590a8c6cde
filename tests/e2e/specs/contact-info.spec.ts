/**
 * Contact Info (`jetpack/contact-info` with Email, Phone and Address): typed details become
 * `mailto:` and `tel:` links and a map-search link, the post reopens valid, and visitors get
 * schema.org properties.
 */
import { test, expect, publishAndReopen, visitPost } from '../utils';

const MAP_URL =
	'https://www.google.com/maps/search/1+Main+St+%26+Co,+Dunedin,+Otago,+9016+New+Zealand';

test.describe( 'Contact Info', () => {
	test( 'typed details become links, reopen valid, and reach visitors with schema.org markup', async ( {
		admin,
		editor,
		page,
		visitor,
	} ) => {
		// One editor session, a publish queued behind the editor's start-up requests, a reload
		// and a visitor: more than the default budget on the one-worker test server.
		test.slow();
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/contact-info' } );

		// The container starts with Email, Phone and Address, each an editable text.
		const canvas = editor.canvas;
		const [ container ] = await editor.getBlocks( { full: true } );
		expect( container.innerBlocks.map( ( b ) => b.name ) ).toEqual( [
			'jetpack/email',
			'jetpack/phone',
			'jetpack/address',
		] );

		// A Name (one of the container's allowed children) goes first. getBlocks( { full: true } )
		// gives whole blocks, client ids included, though its type does not say so.
		const containerId = (
			container as typeof container & { clientId: string }
		 ).clientId;
		await page.evaluate( ( parent ) => {
			const { blocks, data } = (
				window as unknown as {
					wp: {
						blocks: typeof import( '@wordpress/blocks' );
						data: typeof import( '@wordpress/data' );
					};
				}
			 ).wp;
			data.dispatch( 'core/block-editor' ).insertBlock(
				blocks.createBlock( 'jetpack/name' ),
				0,
				parent
			);
		}, containerId );
		await canvas
			.getByRole( 'textbox', { name: 'Name' } )
			.fill( 'Tom & Jerry <Ltd>' );
		await canvas
			.getByRole( 'textbox', { name: 'Email' } )
			.fill( 'Write to hello@example.com. Not not-an@address' );
		await canvas
			.getByRole( 'textbox', { name: 'Phone number' } )
			.fill( 'Call +1 (555) 123-4567' );

		// Once another detail is selected, the email shows as a link, punctuation outside it.
		await expect(
			canvas.getByRole( 'link', { name: 'hello@example.com' } )
		).toHaveAttribute( 'href', 'mailto:hello@example.com' );
		await expect( canvas.getByRole( 'link' ) ).toHaveCount( 1 );

		await canvas
			.getByRole( 'textbox', { name: 'Street Address' } )
			.fill( '1 Main St & Co' );
		await expect(
			canvas.getByRole( 'link', { name: '+1 (555) 123-4567' } )
		).toHaveAttribute( 'href', 'tel:+15551234567' );
		await canvas.getByRole( 'textbox', { name: 'City' } ).fill( 'Dunedin' );
		await canvas
			.getByRole( 'textbox', { name: 'State/Province/Region' } )
			.fill( 'Otago' );
		await canvas
			.getByRole( 'textbox', { name: 'Postal/Zip Code' } )
			.fill( '9016' );
		await canvas
			.getByRole( 'textbox', { name: 'Country' } )
			.fill( 'New Zealand' );
		await page
			.getByRole( 'checkbox', { name: 'Link address to Google Maps' } )
			.check();

		const content = await editor.getEditedPostContent();
		expect( content ).toContain(
			'<div class="wp-block-jetpack-name">Tom &amp; Jerry &lt;Ltd></div>'
		);
		expect( content ).toContain(
			'Write to <a href="mailto:hello@example.com">hello@example.com</a>. Not not-an@address</div>'
		);
		expect( content ).toContain(
			'<span class="phone-prefix">Call </span><a href="tel:+15551234567">+1 (555) 123-4567</a>'
		);
		expect( content ).toContain(
			`<a href="${ MAP_URL }" target="_blank" rel="noopener noreferrer" title="Open address in Google Maps">`
		);

		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.getByRole( 'link', { name: 'hello@example.com' } )
		);
		// The container keeps its children, in order.
		const [ saved ] = await editor.getBlocks();
		expect( saved.innerBlocks.map( ( b ) => b.name ) ).toEqual( [
			'jetpack/name',
			'jetpack/email',
			'jetpack/phone',
			'jetpack/address',
		] );

		// What a visitor gets: schema.org properties on the saved links and lines.
		await visitPost( visitor, postId );
		const info = visitor.locator( '.wp-block-jetpack-contact-info' );
		await expect( info ).toHaveAttribute( 'itemprop', 'location' );
		await expect( info ).toHaveAttribute(
			'itemtype',
			'http://schema.org/Organization'
		);
		// The typed name is escaped text, marked as the organisation's name.
		await expect( info.locator( '[itemprop="name"]' ) ).toHaveText(
			'Tom & Jerry <Ltd>'
		);
		const email = info.getByRole( 'link', { name: 'hello@example.com' } );
		await expect( email ).toHaveAttribute(
			'href',
			'mailto:hello@example.com'
		);
		await expect( email ).toHaveAttribute( 'itemprop', 'email' );
		await expect(
			info.locator( '[itemprop="telephone"] a[href="tel:+15551234567"]' )
		).toHaveText( '+1 (555) 123-4567' );
		const address = info.locator( '[itemprop="address"]' );
		await expect( address ).toHaveAttribute(
			'itemtype',
			'http://schema.org/PostalAddress'
		);
		await expect(
			address.locator( '[itemprop="streetAddress"]' )
		).toHaveText( '1 Main St & Co' );
		await expect(
			address.locator( '[itemprop="addressLocality"]' )
		).toHaveText( 'Dunedin' );
		await expect( address.locator( '[itemprop="postalCode"]' ) ).toHaveText(
			'9016'
		);
		await expect(
			address.locator( '[itemprop="addressCountry"]' )
		).toHaveText( 'New Zealand' );

		// The map link opens the map search (the map service is faked here).
		await visitor
			.context()
			.route( 'https://www.google.com/maps/**', ( route ) =>
				route.fulfill( {
					contentType: 'text/html',
					body: '<title>Fake map search</title><p>Map search</p>',
				} )
			);
		const mapLink = info.getByRole( 'link', {
			name: /1 Main St & Co/,
		} );
		await expect( mapLink ).toHaveAttribute( 'href', MAP_URL );
		const [ popup ] = await Promise.all( [
			visitor.waitForEvent( 'popup' ),
			mapLink.click(),
		] );
		await expect( popup ).toHaveURL( MAP_URL );
		await expect( popup.getByText( 'Map search' ) ).toBeVisible();
	} );
} );
