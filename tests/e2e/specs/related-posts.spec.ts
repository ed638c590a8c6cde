/**
 * Related Posts in the real editor: a draft in a category shared with two published posts gets
 * the block, set to a list of 4 posts with their context; the preview shows the two posts the
 * site relates (from our REST route) and a placeholder for each missing one; published and
 * reopened, the block is valid; a visitor sees the related posts, rendered by PHP.
 */
import { test, expect, publishAndReopen, visitPost } from '../utils';

const PLACEHOLDER =
	"Preview unavailable: you haven't published enough posts with similar content.";

test.describe( 'Related Posts', () => {
	const run = Date.now().toString( 36 );
	let categoryId = 0;
	const postIds: number[] = [];

	test.beforeAll( async ( { requestUtils } ) => {
		const category = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/categories',
			data: { name: `Orchards ${ run }` },
		} ) ) as { id: number };
		categoryId = category.id;
		for ( const [ title, date ] of [
			[ `Xa${ run } apples`, '2024-01-01T10:00:00' ],
			[ `Xb${ run } pears`, '2024-02-01T10:00:00' ],
		] ) {
			const post = ( await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: {
					title,
					date,
					status: 'publish',
					categories: [ categoryId ],
				},
			} ) ) as { id: number };
			postIds.push( post.id );
		}
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const id of postIds ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/posts/${ id }`,
				params: { force: true },
			} );
		}
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/categories/${ categoryId }`,
			params: { force: true },
		} );
	} );

	test( 'list of 4 with context: preview, save, reload, visitor', async ( {
		admin,
		editor,
		page,
		requestUtils,
		visitor,
	} ) => {
		const draft = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: `Xc${ run } cider`,
				status: 'draft',
				categories: [ categoryId ],
			},
		} ) ) as { id: number };
		postIds.push( draft.id );
		await admin.editPost( draft.id );
		await editor.insertBlock( { name: 'jetpack/related-posts' } );

		const block = editor.canvas.getByRole( 'document', {
			name: 'Block: Related Posts',
		} );
		// The preview: the site's related posts, newest first (same category, no shared words).
		const titles = block.locator( '.jp-related-posts-i2__post-link' );
		await expect( titles.first() ).toHaveText( `Xb${ run } pears`, {
			timeout: 60_000,
		} );

		// The inner heading takes the block's headline.
		await block.getByRole( 'document', { name: 'Block: Heading' } ).click();
		await page.keyboard.type( 'More to read' );
		await editor.selectBlocks( block );
		await editor.clickBlockToolbarButton( 'List view' );
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		await settings
			.getByRole( 'spinbutton', { name: 'Number of posts' } )
			.fill( '4' );
		await settings
			.getByRole( 'checkbox', {
				name: 'Display context (category or tag)',
			} )
			.check();

		await expect( titles ).toHaveText( [
			`Xb${ run } pears`,
			`Xa${ run } apples`,
			PLACEHOLDER,
			PLACEHOLDER,
		] );
		await expect(
			block.locator( '.jp-related-posts-i2__post-context' )
		).toHaveText( [ `In Orchards ${ run }`, `In Orchards ${ run }` ] );
		await expect(
			block.locator( '.jp-related-posts-i2__list' )
		).toHaveAttribute( 'data-layout', 'list' );

		const content = await editor.getEditedPostContent();
		expect( content ).toContain(
			'<!-- wp:jetpack/related-posts {"postLayout":"list","displayContext":true,"postsToShow":4} -->'
		);
		expect( content ).toContain( '>More to read</h3>' );

		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.getByText( `Xb${ run } pears` )
		);

		await visitPost( visitor, postId );
		const nav = visitor.getByRole( 'navigation', {
			name: 'Related posts',
		} );
		await expect(
			nav.getByRole( 'heading', { name: 'More to read' } )
		).toBeVisible();
		await expect( nav.getByRole( 'listitem' ) ).toHaveCount( 2 );
		await expect( nav.getByRole( 'link' ) ).toHaveText( [
			`Xb${ run } pears`,
			`Xa${ run } apples`,
		] );
		await expect( nav.getByText( `In Orchards ${ run }` ) ).toHaveCount(
			2
		);
		await expect( nav.getByRole( 'menuitem' ) ).toHaveCount( 0 );
		await nav.getByRole( 'link', { name: `Xa${ run } apples` } ).click();
		await expect( visitor ).toHaveURL( /xa/ );
	} );
} );
