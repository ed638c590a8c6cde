/**
 * Payment button (`jetpack/simple-payments`): a product is created in the editor (a draft at
 * once, published with the post), its fields are checked with the exact messages, the post
 * reopens valid, and a visitor gets the PayPal purchase form, which posts the product to PayPal
 * (faked with route()).
 */
import { test, expect, publishAndReopen, visitPost } from '../utils';

test.describe( 'Payment button', () => {
	test.setTimeout( 540_000 );

	test( 'a product is checked, saved with the post, reopened valid and sold to a visitor through PayPal', async ( {
		admin,
		editor,
		page,
		visitor,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/simple-payments' } );

		// A user who can publish gets a draft product at once.
		await expect
			.poll(
				async () =>
					( await editor.getBlocks() )[ 0 ]?.attributes.productId,
				{ timeout: 180_000 }
			)
			.toBeGreaterThan( 0 );

		const canvas = editor.canvas;
		const postTitle = canvas.getByRole( 'textbox', { name: 'Add title' } );
		const block = canvas.getByRole( 'document', {
			name: 'Block: Pay with PayPal',
		} );
		const deselect = async () => {
			await postTitle.click();
		};

		// Leaving an empty product shows what is missing.
		await deselect();
		await expect(
			block.getByText(
				'Please add a brief title so that people know what they’re paying for.'
			)
		).toBeVisible();
		await expect(
			block.getByText(
				'If you’re selling something, you need a price tag. Add yours here.'
			)
		).toBeVisible();
		await expect(
			block.getByText(
				'We want to make sure payments reach you, so please add an email address.'
			)
		).toBeVisible();

		await block
			.getByRole( 'textbox', { name: 'Item name' } )
			.fill( 'Tea <b>' );
		await block
			.getByRole( 'textbox', {
				name: 'Describe your item in a few words',
			} )
			.fill( 'Green tea' );
		await block
			.getByRole( 'combobox', { name: 'Currency' } )
			.selectOption( 'EUR' );
		const price = block.getByRole( 'textbox', { name: 'Price' } );
		await price.fill( '12.345' );
		const email = block.getByRole( 'textbox', { name: 'Email' } );
		await email.fill( 'not-an-email' );
		await deselect();
		await expect(
			block.getByText(
				'The price cannot have more than 2 decimal places.'
			)
		).toBeVisible();
		await expect(
			block.getByText( 'not-an-email is not a valid email address.' )
		).toBeVisible();

		// A price typed with the currency's own separators.
		await price.fill( '1.234,5' );
		await email.fill( 'shop@example.com' );
		await block
			.getByRole( 'checkbox', {
				name: 'Allow people to buy more than one item at a time.',
			} )
			.check();
		await deselect();
		await postTitle.fill( 'Shop' );

		// Unselected and valid: the preview.
		await expect( block.getByText( '1.234,50 €' ) ).toBeVisible();
		await expect( block.getByText( 'Pay with PayPal' ) ).toBeVisible();

		const { postId, content } = await publishAndReopen(
			{ editor, page },
			() => canvas.getByText( '1.234,50 €' )
		);
		expect( content ).toContain( '"currency":"EUR"' );
		expect( content ).toContain( '"price":1234.5' );
		expect( content ).toContain( '<p>Tea &lt;b></p>' );

		// The visitor's form posts the product to PayPal.
		let posted = '';
		await visitor
			.context()
			.route(
				'https://www.paypal.com/cgi-bin/webscr',
				async ( route ) => {
					posted = route.request().postData() ?? '';
					await route.fulfill( {
						contentType: 'text/html',
						body: '<!doctype html><title>PayPal</title><p>Fake PayPal checkout</p>',
					} );
				}
			);
		await visitPost( visitor, postId );
		await expect(
			visitor.getByText( 'Tea <b>', { exact: true } )
		).toBeVisible();
		await expect( visitor.getByText( '1.234,50 €' ) ).toBeVisible();
		await visitor
			.getByRole( 'spinbutton', { name: 'Quantity' } )
			.fill( '3' );
		const popup = visitor.waitForEvent( 'popup' );
		await visitor
			.getByRole( 'button', { name: 'Pay with PayPal' } )
			.click();
		await expect(
			( await popup ).getByText( 'Fake PayPal checkout' )
		).toBeVisible();
		const fields = new URLSearchParams( posted );
		expect( fields.get( 'business' ) ).toBe( 'shop@example.com' );
		expect( fields.get( 'item_name' ) ).toBe( 'Tea <b>' );
		expect( fields.get( 'amount' ) ).toBe( '1234.50' );
		expect( fields.get( 'currency_code' ) ).toBe( 'EUR' );
		expect( fields.get( 'quantity' ) ).toBe( '3' );
	} );
} );
