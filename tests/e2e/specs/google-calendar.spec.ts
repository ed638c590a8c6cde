/**
 * Google Calendar (`jetpack/google-calendar`): a shareable link is refused with the exact
 * message, a pasted embed code gives the calendar preview at the code's height, and visitors
 * get the calendar's iframe. The calendar service is answered by a fake (page.route).
 */
import type { Page } from '@playwright/test';
import { test, expect, publishAndReopen, visitPost } from '../utils';

const EMBED_URL =
	'https://calendar.google.com/calendar/embed?src=team%40example.com&ctz=Europe%2FParis';
const EMBED_CODE = `<iframe src="${ EMBED_URL }" style="border: 0" width="800" height="450" frameborder="0" scrolling="no"></iframe>`;
const ERROR =
	"Your calendar couldn't be embedded. Please double check your URL or Embed Code. Please note, you need to use the 'Public URL' or 'Embed Code', the 'Shareable Link' will not work.";

/**
 * Answers the calendar service with a small page that names the calendar it was asked for.
 *
 * @param page The page whose requests are answered.
 */
async function fakeCalendarService( page: Page ) {
	await page.route( 'https://calendar.google.com/**', ( route ) =>
		route.fulfill( {
			contentType: 'text/html',
			body: `<!doctype html><p>Fake calendar for ${ new URL(
				route.request().url()
			).searchParams.get( 'src' ) }</p>`,
		} )
	);
}

test.describe( 'Google Calendar', () => {
	test( 'an embed code becomes a calendar preview and a visitor gets the calendar iframe', async ( {
		admin,
		editor,
		page,
		visitor,
	} ) => {
		// One editor session, a publish and reload on the queued server, then a visitor.
		test.slow();
		await fakeCalendarService( page );
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/google-calendar' } );
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

		const placeholder = editor.canvas.locator(
			'.wp-block-jetpack-google-calendar .components-placeholder'
		);
		await expect(
			placeholder.getByText(
				'Paste the embed code you copied from your Google Calendar below'
			)
		).toBeVisible();
		const input = placeholder.getByRole( 'textbox', {
			name: 'Google Calendar URL or iframe',
		} );
		const embed = placeholder.getByRole( 'button', { name: 'Embed' } );

		// A shareable link, and an embed code pointing elsewhere, are refused.
		await input.fill( 'https://calendar.app.google/Ab12Cd34' );
		await embed.click();
		await expect( placeholder.getByText( ERROR ) ).toBeVisible();
		await input.fill(
			'<iframe src="javascript:alert(1)"></iframe><script>alert(1)</script>'
		);
		await embed.click();
		await expect( placeholder.getByText( ERROR ) ).toBeVisible();
		expect( ( await editor.getBlocks() )[ 0 ].attributes.url ).toBe(
			undefined
		);

		// The calendar's embed code.
		await input.fill( EMBED_CODE );
		await embed.click();
		const preview = editor.canvas.locator(
			'iframe[title="Google Calendar"]'
		);
		await expect( preview ).toHaveAttribute( 'src', EMBED_URL );
		await expect( preview ).toHaveAttribute( 'height', '450' );
		await expect(
			editor.canvas
				.frameLocator( 'iframe[title="Google Calendar"]' )
				.getByText( 'Fake calendar for team@example.com' )
		).toBeVisible();
		expect( ( await editor.getBlocks() )[ 0 ].attributes ).toMatchObject( {
			url: EMBED_URL,
			height: 450,
		} );

		// The sidebar panel re-embeds.
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		await settings
			.getByRole( 'button', { name: 'Calendar settings' } )
			.click();
		await expect(
			settings.getByRole( 'textbox', {
				name: 'Google Calendar URL or iframe',
			} )
		).toHaveValue( EMBED_URL );

		const content = await editor.getEditedPostContent();
		expect( content ).toContain(
			'<a class="wp-block-jetpack-google-calendar" href="https://calendar.google.com/calendar/embed?src=team%40example.com&amp;ctz=Europe%2FParis">'
		);

		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.locator( 'iframe[title="Google Calendar"]' )
		);

		// What a visitor sees: the calendar in an iframe, nothing of ours as script.
		await fakeCalendarService( visitor );
		await visitPost( visitor, postId );
		const block = visitor.locator( '.wp-block-jetpack-google-calendar' );
		const iframe = block.locator( 'iframe' );
		await expect( iframe ).toHaveAttribute( 'src', EMBED_URL );
		await expect( iframe ).toHaveAttribute( 'height', '450' );
		await expect( iframe ).toHaveAttribute( 'title', 'Google Calendar' );
		await expect(
			block
				.frameLocator( 'iframe' )
				.getByText( 'Fake calendar for team@example.com' )
		).toBeVisible();
		await expect( block.locator( 'a' ) ).toHaveCount( 0 );
		await expect(
			visitor.locator( 'script[src*="/plugins/blockpack/"]' )
		).toHaveCount( 0 );
	} );
} );
