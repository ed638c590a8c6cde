/**
 * The GIF block's section of the editor data (`window.blockpackEditor`, read through
 * `@shared/editor-data`): only this block reads it, so its reader is here, in the block's lazily
 * loaded editor, not in the editor's start.
 */
import {
	getEditorData,
	text,
	type EditorData,
	type GifEditorData,
} from '@shared/editor-data';

/**
 * The GIF block's section, with empty strings for anything missing.
 *
 * @param data The editor data; `window.blockpackEditor` by default.
 * @return The key and the settings address.
 */
export function getGifEditorData(
	data: EditorData | undefined = getEditorData()
): GifEditorData {
	return {
		apiKey: text( data?.gif?.apiKey ),
		settingsUrl: text( data?.gif?.settingsUrl ),
	};
}
