/**
 * The editor's request header: same-origin requests that are not in `cors` mode get
 * `x-wp-api-fetch-from-editor: true`; cross-origin and `cors` requests go unchanged; installed
 * once as an api-fetch middleware.
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import {
	EDITOR_HEADER,
	editorHeaderMiddleware,
	installEditorRequestHeader,
	isSameOrigin,
} from '../editor-request-header';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: { use: jest.fn() },
} ) );

const PAGE = 'https://example.test/wp-admin/post.php?post=1&action=edit';

describe( 'isSameOrigin', () => {
	it.each< [ string, string | undefined, boolean ] >( [
		[ 'no url: a path on the site’s REST root', undefined, true ],
		[ 'a relative address', '/wp-json/wp/v2/media/3', true ],
		[ 'a relative address without a slash', 'admin-ajax.php', true ],
		[
			'an absolute address of the site',
			'https://example.test/wp-json/',
			true,
		],
		[
			'the site with its default port',
			'https://example.test:443/x',
			true,
		],
		[ 'the site in upper case', 'HTTPS://EXAMPLE.TEST/x', true ],
		[ 'another host', 'https://api.example.org/v1', false ],
		[ 'a subdomain of the site', 'https://cdn.example.test/x', false ],
		[ 'a look-alike host', 'https://example.test.evil.test/x', false ],
		[ 'another scheme', 'http://example.test/x', false ],
		[ 'another port', 'https://example.test:8443/x', false ],
		[ 'a protocol-relative other host', '//other.test/x', false ],
		[ 'not an address', 'http://[oops', false ],
	] )( '%s', ( _, url, expected ) => {
		expect( isSameOrigin( url, PAGE ) ).toBe( expected );
	} );
} );

describe( 'editorHeaderMiddleware', () => {
	const here = window.location.origin;
	it.each< [ string, APIFetchOptions, boolean ] >( [
		[ 'a path', { path: '/wp/v2/media/3' }, true ],
		[
			'a path with a method',
			{ path: '/wpcom/v2/x', method: 'POST' },
			true,
		],
		[ 'a relative url', { url: '/wp-admin/admin-ajax.php' }, true ],
		[ 'an absolute url of the site', { url: `${ here }/wp-json/` }, true ],
		[ 'same-origin mode', { path: '/x', mode: 'same-origin' }, true ],
		[ 'mode cors on the site', { path: '/x', mode: 'cors' }, false ],
		[
			'mode cors elsewhere',
			{ url: 'https://api.example.org/', mode: 'cors' },
			false,
		],
		[ 'another host', { url: 'https://api.example.org/v1' }, false ],
		[ 'another port', { url: 'http://localhost:9/x' }, false ],
	] )( '%s', async ( _, options, added ) => {
		const next = jest.fn( async ( o: APIFetchOptions ) => o );
		const sent = ( await editorHeaderMiddleware(
			options,
			next
		) ) as APIFetchOptions;
		expect( next ).toHaveBeenCalledTimes( 1 );
		if ( added ) {
			expect( sent ).toEqual( {
				...options,
				headers: { [ EDITOR_HEADER ]: 'true' },
			} );
		} else {
			// Unchanged: the very same options.
			expect( sent ).toBe( options );
		}
	} );

	it( 'keeps the request’s own headers and does not change its options', async () => {
		const options = {
			path: '/x',
			headers: { 'X-WP-Nonce': 'abc', Accept: 'application/json' },
		};
		const next = jest.fn( async ( o: APIFetchOptions ) => o );
		const sent = ( await editorHeaderMiddleware(
			options,
			next
		) ) as APIFetchOptions;
		expect( sent.headers ).toEqual( {
			'X-WP-Nonce': 'abc',
			Accept: 'application/json',
			[ EDITOR_HEADER ]: 'true',
		} );
		expect( options.headers ).toEqual( {
			'X-WP-Nonce': 'abc',
			Accept: 'application/json',
		} );
	} );
} );

describe( 'installEditorRequestHeader', () => {
	it( 'installs the middleware once', () => {
		installEditorRequestHeader();
		installEditorRequestHeader();
		expect( apiFetch.use ).toHaveBeenCalledTimes( 1 );
		expect( apiFetch.use ).toHaveBeenCalledWith( editorHeaderMiddleware );
	} );
} );
