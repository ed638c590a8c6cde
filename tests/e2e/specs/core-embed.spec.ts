/**
 * Embed variants of core/embed: a pasted Loom link becomes the Loom embed with its preview and
 * the 16:9 aspect-ratio class (our PHP answers the editor's oEmbed proxy with Loom's player
 * iframe); a link that is no Loom video shows core's failure and converts to a link; the post
 * reopens valid and visitors get the player iframe inside the aspect-ratio figure.
 * Loom's player is faked (page.route).
 */
import type { Page } from '@playwright/test';
import {
	expect,
	pasteLinkInNewParagraph,
	publishAndReopen,
	test,
	visitPost,
} from '../utils';

const LOOM_ID = '0123456789abcdef0123456789abcdef';
const LOOM_URL = `https://www.loom.com/share/${ LOOM_ID }`;
const PLAYER = `https://www.loom.com/embed/${ LOOM_ID }`;
const BROKEN_URL = 'https://www.loom.com/share/not-a-video';
const FAILURE = 'Sorry, this content could not be embedded.';
const PREVIEW = 'iframe[title="Embedded content from loom.com"]';
const FAKE_PLAYER = 'Fake Loom player';

/**
 * Answers Loom's player pages with a fake.
 *
 * @param page The page whose requests are answered.
 */
async function fakeLoom( page: Page ) {
	await page.route( 'https://www.loom.com/embed/**', ( route ) =>
		route.fulfill( {
			contentType: 'text/html',
			body: `<!doctype html><p>${ FAKE_PLAYER } ${ new URL(
				route.request().url()
			).pathname.slice( 7 ) }</p>`,
		} )
	);
}

test.describe( 'Embed variants', () => {
	test( 'a pasted Loom link becomes the Loom embed with its preview and aspect ratio; a broken one converts to a link; visitors get the player', async ( {
		admin,
		editor,
		page,
		pageUtils,
		visitor,
	} ) => {
		test.slow();
		await fakeLoom( page );
		await fakeLoom( visitor );
		await admin.createNewPost();

		// Paste a Loom link into an empty paragraph: it becomes the Loom embed.
		await pasteLinkInNewParagraph( editor, pageUtils, LOOM_URL );
		// The editor asks our proxy route for the preview; the one-worker test server may
		// still be answering the editor's start-up requests.
		await expect
			.poll( async () => ( await editor.getBlocks() )[ 0 ], {
				timeout: 120_000,
			} )
			.toMatchObject( {
				name: 'core/embed',
				attributes: {
					url: LOOM_URL,
					providerNameSlug: 'loom',
					type: 'video',
					responsive: true,
					className: 'wp-embed-aspect-16-9 wp-has-aspect-ratio',
				},
			} );
		// The preview: our player iframe inside core's sandbox, answered by the fake.
		const player = editor.canvas
			.frameLocator( PREVIEW )
			.frameLocator( 'iframe[title="Loom video"]' );
		await expect(
			player.getByText( `${ FAKE_PLAYER } ${ LOOM_ID }` )
		).toBeVisible( { timeout: 60_000 } );

		// A Loom address that is no video: core's failure, then a paragraph link.
		await pasteLinkInNewParagraph( editor, pageUtils, BROKEN_URL );
		await expect( editor.canvas.getByText( FAILURE ) ).toBeVisible( {
			timeout: 60_000,
		} );
		await editor.canvas
			.getByRole( 'button', { name: 'Convert to link' } )
			.click();
		await expect(
			editor.canvas.getByRole( 'link', { name: BROKEN_URL } )
		).toBeVisible();

		const content = await editor.getEditedPostContent();
		expect( content ).toContain(
			`<!-- wp:embed {"url":"${ LOOM_URL }","type":"video","providerNameSlug":"loom","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->\n<figure class="wp-block-embed is-type-video is-provider-loom wp-block-embed-loom wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\n${ LOOM_URL }\n</div></figure>\n<!-- /wp:embed -->`
		);
		expect( content ).toContain(
			`<p><a href="${ BROKEN_URL }">${ BROKEN_URL }</a></p>`
		);

		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.locator( PREVIEW )
		);

		// Visitors: Loom's player iframe in the figure with the aspect-ratio class.
		await visitPost( visitor, postId );
		const figure = visitor.locator(
			'figure.wp-block-embed.is-provider-loom.wp-embed-aspect-16-9.wp-has-aspect-ratio'
		);
		await expect(
			figure.locator( `iframe[src="${ PLAYER }"]` )
		).toHaveAttribute( 'title', 'Loom video' );
		await expect(
			visitor
				.frameLocator( `iframe[src="${ PLAYER }"]` )
				.getByText( `${ FAKE_PLAYER } ${ LOOM_ID }` )
		).toBeVisible();
		await expect(
			visitor.getByRole( 'link', { name: BROKEN_URL } )
		).toHaveAttribute( 'href', BROKEN_URL );
	} );
} );
