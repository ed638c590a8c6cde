/**
 * Field widths: a share of the form's row, in percent.
 */

/** The widths a field can take, in percent (block.json's enum). */
export const FIELD_WIDTHS = [ 25, 50, 75, 100 ] as const;

export type FieldWidth = ( typeof FIELD_WIDTHS )[ number ];

/**
 * Whether a value is one of the allowed widths.
 *
 * @param value Any value.
 * @return True for 25, 50, 75 or 100.
 */
export function isFieldWidth( value: unknown ): value is FieldWidth {
	return ( FIELD_WIDTHS as readonly unknown[] ).includes( value );
}

/**
 * The class that sizes a field in the editor, such as `blockpack-field--width-50`.
 *
 * @param width The field's width; anything else counts as full width.
 * @return The class name.
 */
export function widthClassName( width: unknown ): string {
	return `blockpack-field--width-${ isFieldWidth( width ) ? width : 100 }`;
}

/**
 * The button text for a width, such as "50%".
 *
 * @param width A width in percent.
 * @return The text.
 */
export function widthLabel( width: FieldWidth ): string {
	return `${ width }%`;
}
