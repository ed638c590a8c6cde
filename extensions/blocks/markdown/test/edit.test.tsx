import { fireEvent, render, screen } from '@testing-library/react';
import type { BlockEditProps } from '@wordpress/blocks';
import Edit from '../edit';
import type { MarkdownAttributes } from '../types';

function renderEdit( attributes: MarkdownAttributes, isSelected: boolean ) {
	const props = {
		attributes,
		setAttributes: jest.fn(),
		clientId: 'markdown',
		isSelected,
		name: 'jetpack/markdown',
	} as unknown as BlockEditProps< MarkdownAttributes >;
	return render( <Edit { ...props } /> );
}

describe( 'Markdown editor', () => {
	test( 'shows a placeholder when empty and not selected', () => {
		renderEdit( {}, false );
		expect(
			screen.getByText( 'Write your _Markdown_ **here**…' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'textbox' ) ).not.toBeInTheDocument();
	} );

	test( 'shows the Markdown source in a text box when selected', () => {
		renderEdit( { source: '# Hi', content: '<h1>Hi</h1>\n' }, true );
		expect(
			screen.getByRole( 'textbox', { name: 'Markdown' } )
		).toHaveValue( '# Hi' );
	} );

	test( 'shows the rendered HTML when not selected', () => {
		renderEdit( { source: '# Hi', content: '<h1>Hi</h1>\n' }, false );
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Hi' } )
		).toBeInTheDocument();
	} );

	test( 'asks before following a link in the preview', () => {
		const confirm = jest
			.spyOn( window, 'confirm' )
			.mockReturnValue( false );
		renderEdit(
			{
				source: '[x](https://x.test)',
				content: '<p><a href="https://x.test">x</a></p>',
			},
			false
		);
		const notPrevented = fireEvent.click(
			screen.getByRole( 'link', { name: 'x' } )
		);
		expect( confirm ).toHaveBeenCalledWith(
			'Are you sure you wish to leave this page?'
		);
		expect( notPrevented ).toBe( false );
		confirm.mockRestore();
	} );
} );
