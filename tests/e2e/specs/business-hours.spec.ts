/**
 * Business Hours: edit a week in the editor, save, reload without a block error, and read the
 * hours as a visitor (rendered by PHP in the site's time format, `g:i a` by default).
 */
import { test, expect, publishAndReopen, visitPost } from '../utils';

test.describe( 'Business Hours', () => {
	test( 'a visitor sees the hours edited in the editor, closed days as Closed', async ( {
		admin,
		editor,
		page,
		visitor,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/business-hours' } );

		// The grid appears once the localized week has loaded, Monday first on a default site.
		// The one-worker test server may still be answering the editor's own requests: be patient.
		const block = editor.canvas.getByRole( 'document', {
			name: 'Block: Business Hours',
		} );
		const monday = block.getByRole( 'group', { name: 'Monday' } );
		await expect( monday ).toBeVisible( { timeout: 90_000 } );
		await expect( block.getByRole( 'group' ).first() ).toHaveAccessibleName(
			'Monday'
		);

		await monday.getByRole( 'checkbox', { name: 'Open' } ).uncheck();
		await expect( monday.getByText( 'Closed' ) ).toBeVisible();

		const tuesday = block.getByRole( 'group', { name: 'Tuesday' } );
		await tuesday.getByRole( 'button', { name: 'Add hours' } ).click();
		await tuesday.getByLabel( 'Opening' ).nth( 1 ).fill( '18:00' );
		await tuesday.getByLabel( 'Closing' ).nth( 1 ).fill( '21:30' );

		const content = await editor.getEditedPostContent();
		expect( content ).toContain( '{"name":"Mon","hours":[]}' );
		expect( content ).toContain(
			'{"name":"Tue","hours":[{"opening":"09:00","closing":"17:00"},{"opening":"18:00","closing":"21:30"}]}'
		);

		// Reopened, the block is valid and keeps its hours.
		const { postId } = await publishAndReopen( { editor, page }, () =>
			block.getByRole( 'term' ).first()
		);
		const [ saved ] = await editor.getBlocks();
		expect( saved.name ).toBe( 'jetpack/business-hours' );

		// What a visitor sees: a definition list, rotated to Monday, in the `g:i a` format.
		await visitPost( visitor, postId );
		const hours = visitor.locator( 'dl.jetpack-business-hours' );
		await expect( hours.getByRole( 'term' ) ).toHaveText( [
			'Monday',
			'Tuesday',
			'Wednesday',
			'Thursday',
			'Friday',
			'Saturday',
			'Sunday',
		] );
		await expect( hours.getByRole( 'definition' ) ).toHaveText( [
			'Closed',
			// WordPress typesets " - " as an en dash in post content.
			/^9:00 am [-–] 5:00 pm, 6:00 pm [-–] 9:30 pm$/,
			/^9:00 am [-–] 5:00 pm$/,
			/^9:00 am [-–] 5:00 pm$/,
			/^9:00 am [-–] 5:00 pm$/,
			'Closed',
			'Closed',
		] );
		// No script of ours reaches the visitor.
		await expect(
			visitor.locator( 'script[src*="/plugins/blockpack/"]' )
		).toHaveCount( 0 );
	} );
} );
