/**
 * The map's height: the attribute's rules (at least 400 pixels, smaller raised, anything not a
 * number means "none") and the default when none is set.
 */

/** The smallest height a map can have, in pixels. */
export const MIN_HEIGHT = 400;

/**
 * The height to store from what was typed or dragged.
 *
 * @param value A number, or text from the height field.
 * @return Whole pixels, at least MIN_HEIGHT; null when the value is not a number.
 */
export function normalizeMapHeight( value: unknown ): number | null {
	let number = NaN;
	if ( typeof value === 'number' ) {
		number = value;
	} else if ( typeof value === 'string' && value.trim() !== '' ) {
		number = Number( value.trim() );
	}
	if ( ! Number.isFinite( number ) ) {
		return null;
	}
	return Math.max( MIN_HEIGHT, Math.round( number ) );
}

/**
 * The height a map without one takes: three quarters of its width, but no more than 80% of the
 * window (never under MIN_HEIGHT).
 *
 * @param width        The map's width.
 * @param windowHeight The window's inner height.
 * @return Pixels.
 */
export function defaultMapHeight(
	width: number,
	windowHeight: number
): number {
	return Math.max(
		MIN_HEIGHT,
		Math.round( Math.min( width * 0.75, windowHeight * 0.8 ) )
	);
}

/**
 * The height of a saved map, from `data-map-height`.
 *
 * @param saved The attribute's text, or null.
 * @return The saved height (raised to the minimum), or null for the default.
 */
export function savedMapHeight( saved: string | null ): number | null {
	return saved === null ? null : normalizeMapHeight( saved );
}
