/**
 * The editor data's `video` section (php/tus-server.php), checked: where uploads go and the
 * sizes the host takes. Empty for users who may not upload.
 */
import { sectionReader, text } from '@shared/editor-data';

export const getVideoEditorData = sectionReader( 'video', ( section ) => ( {
	endpoint: text( section.endpoint ),
	chunkSize: Number( section.chunkSize ) || 0,
	maxSize: Number( section.maxSize ) || 0,
} ) );
