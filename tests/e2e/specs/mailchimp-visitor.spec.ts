/**
 * The Mailchimp signup form as a visitor uses it, on a post published over REST (the editor is
 * tested in mailchimp.spec.ts), the site connected through Settings → Blockpack to a fake
 * Mailchimp on 127.0.0.1 (tests/fakes/mailchimp). With JavaScript: "processing" while the button
 * is disabled, then the success; an error keeps the address typed. Without JavaScript: the form
 * posts, and the page comes back with the message. A signup form forged in the content sends
 * nothing to its own action.
 */
import {
	connectMailchimp,
	disconnectMailchimp,
	pointPluginAt,
	startFakeMailchimp,
	type FakeMailchimp,
} from '../../fakes/mailchimp';
import type { APIRequestContext } from '@playwright/test';
import {
	test,
	expect,
	recordCollector,
	submitForged,
	COLLECTOR,
	visitPost,
} from '../utils';

const CONTENT = `<!-- wp:jetpack/mailchimp {"successLabel":"Welcome aboard!"} -->
<div class="wp-block-jetpack-mailchimp"><!-- wp:jetpack/button {"element":"button","uniqueId":"mailchimp-widget-id","text":"Join my email list"} /--></div>
<!-- /wp:jetpack/mailchimp -->`;

let fake: FakeMailchimp;
let postId: number;

/**
 * The test route's client for pointPluginAt(), as the logged-in administrator.
 *
 * @param request The administrator's request context.
 */
function adminClient( request: APIRequestContext ) {
	return {
		post: async ( route: string, data?: unknown ) =>
			request.post(
				`/index.php?rest_route=${ encodeURIComponent( route ) }`,
				{
					data: data ?? {},
					headers: {
						'X-WP-Nonce': (
							await (
								await request.get(
									'/wp-admin/admin-ajax.php?action=rest-nonce'
								)
							).text()
						).trim(),
					},
					failOnStatusCode: false,
				}
			),
	};
}

test.describe( 'Mailchimp signup, for visitors', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		fake = await startFakeMailchimp();
		await pointPluginAt( adminClient( requestUtils.request ), fake.port, {
			ip_minute: 100,
			ip_hour: 100,
		} );
		await connectMailchimp( requestUtils.request );
		const post = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Join the list',
				content: CONTENT,
				status: 'publish',
			},
		} ) ) as { id: number };
		postId = post.id;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/posts/${ postId }`,
			params: { force: true },
		} );
		await disconnectMailchimp( requestUtils.request );
		await pointPluginAt( adminClient( requestUtils.request ), 0 );
		await fake.close();
	} );

	test( 'subscribes with JavaScript: processing, then success; an error keeps the address', async ( {
		visitor,
	} ) => {
		await visitPost( visitor, postId );
		const email = visitor.getByRole( 'textbox', {
			name: 'Enter your email',
		} );
		const button = visitor.getByRole( 'button', {
			name: 'Join my email list',
		} );
		await expect( visitor.getByRole( 'status' ) ).toHaveCount( 0 );

		fake.delay = 800;
		await email.fill( 'visitor@example.com' );
		await button.click();
		await expect(
			visitor.getByRole( 'status' ).filter( { hasText: 'Processing…' } )
		).toBeVisible();
		await expect( button ).toBeDisabled();
		await expect(
			visitor
				.getByRole( 'status' )
				.filter( { hasText: 'Welcome aboard!' } )
		).toBeVisible();
		await expect(
			visitor.getByRole( 'status' ).filter( { hasText: 'Processing…' } )
		).toBeHidden();
		await expect( button ).toBeEnabled();
		expect( fake.member( 'visitor@example.com' )?.status ).toBe(
			'pending'
		);

		fake.delay = 0;
		fake.failWith = 503;
		await email.fill( 'second@example.com' );
		await button.click();
		await expect( visitor.getByRole( 'alert' ) ).toContainText(
			'Whoops! There was an error'
		);
		await expect( email ).toHaveValue( 'second@example.com' );
		await expect(
			visitor
				.getByRole( 'status' )
				.filter( { hasText: 'Welcome aboard!' } )
		).toBeHidden();
		fake.failWith = null;
	} );

	test( 'subscribes without JavaScript', async ( { browser, baseURL } ) => {
		const context = await browser.newContext( {
			baseURL,
			javaScriptEnabled: false,
			storageState: { cookies: [], origins: [] },
		} );
		const page = await context.newPage();
		await visitPost( page, postId );
		await page
			.getByRole( 'textbox', { name: 'Enter your email' } )
			.fill( 'nojs@example.com' );
		await page
			.getByRole( 'button', { name: 'Join my email list' } )
			.click();
		await expect(
			page.getByRole( 'status' ).filter( { hasText: 'Welcome aboard!' } )
		).toBeVisible();
		expect( new URL( page.url() ).hash ).toBe( `#mailchimp-${ postId }-0` );
		expect( fake.member( 'nojs@example.com' )?.status ).toBe( 'pending' );
		await context.close();
	} );

	test( 'a signup form forged in the content never sends the address typed to its action; the real form still subscribes', async ( {
		visitor,
		requestUtils,
	} ) => {
		// Written as raw HTML (a contributor gets the same on sites whose kses allows forms).
		const forged = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Forged signup',
				status: 'publish',
				content: `<!-- wp:html -->
<div class="wp-block-jetpack-mailchimp"><form method="post" action="${ COLLECTOR }/subscribe"><input type="email" name="email" aria-label="Your email for the prize" /><button type="submit">Claim the prize</button></form></div>
<!-- /wp:html -->

${ CONTENT }`,
			},
		} ) ) as { id: number };
		const collected = await recordCollector( visitor, {
			code: 'subscribed',
		} );
		try {
			await visitPost( visitor, forged.id );
			await visitor
				.getByRole( 'textbox', { name: 'Your email for the prize' } )
				.fill( 'prize@example.com' );
			await submitForged(
				visitor,
				visitor.getByRole( 'button', { name: 'Claim the prize' } ),
				'mailchimp/subscribe'
			);
			expect( collected ).toEqual( [] );
			expect( fake.member( 'prize@example.com' ) ).toBeFalsy();

			await visitor
				.getByRole( 'textbox', { name: 'Enter your email' } )
				.fill( 'real@example.com' );
			await visitor
				.getByRole( 'button', { name: 'Join my email list' } )
				.click();
			await expect(
				visitor
					.getByRole( 'status' )
					.filter( { hasText: 'Welcome aboard!' } )
			).toBeVisible();
			expect( fake.member( 'real@example.com' )?.status ).toBe(
				'pending'
			);
			expect( collected ).toEqual( [] );
		} finally {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/posts/${ forged.id }`,
				params: { force: true },
			} );
		}
	} );
} );
