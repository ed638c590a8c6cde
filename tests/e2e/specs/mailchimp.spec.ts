/**
 * Mailchimp (`jetpack/mailchimp`), the editor: before the site is connected the block offers
 * "Set up Mailchimp form" (Settings → Blockpack) and "Re-check Connection"; once an
 * administrator connects the site, a re-check shows the form, the sidebar sets the texts, a
 * group and the signup field, a notification is previewed, and the post opens again valid.
 * Visitors' side: mailchimp-visitor.spec.ts.
 *
 * Mailchimp itself is the fake in tests/fakes/mailchimp (a local server our PHP is pointed at by
 * its test mu-plugin); our own routes answer for real.
 */
import { test, expect, publishAndReopen } from '../utils';
import { restAs, type RestClient } from '../../integration/utils';
import * as fakeMailchimp from '../../fakes/mailchimp';

const CONNECTION_REQUEST = /\/wpcom\/v2\/mailchimp(?:\?|$)/;
const SETTINGS_LINK =
	/\/wp-admin\/options-general\.php\?page=blockpack#mailchimp$/;

/**
 * A running fake Mailchimp our PHP is pointed at, and how to connect the site to it (the API
 * key and audience saved through Settings → Blockpack, as an administrator does) or disconnect.
 */
async function mailchimpSite() {
	const mod = fakeMailchimp;
	const fake = await mod.startFakeMailchimp();
	const admin: RestClient = await restAs( 'admin' );
	await mod.pointPluginAt( admin, fake.port );
	return {
		groups: mod.GROUPS,
		connect: () => mod.connectMailchimp( admin.context ),
		disconnect: () => mod.disconnectMailchimp( admin.context ),
		close: async () => {
			await mod.disconnectMailchimp( admin.context );
			await mod.pointPluginAt( admin, 0 );
			await admin.dispose();
			await fake.close();
		},
	};
}

test.describe( 'Mailchimp (editor)', () => {
	test.describe.configure( { mode: 'serial' } );

	let site: Awaited< ReturnType< typeof mailchimpSite > >;

	test.beforeAll( async () => {
		site = await mailchimpSite();
		await site.disconnect();
	} );

	test.afterAll( async () => {
		await site?.close();
	} );

	test( 'not connected: "Set up Mailchimp form" and Re-check Connection; connecting, then re-checking, shows the form', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/mailchimp' } );
		const block = editor.canvas.locator(
			'[data-type="jetpack/mailchimp"]'
		);
		// The one-worker test server may still be answering the editor's own requests.
		await expect(
			block.getByRole( 'link', { name: /Set up Mailchimp form/ } )
		).toHaveAttribute( 'href', SETTINGS_LINK, { timeout: 60_000 } );
		const recheck = block.getByRole( 'button', {
			name: 'Re-check Connection',
		} );
		await expect( recheck ).toBeVisible();
		await expect(
			block.getByRole( 'textbox', { name: 'Enter your email' } )
		).toHaveCount( 0 );

		// Still not connected: a re-check asks the route again and stays in place.
		let asked = page.waitForRequest( CONNECTION_REQUEST );
		await recheck.click();
		await asked;
		await expect( recheck ).toBeVisible();

		// An administrator connects the site (in another tab, say); a re-check shows the form.
		await site.connect();
		asked = page.waitForRequest( CONNECTION_REQUEST );
		await recheck.click();
		await asked;
		const email = block.getByRole( 'textbox', {
			name: 'Enter your email',
		} );
		await expect( email ).toBeVisible( { timeout: 60_000 } );
		await expect( email ).toBeDisabled();
		await expect( block.getByText( 'Join my email list' ) ).toBeVisible();
	} );

	test( 'connected: texts, a group, the signup field and a notification preview; publish and reopen valid', async ( {
		admin,
		editor,
		page,
	} ) => {
		test.slow();
		await site.connect();
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/mailchimp' } );
		const block = editor.canvas.locator(
			'[data-type="jetpack/mailchimp"]'
		);
		await expect(
			block.getByRole( 'textbox', { name: 'Enter your email' } )
		).toBeVisible( { timeout: 60_000 } );

		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		for ( const panel of [
			'Text Elements',
			'Notifications',
			'Mailchimp Groups',
			'Signup Location Tracking',
			'Mailchimp Connection',
		] ) {
			await expect(
				sidebar.getByRole( 'button', { name: panel } )
			).toBeVisible();
		}
		await expect(
			sidebar.getByRole( 'link', { name: /Manage Connection/ } )
		).toHaveAttribute( 'href', SETTINGS_LINK );

		await sidebar
			.getByRole( 'textbox', { name: 'Email Placeholder' } )
			.fill( 'Your email address' );
		await expect(
			block.getByRole( 'textbox', { name: 'Your email address' } )
		).toHaveAttribute( 'placeholder', 'Your email address' );

		// Editing a notification previews it in the block for 3 seconds.
		await sidebar
			.getByRole( 'textbox', { name: 'Success text' } )
			.fill( 'Thanks, you are on the list!' );
		const preview = block.getByRole( 'status' ).filter( {
			hasText: 'Thanks, you are on the list!',
		} );
		await expect( preview ).toBeVisible();
		await expect( preview ).toHaveCount( 0, { timeout: 10_000 } );
		await sidebar
			.getByRole( 'button', { name: 'Preview error notification' } )
			.click();
		await expect( block.getByRole( 'alert' ) ).toContainText( 'Whoops!' );

		// The audience's groups, from Mailchimp through our route.
		const group = site.groups[ 0 ].interests[ 1 ];
		const checkbox = sidebar.getByRole( 'checkbox', { name: group.name } );
		await expect( checkbox ).toBeVisible( { timeout: 30_000 } );
		await checkbox.check();
		await sidebar
			.getByRole( 'textbox', { name: 'Signup Field Tag' } )
			.fill( 'SIGNUP' );
		await sidebar
			.getByRole( 'textbox', { name: 'Signup Field Value' } )
			.fill( 'e2e-post' );

		// The consent text is edited in place.
		const consent = block.getByRole( 'textbox', { name: 'Consent text' } );
		await consent.click();
		await page.keyboard.press( 'ControlOrMeta+a' );
		await page.keyboard.type( 'I agree to get news by email.' );
		await expect( consent ).toHaveText( 'I agree to get news by email.' );

		const content = await editor.getEditedPostContent();
		expect( content ).toContain( `"interests":["${ group.id }"]` );
		expect( content ).toContain( '"signupFieldTag":"SIGNUP"' );
		expect( content ).toContain( '"signupFieldValue":"e2e-post"' );
		expect( content ).toContain(
			'"emailPlaceholder":"Your email address"'
		);
		expect( content ).toContain(
			'"successLabel":"Thanks, you are on the list!"'
		);
		expect( content ).toContain(
			'<div class="wp-block-jetpack-mailchimp">'
		);
		expect( content ).toContain( '"uniqueId":"mailchimp-widget-id"' );

		await publishAndReopen( { editor, page }, () =>
			editor.canvas.getByRole( 'textbox', { name: 'Your email address' } )
		);
		await editor.selectBlocks(
			editor.canvas.locator( '[data-type="jetpack/mailchimp"]' )
		);
		await editor.openDocumentSettingsSidebar();
		await expect(
			page
				.getByRole( 'region', { name: 'Editor settings' } )
				.getByRole( 'checkbox', { name: group.name } )
		).toBeChecked( { timeout: 30_000 } );
	} );
} );
