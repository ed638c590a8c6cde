/**
 * Text tracks: the form's defaults and checks, table-tested, and the dropdown's flow with the
 * server's answers (`apiFetch` answers as php/tracks.php would): a saved track joins the
 * block's `tracks`, a second one of the same language and kind is refused before it is sent,
 * the server's refusal reads 'Error: …', and a track shows 'Deleting' while it is deleted.
 */
import apiFetch from '@wordpress/api-fetch';
import { act, fireEvent, render, screen } from '@testing-library/react';
import TracksControl from '../tracks';
import {
	formError,
	hasTrack,
	isWebVttHead,
	withDefaults,
	type Track,
} from '../tracks/track-file';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );
jest.mock( '@wordpress/block-editor', () =>
	require( '../../../../tests/unit/mocks/block-editor' )
);

const mockedApiFetch = apiFetch as unknown as jest.Mock;
const EN = {
	src: 'https://example.test/wp-content/uploads/a-en-subtitles.vtt',
	label: 'English',
	srcLang: 'en',
	kind: 'subtitles',
};

describe( 'withDefaults', () => {
	test.each( [
		[ {}, { label: 'English', srcLang: 'en', kind: 'subtitles' } ],
		[
			{ label: '  ', srcLang: ' ', kind: '' },
			{ label: 'English', srcLang: 'en', kind: 'subtitles' },
		],
		[
			{ label: 'Français', srcLang: 'FR', kind: 'captions' },
			{ label: 'Français', srcLang: 'fr', kind: 'captions' },
		],
		[
			{ label: ' Deutsch ', srcLang: 'de-AT' },
			{ label: 'Deutsch', srcLang: 'de-at', kind: 'subtitles' },
		],
	] )( '%j → %j', ( form, expected ) => {
		expect( withDefaults( form ) ).toEqual( expected );
	} );
} );

