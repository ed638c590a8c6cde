/**
 * The slideshow's frame: as wide as its column, as tall as the first slide's aspect ratio says,
 * that ratio kept between 1 (square) and 16:9, and never taller than 80% of the window.
 * style.scss applies the same rule in CSS from the saved `--aspect-ratio`, so that the frame has
 * its size before any script runs; these helpers serve the cases CSS cannot read (old content
 * saved without a ratio, whose first image is measured once loaded).
 */

export const MIN_ASPECT_RATIO = 1;
export const MAX_ASPECT_RATIO = 16 / 9;
export const MAX_HEIGHT_OF_WINDOW = 0.8;

/**
 * The ratio a saved `data-aspect-ratio` (`"1600 / 900"`) or a plain number (`"1.5"`) stands for.
 *
 * @param value The saved text.
 * @return The ratio, or undefined when the text is not a positive ratio.
 */
export function parseAspectRatio( value: unknown ): number | undefined {
	if ( typeof value !== 'string' && typeof value !== 'number' ) {
		return undefined;
	}
	const match = String( value )
		.trim()
		.match( /^(\d+(?:\.\d+)?)\s*(?:\/\s*(\d+(?:\.\d+)?))?$/ );
	if ( ! match ) {
		return undefined;
	}
	const ratio = Number( match[ 1 ] ) / Number( match[ 2 ] ?? 1 );
	return Number.isFinite( ratio ) && ratio > 0 ? ratio : undefined;
}

/**
 * A ratio kept between square and 16:9; 16:9 when there is none.
 *
 * @param ratio Width over height.
 * @return The clamped ratio.
 */
export function clampAspectRatio( ratio: number | undefined ): number {
	if ( ratio === undefined || ! Number.isFinite( ratio ) || ratio <= 0 ) {
		return MAX_ASPECT_RATIO;
	}
	return Math.min( Math.max( ratio, MIN_ASPECT_RATIO ), MAX_ASPECT_RATIO );
}

/**
 * The `aspectRatio` saved for an image of a size: `"<width> / <height>"`.
 *
 * @param width  Pixels.
 * @param height Pixels.
 * @return The text, or undefined without both sizes.
 */
export function aspectRatioText(
	width: unknown,
	height: unknown
): string | undefined {
	const w = Number( width );
	const h = Number( height );
	return w > 0 && h > 0 ? `${ w } / ${ h }` : undefined;
}

/**
 * The frame's height for a width, as style.scss computes it.
 *
 * @param width        The frame's width in pixels.
 * @param ratio        The first slide's ratio (unclamped), if known.
 * @param windowHeight The window's inner height.
 * @return Pixels.
 */
export function frameHeight(
	width: number,
	ratio: number | undefined,
	windowHeight: number
): number {
	return Math.min(
		width / clampAspectRatio( ratio ),
		windowHeight * MAX_HEIGHT_OF_WINDOW
	);
}
