/**
 * Steps every block spec shares: publish, reopen the post in the editor and prove that nothing
 * changed and no block is invalid, then open the post as a visitor would.
 */
import { writeFileSync } from 'fs';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
	test as base,
	expect,
	type Editor,
	type PageUtils,
} from '@wordpress/e2e-test-utils-playwright';
import { createPostAs } from '../integration/users';
import { restAs } from '../integration/utils';

/**
 * Waits until the editor canvas (the iframe holding the blocks) has loaded its stylesheets. The
 * canvas paints only then (12–20 s on the test server under load); before that, a click in it
 * never finds a stable target. It asks every 100 ms: `expect.poll()`'s default steps out to one
 * second, which left the test waiting up to a second on a canvas already loaded, twice a test.
 *
 * @param page    The editor's page.
 * @param timeout How long to wait, in ms (a canvas of hundreds of blocks needs longer).
 */
export async function waitForCanvas(
	page: Page,
	timeout = 60_000
): Promise< void > {
	await expect
		.poll(
			async () =>
				( await page
					.frame( { name: 'editor-canvas' } )
					?.evaluate( () => document.readyState )
					.catch( () => undefined ) ) ?? 'missing',
			{ timeout, intervals: [ 100 ] }
		)
		.toBe( 'complete' );
}

/**
 * Gutenberg's test fixtures, with `admin.createNewPost()` waiting for the canvas (see
 * waitForCanvas()), plus `visitor`: a page in a fresh browser context with no cookies, that is a
 * logged-out visitor, closed when the test ends.
 *
 * The editor's pages (`context`, `page`) open in one browser profile a worker keeps
 * (`warmContext`), with its caches on disk: from the third load of WordPress's editor on, the
 * browser takes the scripts' compiled code from V8's code cache, which a fresh context (held in
 * memory, like a private window) never keeps. Measured here, six loads of the new post editor
 * in turn: 6.2 to 6.7 s of the machine's CPU each in fresh contexts, 4.4 to 4.5 s from the third
 * load on in the kept profile, and 5.3 to 5.7 s in one context held in memory (no code cache).
 * All 88 end-to-end tests, run alone in turn: 710 s and 1,036 s of CPU with fresh contexts,
 * 666 s and 966 s with the kept profile.
 * Before each test the profile is reset as a new context would be: its pages closed, its routes,
 * permissions, offline mode and extra headers removed, and its cookies and storage (local
 * storage, IndexedDB) replaced by the logged-in state (`context.setStorageState()`). What a
 * reset cannot undo, `context.exposeFunction()` and `context.addInitScript()`, a test asks of its
 * page instead (or, run once a worker, of the context). A test that runs again after a failure
 * runs in a new worker, so in a new profile. The profile has the project's viewport and locale:
 * a spec that asks for others (`test.use()`) is stopped with a message.
 *
 * The editor's page asks for reduced motion, as an editor may: WordPress's components then skip
 * their animations (panels, popovers, modals), which a test otherwise waits out before each
 * click while the page's one thread draws them. Measured here, 22 end-to-end tests run in turn
 * twice: 162 and 159 s with motion, 152 and 150 s without. Visitors' pages keep the default; a
 * test of what motion changes in the editor asks for it again (`page.emulateMedia()`).
 */
export const test = base.extend<
	{ visitor: Page },
	{ warmContext: BrowserContext }
