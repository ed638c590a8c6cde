/**
 * The map block's section of the editor data: no source and no right to manage the key unless
 * the server says so.
 */
import { getMapEditorData } from '../editor-data';

describe( 'the map block’s editor data', () => {
	it.each( [
		[ 'no data', undefined, { source: undefined, canManageKey: false } ],
		[
			'a right that is not true',
			{ canManageKey: 'yes' as unknown as boolean },
			{ source: undefined, canManageKey: false },
		],
		[
			'the section the server added',
			{ source: 'mapbox', canManageKey: true },
			{ source: 'mapbox', canManageKey: true },
		],
	] )( 'reads %s', ( _, map, expected ) => {
		expect(
			getMapEditorData(
				map === undefined ? undefined : { blocks: {}, map }
			)
		).toEqual( expected );
	} );
} );
