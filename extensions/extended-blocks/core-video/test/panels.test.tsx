/**
 * The Video block's panels: file settings applied at once and put back, with the server's
 * message, when the save fails; colours saved only when each is empty or six hex digits.
 * `apiFetch` answers as the route would; the sidebar renders in place.
 */
import apiFetch from '@wordpress/api-fetch';
import { act, fireEvent, render, screen } from '@testing-library/react';
import VideoPanels from '../panels';
import { isSavableColor } from '../panels/colors';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );
jest.mock( '@wordpress/block-editor', () =>
	require( '../../../../tests/unit/mocks/block-editor' )
);

const mockedApiFetch = apiFetch as unknown as jest.Mock;
const SETTINGS = {
	rating: null,
	allow_download: true,
	privacy: 2,
	is_private: false,
	url: 'https://example.test/wp-content/uploads/2026/11/a.mp4',
};

describe( 'isSavableColor', () => {
	test.each( [
		[ '', true ],
		[ '#1e90ff', true ],
		[ '#1E90FF', true ],
		[ '#fff', false ],
		[ 'red', false ],
		[ '#1e90ffaa', false ],
		[ ' #1e90ff', false ],
	] )( '%j → %s', ( value, expected ) => {
		expect( isSavableColor( value ) ).toBe( expected );
	} );
} );

describe( 'Video File Settings', () => {
	beforeEach( () => mockedApiFetch.mockReset() );

	test( 'a change shows at once, and is put back with the message when the save fails', async () => {
		let fail: ( error: unknown ) => void = () => undefined;
		mockedApiFetch.mockImplementation(
			( { method }: { method?: string } ) =>
				method === 'POST'
					? new Promise( ( _resolve, reject ) => {
							fail = reject;
						} )
					: Promise.resolve( SETTINGS )
		);
		render(
			<VideoPanels attributes={ { id: 7 } } setAttributes={ jest.fn() } />
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Video File Settings' } )
		);
		const privacy = ( await screen.findByRole( 'combobox', {
			name: 'Video Privacy',
		} ) ) as HTMLSelectElement;
		expect( privacy.value ).toBe( '2' );

		fireEvent.change( privacy, { target: { value: '1' } } );
		expect( privacy.value ).toBe( '1' );
		expect( mockedApiFetch ).toHaveBeenLastCalledWith( {
			path: '/blockpack/v1/video/7/settings',
			method: 'POST',
			data: { privacy: 1 },
		} );
		await act( async () =>
			fail( {
				code: 'tus_storage_unavailable',
				message:
					'The site cannot store uploads: its uploads folder is not writable.',
			} )
		);
		expect( privacy.value ).toBe( '2' );
		expect(
			screen.getByText(
				'The site cannot store uploads: its uploads folder is not writable.'
			)
		).toBeTruthy();
	} );

	test( 'no file settings for a guid video (they live on WordPress.com)', () => {
		render(
			<VideoPanels
				attributes={ { id: 7, guid: 'AbCd1234' } }
				setAttributes={ jest.fn() }
			/>
		);
		expect(
			screen.queryByRole( 'button', { name: 'Video File Settings' } )
		).toBeNull();
		expect( mockedApiFetch ).not.toHaveBeenCalled();
	} );
} );

describe( 'Progress Bar Colors', () => {
	test( 'Save colors sets the three colours, and waits for six hex digits', () => {
		const setAttributes = jest.fn();
		render(
			<VideoPanels attributes={ {} } setAttributes={ setAttributes } />
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Progress Bar Colors' } )
		);
		const save = screen.getByRole( 'button', { name: 'Save colors' } );
		fireEvent.change( screen.getByRole( 'textbox', { name: 'Main' } ), {
			target: { value: '#12345' },
		} );
		expect( ( save as HTMLButtonElement ).disabled ).toBe( true );
		fireEvent.change( screen.getByRole( 'textbox', { name: 'Main' } ), {
			target: { value: '#123456' },
		} );
		fireEvent.change( screen.getByRole( 'textbox', { name: 'Progress' } ), {
			target: { value: '#abcdef' },
		} );
		fireEvent.click( save );
		expect( setAttributes ).toHaveBeenCalledWith( {
			seekbarColor: '#123456',
			seekbarLoadingColor: '',
			seekbarPlayedColor: '#abcdef',
		} );
	} );
} );
