/**
 * The GIF block's editor data: the site's GIPHY key and where it is set.
 */
import { sectionReader, text, type GifEditorData } from '@shared/editor-data';

/** The GIF block's section, with empty strings for anything missing or not text. */
export const getGifEditorData = sectionReader(
	'gif',
	( gif ): GifEditorData => ( {
		apiKey: text( gif.apiKey ),
		settingsUrl: text( gif.settingsUrl ),
	} )
);
