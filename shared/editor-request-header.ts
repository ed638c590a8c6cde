/**
 * The editor's request header: every `@wordpress/api-fetch` request the block editor makes to
 * its own site carries `x-wp-api-fetch-from-editor: true`, as Jetpack's editor sends it
 * (projects/plugins/jetpack/extensions/editor.js). Its reader is Jetpack's Image CDN
 * (`Automattic\Jetpack\Image_CDN\Image_CDN::should_rest_photon_image_downsize_override()`,
 * loaded by Jetpack Boost's Image CDN and Jetpack's Site Accelerator, which run on self-hosted
 * sites): with the header it leaves the site's own image addresses in REST answers to the editor,
 * without it an image the editor reads comes back as an `i0.wp.com` address and is saved so in
 * the post. Blockpack boots only without Jetpack, so only Blockpack sends it here.
 *
 * Requests to another origin and requests in `cors` mode go unchanged: a custom header there
 * would make the browser ask the other server first (a preflight), which it may refuse.
 */
import apiFetch, { type APIFetchMiddleware } from '@wordpress/api-fetch';

/** The header's name and value. */
export const EDITOR_HEADER = 'x-wp-api-fetch-from-editor';
export const EDITOR_HEADER_VALUE = 'true';

/**
 * Whether a request's address is of the page's origin (scheme, host and port).
 *
 * @param url  The request's `url` (absolute, or relative to the page), or undefined when it
 *             names only a `path` (the site's REST root, the page's own origin).
 * @param page The page's address (`window.location.href`).
 */
export function isSameOrigin( url: string | undefined, page: string ): boolean {
	if ( url === undefined ) {
		return true;
	}
	try {
		return new URL( url, page ).origin === new URL( page ).origin;
	} catch {
		return false;
	}
}

/**
 * The middleware: adds the header to same-origin requests that are not in `cors` mode.
 *
 * @param options The request.
 * @param next    The next middleware.
 */
export const editorHeaderMiddleware: APIFetchMiddleware = ( options, next ) => {
	if (
		options.mode === 'cors' ||
		! isSameOrigin( options.url, window.location.href )
	) {
		return next( options );
	}
	return next( {
		...options,
		headers: { ...options.headers, [ EDITOR_HEADER ]: EDITOR_HEADER_VALUE },
	} );
};

let installed = false;

/** Installs the middleware once (the editor's entry calls it). */
export function installEditorRequestHeader(): void {
	if ( ! installed ) {
		installed = true;
		apiFetch.use( editorHeaderMiddleware );
	}
}
