/**
 * Payment button (`jetpack/simple-payments`): a product is created in the editor (published
 * when the post is saved with valid fields, never when the block is inserted or a post opens),
 * its fields are checked with the exact messages, the post reopens valid, and a visitor gets
 * the PayPal purchase form, which posts the product to PayPal (faked with route()).
 */
import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import {
	test,
	expect,
	publishAndReopen,
	visitPost,
	waitForCanvas,
	editedPost,
} from '../utils';

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

		// Saving the post creates the product, and saves the post again with its id.
		expect(
			( await editor.getBlocks() )[ 0 ].attributes.productId
		).toBeUndefined();
		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Save draft' } )
			.click();
		await expect
			.poll(
				async () =>
					( await editor.getBlocks() )[ 0 ]?.attributes.productId,
				{ timeout: 120_000 }
			)
			.toBeGreaterThan( 0 );
		await expect(
			page
				.getByRole( 'region', { name: 'Editor top bar' } )
				.getByRole( 'button', { name: 'Saved' } )
		).toBeVisible( { timeout: 120_000 } );

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

/** A product as core's REST route lists it (context edit). */
interface Product {
	id: number;
	status: string;
	title: { raw: string };
	meta: { spay_price: number; spay_currency: string; spay_email: string };
}

/**
 * Every product the site stores (drafts too), newest first.
 *
 * @param requestUtils REST utils.
 */
async function products( requestUtils: RequestUtils ): Promise< Product[] > {
	return ( await requestUtils.rest( {
		path: '/wp/v2/jp_pay_product',
		params: { status: 'any', context: 'edit', per_page: 100 },
	} ) ) as Product[];
}

/**
 * The writes the page makes to products and posts from now on.
 *
 * @param page The editor page.
 */
function watchWrites( page: Page ): string[] {
	const writes: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			! [ 'GET', 'OPTIONS', 'HEAD' ].includes( request.method() ) &&
			/jp_pay_product|wp\/v2\/posts/.test(
				decodeURIComponent( request.url() )
			)
		) {
			writes.push( `${ request.method() } ${ request.url() }` );
		}
	} );
	return writes;
}

