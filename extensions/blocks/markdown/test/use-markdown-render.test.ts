import { act, renderHook } from '@testing-library/react';
import {
	createReduxStore,
	createRegistry,
	RegistryProvider,
} from '@wordpress/data';
import { createElement, type ReactNode } from 'react';
import type { Render } from '../renderer';
import {
	useMarkdownRender,
	type MarkdownRenderOptions,
} from '../use-markdown-render';

let resolveRenderer: ( render: Render ) => void;
let rejectRenderer: ( error: Error ) => void;

jest.mock( '../renderer', () => ( {
	loadRenderer: () =>
		new Promise( ( resolve, reject ) => {
			resolveRenderer = resolve;
			rejectRenderer = reject;
		} ),
} ) );

const fakeRender: Render = ( source ) =>
	source.trim() ? `<p>${ source }</p>` : '';

/**
 * A registry with a `core/editor` store that records its save locks, and a
 * `core/block-editor` store that records non-persistent changes.
 */
function makeRegistry() {
	const registry = createRegistry();
	const events: string[] = [];
	registry.register(
		createReduxStore( 'core/editor', {
			reducer: (
				state: string[] = [],
				action: { type: string; name?: string }
			) => {
				if ( action.type === 'LOCK' ) {
					return [ ...state, action.name as string ];
				}
				if ( action.type === 'UNLOCK' ) {
					return state.filter( ( name ) => name !== action.name );
				}
				return state;
			},
			actions: {
				lockPostSaving: ( name: string ) => ( { type: 'LOCK', name } ),
				unlockPostSaving: ( name: string ) => ( {
					type: 'UNLOCK',
					name,
				} ),
			},
			selectors: {
				isPostSavingLocked: ( state: string[] ) => state.length > 0,
			},
		} )
	);
	registry.register(
		createReduxStore( 'core/block-editor', {
			reducer: ( state = null ) => state,
			actions: {
				__unstableMarkNextChangeAsNotPersistent: () => {
					events.push( 'not-persistent' );
					return { type: 'NOOP' };
				},
			},
			selectors: {},
		} )
	);
	const locked = () =>
		(
			registry.select( 'core/editor' ) as {
				isPostSavingLocked: () => boolean;
			}
		 ).isPostSavingLocked();
	return { registry, locked, events };
}

/**
 * Renders the hook over attributes that `update` changes, as the block editor does.
 *
 * @param initial         The block's attributes when it opens.
 * @param initial.source  Its Markdown.
 * @param initial.content Its HTML.
 */
function renderBlock( initial: { source: string; content: string } ) {
	const { registry, locked, events } = makeRegistry();
	let attributes = { ...initial };
	const update = jest.fn(
		( changes: { source?: string; content?: string } ) => {
			attributes = { ...attributes, ...changes };
			events.push( JSON.stringify( changes ) );
			hook.rerender( props() );
		}
	);
	const props = (): MarkdownRenderOptions => ( {
		...attributes,
		update,
		clientId: 'block-1',
	} );
	const wrapper = ( { children }: { children: ReactNode } ) =>
		createElement( RegistryProvider, { value: registry }, children );
	const hook = renderHook( ( options ) => useMarkdownRender( options ), {
		initialProps: props(),
		wrapper,
	} );
	return {
		hook,
		update,
		locked,
		events,
		attributes: () => attributes,
	};
}

