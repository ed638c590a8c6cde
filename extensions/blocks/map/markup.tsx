/**
 * The saved markup, shared by the save and its deprecations (which differ only in which data
 * attributes they write): a `div` with the map's settings as `data-*` attributes (Jetpack's
 * order) holding a list of the places as links, which visitors without the map still read.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { drawablePoints, placeUrl, pointText } from './points';

export interface MarkupData {
	align?: unknown;
	/** `data-map-style`; left out when undefined. */
	mapStyle?: unknown;
	mapDetails?: unknown;
	points?: unknown;
	zoom?: unknown;
	mapCenter?: unknown;
	markerColor?: unknown;
	scrollToZoom?: unknown;
	mapHeight?: unknown;
	/** `data-show-fullscreen-button`; older saves had none (pass undefined). */
	showFullscreenButton?: unknown;
}

/**
 * @param data The values to write.
 * @return The element.
 */
export function mapMarkup( data: MarkupData ) {
	const points = drawablePoints( data.points );
	return (
		<div
			{ ...useBlockProps.save( {
				className: data.align ? `align${ data.align }` : undefined,
			} ) }
			data-map-style={ data.mapStyle as string | undefined }
			data-map-details={ data.mapDetails as boolean }
			data-points={ JSON.stringify( data.points ) }
			data-zoom={ data.zoom as number }
			data-map-center={ JSON.stringify( data.mapCenter ) }
			data-marker-color={ data.markerColor as string }
			data-scroll-to-zoom={
				( data.scrollToZoom as boolean ) || undefined
			}
			data-map-height={ ( data.mapHeight as number ) || undefined }
			data-show-fullscreen-button={
				( data.showFullscreenButton as boolean ) || undefined
			}
		>
			{ points.length > 0 && (
				<ul>
					{ points.map( ( point, index ) => (
						<li key={ index }>
							<a href={ placeUrl( point ) }>
								{ pointText( point.title ) }
							</a>
						</li>
					) ) }
				</ul>
			) }
		</div>
	);
}