test.describe( 'Payment button: no product before valid details are saved', () => {
	test.setTimeout( 540_000 );

	test( 'inserting the block creates no product; invalid details saved with the post create none and keep what was typed; valid ones create it with the post', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const before = ( await products( requestUtils ) ).map( ( p ) => p.id );
		const created = async () =>
			( await products( requestUtils ) ).filter(
				( p ) => ! before.includes( p.id )
			);
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/simple-payments' } );
		const canvas = editor.canvas;
		const block = canvas.getByRole( 'document', {
			name: 'Block: Pay with PayPal',
		} );
		await expect(
			block.getByRole( 'textbox', { name: 'Item name' } )
		).toBeVisible( { timeout: 120_000 } );
		// Whatever the block does when it is inserted, it has done it by now.
		await page.waitForTimeout( 4000 );
		expect( await created() ).toEqual( [] );
		expect(
			( await editor.getBlocks() )[ 0 ].attributes.productId
		).toBeUndefined();

		// Invalid details (no price, no email), saved with the post: no product, the block's
		// messages, and what was typed is kept.
		await canvas
			.getByRole( 'textbox', { name: 'Add title' } )
			.fill( 'Shop draft' );
		await block
			.getByRole( 'textbox', { name: 'Item name' } )
			.fill( 'Green tea' );
		await block
			.getByRole( 'textbox', {
				name: 'Describe your item in a few words',
			} )
			.fill( 'Loose leaves' );
		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Save draft' } )
			.click();
		await expect(
			block.getByText(
				'If you’re selling something, you need a price tag. Add yours here.'
			)
		).toBeVisible( { timeout: 60_000 } );
		await expect(
			block.getByText(
				'We want to make sure payments reach you, so please add an email address.'
			)
		).toBeVisible();
		await expect(
			page
				.getByRole( 'region', { name: 'Editor top bar' } )
				.getByRole( 'button', { name: 'Saved' } )
		).toBeVisible( { timeout: 60_000 } );
		await page.waitForTimeout( 2000 );
		expect( await created() ).toEqual( [] );
		await page.reload();
		await waitForCanvas( page );
		await expect(
			block.getByRole( 'textbox', { name: 'Item name' } )
		).toHaveValue( 'Green tea', { timeout: 60_000 } );
		await expect(
			block.getByRole( 'textbox', {
				name: 'Describe your item in a few words',
			} )
		).toHaveValue( 'Loose leaves' );
		expect( await created() ).toEqual( [] );

		// Valid details, saved with the post: the product is created, and the post holds it.
		await block.getByRole( 'textbox', { name: 'Price' } ).fill( '7.5' );
		await block
			.getByRole( 'textbox', { name: 'Email' } )
			.fill( 'shop@example.com' );
		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Save draft' } )
			.click();
		await expect
			.poll( async () => ( await created() ).length, {
				timeout: 60_000,
			} )
			.toBe( 1 );
		const [ product ] = await created();
		expect( product ).toMatchObject( {
			status: 'publish',
			title: { raw: 'Green tea' },
			meta: {
				spay_price: 7.5,
				spay_currency: 'USD',
				spay_email: 'shop@example.com',
			},
		} );
		// The post is saved again with the new product's id: nothing is left unsaved.
		const postId = new URL( page.url() ).searchParams.get( 'post' );
		await expect
			.poll(
				async () =>
					(
						( await requestUtils.rest( {
							path: `/wp/v2/posts/${ postId }`,
							params: { context: 'edit' },
						} ) ) as { content: { raw: string } }
					 ).content.raw,
				{ timeout: 60_000 }
			)
			.toContain( `"productId":${ product.id }` );
		await expect
			.poll( () =>
				page.evaluate( () =>
					(
						window as unknown as {
							wp: {
								data: {
									select: ( store: string ) => {
										isEditedPostDirty: () => boolean;
									};
								};
							};
						}
					 ).wp.data
						.select( 'core/editor' )
						.isEditedPostDirty()
				)
			)
			.toBe( false );
	} );

	test( 'opening a post with payment buttons (Jetpack’s, ours, one whose product differs, one without a product) changes nothing and saves no product', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const stored = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/jp_pay_product',
			data: {
				title: 'Stored name',
				content: 'Stored description',
				status: 'publish',
				meta: {
					spay_price: 12,
					spay_currency: 'EUR',
					spay_email: 'stored@example.com',
				},
			},
		} ) ) as { id: number };
		const fixtures = path.join(
			__dirname,
			'../../../extensions/blocks/simple-payments/test/fixtures'
		);
		const saved = fs
			.readdirSync( fixtures )
			.filter( ( file ) =>
				/^jetpack__simple-payments(__[\w-]+)?\.html$/.test( file )
			)
			.sort()
			.map( ( file ) =>
				fs.readFileSync( path.join( fixtures, file ), 'utf8' ).trim()
			);
		// The block's own values differ from its stored product's; the other has no product yet.
		const ours = [
			`<!-- wp:jetpack/simple-payments {"currency":"USD","email":"block@example.com","price":5,"productId":${ stored.id }} -->\n<div class="jetpack-simple-payments-wrapper jetpack-simple-payments-${ stored.id }"><div class="jetpack-simple-payments-product"><div class="jetpack-simple-payments-details"><div class="jetpack-simple-payments-title"><p>Block name</p></div><div class="jetpack-simple-payments-description"><p>Block description</p></div><div class="jetpack-simple-payments-price"><p>$5.00</p></div><a class="jetpack-simple-payments-purchase" href="http://example.com/?p=1" target="_blank" rel="noopener noreferrer">Click here to purchase.</a></div></div></div>\n<!-- /wp:jetpack/simple-payments -->`,
			'<!-- wp:jetpack/simple-payments {"price":5,"email":"x@example.com"} /-->',
		];
		const content = [ ...saved, ...ours ].join( '\n\n' );
		const post = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: { title: 'Saved payment buttons', status: 'draft', content },
		} ) ) as { id: number };
		const before = ( await products( requestUtils ) ).map( ( p ) => p.id );
		const writes = watchWrites( page );
		// The editor loads slowly on a busy test server.
		page.setDefaultTimeout( 60_000 );
		await admin.editPost( post.id );
		await waitForCanvas( page );
		await expect(
			editorCanvas( page ).getByText( 'Stored name' ).first()
		).toBeVisible( { timeout: 60_000 } );
		await page.waitForTimeout( 4000 );
		const state = await editedPost( page );
		expect( writes ).toEqual( [] );
		expect( state.dirty ).toBe( false );
		expect( state.content ).toBe( content );
		expect(
			( await products( requestUtils ) ).map( ( p ) => p.id )
		).toEqual( before );
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/posts/${ post.id }`,
			params: { force: true },
		} );
	} );
} );

/**
 * The editor canvas of a page (the iframe holding the blocks).
 *
 * @param page The editor page.
 */
function editorCanvas( page: Page ) {
	return page.frameLocator( '[name="editor-canvas"]' );
}
