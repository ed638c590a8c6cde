/**
 * Draws a map with mapbox-gl, for visitors (view.ts) and in the editor (edit/map-canvas.tsx).
 *
 * The places are one GeoJSON source drawn by one symbol layer with a pin image made on a canvas
 * in the marker colour: 500 places cost one layer, not 500 DOM markers (Jetpack's DOM markers
 * vanish past about 50). A click on a pin opens a popup with its title and caption (text only).
 */
import type { Mapbox } from './load-mapbox';
import { cameraFor, pointText, pointsGeoJson, type Camera } from './points';
import { buildMapStyle } from './map-style';
import type { MapPoint, MapSource, MapStyleName } from './types';

export const POINTS_SOURCE = 'blockpack-points';
export const POINTS_LAYER = 'blockpack-points';
const PIN_IMAGE = 'blockpack-pin';

/** Jetpack's pin, 32 × 38. */
const PIN_PATH =
	'm16 38s16-11.308 16-22-7.1634-16-16-16-16 5.3076-16 16 16 22 16 22z';

/** Debounce of the size check when the container changes size. */
export const RESIZE_DEBOUNCE = 250;

export interface DrawOptions {
	points: MapPoint[];
	center: unknown;
	zoom: unknown;
	markerColor: string;
	style: MapStyleName;
	mapDetails: boolean;
	source: MapSource;
	scrollToZoom: boolean;
	showFullscreenButton: boolean;
}

export interface DrawHandlers {
	/** Each time the map has drawn (the first time, and after each change): the pins drawn. */
	onDrawn?: ( drawnPins: number ) => void;
	onMarkerClick?: ( point: MapPoint ) => void;
	onMapClick?: () => void;
	/** After the user moved or zoomed the map. */
	onMoveEnd?: ( center: { lng: number; lat: number }, zoom: number ) => void;
	/**
	 * An error the map library reports, at any time (a refused token, a tile or a style that
	 * did not load): its `error`. Without this handler mapbox-gl logs it to the console.
	 */
	onError?: ( error: unknown ) => void;
}

export interface DrawnMap {
	update: ( options: DrawOptions ) => void;
	closePopup: () => void;
	resize: () => void;
	remove: () => void;
}

/**
 * A colour the canvas understands, else red.
 *
 * @param color The marker colour attribute.
 */
export function pinColor( color: string ): string {
	return typeof CSS !== 'undefined' && CSS.supports?.( 'color', color )
		? color
		: 'red';
}

function pinImage( color: string, doc: Document ): ImageData | null {
	const ratio = 2;
	const canvas = doc.createElement( 'canvas' );
	canvas.width = 32 * ratio;
	canvas.height = 38 * ratio;
	const context = canvas.getContext( '2d' );
	if ( ! context ) {
		return null;
	}
	context.scale( ratio, ratio );
	context.fillStyle = pinColor( color );
	context.fill( new Path2D( PIN_PATH ) );
	return context.getImageData( 0, 0, canvas.width, canvas.height );
}

function popupContent( point: MapPoint, doc: Document ): HTMLElement {
	const box = doc.createElement( 'div' );
	box.className = 'wp-block-jetpack-map__popup';
	const title = doc.createElement( 'h3' );
	title.textContent = pointText( point.title );
	box.appendChild( title );
	const caption = pointText( point.caption );
	if ( caption ) {
		const p = doc.createElement( 'p' );
		p.textContent = caption;
		box.appendChild( p );
	}
	return box;
}

const styleKey = ( o: DrawOptions ) =>
	JSON.stringify( [ o.style, o.mapDetails, o.source ] );
const cameraKey = ( o: DrawOptions ) =>
	JSON.stringify( [
		o.points.map( ( p ) => p.coordinates ),
		o.points.length > 1 ? null : [ o.center, o.zoom ],
	] );

/**
 * Draws a map in a container.
 *
 * @param mapbox    The mapbox-gl module.
 * @param container The element the map fills.
 * @param initial   What to draw.
 * @param handlers  Callbacks.
 * @return Controls over the drawn map.
 */
