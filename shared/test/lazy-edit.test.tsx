/**
 * lazyEdit: a placeholder in the block's wrapper while the edit chunk loads, then the real edit
 * with the same props; no attribute is written while waiting or after a failed load.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyEdit } from '../lazy-edit';

jest.mock( '@wordpress/block-editor', () => ( {
	useBlockProps: ( props: Record< string, unknown > = {} ) => ( {
		...props,
		'data-testid': 'wrapper',
	} ),
} ) );

type Props = { attributes: { text: string }; setAttributes: jest.Mock };

function RealEdit( { attributes }: Props ) {
	return <p>Editing { attributes.text }</p>;
}

/** A load() whose promise the test settles. */
function deferredLoad() {
	let resolve!: ( module: { default: typeof RealEdit } ) => void;
	let reject!: ( error: Error ) => void;
	const load = jest.fn(
		() =>
			new Promise< { default: typeof RealEdit } >( ( res, rej ) => {
				resolve = res;
				reject = rej;
			} )
	);
	return {
		load,
		resolve: () => resolve( { default: RealEdit } ),
		reject: () => reject( new Error( 'ChunkLoadError' ) ),
	};
}

const props = (): Props => ( {
	attributes: { text: 'hello' },
	setAttributes: jest.fn(),
} );

describe( 'lazyEdit', () => {
	it.each( [
		[ 'with a size', { minHeight: '120px' }, '120px' ],
		[ 'without a size', {}, '' ],
	] )(
		'shows a placeholder first (%s), then the real edit',
		async ( _label, options, minHeight ) => {
			const { load, resolve } = deferredLoad();
			const Edit = lazyEdit< Props >( load, options );
			const p = props();
			render( <Edit { ...p } /> );

			const wrapper = screen.getByTestId( 'wrapper' );
			expect( wrapper ).toHaveAttribute( 'aria-busy', 'true' );
			expect( wrapper ).toHaveClass( 'blockpack-lazy-edit' );
			expect( wrapper.style.minHeight ).toBe( minHeight );
			expect( screen.queryByText( 'Editing hello' ) ).toBeNull();

			await act( async () => resolve() );
			expect( screen.getByText( 'Editing hello' ) ).toBeInTheDocument();
			expect( p.setAttributes ).not.toHaveBeenCalled();
			expect( load ).toHaveBeenCalledTimes( 1 );
		}
	);

	it( 'loads once and renders later blocks of the kind at once', async () => {
		const { load, resolve } = deferredLoad();
		const Edit = lazyEdit< Props >( load );
		render( <Edit { ...props() } /> );
		render( <Edit { ...props() } /> );
		await act( async () => resolve() );
		expect( screen.getAllByText( 'Editing hello' ) ).toHaveLength( 2 );

		render( <Edit { ...props() } /> );
		expect( screen.getAllByText( 'Editing hello' ) ).toHaveLength( 3 );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'says so when the chunk fails, keeps the content, and tries again', async () => {
		const first = deferredLoad();
		const second = deferredLoad();
		const load = jest
			.fn()
			.mockImplementationOnce( first.load )
			.mockImplementationOnce( second.load );
		const Edit = lazyEdit< Props >( load );
		const p = props();
		render( <Edit { ...p } /> );

		await act( async () => first.reject() );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'could not be loaded'
		);
		expect( screen.getByTestId( 'wrapper' ) ).toHaveAttribute(
			'aria-busy',
			'false'
		);
		expect( p.setAttributes ).not.toHaveBeenCalled();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		await waitFor( () => expect( load ).toHaveBeenCalledTimes( 2 ) );
		await act( async () => second.resolve() );
		expect( screen.getByText( 'Editing hello' ) ).toBeInTheDocument();
		expect( p.setAttributes ).not.toHaveBeenCalled();
	} );

	it( 'preload() starts the load before any block is shown', async () => {
		const { load, resolve } = deferredLoad();
		const Edit = lazyEdit< Props >( load );
		const loading = Edit.preload();
		resolve();
		await loading;
		render( <Edit { ...props() } /> );
		expect( screen.getByText( 'Editing hello' ) ).toBeInTheDocument();
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );
} );
