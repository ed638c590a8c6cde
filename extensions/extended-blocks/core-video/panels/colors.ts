/** Progress bar colours: six hex digits, as the player takes them. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * Whether a colour field may be saved: empty (the player's own colour) or six hex digits.
 *
 * @param value The field.
 */
export const isSavableColor = ( value: string ): boolean =>
	value === '' || HEX_COLOR.test( value );
