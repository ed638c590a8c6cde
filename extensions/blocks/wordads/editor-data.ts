/**
 * The Ad block's editor data: the formats' names (translated by index.php), the formats that
 * have ad code, and where the code is set.
 */
import {
	sectionReader,
	text,
	type WordAdsEditorData,
} from '@shared/editor-data';

/** The Ad block's section: no names, no format with code and no settings address when missing. */
export const getWordAdsEditorData = sectionReader(
	'wordads',
	( { formatNames, formatsWithCode, settingsUrl } ): WordAdsEditorData => ( {
		formatNames: Object.fromEntries(
			Object.entries(
				formatNames &&
					typeof formatNames === 'object' &&
					! Array.isArray( formatNames )
					? formatNames
					: {}
			).filter(
				( entry ): entry is [ string, string ] =>
					typeof entry[ 1 ] === 'string'
			)
		),
		formatsWithCode: Array.isArray( formatsWithCode )
			? formatsWithCode.filter(
					( tag ): tag is string => typeof tag === 'string'
				)
			: [],
		settingsUrl: text( settingsUrl ),
	} )
);
