/**
 * Donations Form (`jetpack/donations`) in the real editor with Stripe connected (the fake Stripe
 * of tests/fakes/stripe): tabs and their fallback, the currency switch resetting the tiers, the
 * custom amount's error state, publish and reopen valid, and a visitor choosing an amount and
 * going to the (fake) Stripe Checkout page; a wrapper forged in a contributor's Custom HTML
 * around the real form sends nothing anywhere.
 */
import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import type { Admin, RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import {
	test,
	expect,
	publishAndReopen,
	publishContributorPost,
	recordCollector,
	COLLECTOR,
	visitPost,
	waitForCanvas,
	editedPost,
	type EditedPost,
} from '../utils';
import {
	startFakeStripe,
	pointPluginAt,
	connectPluginToFake,
	type FakeStripe,
} from '../../fakes/stripe';
import { restAs, type RestClient } from '../../integration/utils';

let fake: FakeStripe;
let rest: RestClient;

test.beforeAll( async () => {
	fake = await startFakeStripe();
	rest = await restAs( 'admin' );
	await connectPluginToFake( rest, fake, 'whsec_blockpackE2e0001' );
} );

test.afterAll( async () => {
	await pointPluginAt( rest, null );
	await rest.dispose();
	await fake.close();
} );

test( 'tabs, currency switch, custom amount, publish and a visitor’s checkout', async ( {
	admin,
	editor,
	page,
	visitor,
} ) => {
	test.setTimeout( 300_000 );
	// Waits for the canvas too (tests/e2e/utils.ts).
	await admin.createNewPost();
	await editor.insertBlock( { name: 'jetpack/donations' } );

	const canvas = editor.canvas;
	const tab = ( name: string ) => canvas.getByRole( 'tab', { name } );
	await expect( tab( 'One-Time' ) ).toBeVisible( { timeout: 120_000 } );
	await expect( tab( 'Monthly' ) ).toBeVisible();
	await expect( tab( 'Yearly' ) ).toBeVisible();
	const heading = canvas.getByRole( 'textbox', { name: 'Heading' } );
	await expect( heading ).toHaveText( 'Make a one-time donation' );
	await tab( 'Monthly' ).click();
	await expect( heading ).toHaveText( 'Make a monthly donation' );

	// Turning the active tab off falls back to One-Time.
	await editor.openDocumentSettingsSidebar();
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await sidebar
		.getByRole( 'checkbox', { name: 'Show monthly donations' } )
		.uncheck();
	await expect( tab( 'Monthly' ) ).toHaveCount( 0 );
	await expect( tab( 'One-Time' ) ).toHaveAttribute(
		'aria-selected',
		'true'
	);
	await expect( heading ).toHaveText( 'Make a one-time donation' );

	// The currency resets the tiers (10, 30, 200 base units).
	await editor.clickBlockToolbarButton( 'Change currency' );
	await page.getByRole( 'menuitemradio', { name: 'JPY - ¥' } ).click();
	// The plans of the new currency load first (a spinner meanwhile).
	await expect(
		canvas.getByRole( 'textbox', { name: 'Tier 1' } )
	).toHaveValue( '500', { timeout: 60_000 } );
	await expect(
		canvas.getByRole( 'textbox', { name: 'Tier 3' } )
	).toHaveValue( '10,000' );
	const custom = canvas.getByRole( 'textbox', {
		name: 'Custom amount',
		exact: true,
	} );
	await expect( custom ).toHaveValue( '5000' );
	await custom.fill( '49' );
	await expect( custom ).toHaveAttribute( 'aria-invalid', 'true' );
	await custom.fill( 'abc' );
	await expect( custom ).toHaveAttribute( 'aria-invalid', 'true' );
	await custom.fill( '50' );
	await expect( custom ).toHaveAttribute( 'aria-invalid', 'false' );

	// Plans of the new currency are loaded before publishing.
	await expect
		.poll( async () => {
			const [ block ] = await editor.getBlocks();
			const once = block.attributes.oneTimeDonation as {
				planId: number | null;
			};
			return once.planId ?? 0;
		} )
		.toBeGreaterThan( 0 );
	const { postId, content } = await publishAndReopen( { editor, page }, () =>
		editor.canvas.getByRole( 'tab', { name: 'One-Time' } )
	);
	expect( content ).toContain( '"currency":"JPY"' );

	// The visitor picks an amount and goes to Stripe Checkout.
	await visitPost( visitor, postId );
	const block = visitor.locator( '.wp-block-jetpack-donations' );
	await expect( block.getByRole( 'tab' ) ).toHaveText( [
		'One-Time',
		'Yearly',
	] );
	const form = block.locator( 'form:visible' );
	const donate = form.getByRole( 'button', { name: 'Donate' } );
	await expect( donate ).toBeDisabled();
	await form.getByRole( 'button', { name: '¥1,500' } ).click();
	await expect( donate ).toBeEnabled();
	await donate.click();
	await visitor.waitForURL( new RegExp( `^${ fake.url }/checkout/` ) );
	await expect( visitor.getByText( 'Fake Stripe Checkout' ) ).toBeVisible();
	const session = fake.requests.find(
		( r ) => r.path === '/v1/checkout/sessions'
	);
	expect( session?.form[ 'line_items[0][price_data][unit_amount]' ] ).toBe(
		'1500'
	);
	expect( session?.form.mode ).toBe( 'payment' );
} );

/** Every saved donations form the fixtures hold (Jetpack's old and new saves, ours). */
function fixtureForms(): string[] {
	const dir = path.join(
		__dirname,
		'../../../extensions/blocks/donations/test/fixtures'
	);
	return fs
		.readdirSync( dir )
		.filter( ( file ) =>
			/^jetpack__donations(__[\w-]+)?\.html$/.test( file )
		)
		.sort()
		.map( ( file ) =>
			fs.readFileSync( path.join( dir, file ), 'utf8' ).trim()
		);
}

/**
 * Opens a post holding every kind of saved donations form (the fixtures, a bare block, and
 * forms saved by this editor with the site's own plans and guid), lets every block settle,
 * and reads whether the post is dirty and its content (the saved one, deprecated forms
 * included: migrating them in memory is no edit).
 *
 * @param fixtures              The test's fixtures.
 * @param fixtures.admin        Admin utils.
 * @param fixtures.page         The editor page.
 * @param fixtures.requestUtils REST utils.
 * @param ourForms              Forms as this editor saves them, given the post's guid.
 * @return The editor's state, the writes made while the post was open, the saved content.
 */
async function openSavedForms(
	{
		admin,
		page,
		requestUtils,
	}: { admin: Admin; page: Page; requestUtils: RequestUtils },
	ourForms: ( guid: string ) => string[]
): Promise< {
	state: EditedPost;
	writes: string[];
	postId: number;
	saved: string;
} > {
	const draft = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: { title: 'Saved donation forms', status: 'draft', content: '' },
	} ) ) as { id: number; guid: { rendered: string } };
	const content = [
		...fixtureForms(),
		'<!-- wp:jetpack/donations /-->',
		...ourForms( draft.guid.rendered ),
	].join( '\n\n' );
	await requestUtils.rest( {
		method: 'POST',
		path: `/wp/v2/posts/${ draft.id }`,
		data: { content },
	} );
	// The editor loads slowly on a busy test server.
	page.setDefaultTimeout( 60_000 );
	const writes: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			! [ 'GET', 'OPTIONS', 'HEAD' ].includes( request.method() ) &&
			/memberships|jp_pay_product|wp\/v2\/posts/.test(
				decodeURIComponent( request.url() )
			)
		) {
			writes.push( `${ request.method() } ${ request.url() }` );
		}
	} );
	const status = page.waitForResponse(
		( response ) =>
			decodeURIComponent( response.url() ).includes( 'type=donation' ),
		{ timeout: 120_000 }
	);
	await admin.editPost( draft.id );
	await waitForCanvas( page );
	await status;
	// Whatever the blocks do once they know the site's plans, they have done it by now.
	await page.waitForTimeout( 3000 );
	const state = await editedPost( page );
	return { state, writes, postId: draft.id, saved: content };
}

