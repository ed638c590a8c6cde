/**
 * Revue (`jetpack/revue`), hidden from the inserter: a post holding both saved forms (today's
 * and the first version's) opens with no invalid-block warning under the notice that Revue has
 * closed; a new form (inserted through the block editor's store) asks for the username, "Add
 * Form" staying disabled while the trimmed username is empty, then shows the fields.
 */
import fs from 'fs';
import path from 'path';
import {
	test,
	expect,
	publishAndReopen,
	INVALID_BLOCK_WARNING,
} from '../utils';

const CLOSED =
	'Revue closed in January 2023. The Revue signup form is no longer displayed to your visitors, so this block can be removed.';
const FIXTURES = path.resolve(
	__dirname,
	'../../../extensions/blocks/revue/test/fixtures'
);

test.describe( 'Revue', () => {
	test( 'saved forms open valid under the closed notice', async ( {
		admin,
		editor,
		requestUtils,
	} ) => {
		const content = [
			'jetpack__revue.html',
			'jetpack__revue__deprecated-1-colors.html',
		]
			.map( ( file ) =>
				fs.readFileSync( path.join( FIXTURES, file ), 'utf8' )
			)
			.join( '\n' );
		const post = await requestUtils.createPost( {
			title: 'Saved Revue forms',
			content,
			status: 'draft',
			date_gmt: new Date().toISOString(),
		} );
		await admin.editPost( post.id );
		await expect( editor.canvas.getByText( CLOSED ) ).toHaveCount( 2 );
		await expect(
			editor.canvas.getByText( INVALID_BLOCK_WARNING )
		).toHaveCount( 0 );
		// The first version's button, migrated with its text.
		const blocks = await editor.getBlocks();
		expect(
			blocks.map( ( block ) => block.innerBlocks[ 0 ]?.attributes.text )
		).toEqual( [ 'Subscribe', 'Sign me up' ] );
	} );

	test( 'a new form: the username prompt, then the fields; reopens valid', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/revue' } );
		await expect( editor.canvas.getByText( CLOSED ) ).toBeVisible();
		const addForm = editor.canvas.getByRole( 'button', {
			name: 'Add Form',
		} );
		const username = editor.canvas.getByRole( 'textbox', {
			name: 'Revue username',
		} );
		await expect( addForm ).toBeDisabled();
		await username.fill( '   ' );
		await expect( addForm ).toBeDisabled();
		await username.fill( '  my-letter ' );
		await expect( addForm ).toBeEnabled();
		await addForm.click();
		await expect(
			editor.canvas.getByRole( 'textbox', {
				name: 'Email address',
				exact: true,
			} )
		).toHaveValue( 'Enter your email address' );
		await expect(
			editor.canvas.getByRole( 'textbox', {
				name: 'First name',
				exact: true,
			} )
		).toBeVisible();
		await expect(
			editor.canvas.getByRole( 'textbox', {
				name: 'Last name',
				exact: true,
			} )
		).toBeVisible();
		await editor.openDocumentSettingsSidebar();
		await page.getByLabel( 'Show last name field.' ).uncheck();
		await expect(
			editor.canvas.getByRole( 'textbox', {
				name: 'Last name',
				exact: true,
			} )
		).toHaveCount( 0 );
		const { content } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.getByText( CLOSED )
		);
		expect( content ).toContain(
			'"revueUsername":"my-letter","lastNameShow":false'
		);
		expect( content ).toContain(
			'<!-- wp:jetpack/button {"element":"button","text":"Subscribe"} /-->'
		);
		expect( content ).toContain(
			'href="https://www.getrevue.co/profile/my-letter"'
		);
	} );
} );
