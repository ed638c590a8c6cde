/**
 * Blockpack in the editor: its categories and collection, and its blocks in the inserter
 * (Button only inside a parent, so not on its own), found by their keywords and described (the
 * editor's script bundles only part of each block.json: the rest comes from the server).
 */
import { test, expect } from '../utils';

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

	test( 'every block has its description, keywords and example from its block.json', async ( {
		page,
	} ) => {
		const fs = await import( 'fs' );
		const path = await import( 'path' );
		const { blockFolders, BLOCKS_DIR } =
			await import( '../../../tools/block-folders.cjs' );
		const types = await page.evaluate( () =>
			window.wp.data
				.select( 'core/blocks' )
				.getBlockTypes()
				.map(
					( b: {
						name: string;
						description?: string;
						keywords?: string[];
						example?: unknown;
					} ) => ( {
						name: b.name,
						description: b.description,
						keywords: b.keywords,
						example: b.example,
					} )
				)
		);
		for ( const dir of blockFolders() as string[] ) {
			const json = JSON.parse(
				fs.readFileSync(
					path.join( BLOCKS_DIR, dir, 'block.json' ),
					'utf8'
				)
			);
			const type = types.find(
				( t: { name: string } ) => t.name === json.name
			);
			expect( type, json.name ).toMatchObject( {
				description: json.description ?? '',
				keywords: json.keywords ?? [],
				...( json.example ? { example: json.example } : {} ),
			} );
		}
		await page
			.getByRole( 'button', { name: 'Toggle block inserter' } )
			.click();
		await page
			.getByRole( 'searchbox', { name: 'Search' } )
			.fill( 'opening hours' );
		await expect(
			page
				.getByRole( 'listbox', { name: 'Blocks' } )
				.getByRole( 'option', { name: 'Business Hours' } )
		).toBeVisible();
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
