/**
 * Editing a choice field's options: pure functions over the `options` array. Empty options are
 * kept while editing (the server drops them from what visitors see).
 */

/**
 * The options shown for editing: at least one (empty) option, so there is always an input.
 *
 * @param options The stored options.
 * @return The options to edit.
 */
export function editableOptions( options: readonly string[] ): string[] {
	return options.length > 0 ? [ ...options ] : [ '' ];
}

/**
 * The options a visitor sees: those with text.
 *
 * @param options The stored options.
 * @return The non-blank options.
 */
export function visibleOptions( options: readonly string[] ): string[] {
	return options.filter( ( option ) => option.trim() !== '' );
}

/**
 * Sets the text of one option.
 *
 * @param options The options being edited.
 * @param index   Which option.
 * @param value   Its new text.
 * @return The new options.
 */
export function setOption(
	options: readonly string[],
	index: number,
	value: string
): string[] {
	const next = editableOptions( options );
	if ( index < 0 || index >= next.length ) {
		return next;
	}
	next[ index ] = value;
	return next;
}

/**
 * Inserts an empty option after another (or at the end when `index` is past it).
 *
 * @param options The options being edited.
 * @param index   The option after which to insert.
 * @return The new options.
 */
export function insertOptionAfter(
	options: readonly string[],
	index: number
): string[] {
	const next = editableOptions( options );
	const at = Math.min( Math.max( index + 1, 0 ), next.length );
	next.splice( at, 0, '' );
	return next;
}

/**
 * Removes one option.
 *
 * @param options The options being edited.
 * @param index   Which option.
 * @return The new options (possibly empty).
 */
export function removeOption(
	options: readonly string[],
	index: number
): string[] {
	const next = [ ...options ];
	if ( index >= 0 && index < next.length ) {
		next.splice( index, 1 );
	}
	return next;
}

/**
 * Where focus goes after removing an option: the one before it, or the new first one.
 *
 * @param index     The removed option.
 * @param remaining How many options are left.
 * @return The index to focus, or null when none is left.
 */
export function focusAfterRemoval(
	index: number,
	remaining: number
): number | null {
	if ( remaining <= 0 ) {
		return null;
	}
	return Math.min( Math.max( index - 1, 0 ), remaining - 1 );
}
