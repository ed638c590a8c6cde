/**
 * The few parts of mapbox-gl 1.13 (which ships no types) that the map block uses
 * (extensions/blocks/map/draw.ts). Loaded only through import().
 */
declare module 'mapbox-gl' {
	type LngLat = { lng: number; lat: number };
	type Bounds = [ [ number, number ], [ number, number ] ];
	interface MapEvent {
		point?: { x: number; y: number };
		features?: Array< { properties: Record< string, unknown > } >;
		lngLat?: LngLat;
		originalEvent?: Event;
		/** An `error` event's error (a failed request carries its HTTP `status`). */
		error?: unknown;
	}
	export class Map {
		constructor( options: Record< string, unknown > );
		on( type: string, listener: ( event: MapEvent ) => void ): this;
		on(
			type: string,
			layer: string,
			listener: ( event: MapEvent ) => void
		): this;
		once( type: string, listener: ( event: MapEvent ) => void ): this;
		off( type: string, listener: ( event: MapEvent ) => void ): this;
		addControl( control: unknown, position?: string ): this;
		removeControl( control: unknown ): this;
		addSource( id: string, source: Record< string, unknown > ): this;
		getSource(
			id: string
		): { setData: ( data: unknown ) => void } | undefined;
		addLayer( layer: Record< string, unknown > ): this;
		getLayer( id: string ): unknown;
		addImage(
			id: string,
			image: ImageData,
			options?: { pixelRatio?: number }
		): this;
		hasImage( id: string ): boolean;
		removeImage( id: string ): this;
		setStyle( style: unknown ): this;
		jumpTo( options: { center?: LngLat; zoom?: number } ): this;
		fitBounds( bounds: Bounds, options?: Record< string, unknown > ): this;
		getCenter(): LngLat;
		getZoom(): number;
		resize(): this;
		remove(): void;
		loaded(): boolean;
		isStyleLoaded(): boolean;
		queryRenderedFeatures(
			geometry?: unknown,
			options?: { layers?: string[] }
		): unknown[];
		getCanvas(): HTMLCanvasElement;
		scrollZoom: { enable: () => void; disable: () => void };
	}
	export class Popup {
		constructor( options?: Record< string, unknown > );
		setLngLat( lngLat: LngLat | [ number, number ] ): this;
		setDOMContent( node: Node ): this;
		addTo( map: Map ): this;
		remove(): this;
		isOpen(): boolean;
	}
	export class NavigationControl {
		constructor( options?: Record< string, unknown > );
	}
	export class FullscreenControl {
		constructor( options?: Record< string, unknown > );
	}
	export class AttributionControl {
		constructor( options?: Record< string, unknown > );
	}
	const mapboxgl: {
		Map: typeof Map;
		Popup: typeof Popup;
		NavigationControl: typeof NavigationControl;
		FullscreenControl: typeof FullscreenControl;
		AttributionControl: typeof AttributionControl;
	};
	export default mapboxgl;
}

declare module 'mapbox-gl/dist/mapbox-gl.css';
