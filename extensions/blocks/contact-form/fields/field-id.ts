/**
 * A field's "Unique CSS ID": what may be typed, and whether another field of the same form
 * already uses it.
 */

/** The part of a block that the uniqueness check reads. */
export interface FieldIdBlock {
	clientId: string;
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: FieldIdBlock[];
}

/**
 * Keeps only the characters a CSS id hook may hold without escaping: letters, digits, `-`, `_`.
 *
 * @param value What was typed.
 * @return The id to store.
 */
export function sanitizeFieldId( value: string ): string {
	return value.replace( /[^A-Za-z0-9_-]/g, '' );
}

/**
 * Whether another field block among these blocks (and their inner blocks) uses an id.
 *
 * @param blocks   The form's inner blocks.
 * @param clientId The field being edited (not counted).
 * @param id       Its id; an empty id is never taken.
 * @return True when another field uses the same id.
 */
export function isFieldIdTaken(
	blocks: readonly FieldIdBlock[],
	clientId: string,
	id: string
): boolean {
	if ( id === '' ) {
		return false;
	}
	return blocks.some(
		( block ) =>
			( block.clientId !== clientId &&
				block.name.startsWith( 'jetpack/field-' ) &&
				block.attributes.id === id ) ||
			isFieldIdTaken( block.innerBlocks, clientId, id )
	);
}
