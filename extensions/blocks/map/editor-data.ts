/**
 * The map block's editor data: its tile source and who may set the Mapbox token.
 */
import { sectionReader, type MapEditorData } from '@shared/editor-data';

/** The map's section; no source (the block uses its default) and no key rights when missing. */
export const getMapEditorData = sectionReader(
	'map',
	( map ): MapEditorData => ( {
		source: map.source,
		canManageKey: map.canManageKey === true,
	} )
);
