/**
 * Map, for visitors: each map on the page is drawn when it comes near the viewport (within
 * LOAD_MARGIN), and only then are mapbox-gl and its stylesheet downloaded (load-mapbox.ts).
 * The list of places stays visible until the map has drawn, then is hidden visually (style.scss,
 * `is-map-drawn`), never removed. The tile source is the one PHP printed once before this script
 * (the view settings' `source`, source.ts), never one read from the page's markup, which content could
 * forge; the per-map data (places, centre, zoom…) comes from the block's attributes and is drawn
 * as text.
 */
import { drawMap } from './draw';
import { loadMapbox } from './load-mapbox';
import { drawnStyleName } from './map-style';
import { drawablePoints } from './points';
import { pageMapSource } from './source';

/** How far from the viewport a map starts loading. */
export const LOAD_MARGIN = '300px 0px';

function parse( json: string | null ): unknown {
	try {
		return json ? JSON.parse( json ) : undefined;
	} catch {
		return undefined;
	}
}

/**
 * Draws one saved map.
 *
 * @param block The block's outer element.
 */
export async function drawSavedMap( block: HTMLElement ): Promise< void > {
	const data = block.dataset;
	const mapbox = await loadMapbox();
	const container = document.createElement( 'div' );
	container.className = 'wp-block-jetpack-map__gm-container';
	block.appendChild( container );
	drawMap(
		mapbox,
		container,
		{
			points: drawablePoints( parse( data.points ?? null ) ),
			center: parse( data.mapCenter ?? null ),
			zoom: Number( data.zoom ),
			markerColor: data.markerColor || 'red',
			style: drawnStyleName( block.className, data.mapStyle ),
			mapDetails: data.mapDetails !== 'false',
			source: pageMapSource(),
			scrollToZoom: data.scrollToZoom === 'true',
			showFullscreenButton: data.showFullscreenButton === 'true',
		},
		{
			// The first draw shows the map (and hides the list visually); the pin count is
			// kept up to date after each draw.
			onDrawn: ( pins ) => {
				block.classList.add( 'is-map-drawn' );
				block.setAttribute( 'data-map-pins-drawn', String( pins ) );
			},
		}
	);
}

function start(): void {
	const blocks = Array.from(
		document.querySelectorAll< HTMLElement >( '.wp-block-jetpack-map' )
	).filter( ( block ) => ! block.dataset.mapStarted );
	if ( ! blocks.length ) {
		return;
	}
	const begin = ( block: HTMLElement ) => {
		block.dataset.mapStarted = 'true';
		drawSavedMap( block ).catch( () => {
			// The list of places stays: the page still says where.
		} );
	};
	if ( typeof IntersectionObserver === 'undefined' ) {
		blocks.forEach( begin );
		return;
	}
	const observer = new IntersectionObserver(
		( entries ) => {
			for ( const entry of entries ) {
				if ( entry.isIntersecting ) {
					observer.unobserve( entry.target );
					begin( entry.target as HTMLElement );
				}
			}
		},
		{ rootMargin: LOAD_MARGIN }
	);
	blocks.forEach( ( block ) => observer.observe( block ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}
