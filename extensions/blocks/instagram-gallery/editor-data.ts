/**
 * Latest Instagram Posts' editor data: whether the user may connect an account.
 */
import {
	sectionReader,
	type InstagramGalleryEditorData,
} from '@shared/editor-data';

/** Latest Instagram Posts' section; no right to connect unless the server says true. */
export const getInstagramGalleryEditorData = sectionReader(
	'instagramGallery',
	( section ): InstagramGalleryEditorData => ( {
		canConnect: section.canConnect === true,
	} )
);
