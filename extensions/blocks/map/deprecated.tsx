/**
 * Older saves of the map, newest first. Each keeps its attributes and markup as Jetpack saved
 * them, with two changes that keep saved values: `zoom` is a number (Jetpack declared an
 * integer, but saved fractional zooms such as 11.77, which an integer type would drop), and
 * `address` and `preview` are declared so that nothing in an older comment is lost.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import { mapMarkup } from './markup';
import { classStyleName } from './map-style';
import { migrateMapStyle } from './migrate';
import metadata from './block.json';
import type { MapAttributes } from './types';

type Attributes = MapAttributes;

const OLD_CENTER = {
	type: 'object',
	default: { longitude: -122.41941550000001, latitude: 37.7749295 },
};

const shared = {
	align: { type: 'string' },
	points: { type: 'array', default: [] },
	address: { type: 'string', default: '' },
	mapDetails: { type: 'boolean', default: true },
	zoom: { type: 'number', default: 13 },
	mapCenter: OLD_CENTER,
	mapStyle: { type: 'string', default: 'default' },
	markerColor: { type: 'string', default: 'red' },
	preview: { type: 'boolean', default: false },
	scrollToZoom: { type: 'boolean', default: false },
	mapHeight: { type: 'integer' },
} as const;

/** Current attributes; `data-map-style` written only for an `is-style-…` class that names a style (Jetpack's save once left it out otherwise). */
const styleOnlyFromClass: BlockDeprecation< Attributes > = {
	attributes:
		metadata.attributes as BlockDeprecation< Attributes >[ 'attributes' ],
	apiVersion: 3,
	supports: metadata.supports,
	save: ( { attributes } ) =>
		mapMarkup( {
			...attributes,
			mapStyle: classStyleName( attributes.className ),
		} ),
};

/** The `mapStyle` attribute, before styles moved to the `is-style-…` class. */
const withMapStyle: BlockDeprecation< Attributes > = {
	attributes: {
		...shared,
		showFullscreenButton: { type: 'boolean', default: true },
	},
	apiVersion: 3,
	supports: metadata.supports,
	migrate: ( attributes ) => migrateMapStyle( attributes ) as MapAttributes,
	save: ( { attributes } ) => mapMarkup( attributes ),
};

/** Before the fullscreen button: no `data-show-fullscreen-button`; migrating switches it on. */
const withoutFullscreen: BlockDeprecation< Attributes > = {
	attributes: { ...shared },
	apiVersion: 3,
	supports: metadata.supports,
	migrate: ( attributes ) =>
		migrateMapStyle( attributes, true ) as MapAttributes,
	save: ( { attributes } ) =>
		mapMarkup( {
			...attributes,
			showFullscreenButton: undefined,
		} ),
};

const deprecated: BlockDeprecation< Attributes >[] = [
	styleOnlyFromClass,
	withMapStyle,
	withoutFullscreen,
];

export default deprecated;
