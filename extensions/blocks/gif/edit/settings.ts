/**
 * What the server gives the editor for this block (`window.blockpackGif`, printed by gif.php
 * in the block editor only).
 */

/** The GIF block's editor data. */
export interface GifEditorData {
	/** The site's GIPHY API key; empty when none is set. */
	apiKey: string;
	/** The settings screen that holds the key, for users who may change it; else empty. */
	settingsUrl: string;
}

declare global {
	interface Window {
		blockpackGif?: Partial< GifEditorData >;
	}
}

/**
 * The editor data, with empty strings for anything missing.
 *
 * @param data The server's data; `window.blockpackGif` by default.
 * @return The key and the settings address.
 */
export function getGifEditorData(
	data: Partial< GifEditorData > | undefined = typeof window === 'undefined'
		? undefined
		: window.blockpackGif
): GifEditorData {
	return {
		apiKey: typeof data?.apiKey === 'string' ? data.apiKey : '',
		settingsUrl:
			typeof data?.settingsUrl === 'string' ? data.settingsUrl : '',
	};
}