export function drawMap(
	mapbox: Mapbox,
	container: HTMLElement,
	initial: DrawOptions,
	handlers: DrawHandlers = {}
): DrawnMap {
	const doc = container.ownerDocument;
	let options = initial;
	let camera = cameraFor( options.points, options.center, options.zoom );
	// mapbox-gl accepts only an element of its own window (`instanceof HTMLElement`); the
	// editor's canvas is an iframe. The map is made in a holder of this window, sized like the
	// container, then moved into the container: its nodes and listeners move with it.
	const holder = document.createElement( 'div' );
	holder.className = 'wp-block-jetpack-map__holder';
	const fill = 'position:absolute;top:0;right:0;bottom:0;left:0;';
	if ( doc === document ) {
		holder.style.cssText = fill;
		container.appendChild( holder );
	} else {
		holder.style.cssText = `position:fixed;left:-10000px;top:0;width:${ container.clientWidth }px;height:${ container.clientHeight }px;`;
		document.body.appendChild( holder );
	}
	const map = new mapbox.Map( {
		container: holder,
		style: buildMapStyle(
			options.source,
			options.style,
			options.mapDetails
		),
		accessToken: options.source.accessToken || undefined,
		...cameraStart( camera ),
		scrollZoom: options.scrollToZoom,
		attributionControl: true,
	} );
	if ( doc !== document ) {
		container.appendChild( holder );
		holder.style.cssText = fill;
		map.resize();
	}
	if ( camera.kind === 'bounds' ) {
		map.fitBounds( camera.bounds, {
			padding: camera.padding,
			duration: 0,
		} );
	}
	map.addControl(
		new mapbox.NavigationControl( { showCompass: false } ),
		'top-left'
	);
	let fullscreen: unknown = null;
	const setFullscreen = ( show: boolean ) => {
		if ( show && ! fullscreen ) {
			fullscreen = new mapbox.FullscreenControl();
			map.addControl( fullscreen );
		} else if ( ! show && fullscreen ) {
			map.removeControl( fullscreen );
			fullscreen = null;
		}
	};
	setFullscreen( options.showFullscreenButton );

	let popup: InstanceType< Mapbox[ 'Popup' ] > | null = null;
	const closePopup = () => {
		popup?.remove();
		popup = null;
	};

	const addPlaces = () => {
		if ( ! map.hasImage( PIN_IMAGE ) ) {
			const image = pinImage( options.markerColor, doc );
			if ( image ) {
				map.addImage( PIN_IMAGE, image, { pixelRatio: 2 } );
			}
		}
		if ( ! map.getSource( POINTS_SOURCE ) ) {
			map.addSource( POINTS_SOURCE, {
				type: 'geojson',
				data: pointsGeoJson( options.points ),
			} );
		}
		if ( ! map.getLayer( POINTS_LAYER ) ) {
			map.addLayer( {
				id: POINTS_LAYER,
				type: 'symbol',
				source: POINTS_SOURCE,
				layout: {
					'icon-image': PIN_IMAGE,
					'icon-anchor': 'bottom',
					'icon-allow-overlap': true,
					'icon-ignore-placement': true,
				},
			} );
		}
	};
	// A new style drops the places: add them again each time one loads.
	map.on( 'style.load', addPlaces );

	if ( handlers.onError ) {
		const onError = handlers.onError;
		map.on( 'error', ( event ) => onError( event.error ) );
	}

	// After the first full draw, and after each later one (moves, zooms, new places): the
	// number of pins drawn, so that a page can show the map and say how many pins it holds.
	map.on( 'load', () => {
		map.on( 'idle', () => {
			handlers.onDrawn?.(
				map.queryRenderedFeatures( undefined, {
					layers: [ POINTS_LAYER ],
				} ).length
			);
		} );
	} );

	map.on( 'click', POINTS_LAYER, ( event ) => {
		const index = Number( event.features?.[ 0 ]?.properties?.index );
		const point = options.points[ index ];
		if ( ! point ) {
			return;
		}
		closePopup();
		popup = new mapbox.Popup( {
			closeButton: true,
			closeOnClick: false,
			offset: {
				top: [ 0, 5 ],
				bottom: [ 0, -40 ],
				left: [ 0, 0 ],
				right: [ 0, 0 ],
			},
		} )
			.setLngLat( [
				point.coordinates.longitude,
				point.coordinates.latitude,
			] )
			.setDOMContent( popupContent( point, doc ) )
			.addTo( map );
		handlers.onMarkerClick?.( point );
		// The map's own click (below) must not close it again.
		(
			event.originalEvent as Event & { blockpackPin?: boolean }
		 ).blockpackPin = true;
	} );
	map.on( 'click', ( event ) => {
		if (
			( event.originalEvent as Event & { blockpackPin?: boolean } )
				?.blockpackPin
		) {
			return;
		}
		closePopup();
		handlers.onMapClick?.();
	} );
	map.on( 'mouseenter', POINTS_LAYER, () => {
		map.getCanvas().style.cursor = 'pointer';
	} );
	map.on( 'mouseleave', POINTS_LAYER, () => {
		map.getCanvas().style.cursor = '';
	} );
	map.on( 'moveend', ( event ) => {
		// Only the user's moves (ours carry no original event).
		if ( event.originalEvent && handlers.onMoveEnd ) {
			handlers.onMoveEnd( map.getCenter(), map.getZoom() );
		}
	} );

	const applyCamera = () => {
		camera = cameraFor( options.points, options.center, options.zoom );
		if ( camera.kind === 'bounds' ) {
			map.fitBounds( camera.bounds, {
				padding: camera.padding,
				duration: 0,
			} );
		} else {
			map.jumpTo( { center: camera.center, zoom: camera.zoom } );
		}
	};

	let resizeTimer: ReturnType< typeof setTimeout > | undefined;
	const resize = () => {
		clearTimeout( resizeTimer );
		resizeTimer = setTimeout( () => {
			map.resize();
			if ( options.points.length > 1 ) {
				applyCamera();
			}
		}, RESIZE_DEBOUNCE );
	};
	const Observer = (
		doc.defaultView as ( Window & typeof globalThis ) | null
	 )?.ResizeObserver;
	const observer = Observer ? new Observer( resize ) : null;
	observer?.observe( container );

	return {
		update( next ) {
			const previous = options;
			options = next;
			if ( styleKey( previous ) !== styleKey( next ) ) {
				map.setStyle(
					buildMapStyle( next.source, next.style, next.mapDetails )
				);
			} else if ( previous.markerColor !== next.markerColor ) {
				const image = pinImage( next.markerColor, doc );
				if ( map.hasImage( PIN_IMAGE ) ) {
					map.removeImage( PIN_IMAGE );
				}
				if ( image ) {
					map.addImage( PIN_IMAGE, image, { pixelRatio: 2 } );
				}
			}
			if ( previous.points !== next.points ) {
				closePopup();
				map.getSource( POINTS_SOURCE )?.setData(
					pointsGeoJson( next.points )
				);
			}
			if ( cameraKey( previous ) !== cameraKey( next ) ) {
				applyCamera();
			}
			if ( previous.scrollToZoom !== next.scrollToZoom ) {
				if ( next.scrollToZoom ) {
					map.scrollZoom.enable();
				} else {
					map.scrollZoom.disable();
				}
			}
			setFullscreen( next.showFullscreenButton );
		},
		closePopup,
		resize,
		remove() {
			clearTimeout( resizeTimer );
			observer?.disconnect();
			closePopup();
			map.remove();
			holder.remove();
		},
	};
}

function cameraStart( camera: Camera ) {
	return camera.kind === 'center'
		? { center: camera.center, zoom: camera.zoom }
		: {
				bounds: camera.bounds,
				fitBoundsOptions: { padding: camera.padding },
			};
}