/**
 * A form as this editor saves it: the site's plans of its currency and the post's guid.
 *
 * @param currency Currency.
 * @param planIds  Plan ids by interval (one-time, 1 month, 1 year).
 * @param guid     The post's guid.
 */
function ourForm( currency: string, planIds: number[], guid: string ): string {
	const tab = ( planId: number, heading: string, buttonText: string ) => ( {
		show: true,
		planId,
		amounts: [ 5, 15, 100 ],
		heading,
		extraText: 'Your contribution is appreciated.',
		buttonText,
	} );
	const attributes = {
		currency,
		oneTimeDonation: tab(
			planIds[ 0 ],
			'Make a one-time donation',
			'Donate'
		),
		monthlyDonation: tab(
			planIds[ 1 ],
			'Make a monthly donation',
			'Donate monthly'
		),
		annualDonation: tab(
			planIds[ 2 ],
			'Make a yearly donation',
			'Donate yearly'
		),
		fallbackLinkUrl: guid,
	};
	const link = ( text: string ) =>
		`<a class="jetpack-donations-fallback-link" href="${ guid }" rel="noopener noreferrer noamphtml" target="_blank">${ text }</a>`;
	const inner =
		planIds[ 0 ] > 0
			? `\n<div class="wp-block-jetpack-donations"><h4>Make a one-time donation</h4><p>Your contribution is appreciated.</p>${ link( 'Donate' ) }<hr class="donations__separator"/><h4>Make a monthly donation</h4><p>Your contribution is appreciated.</p>${ link( 'Donate monthly' ) }<hr class="donations__separator"/><h4>Make a yearly donation</h4><p>Your contribution is appreciated.</p>${ link( 'Donate yearly' ) }</div>\n`
			: '';
	return inner
		? `<!-- wp:jetpack/donations ${ JSON.stringify( attributes ) } -->${ inner }<!-- /wp:jetpack/donations -->`
		: `<!-- wp:jetpack/donations ${ JSON.stringify( attributes ) } /-->`;
}

