import { act, renderHook } from '@testing-library/react';
import type { Render } from '../renderer';
import { useMarkdownRender } from '../use-markdown-render';

let resolveRenderer: ( render: Render ) => void;

jest.mock( '../renderer', () => ( {
	loadRenderer: () =>
		new Promise( ( resolve ) => {
			resolveRenderer = resolve;
		} ),
} ) );

const fakeRender: Render = ( source ) => `<p>${ source }</p>`;

describe( 'useMarkdownRender', () => {
	test( 'changes nothing when the block only opens', async () => {
		const update = jest.fn();
		renderHook( () => useMarkdownRender( update ) );
		await act( async () => resolveRenderer( fakeRender ) );
		expect( update ).not.toHaveBeenCalled();
	} );

	test( 'renders the latest source once markdown-it arrives', async () => {
		const update = jest.fn();
		const { result } = renderHook( () => useMarkdownRender( update ) );
		act( () => result.current( 'first' ) );
		act( () => result.current( 'latest' ) );
		expect( update.mock.calls ).toEqual( [
			[ { source: 'first' } ],
			[ { source: 'latest' } ],
		] );
		await act( async () => resolveRenderer( fakeRender ) );
		expect( update ).toHaveBeenLastCalledWith( {
			content: '<p>latest</p>',
		} );
		expect( update ).toHaveBeenCalledTimes( 3 );
	} );

	test( 'stores source and HTML together once loaded', async () => {
		const update = jest.fn();
		const { result } = renderHook( () => useMarkdownRender( update ) );
		await act( async () => resolveRenderer( fakeRender ) );
		act( () => result.current( '# Hi' ) );
		expect( update ).toHaveBeenCalledWith( {
			source: '# Hi',
			content: '<p># Hi</p>',
		} );
	} );
} );
