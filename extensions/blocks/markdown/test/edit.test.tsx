import { act, fireEvent, render, screen } from '@testing-library/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	createReduxStore,
	createRegistry,
	RegistryProvider,
} from '@wordpress/data';
import Edit from '../edit';
import { loadRenderer } from '../renderer';
import type { MarkdownAttributes } from '../types';

/**
 * Renders the block in a registry whose `core/editor` store records save locks, and waits
 * until markdown-it has loaded.
 *
 * @param attributes The block's attributes.
 * @param isSelected Whether the block is selected.
 */
async function renderEdit(
	attributes: MarkdownAttributes,
	isSelected: boolean
) {
	const registry = createRegistry();
	registry.register( blockEditorStore );
	const locks: string[][] = [];
	let held: string[] = [];
	registry.register(
		createReduxStore( 'core/editor', {
			reducer: ( state = null ) => state,
			actions: {
				lockPostSaving: ( name: string ) => {
					held = [ ...held, name ];
					locks.push( held );
					return { type: 'NOOP' };
				},
				unlockPostSaving: ( name: string ) => {
					held = held.filter( ( lock ) => lock !== name );
					locks.push( held );
					return { type: 'NOOP' };
				},
			},
			selectors: {},
		} )
	);
	const setAttributes = jest.fn();
	const props = {
		attributes,
		setAttributes,
		clientId: 'markdown',
		isSelected,
		name: 'jetpack/markdown',
	} as unknown as BlockEditProps< MarkdownAttributes >;
	const view = render(
		<RegistryProvider value={ registry }>
			<Edit { ...props } />
		</RegistryProvider>
	);
	await act( async () => {
		await loadRenderer();
	} );
	return { view, setAttributes, locks };
}

describe( 'Markdown editor', () => {
	test( 'shows a placeholder when empty and not selected', async () => {
		const { setAttributes, locks } = await renderEdit( {}, false );
		expect(
			screen.getByText( 'Write your _Markdown_ **here**…' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'textbox' ) ).not.toBeInTheDocument();
		expect( setAttributes ).not.toHaveBeenCalled();
		expect( locks ).toEqual( [] );
	} );

	test( 'shows the Markdown source in a text box when selected', async () => {
		await renderEdit( { source: '# Hi', content: '<h1>Hi</h1>\n' }, true );
		expect(
			screen.getByRole( 'textbox', { name: 'Markdown' } )
		).toHaveValue( '# Hi' );
	} );

	test( 'shows the rendered HTML when not selected, and changes nothing', async () => {
		const { setAttributes, locks } = await renderEdit(
			{ source: '# Hi', content: '<h1>Hi</h1>\n' },
			false
		);
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Hi' } )
		).toBeInTheDocument();
		expect( setAttributes ).not.toHaveBeenCalled();
		expect( locks ).toEqual( [] );
	} );

	test.each`
		how                                  | attributes
		${ 'no HTML (pattern, REST)' }       | ${ { source: '## Soon\n\n- a' } }
		${ 'empty HTML (insertBlock)' }      | ${ { source: '## Soon\n\n- a', content: '' } }
		${ 'blank HTML from a saved block' } | ${ { source: '## Soon\n\n- a', content: '\n' } }
	`(
		'a source with $how gets its HTML, and saving waits for it',
		async ( { attributes } ) => {
			const { setAttributes, locks } = await renderEdit(
				attributes,
				false
			);
			expect( setAttributes ).toHaveBeenCalledTimes( 1 );
			expect( setAttributes ).toHaveBeenCalledWith( {
				content: '<h2>Soon</h2>\n<ul>\n<li>a</li>\n</ul>\n',
			} );
			// Locked while markdown-it loaded, unlocked once it rendered.
			expect( locks ).toEqual( [
				[ 'blockpack-markdown-markdown' ],
				[],
			] );
		}
	);

	test( 'asks before following a link in the preview', async () => {
		const confirm = jest
			.spyOn( window, 'confirm' )
			.mockReturnValue( false );
		await renderEdit(
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