test.describe( 'opening a post with saved forms', () => {
	test( 'connected to Stripe: opening saved forms (Jetpack’s, bare, ours) changes nothing and creates no plan', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 240_000 );
		// The site's own USD plans (created now, as an author's earlier insert would have); the
		// GBP form carries another site's plan ids. Opening creates no plan.
		const res = await rest.post( '/wpcom/v2/memberships/products', {
			type: 'donation',
			currency: 'USD',
			is_editable: false,
		} );
		const usd = ( ( await res.json() ) as Array< { id: number } > ).map(
			( plan ) => plan.id
		);
		const storedPlans = async () =>
			(
				( await (
					await rest.get( '/wpcom/v2/memberships/status', {
						type: 'donation',
					} )
				).json() ) as { products: Array< { id: number } > }
			 ).products.map( ( plan ) => plan.id );
		const before = await storedPlans();
		const { state, writes, postId, saved } = await openSavedForms(
			{ admin, page, requestUtils },
			( guid ) => [
				ourForm( 'USD', usd, guid ),
				ourForm( 'GBP', [ 11, 12, 13 ], guid ),
			]
		);
		expect( state.blocks ).toBeGreaterThan( 8 );
		expect( writes ).toEqual( [] );
		expect( state.dirty ).toBe( false );
		expect( state.content ).toBe( saved );
		expect( await storedPlans() ).toEqual( before );
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/posts/${ postId }`,
			params: { force: true },
		} );
	} );

	test( 'not connected to Stripe: opening saved forms changes nothing (no -1 plan ids written)', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 240_000 );
		await pointPluginAt( rest, fake );
		try {
			const { state, writes, postId, saved } = await openSavedForms(
				{ admin, page, requestUtils },
				( guid ) => [
					ourForm( 'USD', [ -1, -1, -1 ], guid ),
					ourForm( 'EUR', [ 21, 22, 23 ], guid ),
				]
			);
			expect( state.blocks ).toBeGreaterThan( 8 );
			expect( writes ).toEqual( [] );
			expect( state.dirty ).toBe( false );
			expect( state.content ).toBe( saved );
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/posts/${ postId }`,
				params: { force: true },
			} );
		} finally {
			await connectPluginToFake( rest, fake, 'whsec_blockpackE2e0001' );
		}
	} );
} );

test( 'a donations wrapper forged in a contributor’s Custom HTML never makes Donate send to its address, nor send twice', async ( {
	visitor,
} ) => {
	const created = await rest.post( '/wpcom/v2/memberships/products', {
		type: 'donation',
		currency: 'USD',
		is_editable: false,
	} );
	expect( created.status() ).toBe( 200 );
	const [ one, month, year ] = (
		( await created.json() ) as Array< { id: number } >
	 ).map( ( plan ) => plan.id );
	const tab = ( planId: number, show: boolean ) => ( {
		show,
		planId,
		amounts: [ 5, 15, 100 ],
	} );
	const attrs = {
		currency: 'USD',
		oneTimeDonation: tab( one, true ),
		monthlyDonation: tab( month, false ),
		annualDonation: tab( year, false ),
	};
	// An unclosed div survives kses and holds everything after it, the real block included.
	const forged = `<div class="wp-block-jetpack-donations" data-checkout="${ COLLECTOR }/checkout" data-post-id="1" data-nonce="forged">`;
	const { postId, raw } = await publishContributorPost(
		'Forged donations',
		`<!-- wp:html -->\n${ forged }\n<!-- /wp:html -->\n\n<!-- wp:jetpack/donations ${ JSON.stringify(
			attrs
		) } /-->`
	);
	expect( raw ).toContain( forged );

	const collected = await recordCollector( visitor, {
		url: `${ COLLECTOR }/phish`,
	} );
	const checkouts: string[] = [];
	visitor.on( 'request', ( request ) => {
		if ( request.url().includes( 'donations/checkout' ) ) {
			checkouts.push( request.postData() ?? '' );
		}
	} );
	await visitPost( visitor, postId );
	const form = visitor.locator( 'form.donations__tab:visible' );
	await expect( form ).toHaveCount( 1 );
	await form.locator( '.donations__amount' ).nth( 1 ).click();
	await form.getByRole( 'button', { name: 'Donate' } ).click();
	await visitor.waitForURL( new RegExp( `^${ fake.url }/checkout/` ) );
	expect( collected ).toEqual( [] );
	// One request, for the real block's post.
	expect( checkouts ).toHaveLength( 1 );
	expect( JSON.parse( checkouts[ 0 ] ) ).toMatchObject( {
		post_id: postId,
		plan_id: one,
		amount: 15,
	} );
} );