>( {
	warmContext: [
		async (
			{ playwright, launchOptions, headless },
			provide,
			workerInfo
		) => {
			const { viewport, locale, baseURL } = workerInfo.project.use;
			// '': a profile in a new temporary folder, removed when the context closes.
			const context = await playwright.chromium.launchPersistentContext(
				'',
				{ ...launchOptions, headless, viewport, locale, baseURL }
			);
			await provide( context );
			await context.close();
		},
		{ scope: 'worker' },
	],
	context: async (
		{
			warmContext,
			storageState,
			actionTimeout,
			navigationTimeout,
			viewport,
			locale,
		},
		provide,
		testInfo
	) => {
		const project = testInfo.project.use;
		if (
			JSON.stringify( [ viewport, locale ] ) !==
			JSON.stringify( [ project.viewport, project.locale ] )
		) {
			throw new Error(
				"The editor page opens in the worker's kept profile, with the project's viewport and locale: make a context with browser.newContext() for others."
			);
		}
		await Promise.all( warmContext.pages().map( ( p ) => p.close() ) );
		await warmContext.unrouteAll( { behavior: 'ignoreErrors' } );
		await warmContext.clearPermissions();
		await warmContext.setOffline( false );
		await warmContext.setExtraHTTPHeaders( {} );
		await warmContext.setStorageState(
			storageState ?? { cookies: [], origins: [] }
		);
		// As Playwright sets them on the contexts it makes for a test.
		warmContext.setDefaultTimeout( actionTimeout || 0 );
		warmContext.setDefaultNavigationTimeout( navigationTimeout || 0 );
		await provide( warmContext );
		await Promise.all( warmContext.pages().map( ( p ) => p.close() ) );
	},
	page: async ( { page }, provide ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await provide( page );
	},
	admin: async ( { admin, page }, provide ) => {
		const createNewPost = admin.createNewPost.bind( admin );
		admin.createNewPost = async ( ...args ) => {
			await createNewPost( ...args );
			await waitForCanvas( page );
		};
		await provide( admin );
	},
	visitor: async ( { browser, baseURL }, provide ) => {
		const context = await browser.newContext( {
			baseURL,
			storageState: { cookies: [], origins: [] },
		} );
		await provide( await context.newPage() );
		await context.close();
	},
} );
export { expect };

/**
 * Pastes a link into a new empty paragraph, as an author would: embed blocks claim the pasted
 * link through their transforms.
 *
 * @param editor    The editor utils.
 * @param pageUtils The page utils.
 * @param link      The link pasted.
 */
export async function pasteLinkInNewParagraph(
	editor: Editor,
	pageUtils: PageUtils,
	link: string
): Promise< void > {
	await editor.insertBlock( { name: 'core/paragraph' } );
	await pageUtils.setClipboardData( { plainText: link } );
	await pageUtils.pressKeys( 'primary+v' );
}

/** The text of Gutenberg's invalid-block warning, which must never appear. */
export const INVALID_BLOCK_WARNING =
	'This block contains unexpected or invalid content';

/**
 * Publishes the post, as Gutenberg's `editor.publishPost()` does, but waits up to 90 s for the
 * "published" notice: on a slow server (Playground answers a request in about 0.9 s) the
 * save can queue behind the dozens of requests the editor makes when it has just opened.
 *
 * @param page The editor page.
 * @return The post's id.
 */