describe( 'useMarkdownRender', () => {
	test( 'changes nothing when a rendered block only opens', async () => {
		const block = renderBlock( { source: '# Hi', content: '<h1>Hi</h1>' } );
		expect( block.locked() ).toBe( false );
		await act( async () => resolveRenderer( fakeRender ) );
		expect( block.update ).not.toHaveBeenCalled();
		expect( block.locked() ).toBe( false );
	} );

	test( 'changes nothing when an empty block opens', async () => {
		const block = renderBlock( { source: '', content: '' } );
		expect( block.locked() ).toBe( false );
		await act( async () => resolveRenderer( fakeRender ) );
		expect( block.update ).not.toHaveBeenCalled();
	} );

	test( 'a source without HTML locks saving, then gets its HTML (not an undo step)', async () => {
		const block = renderBlock( { source: '# Hi', content: '' } );
		expect( block.locked() ).toBe( true );
		await act( async () => resolveRenderer( fakeRender ) );
		expect( block.attributes() ).toEqual( {
			source: '# Hi',
			content: '<p># Hi</p>',
		} );
		expect( block.events ).toEqual( [
			'not-persistent',
			JSON.stringify( { content: '<p># Hi</p>' } ),
		] );
		expect( block.locked() ).toBe( false );
	} );

	test( 'renders the latest source once markdown-it arrives; saving is locked until then', async () => {
		const block = renderBlock( { source: '', content: '' } );
		act( () => block.hook.result.current.onChange( 'first' ) );
		act( () => block.hook.result.current.onChange( 'latest' ) );
		expect( block.update.mock.calls ).toEqual( [
			[ { source: 'first' } ],
			[ { source: 'latest' } ],
		] );
		expect( block.locked() ).toBe( true );
		await act( async () => resolveRenderer( fakeRender ) );
		expect( block.update ).toHaveBeenLastCalledWith( {
			content: '<p>latest</p>',
		} );
		expect( block.update ).toHaveBeenCalledTimes( 3 );
		expect( block.locked() ).toBe( false );
	} );

	test( 'stores source and HTML together once loaded', async () => {
		const block = renderBlock( { source: '', content: '' } );
		await act( async () => resolveRenderer( fakeRender ) );
		act( () => block.hook.result.current.onChange( '# Hi' ) );
		expect( block.update ).toHaveBeenCalledWith( {
			source: '# Hi',
			content: '<p># Hi</p>',
		} );
		expect( block.update ).toHaveBeenCalledTimes( 1 );
		expect( block.locked() ).toBe( false );
	} );

	test( 'a source changed from outside the text box is rendered again', async () => {
		const block = renderBlock( { source: 'a', content: '<p>a</p>' } );
		await act( async () => resolveRenderer( fakeRender ) );
		act( () => block.update( { source: 'b' } ) );
		expect( block.attributes() ).toEqual( {
			source: 'b',
			content: '<p>b</p>',
		} );
	} );

	test( 'if markdown-it cannot load: saving unlocks and stale HTML goes, the source stays', async () => {
		const block = renderBlock( { source: 'a', content: '<p>a</p>' } );
		act( () => block.hook.result.current.onChange( 'ab' ) );
		expect( block.locked() ).toBe( true );
		await act( async () => rejectRenderer( new Error( 'offline' ) ) );
		expect( block.locked() ).toBe( false );
		expect( block.attributes() ).toEqual( { source: 'ab', content: '' } );
	} );

	test( 'if markdown-it cannot load, a rendered block is left as it is', async () => {
		const block = renderBlock( { source: 'a', content: '<p>a</p>' } );
		await act( async () => rejectRenderer( new Error( 'offline' ) ) );
		expect( block.update ).not.toHaveBeenCalled();
	} );

	test( 'a failed load is reported, and a retry renders what was typed meanwhile', async () => {
		const block = renderBlock( { source: '', content: '' } );
		expect( block.hook.result.current.loadFailed ).toBe( false );
		await act( async () => rejectRenderer( new Error( 'offline' ) ) );
		expect( block.hook.result.current.loadFailed ).toBe( true );
		act( () => block.hook.result.current.onChange( '# Hi' ) );
		expect( block.attributes() ).toEqual( { source: '# Hi', content: '' } );
		act( () => block.hook.result.current.retry() );
		expect( block.hook.result.current.loadFailed ).toBe( false );
		await act( async () => resolveRenderer( fakeRender ) );
		expect( block.hook.result.current.loadFailed ).toBe( false );
		expect( block.attributes() ).toEqual( {
			source: '# Hi',
			content: '<p># Hi</p>',
		} );
	} );
} );
