/**
 * Markdown (`jetpack/markdown`): typed Markdown is previewed in the editor, saved as HTML, and
 * reaches visitors as headings, lists and links, with any typed HTML shown only as text.
 */
import { test, expect, publishAndReopen, visitPost } from '../utils';

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
} );
