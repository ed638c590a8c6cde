/**
 * Markdown (`jetpack/markdown`): typed Markdown is previewed in the editor, saved as HTML, and
 * reaches visitors as headings, lists and links, with any typed HTML shown only as text.
 */
import {
	test,
	expect,
	publish,
	publishAndReopen,
	visitPost,
	waitForCanvas,
} from '../utils';

const SOURCE = [
	'## Shopping list',
	'',
	'- apples',
	'- pears',
	'',
	'Read [the guide](https://example.org/guide).',
	'',
	'<script>window.markdownHacked = true</script>',
].join( '\n' );

test.describe( 'Markdown', () => {
	test( 'a visitor sees the rendered Markdown and typed HTML only as text', async ( {
		admin,
		editor,
		page,
		visitor,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/markdown' } );

		const source = editor.canvas.getByRole( 'textbox', {
			name: 'Markdown',
		} );
		await source.fill( SOURCE );

		// markdown-it loads on demand; the rendered HTML follows the source. Its chunk waits in
		// the one-worker test server's queue behind the editor's start-up requests.
		await expect
			.poll(
				async () =>
					( await editor.getBlocks() )[ 0 ]?.attributes.content,
				{ timeout: 60_000 }
			)
			.toContain( '<h2>Shopping list</h2>' );

		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Preview' } )
			.click();
		await expect(
			editor.canvas.getByRole( 'heading', {
				level: 2,
				name: 'Shopping list',
			} )
		).toBeVisible();
		await expect(
			editor.canvas.getByRole( 'textbox', { name: 'Markdown' } )
		).toHaveCount( 0 );

		const content = await editor.getEditedPostContent();
		expect( content ).toContain( '<li>apples</li>' );
		expect( content ).toContain( '&lt;script&gt;' );
		expect( content ).not.toMatch( /<script/i );

		// Reopened, the block is valid and unchanged.
		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.getByRole( 'heading', {
				level: 2,
				name: 'Shopping list',
			} )
		);

		// What a visitor sees.
		await visitPost( visitor, postId );
		const block = visitor.locator( '.wp-block-jetpack-markdown' );
		await expect(
			block.getByRole( 'heading', { level: 2, name: 'Shopping list' } )
		).toBeVisible();
		await expect( block.getByRole( 'listitem' ) ).toHaveText( [
			'apples',
			'pears',
		] );
		await expect(
			block.getByRole( 'link', { name: 'the guide' } )
		).toHaveAttribute( 'href', 'https://example.org/guide' );
		await expect(
			block.getByText( '<script>window.markdownHacked = true</script>' )
		).toBeVisible();
		await expect( block.locator( 'script' ) ).toHaveCount( 0 );
		expect(
			await visitor.evaluate(
				() =>
					( window as unknown as { markdownHacked?: boolean } )
						.markdownHacked
			)
		).toBeUndefined();
		// No Markdown library, and no script of ours, is sent to visitors.
		await expect(
			visitor.locator(
				'script[src*="markdown"], script[src*="/plugins/blockpack/"]'
			)
		).toHaveCount( 0 );
	} );

	test( 'a block inserted with only its source (as a pattern or insertBlock() does) saves its HTML', async ( {
		admin,
		editor,
		page,
		visitor,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'jetpack/markdown',
			attributes: { source: '## From a pattern\n\n- one\n- two' },
		} );
		await expect
			.poll(
				async () =>
					( await editor.getBlocks() )[ 0 ]?.attributes.content,
				{ timeout: 60_000 }
			)
			.toBe(
				'<h2>From a pattern</h2>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n'
			);
		const postId = await publish( page );
		expect( postId ).not.toBeNull();

		await visitPost( visitor, Number( postId ) );
		const block = visitor.locator( '.wp-block-jetpack-markdown' );
		await expect(
			block.getByRole( 'heading', { level: 2, name: 'From a pattern' } )
		).toBeVisible();
		await expect( block.getByRole( 'listitem' ) ).toHaveText( [
			'one',
			'two',
		] );
	} );

	test( 'content written over REST with only a source shows to visitors, and the editor fills its HTML', async ( {
		admin,
		editor,
		page,
		requestUtils,
		visitor,
	} ) => {
		const post = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Markdown over REST',
				status: 'publish',
				content:
					'<!-- wp:jetpack/markdown {"source":"## Over REST\\n\\nWith **bold** text."} -->\n' +
					'<div class="wp-block-jetpack-markdown"></div>\n' +
					'<!-- /wp:jetpack/markdown -->',
			},
		} ) ) as { id: number };

		// Before anyone opens it in the editor, the server renders the source.
		await visitPost( visitor, post.id );
		const block = visitor.locator( '.wp-block-jetpack-markdown' );
		await expect(
			block.getByRole( 'heading', { level: 2, name: 'Over REST' } )
		).toBeVisible();
		await expect( block.locator( 'strong' ) ).toHaveText( 'bold' );

		// Opened in the editor, the block gets markdown-it's HTML, and a save stores it.
		await admin.editPost( post.id );
		await waitForCanvas( page );
		await expect
			.poll(
				async () =>
					( await editor.getBlocks() )[ 0 ]?.attributes.content,
				{ timeout: 60_000 }
			)
			.toBe(
				'<h2>Over REST</h2>\n<p>With <strong>bold</strong> text.</p>\n'
			);
		await page.evaluate( () =>
			(
				window as unknown as {
					wp: {
						data: {
							dispatch: ( store: string ) => {
								savePost: () => Promise< void >;
							};
						};
					};
				}
			 ).wp.data
				.dispatch( 'core/editor' )
				.savePost()
		);
		const saved = ( await requestUtils.rest( {
			path: `/wp/v2/posts/${ post.id }`,
			params: { context: 'edit' },
		} ) ) as { content: { raw: string } };
		expect( saved.content.raw ).toContain(
			'<div class="wp-block-jetpack-markdown"><h2>Over REST</h2>\n<p>With <strong>bold</strong> text.</p>\n</div>'
		);
	} );
} );
