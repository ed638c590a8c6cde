/**
 * What the editor says when the map library reports an error after the map has loaded (a
 * refused token, a tile or style the server would not give).
 */
import { mapErrorMessage } from '../messages';

/**
 * An error as mapbox-gl's requests report one (its AJAXError).
 *
 * @param message The status text.
 * @param status  The HTTP status.
 * @param url     The address asked.
 */
const ajaxError = ( message: string, status: number, url: string ) =>
	Object.assign( new Error( message ), { status, url } );

describe( 'mapErrorMessage', () => {
	it.each< [ string, unknown, boolean, string | null ] >( [
		[
			'a refused Mapbox token',
			ajaxError(
				'Unauthorized: you may have provided an invalid Mapbox access token.',
				401,
				'https://api.mapbox.com/styles/v1/automattic/x?access_token=pk.1'
			),
			true,
			'Mapbox refused the map’s access token, so the map cannot load. Check the token in the block’s settings (Mapbox Access Token) or on Settings → Blockpack.',
		],
		[
			'a forbidden style with a token',
			ajaxError( 'Forbidden', 403, 'https://api.mapbox.com/styles/v1/x' ),
			true,
			'Mapbox refused the map’s access token, so the map cannot load. Check the token in the block’s settings (Mapbox Access Token) or on Settings → Blockpack.',
		],
		[
			'open tiles refused without a token',
			ajaxError(
				'Forbidden',
				403,
				'https://tile.openstreetmap.org/1/0/0.png'
			),
			false,
			'The map’s tile server refused to send the map (HTTP 403).',
		],
		[
			'a server error on a tile',
			ajaxError(
				'Internal Server Error',
				500,
				'https://tile.openstreetmap.org/1/0/0.png'
			),
			false,
			'The map could not load all of its tiles or its style (HTTP 500). Check your connection, then reload the editor.',
		],
		[
			'a network failure',
			new Error( 'Failed to fetch' ),
			true,
			'The map could not load all of its tiles or its style (Failed to fetch). Check your connection, then reload the editor.',
		],
		[
			'an error without a message',
			{},
			false,
			'The map could not load all of its tiles or its style. Check your connection, then reload the editor.',
		],
		[ 'nothing', undefined, false, null ],
	] )( '%s', ( _name, error, hasToken, expected ) => {
		expect( mapErrorMessage( error, hasToken ) ).toBe( expected );
	} );
} );
