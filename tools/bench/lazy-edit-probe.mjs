/**
 * Watches the first block of a kind appear in the editor's canvas, from its first frame: the
 * placeholder of its lazily loaded editor (shared/lazy-edit.tsx, class `blockpack-lazy-edit`),
 * then the editor itself with its first button. Used by benchLazyEdit (tools/bench/editor.mjs)
 * and tests/e2e/specs/lazy-edit.spec.ts.
 *
 * When the block's editor was loaded before the block was inserted (preloaded), no placeholder is
 * shown: `shown` and `placeholder` stay undefined and the wait is 0 ms.
 *
 * Times are read on the editor page's clock (`window.top`), so that they compare with the page's
 * own (resource timing, its scripts): the canvas's clock starts elsewhere, and its time origin
 * differs from the page's by more than the durations measured.
 */

/**
 * @typedef {import('@playwright/test').Frame} Frame
 * @typedef {{ appeared?: number, shown?: number, placeholder?: number, interactive?: number, final?: number }} LazyEditProbe
 *   Times (performance.now() of the editor's page) the block first appeared, its placeholder was first
 *   in the page and its first button was; the placeholder's and the editor's heights (px).
 */

/**
 * Starts watching the canvas for the first block named `blockName`.
 *
 * @param {Frame}  canvas    The editor's canvas (its iframe, or the page).
 * @param {string} blockName The block's name.
 * @return {Promise<void>} Once watching.
 */
export async function watchLazyEdit( canvas, blockName ) {
	await canvas.evaluate( ( name ) => {
		const w = /** @type {any} */ ( window );
		const clock = ( window.top ?? window ).performance;
		/** @type {LazyEditProbe} */
		const probe = {};
		w.lazyEditProbe = probe;
		const observer = new window.MutationObserver( () => {
			const block = document.querySelector(
				`[data-type="${ window.CSS.escape( name ) }"]`
			);
			if ( ! block ) {
				return;
			}
			probe.appeared ??= clock.now();
			if ( block.classList.contains( 'blockpack-lazy-edit' ) ) {
				probe.placeholder ??= block.getBoundingClientRect().height;
				probe.shown ??= clock.now();
			} else if ( block.querySelector( 'button' ) ) {
				probe.final = block.getBoundingClientRect().height;
				probe.interactive = clock.now();
				observer.disconnect();
			}
		} );
		observer.observe( document.body, {
			childList: true,
			subtree: true,
			attributes: true,
		} );
	}, blockName );
}

/**
 * Waits until the watched block is interactive and returns what was seen.
 *
 * @param {Frame}  canvas    The canvas given to watchLazyEdit().
 * @param {number} [timeout] Milliseconds.
 * @return {Promise<LazyEditProbe & { wait: number, jump: number }>} The probe, the time from the
 *   placeholder's first frame to interactive (0 without a placeholder) and the height difference
 *   between the placeholder and the editor (0 without a placeholder).
 */
export async function lazyEditResult( canvas, timeout = 30000 ) {
	await canvas.waitForFunction(
		() =>
			/** @type {any} */ ( window ).lazyEditProbe?.interactive !==
			undefined,
		null,
		{ timeout, polling: 50 }
	);
	/** @type {LazyEditProbe} */
	const probe = await canvas.evaluate(
		() => /** @type {any} */ ( window ).lazyEditProbe
	);
	const interactive = /** @type {number} */ ( probe.interactive );
	const final = /** @type {number} */ ( probe.final );
	return {
		...probe,
		wait: probe.shown === undefined ? 0 : interactive - probe.shown,
		jump:
			probe.placeholder === undefined
				? 0
				: Math.abs( final - probe.placeholder ),
	};
}
