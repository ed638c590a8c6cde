/**
 * Star Rating (`jetpack/rating-star`): a half-star rating, highest rating and colour are set in
 * the editor, saved, reopened without a block error, and read out to visitors' screen readers.
 */
import { test, expect, publishAndReopen, visitPost } from '../utils';

test.describe( 'Star Rating', () => {
	test( 'a visitor gets "3.5 out of 7" and seven stars in the chosen colour', async ( {
		admin,
		editor,
		page,
		visitor,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/rating-star' } );

		// The left half of star 4.
		await editor.canvas.getByRole( 'button', { name: 'Rate 3.5' } ).click();

		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar
			.getByRole( 'spinbutton', { name: 'Highest rating' } )
			.fill( '7' );
		await sidebar.getByRole( 'button', { name: /Star color/ } ).click();
		const palette = page
			.getByRole( 'listbox', { name: /custom color picker|color/i } )
			.first();
		await palette.getByRole( 'option' ).first().click();
		await page.keyboard.press( 'Escape' );

		await expect(
			editor.canvas.getByRole( 'button', { name: 'Rate 7' } )
		).toBeVisible();
		const [ block ] = await editor.getBlocks();
		expect( block.attributes ).toMatchObject( {
			rating: 3.5,
			maxRating: 7,
		} );
		const color = block.attributes.color as string;
		expect( color ).toMatch( /^#/ );

		const content = await editor.getEditedPostContent();
		expect( content ).toContain( '3.5 out of 7' );

		// Reopened, the block is valid and unchanged.
		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.getByRole( 'button', { name: 'Rate 7' } )
		);

		// What a visitor sees (and hears).
		await visitPost( visitor, postId );
		const rating = visitor.locator( 'figure.wp-block-jetpack-rating-star' );
		await expect( rating.getByText( '3.5 out of 7' ) ).toBeAttached();
		await expect( rating.getByText( '3.5 out of 7' ) ).toHaveCSS(
			'position',
			'absolute'
		);
		const stars = rating.locator( '.wp-block-jetpack-rating-star__stars' );
		await expect( stars ).toHaveAttribute( 'aria-hidden', 'true' );
		await expect( stars.locator( 'svg' ) ).toHaveCount( 7 );
		await expect( stars.locator( 'svg.is-full' ) ).toHaveCount( 3 );
		await expect( stars.locator( 'svg.is-half' ) ).toHaveCount( 1 );
		const painted = await stars.evaluate(
			( element ) => getComputedStyle( element ).color
		);
		const expected = await visitor.evaluate( ( hex ) => {
			const probe = document.createElement( 'span' );
			probe.style.color = hex;
			document.body.append( probe );
			const value = getComputedStyle( probe ).color;
			probe.remove();
			return value;
		}, color );
		expect( painted ).toBe( expected );
		// Static block: no script of ours reaches the visitor.
		await expect(
			visitor.locator( 'script[src*="/plugins/blockpack/"]' )
		).toHaveCount( 0 );
	} );
} );
