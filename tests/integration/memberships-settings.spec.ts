/**
 * Settings → Blockpack, where "connected" begins: an administrator saves Stripe keys (checked
 * for their form), the secret and the webhook secret are never printed back in full, an empty
 * field keeps a saved secret, a page opened from the editor's Connect link sends the editor
 * back with `stripe_connect_success` (or `stripe_connect_cancelled`), and only administrators
 * reach the page. The status route then reports the fake Stripe's account.
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';
import {
	startFakeStripe,
	pointPluginAt,
	GOOD_ACCOUNT_ID,
	GOOD_PUBLISHABLE_KEY,
	GOOD_SECRET_KEY,
	type FakeStripe,
} from '../fakes/stripe';

const PAGE = '/wp-admin/options-general.php?page=blockpack';
const WEBHOOK_SECRET = 'whsec_settingsSecret0042';

let fake: FakeStripe;
let admin: RestClient;
let subscriber: RestClient;

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	fake = await startFakeStripe();
	admin = await restAs( 'admin' );
	subscriber = await restAs( 'subscriber' );
	await pointPluginAt( admin, fake );
} );

test.afterAll( async () => {
	await pointPluginAt( admin, null );
	await Promise.all( [ admin.dispose(), subscriber.dispose() ] );
	await fake.close();
} );

/**
 * Opens the settings page and posts its form with the given fields.
 *
 * @param fields   Form fields to send (besides the nonce).
 * @param returnTo The editor address of the Connect link, if any.
 * @return The redirect's Location and the page's HTML before saving.
 */
async function saveSettings(
	fields: Record< string, string >,
	returnTo?: string
): Promise< { location: string; before: string } > {
	const page = await admin.context.get(
		returnTo
			? `${ PAGE }&redirect_to=${ encodeURIComponent( returnTo ) }`
			: PAGE
	);
	expect( page.status() ).toBe( 200 );
	const before = await page.text();
	const nonce = before.match( /name="_wpnonce" value="([0-9a-f]+)"/ )?.[ 1 ];
	expect( nonce ).toBeTruthy();
	const hiddenReturn = before.match(
		/name="blockpack_return" value="([^"]*)"/
	)?.[ 1 ];
	const res = await admin.context.post( '/wp-admin/options.php', {
		form: {
			option_page: 'blockpack',
			action: 'update',
			_wpnonce: nonce ?? '',
			_wp_http_referer: PAGE,
			...( hiddenReturn
				? {
						blockpack_return: hiddenReturn.replace(
							/&#038;|&amp;/g,
							'&'
						),
					}
				: {} ),
			...fields,
		},
		maxRedirects: 0,
		failOnStatusCode: false,
	} );
	expect( res.status() ).toBe( 302 );
	return { location: res.headers().location ?? '', before };
}

test( 'only administrators reach the settings page', async () => {
	const res = await subscriber.context.get( PAGE, {
		failOnStatusCode: false,
	} );
	expect( res.status() ).toBe( 403 );
	expect( await res.text() ).not.toContain( 'blockpack_stripe_secret_key' );
} );

test( 'keys saved from the Connect link: back to the editor with stripe_connect_success; secrets masked; the status is connected', async () => {
	const editor = `${ new URL( process.env.WP_BASE_URL ?? 'http://127.0.0.1:9400' ).origin }/wp-admin/post.php?post=1&action=edit`;
	const { location, before } = await saveSettings(
		{
			blockpack_stripe_publishable_key: GOOD_PUBLISHABLE_KEY,
			blockpack_stripe_secret_key: GOOD_SECRET_KEY,
			blockpack_stripe_webhook_secret: WEBHOOK_SECRET,
		},
		editor
	);
	expect( before ).toContain( 'Publishable key' );
	expect( before ).toContain( 'Secret key' );
	expect( before ).toContain( 'Webhook signing secret' );
	expect( location ).toBe( `${ editor }&stripe_connect_success=1` );

	const page = await ( await admin.context.get( PAGE ) ).text();
	expect( page ).toContain( GOOD_PUBLISHABLE_KEY );
	expect( page ).not.toContain( GOOD_SECRET_KEY );
	expect( page ).not.toContain( WEBHOOK_SECRET );
	expect( page ).toContain( `••••${ GOOD_SECRET_KEY.slice( -4 ) }` );
	expect( page ).toContain( `••••${ WEBHOOK_SECRET.slice( -4 ) }` );

	const status = await (
		await admin.get( '/wpcom/v2/memberships/status' )
	).json();
	expect( status.connected_account_id ).toBe( GOOD_ACCOUNT_ID );

	// The editor's own page never carries the secrets either.
	const newPost = await (
		await admin.context.get( '/wp-admin/post-new.php' )
	).text();
	expect( newPost ).not.toContain( GOOD_SECRET_KEY );
	expect( newPost ).not.toContain( WEBHOOK_SECRET );
} );

test( 'an empty secret field keeps the saved secret; a malformed key is refused and the old one kept', async () => {
	const { location } = await saveSettings( {
		blockpack_stripe_publishable_key: GOOD_PUBLISHABLE_KEY,
		blockpack_stripe_secret_key: '',
		blockpack_stripe_webhook_secret: '"><script>alert(1)</script>',
	} );
	expect( location ).toContain( 'settings-updated=true' );
	const page = await ( await admin.context.get( PAGE ) ).text();
	expect( page ).toContain( `••••${ GOOD_SECRET_KEY.slice( -4 ) }` );
	expect( page ).toContain( `••••${ WEBHOOK_SECRET.slice( -4 ) }` );
	expect( page ).not.toContain( '<script>alert(1)</script>' );
	const status = await (
		await admin.get( '/wpcom/v2/memberships/status' )
	).json();
	expect( status.connected_account_id ).toBe( GOOD_ACCOUNT_ID );
} );

test( 'removing the keys from the Connect link: back with stripe_connect_cancelled; not connected', async () => {
	const editor = `${ new URL( process.env.WP_BASE_URL ?? 'http://127.0.0.1:9400' ).origin }/wp-admin/post-new.php`;
	const { location, before } = await saveSettings(
		{
			blockpack_stripe_publishable_key: '',
			blockpack_stripe_secret_key: '',
			blockpack_stripe_webhook_secret: '',
			blockpack_stripe_disconnect: '1',
		},
		editor
	);
	expect( before ).toContain( 'Remove the Stripe keys' );
	expect( location ).toBe( `${ editor }?stripe_connect_cancelled=1` );
	const status = await (
		await admin.get( '/wpcom/v2/memberships/status' )
	).json();
	expect( status.connected_account_id ).toBeUndefined();
	expect( status.connect_url ).toMatch(
		/options-general\.php\?page=blockpack$/
	);
} );

test( 'a return address off this site is ignored', async () => {
	const page = await (
		await admin.context.get(
			`${ PAGE }&redirect_to=${ encodeURIComponent( 'https://evil.example/wp-admin/' ) }`
		)
	).text();
	expect( page ).not.toContain( 'name="blockpack_return"' );
	// No Cancel link either (WordPress's own referer field still echoes the request, escaped).
	expect( page ).not.toContain( 'href="https://evil.example' );
	expect( page ).not.toContain( 'stripe_connect_cancelled' );
} );
