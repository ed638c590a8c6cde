/**
 * Blockpack in the editor: its categories and collection, and its blocks in the inserter
 * (Button only inside a parent, so not on its own).
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

test.describe( 'Blockpack in the editor', () => {
	test.beforeEach( async ( { admin } ) => {
		await admin.createNewPost();
	} );

	test( 'registers the Earn and Grow categories and the Blockpack collection', async ( {
		page,
	} ) => {
		const result = await page.evaluate( () => {
			const { select } = window.wp.data;
			return {
				categories: select( 'core/blocks' )
					.getCategories()
					.map(
						( c: { slug: string; title: string } ) =>
							`${ c.slug }:${ c.title }`
					),
				collection:
					select( 'core/blocks' ).getCollections().jetpack?.title,
				blocks: select( 'core/blocks' )
					.getBlockTypes()
					.map( ( b: { name: string } ) => b.name )
					.filter( ( n: string ) => n.startsWith( 'jetpack/' ) ),
			};
		} );
		expect( result.categories ).toEqual(
			expect.arrayContaining( [ 'earn:Earn', 'grow:Grow' ] )
		);
		expect( result.collection ).toBe( 'Blockpack' );
		expect( result.blocks ).toEqual(
			expect.arrayContaining( [
				'jetpack/business-hours',
				'jetpack/button',
				'jetpack/markdown',
				'jetpack/rating-star',
			] )
		);
	} );

	test( 'offers its blocks in the inserter, but not Button on its own', async ( {
		page,
	} ) => {
		await page
			.getByRole( 'button', { name: 'Toggle block inserter' } )
			.click();
		const search = page.getByRole( 'searchbox', { name: 'Search' } );
		const results = page.getByRole( 'listbox', { name: 'Blocks' } );

		for ( const title of [ 'Business Hours', 'Markdown', 'Star Rating' ] ) {
			await search.fill( title );
			await expect(
				results.getByRole( 'option', { name: title } )
			).toBeVisible();
		}

		await search.fill( 'Blockpack' );
		await expect(
			results.getByRole( 'option', { name: 'Markdown' } )
		).toBeVisible();
	} );
} );
