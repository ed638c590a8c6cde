/**
 * Loads mapbox-gl and its stylesheet, once, through import(): a chunk of their own, so neither
 * the editor's start bundle nor a page without a map carries them.
 *
 * The stylesheet is added to the page by webpack; the editor's canvas is an iframe, so it is
 * copied into the document the map lives in.
 */
import type mapboxgl from 'mapbox-gl';

export type Mapbox = typeof mapboxgl;

let loading: Promise< Mapbox > | undefined;

/**
 * @param doc The document the map is drawn in (the editor canvas's); the page's by default.
 * @return The mapbox-gl module.
 */
export function loadMapbox( doc: Document = document ): Promise< Mapbox > {
	loading ??= Promise.all( [
		import( /* webpackChunkName: "mapbox-gl" */ 'mapbox-gl' ),
		import(
			/* webpackChunkName: "mapbox-gl" */ 'mapbox-gl/dist/mapbox-gl.css'
		),
	] ).then(
		( [ module ] ) => module.default,
		( error ) => {
			loading = undefined;
			throw error;
		}
	);
	return loading.then( ( module ) => {
		copyStylesheet( doc );
		return module;
	} );
}

/**
 * Whether a stylesheet is mapbox-gl's (webpack names its file by number).
 *
 * @param sheet A stylesheet of this page.
 */
function isMapboxSheet( sheet: CSSStyleSheet ): boolean {
	try {
		return Array.from( sheet.cssRules ).some(
			( rule ) =>
				rule instanceof CSSStyleRule &&
				rule.selectorText === '.mapboxgl-map'
		);
	} catch {
		return false; // Another origin's sheet.
	}
}

/**
 * Copies the stylesheet webpack added to this page into another document (once).
 *
 * @param doc The target document.
 */
function copyStylesheet( doc: Document ) {
	if ( doc === document ) {
		return;
	}
	for ( const sheet of Array.from( document.styleSheets ) ) {
		const href = sheet.href;
		if (
			href &&
			isMapboxSheet( sheet ) &&
			! Array.from( doc.querySelectorAll( 'link' ) ).some(
				( link ) => link.href === href
			)
		) {
			const copy = doc.createElement( 'link' );
			copy.rel = 'stylesheet';
			copy.href = href;
			doc.head.appendChild( copy );
		}
	}
}
