/**
 * The picker's Google Photos screen against apiFetch answering as our routes do: the connect
 * screen and the shared popup, the connected screen (account, Open Google Photos, Disconnect),
 * the picked items handed to the copy and the session deleted after, and the expired session's
 * message.
 */
import apiFetch from '@wordpress/api-fetch';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { openPopup } from '@shared/popup';
import { GooglePhotos } from '../picker/google-photos';
import type { GoogleApi } from '../picker/google-flow';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );
jest.mock( '@shared/popup', () => ( {
	...jest.requireActual( '@shared/popup' ),
	openPopup: jest.fn(),
} ) );
const mockedApiFetch = apiFetch as unknown as jest.Mock;
const mockedOpenPopup = openPopup as unknown as jest.Mock;

const CONNECT_URL =
	'/wp-admin/admin-post.php?action=blockpack_google_photos_connect&_wpnonce=n';
const NOT_CONNECTED = {
	connected: false,
	account: null,
	connect_url: CONNECT_URL,
};
const CONNECTED = {
	connected: true,
	account: { name: 'ada@example.org' },
	connect_url: CONNECT_URL,
};

/**
 * Answers the connection route with each answer in turn (the last one again after), and records
 * the DELETEs.
 *
 * @param answers The connection's answers.
 */
function connectionAnswers( ...answers: unknown[] ) {
	const deletes: string[] = [];
	mockedApiFetch.mockImplementation(
		( { path, method }: { path: string; method?: string } ) => {
			if ( method === 'DELETE' ) {
				deletes.push( path );
				return Promise.resolve( { connected: false } );
			}
			return Promise.resolve(
				answers.length > 1 ? answers.shift() : answers[ 0 ]
			);
		}
	);
	return deletes;
}

/**
 * A scripted Google API: one session, done at the first poll unless `expires`.
 *
 * @param expires Whether the session runs out of time instead.
 */
function googleApi( expires = false ) {
	return {
		createSession: jest.fn( async () => ( {
			id: 's1',
			picker_uri: 'https://photos.test/picker/s1/autoclose',
			poll_interval: 1,
			timeout: expires ? 0 : 60_000,
			media_items_set: false,
		} ) ),
		readSession: jest.fn( async () => ( {
			media_items_set: ! expires,
			poll_interval: 1,
		} ) ),
		listSession: jest.fn( async () => ( {
			media: [ { ID: 's1:a', URL: '' } ],
		} ) ),
		deleteSession: jest.fn( async () => ( { deleted: true } ) ),
	} satisfies GoogleApi;
}

beforeEach( () => {
	mockedApiFetch.mockReset();
	mockedOpenPopup.mockReset();
	const googleWindow = {
		closed: false,
		location: { href: '' },
		close: () => {
			googleWindow.closed = true;
		},
	};
	jest.spyOn( window, 'open' ).mockReturnValue(
		googleWindow as unknown as Window
	);
} );

describe( 'Google Photos screen', () => {
	it( 'not connected: Connect opens the shared popup on our connect page, then shows the account', async () => {
		connectionAnswers( NOT_CONNECTED, CONNECTED );
		const go = jest.fn();
		mockedOpenPopup.mockReturnValue( {
			go,
			cancel: jest.fn(),
			result: Promise.resolve( {
				kind: 'connected',
				result: { keyring_id: 1, id_token: null, user: null },
			} ),
		} );
		render(
			<GooglePhotos
				limit={ 1 }
				copying={ false }
				onPicked={ jest.fn() }
			/>
		);
		expect(
			await screen.findByText(
				'Connect your Google account to pick photos from Google Photos.'
			)
		).toBeInTheDocument();
		await act( async () =>
			fireEvent.click(
				screen.getByRole( 'button', {
					name: 'Connect to Google Photos',
				} )
			)
		);
		expect( mockedOpenPopup ).toHaveBeenCalledWith(
			'blockpack-google-photos-connect'
		);
		expect( go ).toHaveBeenCalledWith( CONNECT_URL );
		expect(
			await screen.findByText( /Connected as ada@example\.org\./ )
		).toBeInTheDocument();
	} );

	it( 'a connection that failed in the popup says why; a closed popup changes nothing', async () => {
		connectionAnswers( NOT_CONNECTED );
		mockedOpenPopup
			.mockReturnValueOnce( {
				go: jest.fn(),
				cancel: jest.fn(),
				result: Promise.resolve( {
					kind: 'failed',
					message:
						'Google did not connect the account: access_denied',
				} ),
			} )
			.mockReturnValueOnce( {
				go: jest.fn(),
				cancel: jest.fn(),
				result: Promise.resolve( { kind: 'closed' } ),
			} );
		render(
			<GooglePhotos
				limit={ 1 }
				copying={ false }
				onPicked={ jest.fn() }
			/>
		);
		const button = await screen.findByRole( 'button', {
			name: 'Connect to Google Photos',
		} );
		await act( async () => fireEvent.click( button ) );
		expect(
			screen.getByText(
				'Google did not connect the account: access_denied'
			)
		).toBeInTheDocument();
		await act( async () => fireEvent.click( button ) );
		expect( screen.queryByText( /access_denied/ ) ).not.toBeInTheDocument();
		expect( button ).toBeEnabled();
	} );

	it( 'connected: Open Google Photos hands the picked items to the copy, then deletes the session', async () => {
		connectionAnswers( CONNECTED );
		const api = googleApi();
		const onPicked = jest.fn( async () => undefined );
		render(
			<GooglePhotos
				limit={ 10 }
				copying={ false }
				onPicked={ onPicked }
				api={ api }
			/>
		);
		const open = await screen.findByRole( 'button', {
			name: 'Open Google Photos',
		} );
		await act( async () => fireEvent.click( open ) );
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 20 ) )
		);
		expect( api.createSession ).toHaveBeenCalledWith( 10 );
		expect( onPicked ).toHaveBeenCalledWith( [ 's1:a' ] );
		expect( api.deleteSession ).toHaveBeenCalledWith( 's1' );
		expect(
			screen.getByRole( 'button', { name: 'Open Google Photos' } )
		).toBeEnabled();
	} );

	it( 'an expired session says so', async () => {
		connectionAnswers( CONNECTED );
		const onPicked = jest.fn();
		render(
			<GooglePhotos
				limit={ 1 }
				copying={ false }
				onPicked={ onPicked }
				api={ googleApi( true ) }
			/>
		);
		const open = await screen.findByRole( 'button', {
			name: 'Open Google Photos',
		} );
		await act( async () => fireEvent.click( open ) );
		expect(
			await screen.findByText(
				'The Google Photos session has expired. Please try again.'
			)
		).toBeInTheDocument();
		expect( onPicked ).not.toHaveBeenCalled();
	} );

	it( 'Disconnect removes the connection and shows the connect screen', async () => {
		const deletes = connectionAnswers( CONNECTED, NOT_CONNECTED );
		render(
			<GooglePhotos
				limit={ 1 }
				copying={ false }
				onPicked={ jest.fn() }
			/>
		);
		const disconnectButton = await screen.findByRole( 'button', {
			name: 'Disconnect',
		} );
		await act( async () => fireEvent.click( disconnectButton ) );
		expect( deletes ).toEqual( [
			'/wpcom/v2/external-media/connection/google_photos',
		] );
		expect(
			await screen.findByRole( 'button', {
				name: 'Connect to Google Photos',
			} )
		).toBeInTheDocument();
	} );
} );
