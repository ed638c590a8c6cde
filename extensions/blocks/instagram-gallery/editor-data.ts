/**
 * Latest Instagram Posts's section of the editor data (`window.blockpackEditor`, read through
 * `@shared/editor-data`): only this block reads it, so its reader is here, in the block's lazily
 * loaded editor, not in the editor's start.
 */
import {
	getEditorData,
	type EditorData,
	type InstagramGalleryEditorData,
} from '@shared/editor-data';

/**
 * Latest Instagram Posts' section; no right to connect when missing.
 *
 * @param data The editor data; `window.blockpackEditor` by default.
 * @return The section.
 */
export function getInstagramGalleryEditorData(
	data: EditorData | undefined = getEditorData()
): InstagramGalleryEditorData {
	return {
		canConnect: data?.instagramGallery?.canConnect === true,
	};
}
