/**
 * A Video block's `<video>` in the editor's canvas (an iframe, or the page itself): the player
 * media-source.tsx follows, and the frame the Poster panel takes.
 *
 * @param clientId The block.
 * @return The element, or null while core's editor has not drawn it.
 */
export function videoOf( clientId: string ): HTMLVideoElement | null {
	const frame = document.querySelector< HTMLIFrameElement >(
		'iframe[name="editor-canvas"]'
	);
	const canvas = frame?.contentDocument ?? document;
	return canvas.querySelector( `[data-block="${ clientId }"] video` );
}
