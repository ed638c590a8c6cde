/**
 * The map block's section of the editor data (`window.blockpackEditor`, read through
 * `@shared/editor-data`): only this block reads it, so its reader is here, in the block's lazily
 * loaded editor, not in the editor's start.
 */
import {
	getEditorData,
	type EditorData,
	type MapEditorData,
} from '@shared/editor-data';

/**
 * The map block's section; no source (the block uses its default) and no key rights when
 * missing.
 *
 * @param data The editor data; `window.blockpackEditor` by default.
 * @return The section.
 */
export function getMapEditorData(
	data: EditorData | undefined = getEditorData()
): MapEditorData {
	return {
		source: data?.map?.source,
		canManageKey: data?.map?.canManageKey === true,
	};
}
