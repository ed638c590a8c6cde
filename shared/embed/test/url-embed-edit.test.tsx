import { act, fireEvent, render, screen } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import { getBlockType, registerBlockType } from '@wordpress/blocks';
import { useState } from '@wordpress/element';
import UrlEmbedEdit from '../url-embed-edit';
import '../../../tests/unit/mocks/resize-observer';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = apiFetch as unknown as jest.Mock;

/**
 * A block whose embeddable addresses are https://good.test/<number>; short links are s.test.
 *
 * @param props            The stored address and the block's callbacks.
 * @param props.initialUrl
 * @param props.onReplace
 * @param props.onFail
 */
function Block( {
	initialUrl,
	onReplace = jest.fn(),
	onFail,
}: {
	initialUrl?: string;
	onReplace?: jest.Mock;
	onFail?: jest.Mock;
} ) {
	const [ url, setUrl ] = useState< string | undefined >( initialUrl );
	const parse = ( address: string ) => {
		const match = address.match( /^https:\/\/good\.test\/(\d+)$/ );
		return match ? Number( match[ 1 ] ) : null;
	};
	return (
		<UrlEmbedEdit
			embed={ {
				url,
				embedded: !! url && parse( url ) !== null,
				parse,
				needsResolving: ( address ) =>
					address.startsWith( 'https://s.test/' ),
				onEmbed: ( finalUrl ) => setUrl( finalUrl ),
				onFail,
			} }
			icon={ <svg /> }
			label="Thing"
			instructions="Paste a thing."
			urlLabel="Thing URL"
			urlPlaceholder="Enter URL…"
			onReplace={ onReplace }
		>
			{ () => <p>{ `Embedded ${ url }` }</p> }
		</UrlEmbedEdit>
	);
}

function submit( value: string ) {
	fireEvent.change( screen.getByRole( 'textbox', { name: 'Thing URL' } ), {
		target: { value },
	} );
	fireEvent.click( screen.getByRole( 'button', { name: 'Embed' } ) );
}

beforeAll( () => {
	// "Convert block to link" creates a paragraph block.
	if ( ! getBlockType( 'core/paragraph' ) ) {
		registerBlockType( 'core/paragraph', {
			apiVersion: 3,
			title: 'Paragraph',
			category: 'text',
			attributes: { content: { type: 'string' } },
			save: () => null,
		} );
	}
} );

beforeEach( () => mockedFetch.mockReset() );

describe( 'UrlEmbedEdit with useUrlEmbed', () => {
	test( 'a stored embeddable address shows the embedded view, not the form', () => {
		render( <Block initialUrl="https://good.test/7" /> );
		expect(
			screen.getByText( 'Embedded https://good.test/7' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'textbox', { name: 'Thing URL' } )
		).not.toBeInTheDocument();
	} );

	test( 'an embeddable address typed in the form is stored and shown', async () => {
		render( <Block /> );
		expect(
			screen.getByRole( 'textbox', { name: 'Thing URL' } )
		).toHaveValue( '' );
		await act( async () => submit( '  https://good.test/12 ' ) );
		expect(
			screen.getByText( 'Embedded https://good.test/12' )
		).toBeInTheDocument();
		expect( mockedFetch ).not.toHaveBeenCalled();
	} );

	test( 'a short link is resolved by the server once, on mount, and its target embedded', async () => {
		mockedFetch.mockResolvedValue( { url: 'https://good.test/99' } );
		await act( async () => {
			render( <Block initialUrl="https://s.test/abc" /> );
		} );
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
		expect( mockedFetch.mock.calls[ 0 ][ 0 ].path ).toContain(
			encodeURIComponent( 'https://s.test/abc' )
		);
		expect(
			screen.getByText( 'Embedded https://good.test/99' )
		).toBeInTheDocument();
	} );

	test( 'an address that cannot be embedded shows the failure view; Try again and Convert block to link work', async () => {
		const onReplace = jest.fn();
		const onFail = jest.fn();
		mockedFetch.mockRejectedValue( new Error( 'no' ) );
		render( <Block onReplace={ onReplace } onFail={ onFail } /> );
		await act( async () => submit( 'https://s.test/broken' ) );
		expect( onFail ).toHaveBeenCalledTimes( 1 );
		expect(
			screen.getByText( 'Sorry, this content could not be embedded.' )
		).toBeInTheDocument();

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Convert block to link' } )
		);
		expect( onReplace ).toHaveBeenCalledTimes( 1 );
		expect( onReplace.mock.calls[ 0 ][ 0 ].attributes.content ).toBe(
			'<a href="https://s.test/broken">https://s.test/broken</a>'
		);

		fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect(
			screen.getByRole( 'textbox', { name: 'Thing URL' } )
		).toHaveValue( 'https://s.test/broken' );
	} );
} );
