/**
 * Shows the editor notices asked for by the editor page's address (imported by src/editor.ts).
 */
import { showEditorNotices } from '.';

if ( typeof window !== 'undefined' ) {
	showEditorNotices();
}
