/**
 * Loads mapbox-gl and its stylesheet, once, when a map is first drawn: the library through
 * import() (a chunk of its own), the stylesheet as a `<link>` into the page and into the document
 * the map lives in (the editor's canvas is an iframe). Neither the editor's start bundle nor a page without a map
 * carries them.
 *
 * The stylesheet is a plain file, copied into build/ by webpack.config.js, not an import(): a
 * stylesheet imported through import() puts webpack's stylesheet loader into the runtime of
 * every entry, the editor's start bundle and every view script included, for this one file.
 */
import type mapboxgl from 'mapbox-gl';
import mapboxPackage from 'mapbox-gl/package.json';

// Where webpack loads this build's files from (build/), known at run time.
// eslint-disable-next-line camelcase
declare let __webpack_public_path__: string;

export type Mapbox = typeof mapboxgl;

/** mapbox-gl's stylesheet in build/ (see webpack.config.js). */
export const STYLESHEET = 'mapbox-gl.css';

let loading: Promise< Mapbox > | undefined;

const styled = new WeakMap< Document, Promise< void > >();

/**
 * @param doc The document the map is drawn in (the editor canvas's); the page's by default.
 * @return The mapbox-gl module, once its stylesheet is in `doc`.
 */
export function loadMapbox( doc: Document = document ): Promise< Mapbox > {
	// The library's chunk, named for the bench and the network panel.
	loading ??= import( /* webpackChunkName: "mapbox-gl" */ 'mapbox-gl' ).then(
		( module ) => module.default,
		( error ) => {
			loading = undefined;
			throw error;
		}
	);
	// The page too: mapbox-gl runs in the page's window and looks for its styles there
	// (addStylesheet() adds one link per document, so the page's own maps add it once).
	return Promise.all( [
		loading,
		addStylesheet( document ),
		addStylesheet( doc ),
	] ).then( ( [ module ] ) => module );
}

/** How long the stylesheet may take, in ms: as long as a script chunk (webpack.config.js). */
export const STYLESHEET_TIMEOUT = 120_000;

/** A stylesheet that could not be loaded, as webpack's stylesheet loader reports one. */
export interface StylesheetLoadError extends Error {
	code: 'CSS_CHUNK_LOAD_FAILED';
	type: 'error' | 'timeout';
	request: string;
}

/**
 * Adds mapbox-gl's stylesheet to a document, once; rejects (with `code` CSS_CHUNK_LOAD_FAILED)
 * when it fails or has not loaded within STYLESHEET_TIMEOUT, and a later call tries again.
 *
 * @param doc The document.
 */
export function addStylesheet( doc: Document ): Promise< void > {
	let added = styled.get( doc );
	if ( ! added ) {
		added = new Promise< void >( ( resolve, reject ) => {
			const link = doc.createElement( 'link' );
			link.rel = 'stylesheet';
			// eslint-disable-next-line camelcase
			link.href = `${ __webpack_public_path__ }${ STYLESHEET }?ver=${ mapboxPackage.version }`;
			const done = ( type?: 'error' | 'timeout' ) => {
				clearTimeout( timer );
				link.onload = link.onerror = null;
				if ( ! type ) {
					resolve();
					return;
				}
				link.remove();
				styled.delete( doc );
				reject(
					Object.assign(
						new Error(
							`Loading CSS chunk mapbox-gl failed.\n(${ link.href })`
						),
						{
							code: 'CSS_CHUNK_LOAD_FAILED',
							type,
							request: link.href,
						}
					) as StylesheetLoadError
				);
			};
			const timer = setTimeout(
				() => done( 'timeout' ),
				STYLESHEET_TIMEOUT
			);
			link.onload = () => done();
			link.onerror = () => done( 'error' );
			doc.head.appendChild( link );
		} );
		styled.set( doc, added );
	}
	return added;
}
