/**
 * The Revue username as the editor's prompt takes it: trimmed, and required.
 */

/**
 * The username to save from what was typed: trimmed of white space.
 *
 * @param typed What the user typed.
 * @return The username.
 */
export function cleanUsername( typed: unknown ): string {
	return typeof typed === 'string' ? typed.trim() : '';
}

/**
 * Whether "Add Form" can be pressed: only with a username that is not empty once trimmed.
 *
 * @param typed What the user typed.
 * @return Whether the form can be added.
 */
export function canAddForm( typed: unknown ): boolean {
	return cleanUsername( typed ) !== '';
}

/**
 * The address of a Revue profile, as Jetpack saved it in the fallback link (a missing username
 * was written as "undefined": such content exists and must stay valid).
 *
 * @param username The block's `revueUsername`.
 * @return The address.
 */
export function profileUrl( username: string | undefined ): string {
	return `https://www.getrevue.co/profile/${ username }`;
}
