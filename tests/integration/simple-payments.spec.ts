/**
 * Payment button over REST and for visitors: products (`jp_pay_product`) are saved through
 * core's route with their `spay_*` meta, by users who may edit posts only; a published product
 * must have a valid email and price (errors keyed `spay_email` / `spay_price`, drafts may be
 * incomplete); visitors get a PayPal purchase form for a published product, escaped, with a
 * quantity only when several items may be bought.
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

const PRODUCTS = '/wp/v2/jp_pay_product';

let admin: RestClient;
let subscriber: RestClient;
let visitor: RestClient;
const created: Array< [ string, number ] > = [];

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
	subscriber = await restAs( 'subscriber' );
	visitor = await restAs( 'anonymous' );
} );

test.afterAll( async () => {
	for ( const [ type, id ] of created ) {
		await admin.delete( `/wp/v2/${ type }/${ id }`, { force: 'true' } );
	}
	await visitor.dispose();
	await subscriber.dispose();
	await admin.dispose();
} );

interface Product {
	id: number;
	status: string;
	meta: Record< string, unknown >;
}

async function createProduct( data: Record< string, unknown > ) {
	const res = await admin.post( PRODUCTS, data );
	const body = ( await res.json() ) as Product & {
		code?: string;
		message?: string;
		data?: { key?: string; status?: number };
	};
	if ( res.status() === 201 ) {
		created.push( [ 'jp_pay_product', body.id ] );
	}
	return { status: res.status(), body };
}

async function visitorHtml( content: string ): Promise< string > {
	const res = await admin.post( '/wp/v2/posts', {
		status: 'publish',
		title: 'Shop',
		content,
	} );
	expect( res.status() ).toBe( 201 );
	const { id } = ( await res.json() ) as { id: number };
	created.push( [ 'posts', id ] );
	const page = await visitor.context.get( `/?p=${ id }` );
	expect( page.status() ).toBe( 200 );
	return page.text();
}

const block = ( productId: number, attrs: Record< string, unknown > = {} ) =>
	`<!-- wp:jetpack/simple-payments ${ JSON.stringify( {
		productId,
		...attrs,
	} ) } -->\n<div class="jetpack-simple-payments-wrapper jetpack-simple-payments-${ productId }"><div class="jetpack-simple-payments-product"><div class="jetpack-simple-payments-details"><div class="jetpack-simple-payments-title"><p></p></div><div class="jetpack-simple-payments-description"><p></p></div><div class="jetpack-simple-payments-price"><p>$0.00</p></div><a class="jetpack-simple-payments-purchase" target="_blank" rel="noopener noreferrer">Click here to purchase.</a></div></div></div>\n<!-- /wp:jetpack/simple-payments -->`;

test( 'an editor saves a draft, then publishes it with its meta; subscribers and visitors cannot', async () => {
	const draft = await createProduct( {
		status: 'draft',
		title: '',
		meta: { spay_currency: 'USD', spay_email: '', spay_price: 0 },
	} );
	expect( draft.status ).toBe( 201 );
	expect( draft.body.status ).toBe( 'draft' );

	const res = await admin.post( `${ PRODUCTS }/${ draft.body.id }`, {
		status: 'publish',
		title: 'Tea',
		content: 'Green tea',
		meta: {
			spay_currency: 'EUR',
			spay_email: 'shop@example.com',
			spay_multiple: true,
			spay_price: 12.5,
		},
	} );
	expect( res.status() ).toBe( 200 );
	const published = ( await res.json() ) as Product;
	expect( published.status ).toBe( 'publish' );
	expect( published.meta ).toEqual( {
		spay_currency: 'EUR',
		spay_email: 'shop@example.com',
		spay_multiple: true,
		spay_price: 12.5,
	} );

	const bySubscriber = await subscriber.post( PRODUCTS, {
		status: 'publish',
		title: 'Nope',
	} );
	expect( bySubscriber.status() ).toBe( 403 );
	const byVisitor = await visitor.post( PRODUCTS, { title: 'Nope' } );
	expect( byVisitor.status() ).toBe( 401 );
	const bySubscriberEdit = await subscriber.post(
		`${ PRODUCTS }/${ draft.body.id }`,
		{ meta: { spay_email: 'thief@example.com' } }
	);
	expect( bySubscriberEdit.status() ).toBe( 403 );
} );

test( 'a published product with a wrong email or price is refused with the field’s key', async () => {
	const cases: Array< [ Record< string, unknown >, string ] > = [
		[ { spay_email: 'not-an-email', spay_price: 5 }, 'spay_email' ],
		[ { spay_email: '', spay_price: 5 }, 'spay_email' ],
		[ { spay_email: 'shop@example.com', spay_price: -5 }, 'spay_price' ],
		[ { spay_email: 'shop@example.com', spay_price: 0 }, 'spay_price' ],
		[
			{
				spay_email: 'shop@example.com',
				spay_price: 10.5,
				spay_currency: 'JPY',
			},
			'spay_price',
		],
		[ { spay_email: 'shop@example.com', spay_price: 1.005 }, 'spay_price' ],
	];
	for ( const [ meta, key ] of cases ) {
		const { status, body } = await createProduct( {
			status: 'publish',
			title: 'Bad',
			meta,
		} );
		expect( status, JSON.stringify( meta ) ).toBe( 400 );
		expect( body.data?.key ).toBe( key );
	}

	const unknownCurrency = await createProduct( {
		status: 'publish',
		title: 'Odd',
		meta: {
			spay_email: 'shop@example.com',
			spay_price: 5,
			spay_currency: 'XYZ',
		},
	} );
	expect( unknownCurrency.status ).toBe( 201 );
	expect( unknownCurrency.body.meta.spay_currency ).toBe( 'USD' );
} );

test( 'visitors get a PayPal form for a published product, escaped, with a quantity only when several items may be bought', async () => {
	const single = await createProduct( {
		status: 'publish',
		title: 'Tea <script>alert(1)</script>',
		content: 'Green "tea"',
		meta: {
			spay_currency: 'EUR',
			spay_email: 'shop@example.com',
			spay_price: 1234.5,
		},
	} );
	expect( single.status ).toBe( 201 );
	const multiple = await createProduct( {
		status: 'publish',
		title: 'Cups',
		meta: {
			spay_currency: 'JPY',
			spay_email: 'cups@example.com',
			spay_price: 1000,
			spay_multiple: true,
		},
	} );
	const draft = await createProduct( {
		status: 'draft',
		title: 'Secret',
		meta: { spay_email: 'shop@example.com', spay_price: 5 },
	} );

	const html = await visitorHtml(
		[
			block( single.body.id, {
				featuredMediaUrl: 'javascript:alert(1)',
			} ),
			block( multiple.body.id ),
			block( draft.body.id ),
		].join( '\n\n' )
	);
	const forms =
		html.match(
			/<form class="jetpack-simple-payments-purchase-box"[\s\S]*?<\/form>/g
		) ?? [];
	expect( forms ).toHaveLength( 2 );
	expect( forms[ 0 ] ).toContain(
		'action="https://www.paypal.com/cgi-bin/webscr"'
	);
	expect( forms[ 0 ] ).toContain(
		'name="business" value="shop@example.com"'
	);
	expect( forms[ 0 ] ).toContain( 'name="amount" value="1234.50"' );
	expect( forms[ 0 ] ).toContain( 'name="currency_code" value="EUR"' );
	expect( forms[ 0 ] ).toContain( 'type="hidden" name="quantity" value="1"' );
	expect( html ).toContain( '<p>1.234,50 €</p>' );
	expect( html ).toContain( 'Tea &lt;script&gt;alert(1)&lt;/script&gt;' );
	expect( html ).not.toContain( '<script>alert(1)' );
	expect( html ).not.toContain( 'javascript:alert' );
	expect( forms[ 1 ] ).toContain( 'name="currency_code" value="JPY"' );
	expect( forms[ 1 ] ).toContain( 'name="amount" value="1000"' );
	expect( forms[ 1 ] ).toContain(
		'type="number" name="quantity" value="1" min="1"'
	);
	expect( html ).toContain( '<p>¥1,000</p>' );
	expect( html ).not.toContain( 'Secret' );
	// The saved fallback markup is replaced by the form.
	expect( html ).not.toContain( 'Click here to purchase.' );
} );

test( 'spay_* meta is read over REST only by users who can edit the product', async () => {
	const product = await createProduct( {
		status: 'publish',
		title: 'Secret tea',
		meta: {
			spay_currency: 'USD',
			spay_email: 'hidden-shop@example.com',
			spay_multiple: false,
			spay_price: 9,
		},
	} );
	expect( product.status ).toBe( 201 );
	const id = product.body.id;
	const own = await admin.get( `${ PRODUCTS }/${ id }` );
	expect( ( ( await own.json() ) as Product ).meta.spay_email ).toBe(
		'hidden-shop@example.com'
	);
	for ( const [ who, client ] of [
		[ 'visitor', visitor ],
		[ 'subscriber', subscriber ],
	] as const ) {
		for ( const res of [
			await client.get( `${ PRODUCTS }/${ id }` ),
			await client.get( PRODUCTS, { per_page: '100' } ),
			await client.get( `${ PRODUCTS }/${ id }`, { _fields: 'meta' } ),
		] ) {
			const text = await res.text();
			expect( res.status(), who ).toBeLessThan( 500 );
			expect( text, who ).not.toContain( 'hidden-shop@example.com' );
			expect( text, who ).not.toContain( 'spay_' );
		}
		// Not readable in the edit context either.
		const edit = await client.get( `${ PRODUCTS }/${ id }`, {
			context: 'edit',
		} );
		expect( [ 401, 403 ], who ).toContain( edit.status() );
	}
} );