describe( 'isWebVttHead', () => {
	test.each( [
		[ 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi', true ],
		[ '\uFEFFWEBVTT\n', true ],
		[ 'WEBVTT', true ],
		[ 'WEBVTT - Birds\r\n', true ],
		[ 'WEBVTT\tKind: captions\n', true ],
		[ 'WEBVTTX\n', false ],
		[ '1\n00:00:00,000 --> 00:00:01,000\nHi', false ],
		[ ' WEBVTT\n', false ],
		[ '', false ],
	] )( '%j → %s', ( head, expected ) => {
		expect( isWebVttHead( head ) ).toBe( expected );
	} );
} );

describe( 'hasTrack', () => {
	test.each( [
		[ 'en', 'subtitles', true ],
		[ 'EN', 'subtitles', true ],
		[ 'en', 'captions', false ],
		[ 'fr', 'subtitles', false ],
	] )( '%s %s → %s', ( lang, kind, expected ) => {
		expect( hasTrack( [ EN ], lang, kind ) ).toBe( expected );
	} );
	test( 'a track saved without a kind is subtitles', () => {
		expect(
			hasTrack( [ { src: 'a.vtt', srcLang: 'en' } ], 'en', 'subtitles' )
		).toBe( true );
	} );
} );

describe( 'formError', () => {
	const vtt = { name: 'birds.vtt', head: 'WEBVTT\n' };
	const form = withDefaults( {} );
	test.each( [
		[ null, form, [], 'Choose a WebVTT file (.vtt) to upload.' ],
		[
			{ name: 'birds.srt', head: 'WEBVTT\n' },
			form,
			[],
			'Only WebVTT files (.vtt) can be used as tracks.',
		],
		[
			{ name: 'birds.vtt', head: '1\n00:00:00,000' },
			form,
			[],
			'This is not a WebVTT file: its first line must be WEBVTT.',
		],
		[
			vtt,
			{ ...form, srcLang: 'english!' },
			[],
			'The source language is a language tag, such as en or pt-BR.',
		],
		[
			vtt,
			form,
			[ EN ],
			'A track already exists for that language and kind.',
		],
		[ vtt, { ...form, kind: 'captions' }, [ EN ], '' ],
		[ { name: 'BIRDS.VTT', head: '\uFEFFWEBVTT\n' }, form, [], '' ],
	] )( '%j, %j, %j → %j', ( file, sent, tracks, expected ) => {
		expect( formError( file, sent, tracks ) ).toBe( expected );
	} );
} );

/**
 * Chooses a file in the open upload form.
 *
 * @param contents The file's text.
 * @param name     Its name.
 */
function chooseFile( contents: string, name = 'birds.vtt' ) {
	const input = document.querySelector(
		'.blockpack-video-tracks__form input[type="file"]'
	) as HTMLInputElement;
	const file = new File( [ contents ], name, { type: 'text/vtt' } );
	// jsdom's Blob has no text(): the form reads the file's start with it.
	Object.defineProperty( file, 'slice', {
		value: () => ( { text: () => Promise.resolve( contents ) } ),
	} );
	fireEvent.change( input, { target: { files: [ file ] } } );
}

describe( 'the Text tracks dropdown', () => {
	beforeEach( () => mockedApiFetch.mockReset() );

	const open = () =>
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Text tracks' } )
		);

	/**
	 * Renders the dropdown of library video 7 with these tracks and opens its upload form.
	 *
	 * @param tracks The block's tracks.
	 * @return The block's attribute setter.
	 */
	const openUploadForm = ( tracks: Track[] ) => {
		const setAttributes = jest.fn();
		render(
			<TracksControl
				attributes={ { id: 7, tracks } }
				setAttributes={ setAttributes }
			/>
		);
		open();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Upload track' } )
		);
		return setAttributes;
	};

	/** Clicks Save, and lets the form's requests settle. */
	const save = () =>
		act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Save' } ) );
		} );

	test( 'is offered only for a video of the media library', () => {
		const { container } = render(
			<TracksControl attributes={ {} } setAttributes={ jest.fn() } />
		);
		expect( container ).toBeEmptyDOMElement();
	} );

	test( 'a saved track joins the block with the form’s defaults', async () => {
		mockedApiFetch.mockResolvedValue( {
			src: 'https://example.test/wp-content/uploads/t-en-subtitles.vtt',
			label: 'English',
			srcLang: 'en',
			kind: 'subtitles',
		} );
		const setAttributes = openUploadForm( [] );
		chooseFile( 'WEBVTT\n' );
		await save();
		const [ request ] = mockedApiFetch.mock.calls[ 0 ];
		expect( request.path ).toBe( '/blockpack/v1/video/7/tracks' );
		expect( request.method ).toBe( 'POST' );
		expect( request.body.get( 'label' ) ).toBe( 'English' );
		expect( request.body.get( 'srclang' ) ).toBe( 'en' );
		expect( request.body.get( 'kind' ) ).toBe( 'subtitles' );
		expect( setAttributes ).toHaveBeenCalledWith( {
			tracks: [
				{
					src: 'https://example.test/wp-content/uploads/t-en-subtitles.vtt',
					label: 'English',
					srcLang: 'en',
					kind: 'subtitles',
				},
			],
		} );
	} );

	test( 'a second track of a language and kind is refused before it is sent', async () => {
		openUploadForm( [ EN ] );
		chooseFile( 'WEBVTT\n' );
		await save();
		expect(
			screen.getByText(
				'A track already exists for that language and kind.'
			)
		).toBeInTheDocument();
		expect( mockedApiFetch ).not.toHaveBeenCalled();
	} );

	test( 'the server’s refusal is shown as Error: …, and the form keeps what was typed', async () => {
		mockedApiFetch.mockRejectedValue( {
			code: 'track_too_large',
			message: 'A track may be at most 1 MB.',
		} );
		const setAttributes = openUploadForm( [] );
		chooseFile( 'WEBVTT\n' );
		fireEvent.change( screen.getByLabelText( 'Label' ), {
			target: { value: 'Birdsong' },
		} );
		await save();
		expect(
			screen.getByText( 'Error: A track may be at most 1 MB.' )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Label' ) ).toHaveValue( 'Birdsong' );
		expect( setAttributes ).not.toHaveBeenCalled();
	} );

	test( 'a track shows Deleting while it is deleted, then leaves the block', async () => {
		let done: ( value: unknown ) => void = () => undefined;
		mockedApiFetch.mockReturnValue(
			new Promise( ( resolve ) => {
				done = resolve;
			} )
		);
		const setAttributes = jest.fn();
		render(
			<TracksControl
				attributes={ { id: 7, tracks: [ EN ] } }
				setAttributes={ setAttributes }
			/>
		);
		open();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Delete English' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Deleting' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect( mockedApiFetch.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			path: '/blockpack/v1/video/7/tracks?srclang=en&kind=subtitles',
			method: 'DELETE',
		} );
		await act( async () => done( { deleted: true } ) );
		expect( setAttributes ).toHaveBeenCalledWith( { tracks: [] } );
	} );
} );
