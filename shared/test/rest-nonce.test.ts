/**
 * The stale-nonce retry every visitors' form that sends X-WP-Nonce goes through: a logged-in
 * user's page older than the nonce's life is refused by core with 403
 * `rest_cookie_invalid_nonce`; the request is sent once more with a fresh nonce, never more.
 */
import { fakeResponse } from '../../tests/unit/mocks/fake-response';
import { fetchWithRestNonce, type RestNonce } from '../rest-nonce';

const STALE = {
	status: 403,
	json: {
		code: 'rest_cookie_invalid_nonce',
		message: 'Cookie check failed',
		data: { status: 403 },
	},
};
const SENT = { status: 200, json: { status: 'sent' } };
const REFRESH_URL = '/wp-admin/admin-ajax.php?action=rest-nonce';
const SUBMIT_URL = '/wp-json/blockpack/v1/contact-form/submit';

/**
 * The X-WP-Nonce header of a fetch() call.
 *
 * @param call The call's arguments.
 */
const nonceOf = ( call: [ string, RequestInit ] ) =>
	( call[ 1 ].headers as Record< string, string > )[ 'X-WP-Nonce' ];

describe( 'fetchWithRestNonce', () => {
	test.each( [
		{
			title: 'a stale nonce (403 rest_cookie_invalid_nonce): one refresh, one retry with the fresh nonce, which is kept',
			nonce: 'aaaaaaaaaa',
			answers: [ STALE, { status: 200, text: 'bbbbbbbbbb' }, SENT ],
			expected: {
				status: 200,
				urls: [ SUBMIT_URL, REFRESH_URL, SUBMIT_URL ],
				nonces: [ 'aaaaaaaaaa', undefined, 'bbbbbbbbbb' ],
				kept: 'bbbbbbbbbb',
			},
		},
		{
			title: 'another 403 (a form refused for its own reasons): no refresh, no retry',
			nonce: 'aaaaaaaaaa',
			answers: [
				{
					status: 403,
					json: { code: 'blockpack_invalid_nonce', message: 'No.' },
				},
			],
			expected: {
				status: 403,
				urls: [ SUBMIT_URL ],
				nonces: [ 'aaaaaaaaaa' ],
				kept: 'aaaaaaaaaa',
			},
		},
		{
			title: 'a 403 that is not JSON: no retry',
			nonce: 'aaaaaaaaaa',
			answers: [ { status: 403 } ],
			expected: {
				status: 403,
				urls: [ SUBMIT_URL ],
				nonces: [ 'aaaaaaaaaa' ],
				kept: 'aaaaaaaaaa',
			},
		},
		{
			title: 'the retry is refused again: its answer is returned, no third attempt',
			nonce: 'aaaaaaaaaa',
			answers: [ STALE, { status: 200, text: 'bbbbbbbbbb' }, STALE ],
			expected: {
				status: 403,
				urls: [ SUBMIT_URL, REFRESH_URL, SUBMIT_URL ],
				nonces: [ 'aaaaaaaaaa', undefined, 'bbbbbbbbbb' ],
				kept: 'bbbbbbbbbb',
			},
		},
		{
			title: 'no fresh nonce to be had (logged out since: admin-ajax answers 0): no retry',
			nonce: 'aaaaaaaaaa',
			answers: [ STALE, { status: 400, text: '0' } ],
			expected: {
				status: 403,
				urls: [ SUBMIT_URL, REFRESH_URL ],
				nonces: [ 'aaaaaaaaaa', undefined ],
				kept: 'aaaaaaaaaa',
			},
		},
		{
			title: 'a visitor (no nonce): no header, nothing to refresh',
			nonce: '',
			answers: [ STALE ],
			expected: {
				status: 403,
				urls: [ SUBMIT_URL ],
				nonces: [ undefined ],
				kept: '',
			},
		},
		{
			title: 'a success: one request',
			nonce: 'aaaaaaaaaa',
			answers: [ SENT ],
			expected: {
				status: 200,
				urls: [ SUBMIT_URL ],
				nonces: [ 'aaaaaaaaaa' ],
				kept: 'aaaaaaaaaa',
			},
		},
	] )( '$title', async ( { nonce, answers, expected } ) => {
		const fetchMock = jest.fn();
		answers.forEach( ( answer ) =>
			fetchMock.mockResolvedValueOnce( fakeResponse( answer ) )
		);
		window.fetch = fetchMock;
		const state: RestNonce = { nonce, refreshUrl: REFRESH_URL };
		const body = new FormData();
		body.append( 'contact-form-key', 'key-1' );

		const response = await fetchWithRestNonce(
			SUBMIT_URL,
			{ method: 'POST', body, headers: { Accept: 'application/json' } },
			state
		);

		expect( response.status ).toBe( expected.status );
		expect( fetchMock.mock.calls.map( ( call ) => call[ 0 ] ) ).toEqual(
			expected.urls
		);
		expect( fetchMock.mock.calls.map( nonceOf ) ).toEqual(
			expected.nonces
		);
		expect( state.nonce ).toBe( expected.kept );
		// Every attempt sends the same body (and so the same idempotency key).
		fetchMock.mock.calls
			.filter( ( call ) => call[ 0 ] === SUBMIT_URL )
			.forEach( ( call ) => {
				expect( call[ 1 ].body ).toBe( body );
				expect( call[ 1 ].method ).toBe( 'POST' );
				expect(
					( call[ 1 ].headers as Record< string, string > ).Accept
				).toBe( 'application/json' );
			} );
	} );

	test( 'a refresh that fails on the network: the first answer is returned', async () => {
		const fetchMock = jest
			.fn()
			.mockResolvedValueOnce( fakeResponse( STALE ) )
			.mockRejectedValueOnce( new TypeError( 'Failed to fetch' ) );
		window.fetch = fetchMock;
		const state: RestNonce = {
			nonce: 'aaaaaaaaaa',
			refreshUrl: REFRESH_URL,
		};
		const response = await fetchWithRestNonce(
			SUBMIT_URL,
			{ method: 'POST' },
			state
		);
		expect( response.status ).toBe( 403 );
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
		// The caller can still read the answer's message.
		await expect( response.json() ).resolves.toMatchObject( {
			code: 'rest_cookie_invalid_nonce',
		} );
	} );

	test( 'a refresh answer that is not a nonce (an HTML page) is not sent', async () => {
		const fetchMock = jest
			.fn()
			.mockResolvedValueOnce( fakeResponse( STALE ) )
			.mockResolvedValueOnce(
				fakeResponse( { status: 200, text: '<html>login</html>' } )
			);
		window.fetch = fetchMock;
		const state: RestNonce = {
			nonce: 'aaaaaaaaaa',
			refreshUrl: REFRESH_URL,
		};
		await fetchWithRestNonce( SUBMIT_URL, { method: 'POST' }, state );
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
		expect( state.nonce ).toBe( 'aaaaaaaaaa' );
	} );
} );
