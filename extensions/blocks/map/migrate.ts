/**
 * Moving older saves to the current attributes: the `mapStyle` attribute becomes the
 * `is-style-…` class (as Jetpack's migration does: the first older `is-style-…` class is
 * replaced), a centre in the older `{longitude, latitude}` form becomes `{lng, lat}` (mapbox-gl
 * reads only that form), and saves from before the fullscreen button get it switched on.
 */
import { toLngLat } from './points';

type Attributes = Record< string, unknown >;

/**
 * @param old            The older block's attributes.
 * @param addsFullscreen Whether the older block had no `showFullscreenButton`.
 * @return The current attributes.
 */
export function migrateMapStyle(
	old: Attributes,
	addsFullscreen = false
): Attributes {
	const { mapStyle, ...rest } = old;
	const className = (
		( typeof old.className === 'string' ? old.className : '' ).replace(
			/is-style-[^ ]+/,
			''
		) +
		` is-style-${ typeof mapStyle === 'string' && mapStyle ? mapStyle : 'default' }`
	)
		.replace( /\s+/g, ' ' )
		.trim();
	const center = old.mapCenter as Record< string, unknown > | undefined;
	const legacyCenter =
		!! center &&
		typeof center === 'object' &&
		! ( 'lng' in center ) &&
		'longitude' in center;
	return {
		...rest,
		...( legacyCenter ? { mapCenter: toLngLat( center ) } : {} ),
		...( addsFullscreen ? { showFullscreenButton: true } : {} ),
		className,
	};
}
