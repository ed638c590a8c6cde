/**
 * The route calls: paths and query (30 posts, once), answers read, failures with the server's
 * message, a malformed gallery answer as MalformedGalleryError.
 */
import apiFetch from '@wordpress/api-fetch';
import {
	getConnections,
	getConnectUrl,
	getGallery,
	MalformedGalleryError,
} from '../api';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );
const mockedApiFetch = apiFetch as unknown as jest.Mock;

beforeEach( () => mockedApiFetch.mockReset() );

test( 'connections', async () => {
	mockedApiFetch.mockResolvedValue( [ { token: '1', username: 'one' } ] );
	await expect( getConnections() ).resolves.toEqual( [
		{ token: '1', username: 'one' },
	] );
	expect( mockedApiFetch ).toHaveBeenCalledWith( {
		path: '/wpcom/v2/instagram-gallery/connections',
	} );
} );

describe( 'connect-url', () => {
	it.each< [ string, () => void, string | Error ] >( [
		[
			'a JSON string',
			() =>
				mockedApiFetch.mockResolvedValue( 'http://example.test/x?y=1' ),
			'http://example.test/x?y=1',
		],
		[
			'not an address',
			() => mockedApiFetch.mockResolvedValue( { url: 'http://x' } ),
			new Error( '' ),
		],
		[
			'the 400 error of a site without app credentials',
			() =>
				mockedApiFetch.mockRejectedValue( {
					code: 'instagram_app_missing',
					message: 'Add the app credentials in Settings → Blockpack.',
				} ),
			new Error( 'Add the app credentials in Settings → Blockpack.' ),
		],
	] )( '%s', async ( _, answer, expected ) => {
		answer();
		const call = getConnectUrl();
		if ( expected instanceof Error ) {
			await expect( call ).rejects.toEqual( expected );
		} else {
			await expect( call ).resolves.toBe( expected );
		}
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/instagram-gallery/connect-url',
		} );
	} );
} );

describe( 'gallery', () => {
	it( 'asks for 30 posts of the connection', async () => {
		mockedApiFetch.mockResolvedValue( { external_name: 'x', images: [] } );
		await expect( getGallery( '12' ) ).resolves.toEqual( {
			externalName: 'x',
			images: [],
		} );
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/instagram-gallery/gallery?access_token=12&count=30',
		} );
	} );

	it( 'a malformed answer rejects as malformed', async () => {
		mockedApiFetch.mockResolvedValue( { images: 'ERROR' } );
		await expect( getGallery( '12' ) ).rejects.toBeInstanceOf(
			MalformedGalleryError
		);
	} );

	it( 'a failed request rejects with the message, not as malformed', async () => {
		mockedApiFetch.mockRejectedValue( {
			code: 'instagram_connection_not_found',
			message: 'Not found.',
		} );
		const error = await getGallery( '12' ).catch( ( e ) => e );
		expect( error ).not.toBeInstanceOf( MalformedGalleryError );
		expect( error.message ).toBe( 'Not found.' );
	} );
} );
