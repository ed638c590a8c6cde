/**
 * Donations Form (`jetpack/donations`) in the real editor with Stripe connected (the fake Stripe
 * of tests/fake-stripe): tabs and their fallback, the currency switch resetting the tiers, the
 * custom amount's error state, publish and reopen valid, and a visitor choosing an amount and
 * going to the (fake) Stripe Checkout page; a wrapper forged in a contributor's Custom HTML
 * around the real form sends nothing anywhere.
 */
import {
	test,
	expect,
	publishAndReopen,
	publishContributorPost,
	recordCollector,
	COLLECTOR,
	visitPost,
} from '../utils';
import {
	startFakeStripe,
	pointPluginAt,
	connectPluginToFake,
	type FakeStripe,
} from '../../fake-stripe';
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
