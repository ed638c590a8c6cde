/**
 * The Ad block's section of the editor data (`window.blockpackEditor`, read through
 * `@shared/editor-data`): only this block reads it, so its reader is here, in the block's lazily
 * loaded editor, not in the editor's start.
 */
import {
	getEditorData,
	text,
	type EditorData,
	type WordAdsEditorData,
} from '@shared/editor-data';

/**
 * The Ad block's section: no names, no format with code and no settings address when missing.
 *
 * @param data The editor data; `window.blockpackEditor` by default.
 * @return The section.
 */
export function getWordAdsEditorData(
	data: EditorData | undefined = getEditorData()
): WordAdsEditorData {
	const formats = data?.wordads?.formatsWithCode;
	const names = data?.wordads?.formatNames;
	return {
		formatNames: Object.fromEntries(
			Object.entries(
				names && typeof names === 'object' && ! Array.isArray( names )
					? names
					: {}
			).filter(
				( entry ): entry is [ string, string ] =>
					typeof entry[ 1 ] === 'string'
			)
		),
		formatsWithCode: Array.isArray( formats )
			? formats.filter(
					( tag ): tag is string => typeof tag === 'string'
				)
			: [],
		settingsUrl: text( data?.wordads?.settingsUrl ),
	};
}
