/**
 * The editor's request header (shared/editor-request-header.ts) in the editor: requests that
 * `wp.apiFetch` sends to the site itself carry `x-wp-api-fetch-from-editor: true`, by path or by
 * the site's own address; a request in `cors` mode and a request to another origin do not. The
 * other origin is answered with page.route() (a third party the browser calls).
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../utils';

const HEADER = 'x-wp-api-fetch-from-editor';
const OTHER = 'https://api.example.org/blockpack-test';

/**
 * Sends one request with `wp.apiFetch` from the editor page.
 *
 * @param page    The editor page.
 * @param options The api-fetch options.
 */
async function apiFetch(
	page: Page,
	options: Record< string, unknown >
): Promise< void > {
	await page.evaluate( async ( o ) => {
		const { wp } = window as unknown as {
			wp: { apiFetch: ( x: unknown ) => Promise< unknown > };
		};
		await wp.apiFetch( { ...o, parse: false } );
	}, options );
}

test( 'same-origin editor requests carry the editor header; cors and cross-origin ones do not', async ( {
	admin,
	editor,
	page,
} ) => {
	await admin.createNewPost();
	await expect(
		editor.canvas.getByRole( 'textbox', { name: 'Add title' } )
	).toBeEditable();
	const origin = new URL( page.url() ).origin;

	// What the site itself received, by the marker each request names.
	const seen = new Map< string, string | undefined >();
	page.on( 'request', ( request ) => {
		const marker = new URL( request.url() ).searchParams.get( 'marker' );
		if ( marker && request.method() !== 'OPTIONS' ) {
			seen.set( marker, request.headers()[ HEADER ] );
		}
	} );
	await page.route( `${ OTHER }**`, ( route ) =>
		route.fulfill( {
			status: 200,
			contentType: 'application/json',
			headers: {
				'access-control-allow-origin': origin,
				'access-control-allow-headers': '*',
				'access-control-allow-methods': 'GET',
				'access-control-allow-credentials': 'true',
			},
			body: '{}',
		} )
	);

	await apiFetch( page, { path: '/wp/v2/types/post?marker=path' } );
	await apiFetch( page, {
		url: `${ origin }/wp-json/wp/v2/types/post?marker=absolute`,
	} );
	await apiFetch( page, {
		url: '/wp-json/wp/v2/types/post?marker=relative',
	} );
	await apiFetch( page, {
		path: '/wp/v2/types/post?marker=cors',
		mode: 'cors',
	} );
	await apiFetch( page, { url: `${ OTHER }?marker=other` } );

	expect( Object.fromEntries( seen ) ).toEqual( {
		path: 'true',
		absolute: 'true',
		relative: 'true',
		cors: undefined,
		other: undefined,
	} );
} );
