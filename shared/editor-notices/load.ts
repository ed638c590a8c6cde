/**
 * Shows the editor notices asked for by the editor page's address (imported by src/editor.ts).
 * The notices' module (with the site store it reads the plan from) loads through import() only
 * when the address carries one of the return flags, so that the editor's start-up bundle does not
 * carry it.
 */
import { RETURN_FLAGS } from '../return-flags';

if (
	typeof window !== 'undefined' &&
	RETURN_FLAGS.some( ( flag ) =>
		new URLSearchParams( window.location.search ).has( flag )
	)
) {
	void import( /* webpackChunkName: "editor-notices" */ '.' ).then(
		( { showEditorNotices } ) => showEditorNotices()
	);
}
