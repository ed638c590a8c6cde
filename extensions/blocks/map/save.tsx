/**
 * The saved map: Jetpack's current markup (markup.tsx), with the style name taken from the
 * `is-style-…` class.
 */
import { mapMarkup } from './markup';
import { savedStyleName } from './map-style';
import type { MapAttributes } from './types';

export default function save( { attributes }: { attributes: MapAttributes } ) {
	return mapMarkup( {
		...attributes,
		mapStyle: savedStyleName( attributes.className ),
	} );
}