export async function publish( page: Page ): Promise< number | null > {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await page
		.getByRole( 'region', { name: 'Editor publish' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await page
		.getByRole( 'button', { name: 'Dismiss this notice' } )
		.filter( { hasText: 'published' } )
		.waitFor( { timeout: 90_000 } );
	const postId = new URL( page.url() ).searchParams.get( 'post' );
	return postId === null ? null : Number( postId );
}

/**
 * Publishes the post, reloads the editor and checks that the post opens as it was saved.
 *
 * @param options        The page and editor fixtures.
 * @param options.editor The editor fixture.
 * @param options.page   The page fixture.
 * @param ready          A function returning an element that shows once the block has loaded
 *                       again (it is called after the reload).
 * @return The post's id and its saved content.
 */
export async function publishAndReopen(
	{ editor, page }: { editor: Editor; page: Page },
	ready: () => Locator
): Promise< { postId: number; content: string } > {
	const content = await editor.getEditedPostContent();
	const postId = await publish( page );
	expect( postId ).not.toBeNull();

	await page.reload();
	await waitForCanvas( page );
	// The one-worker test server may still be answering the editor's own requests.
	await expect( ready() ).toBeVisible( { timeout: 60_000 } );
	await expect(
		editor.canvas.getByText( INVALID_BLOCK_WARNING )
	).toHaveCount( 0 );
	expect( await editor.getEditedPostContent() ).toBe( content );
	return { postId: Number( postId ), content };
}

/**
 * Writes a file for the running test to upload (requestUtils.uploadMedia and file inputs take a
 * path) in the test's own output folder, which Playwright empties at the start of the next run:
 * nothing is left on the machine.
 *
 * @param name  The file name.
 * @param bytes The content.
 * @return Its path.
 */
export function testFile( name: string, bytes: Buffer ): string {
	const file = test.info().outputPath( name );
	writeFileSync( file, bytes );
	return file;
}

/**
 * Opens a post as a visitor sees it (`/?p=ID`, which the test server's pretty permalinks redirect
 * to the post's address).
 *
 * @param visitor The `visitor` fixture's page.
 * @param postId  The post's id.
 * @return The same page, on the post.
 */
export async function visitPost(
	visitor: Page,
	postId: number
): Promise< Page > {
	await visitor.goto( `/?p=${ postId }` );
	return visitor;
}

/**
 * Publishes a post written by a contributor over REST: kses runs on the contributor's markup (a
 * contributor lacks `unfiltered_html`), then the admin publishes it unchanged. What a test then
 * sees is what a contributor can put in front of visitors.
 *
 * @param title   The title.
 * @param content The contributor's block markup.
 * @return The post's id, its stored markup and its address.
 */
export async function publishContributorPost(
	title: string,
	content: string
): Promise< { postId: number; raw: string; link: string } > {
	const admins = await restAs( 'admin' );
	try {
		const { id, link } = await createPostAs( admins, 'contributor', {
			title,
			content,
			status: 'pending',
		} );
		const published = await admins.post( `/wp/v2/posts/${ id }`, {
			status: 'publish',
		} );
		expect( published.status() ).toBe( 200 );
		const stored = await admins.get( `/wp/v2/posts/${ id }`, {
			context: 'edit',
		} );
		const raw = ( ( await stored.json() ) as { content: { raw: string } } )
			.content.raw;
		return { postId: id, raw, link };
	} finally {
		await admins.dispose();
	}
}

/** A foreign address that content forges into a block's settings; its requests are recorded. */
export const COLLECTOR = 'https://collector.example';

/**
 * Answers every request the page makes to COLLECTOR with `answer` (what the forged settings'
 * owner would answer, so that a script that sent there would go on as told) and records it.
 *
 * @param page   The page.
 * @param answer The JSON answer.
 * @return The addresses requested, filled as the page runs.
 */
export async function recordCollector(
	page: Page,
	answer: unknown
): Promise< string[] > {
	const collected: string[] = [];
	await page.route( `${ COLLECTOR }/**`, ( route ) => {
		collected.push( route.request().url() );
		return route.fulfill( {
			status: 200,
			contentType: 'application/json',
			body: JSON.stringify( answer ),
		} );
	} );
	return collected;
}

/**
 * Submits a form forged in the content and waits for the request it makes, to the collector or
 * to one of our routes.
 *
 * @param page   The page.
 * @param button The forged form's submit button.
 * @param route  A part of our route's address.
 */
export async function submitForged(
	page: Page,
	button: Locator,
	route: string
): Promise< void > {
	const answered = page.waitForResponse(
		( response ) =>
			response.url().startsWith( COLLECTOR ) ||
			response.url().includes( route )
	);
	await button.click();
	await answered;
}

/** What the editor holds of the post: unsaved or not, its content, its top-level blocks. */
export interface EditedPost {
	dirty: boolean;
	changedContent: boolean;
	content: string;
	blocks: number;
}

/**
 * Reads the editor's post: whether it has unsaved edits (`isEditedPostDirty()`,
 * `hasChangedContent()`), the content it would save, and how many top-level blocks it holds.
 * Opening a post must leave it clean.
 *
 * @param page The editor page.
 */
export function editedPost( page: Page ): Promise< EditedPost > {
	return page.evaluate( () => {
		const { select } = (
			window as unknown as {
				wp: {
					data: {
						select: (
							store: string
						) => Record<
							string,
							( ...args: unknown[] ) => unknown
						>;
					};
				};
			}
		 ).wp.data;
		const editor = select( 'core/editor' );
		return {
			dirty: editor.isEditedPostDirty() as boolean,
			changedContent: editor.hasChangedContent() as boolean,
			content: editor.getEditedPostContent() as string,
			blocks: ( select( 'core/block-editor' ).getBlocks() as unknown[] )
				.length,
		};
	} );
}
