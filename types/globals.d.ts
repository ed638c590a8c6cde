/**
 * Data that Blockpack's PHP prints before the editor script: one object, `window.blockpackEditor`
 * (see php/class-editor.php), typed and read in shared/editor-data.ts.
 */
type BlockpackEditorData = import( '../shared/editor-data' ).EditorData;
type BlockpackBlockAvailabilityData =
	import( '../shared/editor-data' ).BlockAvailabilityData;

interface Window {
	blockpackEditor?: BlockpackEditorData;
}

declare module '*.scss';
