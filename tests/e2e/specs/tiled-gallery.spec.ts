/**
 * Tiled Gallery (`jetpack/tiled-gallery`) in the real editor: images uploaded from the block's
 * placeholder (WordPress's own `/wp/v2/media`), layout, columns and filter changed, published
 * and reopened without an invalid-block warning; a visitor gets the site's own image files with
 * a srcset, rows that end together, and no script from Blockpack.
 */
import { execFileSync } from 'child_process';
import {
	test,
	expect,
	publishAndReopen,
	visitPost,
	waitForCanvas,
	editedPost,
	testFile,
} from '../utils';

/**
 * Writes a JPEG of the given size (a gradient made with PHP's GD) for the test to upload
 * (testFile()) and returns its path.
 *
 * @param name   File name, without extension.
 * @param width  Width.
 * @param height Height.
 */
function jpeg( name: string, width: number, height: number ) {
	return testFile(
		`${ name }.jpg`,
		execFileSync( 'php', [
			'-r',
			`$w=(int)$argv[1];$h=(int)$argv[2];$i=imagecreatetruecolor($w,$h);
			for($x=0;$x<$w;$x+=8){imagefilledrectangle($i,$x,0,$x+7,$h,imagecolorallocate($i,$x%256,($x*5)%256,90));}
			ob_start();imagejpeg($i,null,70);fwrite(STDOUT,ob_get_clean());`,
			'--',
			String( width ),
			String( height ),
		] )
	);
}

