/**
 * Parent attributes copied into the button: `passthroughAttributes` maps a button attribute to
 * the parent attribute it follows, e.g. `{ url: 'url' }` keeps the button's link on the parent's.
 */

/**
 * The button attributes that differ from the parent values they follow.
 *
 * @param passthrough      `{ buttonAttribute: 'parentAttribute' }`, or undefined.
 * @param parentAttributes The parent block's attributes (empty without a parent).
 * @param attributes       The button's attributes.
 * @return The attributes to set on the button, or null when all are in sync.
 */
export function getAttributesToSync(
	passthrough: Record< string, string > | undefined,
	parentAttributes: Record< string, unknown > | null | undefined,
	attributes: Record< string, unknown >
): Record< string, unknown > | null {
	if ( ! passthrough || ! parentAttributes ) {
		return null;
	}
	const changed = Object.entries( passthrough )
		.map( ( [ own, parent ] ): [ string, unknown ] => [
			own,
			parentAttributes[ parent ],
		] )
		.filter( ( [ own, value ] ) => value !== attributes[ own ] );
	return changed.length ? Object.fromEntries( changed ) : null;
}
