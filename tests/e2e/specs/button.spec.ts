/**
 * Button (`jetpack/button`): hidden from the inserter, placed by code; its text, palette colour,
 * border radius and width are edited, saved, reopened without a block error, and seen by a
 * visitor.
 */
import { test, expect, publishAndReopen, visitPost } from '../utils';

test.describe( 'Button', () => {
	test( 'the inserter offers only the core Button when searching "Button"', async ( {
		admin,
		page,
	} ) => {
		await admin.createNewPost();
		await page
			.getByRole( 'toolbar', { name: 'Document tools' } )
			.getByRole( 'button', { name: /block inserter/i } )
			.click();
		await page
			.getByRole( 'searchbox', { name: /search/i } )
			.fill( 'Button' );
		const results = page.getByRole( 'listbox', { name: 'Blocks' } );
		// Core offers its button through the Buttons block; ours is never offered alone.
		await expect(
			results.getByRole( 'option', { name: 'Buttons', exact: true } )
		).toHaveCount( 1 );
		await expect(
			results.getByRole( 'option', { name: 'Button', exact: true } )
		).toHaveCount( 0 );
		await expect(
			page.locator( '.editor-block-list-item-jetpack-button' )
		).toHaveCount( 0 );
	} );

	test( 'a visitor sees a link with the text, href, colour, radius and width set in the editor (left alignment clears a percentage width)', async ( {
		admin,
		editor,
		page,
		visitor,
	} ) => {
		// Two editor loads and a visitor's page on the one-worker test server.
		test.setTimeout( 240_000 );
		// Waits for the canvas too (tests/e2e/utils.ts).
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'jetpack/button',
			attributes: {
				saveInPostContent: true,
				element: 'a',
				url: 'https://example.org/',
			},
		} );

		const text = editor.canvas.getByRole( 'textbox', {
			name: 'Button text',
		} );
		await expect( text ).toBeVisible();
		await text.click();
		await page.keyboard.type( 'Read more' );

		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar
			.getByRole( 'button', { name: 'Background color' } )
			.click();
		const palette = page
			.getByRole( 'listbox', { name: /custom color picker|color/i } )
			.first();
		const firstColor = palette.getByRole( 'option' ).first();
		const colorName =
			( await firstColor.getAttribute( 'aria-label' ) ) ?? '';
		await firstColor.click();
		await page.keyboard.press( 'Escape' );

		const radius = sidebar.getByRole( 'spinbutton', {
			name: 'Border radius',
		} );
		// The slider starts at its initial position, 5, until a radius is chosen.
		await expect( radius ).toHaveValue( '5' );
		await radius.fill( '20' );

		// Width: a preset percentage, cleared when the button becomes left aligned, which then
		// offers lengths only (em starts at 10).
		const presets = sidebar.getByRole( 'group', {
			name: 'Percentage Width',
		} );
		await presets.getByRole( 'button', { name: '50%' } ).click();
		const widthInput = sidebar.getByRole( 'spinbutton', {
			name: 'Button width',
		} );
		await expect( widthInput ).toHaveValue( '50' );
		expect( ( await editor.getBlocks() )[ 0 ].attributes.width ).toBe(
			'50%'
		);
		await editor.clickBlockToolbarButton( 'Align' );
		await page.getByRole( 'menuitemradio', { name: 'Align left' } ).click();
		await expect( presets ).toHaveCount( 0 );
		await expect( widthInput ).toHaveValue( '' );
		expect(
			( await editor.getBlocks() )[ 0 ].attributes.width
		).toBeUndefined();
		const unit = sidebar.getByRole( 'combobox', { name: 'Select unit' } );
		await expect( unit.getByRole( 'option' ) ).toHaveText( [ 'px', 'em' ] );
		await unit.selectOption( 'em' );
		await expect( widthInput ).toHaveValue( '10' );

		const [ block ] = await editor.getBlocks();
		const backgroundColor = block.attributes.backgroundColor as
			string | undefined;
		const customBackgroundColor = block.attributes.customBackgroundColor as
			string | undefined;
		expect( backgroundColor ?? customBackgroundColor ).toBeTruthy();
		expect( colorName ).not.toBe( '' );
		expect( block.attributes ).toMatchObject( {
			text: 'Read more',
			url: 'https://example.org/',
			borderRadius: 20,
			width: '10em',
			align: 'left',
		} );
		const content = await editor.getEditedPostContent();
		expect( content ).toContain( 'style="border-radius:20px;width:10em"' );
		expect( content ).toContain( 'has-custom-width' );
		expect( content ).toContain( '>Read more</a>' );

		// Reopened, the block is valid and unchanged.
		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.getByRole( 'textbox', { name: 'Button text' } )
		);
		await expect(
			editor.canvas.getByRole( 'textbox', { name: 'Button text' } )
		).toHaveText( 'Read more' );

		// What a visitor sees: a link styled by the palette colour and the radius.
		await visitPost( visitor, postId );
		const link = visitor.getByRole( 'button', { name: 'Read more' } );
		await expect( link ).toHaveAttribute( 'href', 'https://example.org/' );
		await expect( link ).toHaveAttribute( 'target', '_blank' );
		await expect( link ).toHaveCSS( 'border-top-left-radius', '20px' );
		await expect( link ).toHaveAttribute( 'style', /width:\s*10em/ );
		await expect( link ).toHaveClass( /has-custom-width/ );
		if ( backgroundColor ) {
			await expect( link ).toHaveClass(
				new RegExp( `has-${ backgroundColor }-background-color` )
			);
		}
		const painted = await link.evaluate(
			( element ) => getComputedStyle( element ).backgroundColor
		);
		expect( painted ).not.toBe( 'rgba(0, 0, 0, 0)' );
		// No script of ours reaches the visitor.
		await expect(
			visitor.locator( 'script[src*="/plugins/blockpack/"]' )
		).toHaveCount( 0 );
	} );
} );
