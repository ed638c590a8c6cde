/**
 * The `wp` global as end-to-end tests read it inside the editor page (page.evaluate).
 */
interface Window {
	// The editor's globals are untyped JavaScript; tests only read from them.
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	wp: any;
}