test.describe( 'Tiled Gallery', () => {
	test( 'upload, lay out, filter, publish, reopen; visitors get aligned rows of the site’s own files', async ( {
		admin,
		editor,
		page,
		visitor,
	} ) => {
		const files = [
			jpeg( 'tiled-e2e-lake', 1200, 800 ),
			jpeg( 'tiled-e2e-tower', 800, 1200 ),
			jpeg( 'tiled-e2e-field', 1200, 900 ),
		];

		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/tiled-gallery' } );
		const block = editor.canvas.locator(
			'.wp-block-jetpack-tiled-gallery'
		);
		await expect(
			block.getByText( 'Tiled Gallery' ).first()
		).toBeVisible();

		// The placeholder's upload: WordPress's media upload, then our images.
		await block.locator( 'input[type="file"]' ).setInputFiles( files );
		await expect
			.poll(
				async () => {
					const [ gallery ] = await editor.getBlocks();
					const images = gallery.attributes.images as Array< {
						url: string;
						id: string;
					} >;
					return images.filter(
						( image ) => /^https?:/.test( image.url ) && image.id
					).length;
				},
				{ timeout: 60_000 }
			)
			.toBe( 3 );
		await expect( block.locator( '.tiled-gallery__item img' ) ).toHaveCount(
			3
		);

		// Widths were recorded, one per column of the mosaic's row, for the measured width.
		const [ uploaded ] = await editor.getBlocks();
		const widths = uploaded.attributes.columnWidths as string[][];
		expect( widths.flat().length ).toBe( 3 );
		expect(
			widths.flat().reduce( ( sum, w ) => sum + Number( w ), 0 )
		).toBeCloseTo( 100, 2 );

		// Square tiles in two columns.
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		// Layouts are block styles (the Styles tab); columns are in the settings.
		await sidebar.getByRole( 'tab', { name: 'Styles' } ).click();
		await sidebar.getByRole( 'button', { name: 'Square tiles' } ).click();
		await sidebar.getByRole( 'tab', { name: 'Settings' } ).click();
		await sidebar
			.getByRole( 'spinbutton', { name: 'Columns' } )
			.fill( '2' );
		await expect(
			block.locator( '.tiled-gallery__row.columns-2' )
		).toHaveCount( 1 );
		let content = await editor.getEditedPostContent();
		expect( content ).toContain( 'is-style-square' );
		expect( content ).toContain( 'tiled-gallery__row columns-1' );
		expect( content ).toContain( 'tiled-gallery__row columns-2' );

		// Back to the mosaic, with the sepia filter.
		await sidebar.getByRole( 'tab', { name: 'Styles' } ).click();
		await sidebar.getByRole( 'button', { name: 'Tiled mosaic' } ).click();
		await editor.canvas
			.locator(
				'.wp-block-jetpack-tiled-gallery .tiled-gallery__item img'
			)
			.first()
			.click();
		await editor.clickBlockToolbarButton( 'Pick an image filter' );
		await page.getByRole( 'menuitemradio', { name: 'Sepia' } ).click();
		await expect( block.locator( '.filter__sepia' ) ).toHaveCount( 3 );

		// Move the first image forward with its own control.
		await block
			.getByRole( 'button', { name: 'image 1 of 3 in gallery' } )
			.click();
		await block
			.getByRole( 'button', { name: 'Move image forward' } )
			.click();
		content = await editor.getEditedPostContent();
		expect( content.indexOf( 'tiled-e2e-tower' ) ).toBeLessThan(
			content.indexOf( 'tiled-e2e-lake' )
		);
		expect( content ).toContain( 'filter__sepia' );
		expect( content ).toContain( 'style="flex-basis:' );

		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas
				.locator( '.wp-block-jetpack-tiled-gallery img' )
				.first()
		);

		await visitPost( visitor, postId );
		const gallery = visitor.locator( '.wp-block-jetpack-tiled-gallery' );
		const images = gallery.locator( 'img' );
		await expect( images ).toHaveCount( 3 );
		for ( const img of await images.all() ) {
			const src = ( await img.getAttribute( 'src' ) ) ?? '';
			expect( src ).toMatch( /\/wp-content\/uploads\/.*tiled-e2e-/ );
			expect( src ).not.toContain( 'wp.com' );
			expect( await img.getAttribute( 'srcset' ) ).toMatch( /\d+w/ );
			expect( await img.getAttribute( 'sizes' ) ).toMatch( /vw/ );
			expect( await img.getAttribute( 'width' ) ).toMatch( /^\d+$/ );
		}
		await expect
			.poll( () =>
				images.evaluateAll( ( list ) =>
					list.every(
						( img ) => ( img as HTMLImageElement ).complete
					)
				)
			)
			.toBe( true );
		// Rows end together: every column of a row has the same bottom edge.
		const spreads = await gallery
			.locator( '.tiled-gallery__row' )
			.evaluateAll( ( rows ) =>
				rows.map( ( row ) => {
					const bottoms = Array.from(
						row.querySelectorAll(
							'.tiled-gallery__item:last-child img'
						)
					).map( ( img ) => img.getBoundingClientRect().bottom );
					return Math.max( ...bottoms ) - Math.min( ...bottoms );
				} )
			);
		spreads.forEach( ( spread ) => expect( spread ).toBeLessThan( 1 ) );
		// No script: CSS lays it out.
		await expect(
			visitor.locator( 'script[src*="/plugins/blockpack/"]' )
		).toHaveCount( 0 );
	} );
	test( 'inside a Row it lays out against the room it is given and stops growing', async ( {
		admin,
		editor,
		requestUtils,
	} ) => {
		const uploads = [
			await requestUtils.uploadMedia( jpeg( 'tiled-row-a', 1200, 800 ) ),
			await requestUtils.uploadMedia( jpeg( 'tiled-row-b', 800, 1200 ) ),
		];
		const sizes = [
			[ 1200, 800 ],
			[ 800, 1200 ],
		];
		const images = uploads.map( ( m, i ) => ( {
			id: String( m.id ),
			url: m.source_url,
			alt: '',
			width: sizes[ i ][ 0 ],
			height: sizes[ i ][ 1 ],
		} ) );
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'core/group',
			attributes: { layout: { type: 'flex', flexWrap: 'nowrap' } },
			innerBlocks: [
				{ name: 'core/paragraph', attributes: { content: 'Beside' } },
				{ name: 'jetpack/tiled-gallery', attributes: { images } },
			],
		} );
		const row = editor.canvas.locator( '.wp-block-group.is-layout-flex' );
		const gallery = row.locator( '.wp-block-jetpack-tiled-gallery' );
		await expect( gallery.locator( 'img' ) ).toHaveCount( 2 );
		const widths: number[] = [];
		for ( let i = 0; i < 5; i++ ) {
			await editor.canvas
				.locator( 'body' )
				.evaluate(
					() =>
						new Promise( ( resolve ) => setTimeout( resolve, 300 ) )
				);
			widths.push( ( await gallery.boundingBox() )!.width );
		}
		const rowWidth = ( await row.boundingBox() )!.width;
		// Fits in the row next to the paragraph, and the width has settled.
		expect( Math.max( ...widths ) ).toBeLessThanOrEqual( rowWidth );
		expect( Math.max( ...widths ) - Math.min( ...widths ) ).toBeLessThan(
			1
		);
		expect( widths[ 0 ] ).toBeGreaterThan( rowWidth / 2 );
	} );
	test( 'opening a post saved without column widths, or with widths that no longer fit, leaves it unchanged; the editor and visitors still get widths', async ( {
		admin,
		editor,
		page,
		requestUtils,
		visitor,
	} ) => {
		test.setTimeout( 240_000 );
		const sizes = [
			[ 1200, 800 ],
			[ 800, 1200 ],
			[ 1200, 900 ],
		];
		const images = [];
		for ( const [ i, [ width, height ] ] of sizes.entries() ) {
			const m = await requestUtils.uploadMedia(
				jpeg( `tiled-old-${ i }`, width, height )
			);
			images.push( {
				id: String( m.id ),
				url: m.source_url,
				alt: '',
				width,
				height,
			} );
		}
		// Saved as an older form did: no columnWidths; and widths of another shape (one row of
		// one column, for a row of three).
		await admin.createNewPost();
		const content = await page.evaluate( ( list ) => {
			const { createBlock, serialize } = (
				window as unknown as {
					wp: {
						blocks: {
							createBlock: (
								name: string,
								attributes: Record< string, unknown >
							) => unknown;
							serialize: ( blocks: unknown[] ) => string;
						};
					};
				}
			 ).wp.blocks;
			const ids = list.map( ( image ) => Number( image.id ) );
			return serialize( [
				createBlock( 'jetpack/tiled-gallery', { images: list, ids } ),
				createBlock( 'jetpack/tiled-gallery', {
					images: list,
					ids,
					columnWidths: [ [ '100.00000' ] ],
				} ),
			] );
		}, images );
		// The first saved no widths, the second one for the first column only.
		expect( content.match( /flex-basis/g ) ).toHaveLength( 1 );
		const post = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: { title: 'Older tiled gallery', status: 'publish', content },
		} );

		await admin.editPost( post.id );
		await waitForCanvas( page );
		const galleries = editor.canvas.locator(
			'.wp-block-jetpack-tiled-gallery'
		);
		await expect( galleries.locator( 'img' ) ).toHaveCount( 6 );
		// The editor lays both out with computed widths, one per column...
		await expect(
			galleries.locator( '.tiled-gallery__col[style*="flex-basis"]' )
		).toHaveCount( 6 );
		// ...and after the layout has settled, nothing was written.
		await page.waitForTimeout( 2000 );
		const { dirty, changedContent } = await editedPost( page );
		expect( { dirty, changedContent } ).toEqual( {
			dirty: false,
			changedContent: false,
		} );
		const [ first, second ] = await editor.getBlocks();
		expect( first.attributes.columnWidths ).toEqual( [] );
		expect( second.attributes.columnWidths ).toEqual( [ [ '100.00000' ] ] );

		// Visitors get a width on every column from the server.
		await visitPost( visitor, post.id );
		await expect(
			visitor.locator(
				'.wp-block-jetpack-tiled-gallery .tiled-gallery__col[style*="flex-basis"]'
			)
		).toHaveCount( 6 );

		// A change by the user records the widths the editor shows: one per column, each row's
		// adding up to the whole row.
		await editor.canvas
			.getByRole( 'button', { name: 'image 1 of 3 in gallery' } )
			.first()
			.click();
		await editor.canvas
			.getByRole( 'button', { name: 'Move image forward' } )
			.click();
		await expect
			.poll( async () => {
				const [ moved ] = await editor.getBlocks();
				const sums = (
					moved.attributes.columnWidths as string[][]
				 ).map( ( row ) =>
					Math.round(
						row.reduce( ( sum, w ) => sum + Number( w ), 0 )
					)
				);
				return sums.length > 0 && sums.every( ( sum ) => sum === 100 );
			} )
			.toBe( true );
		await expect(
			galleries
				.first()
				.locator( '.tiled-gallery__col[style*="flex-basis"]' )
		).not.toHaveCount( 0 );
	} );
} );
