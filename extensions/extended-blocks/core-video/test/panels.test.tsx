/**
 * The Video block's panels: file settings applied at once and put back, with the server's
 * message, when the save fails; colours saved only when each is empty or six hex digits; a poster
 * made from the frame the editor's player shows (the frame grabber mocked: jsdom decodes no
 * video). `apiFetch` answers as the route would; the sidebar renders in place.
 */
import apiFetch from '@wordpress/api-fetch';
import { act, fireEvent, render, screen } from '@testing-library/react';
import VideoPanels from '../panels';
import { isSavableColor } from '../panels/colors';
import { grabFrame } from '../upload/frame-grabber';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );
jest.mock( '@wordpress/block-editor', () =>
	require( '../../../../tests/unit/mocks/block-editor' )
);
jest.mock( '../upload/frame-grabber', () => ( { grabFrame: jest.fn() } ) );

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

describe( 'Poster frame', () => {
	const SRC = 'http://x.test/wp-content/uploads/2026/11/birds.mp4';
	const IMAGE = 'http://x.test/wp-content/uploads/2026/11/birds-poster.jpg';
	const mockedGrab = grabFrame as unknown as jest.Mock;

	beforeEach( () => {
		mockedApiFetch.mockReset();
		mockedGrab.mockReset();
		mockedApiFetch.mockImplementation(
			( { path, method }: { path: string; method?: string } ) => {
				if ( method === 'POST' && path === '/wp/v2/media' ) {
					return Promise.resolve( { id: 77, source_url: IMAGE } );
				}
				if ( path.startsWith( '/blockpack/v1/video/7/settings' ) ) {
					return Promise.resolve( SETTINGS );
				}
				return Promise.resolve( { title: { raw: 'Birds' } } );
			}
		);
		// The editor's player, paused at 4.2 s.
		document.body.innerHTML =
			'<div data-block="block-1"><video></video></div>';
		Object.defineProperty(
			document.querySelector( 'video' ),
			'currentTime',
			{
				value: 4.2,
			}
		);
	} );

	const open = ( setAttributes: jest.Mock ) => {
		render(
			<VideoPanels
				attributes={ { id: 7, src: SRC } }
				setAttributes={ setAttributes }
				clientId="block-1"
			/>,
			{
				container: document.body.appendChild(
					document.createElement( 'div' )
				),
			}
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Poster frame' } )
		);
		return screen.getByRole( 'button', {
			name: 'Make poster from current frame',
		} );
	};

	test( 'the frame the player shows becomes the poster', async () => {
		mockedGrab.mockResolvedValue(
			new Blob( [ 'jpeg' ], { type: 'image/jpeg' } )
		);
		const setAttributes = jest.fn();
		const make = open( setAttributes );
		await act( async () => fireEvent.click( make ) );
		expect( mockedGrab ).toHaveBeenCalledWith( SRC, 4.2 );
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: '/wp/v2/media/7',
			method: 'POST',
			data: { featured_media: 77 },
		} );
		expect( setAttributes ).toHaveBeenCalledWith( { poster: IMAGE } );
	} );

	test( 'a frame that cannot be read leaves the video as it is, with a warning', async () => {
		mockedGrab.mockRejectedValue( new Error( 'decode' ) );
		const setAttributes = jest.fn();
		const make = open( setAttributes );
		await act( async () => fireEvent.click( make ) );
		expect(
			screen.getByText( /No poster could be made from this frame/ )
		).toBeTruthy();
		expect( setAttributes ).not.toHaveBeenCalled();
	} );

	test( 'no poster frame for a guid video or an address outside the library', () => {
		render(
			<>
				<VideoPanels
					attributes={ { id: 7, src: SRC, guid: 'AbCd1234' } }
					setAttributes={ jest.fn() }
				/>
				<VideoPanels
					attributes={ { src: SRC } }
					setAttributes={ jest.fn() }
				/>
			</>
		);
		expect(
			screen.queryByRole( 'button', { name: 'Poster frame' } )
		).toBeNull();
	} );
} );
