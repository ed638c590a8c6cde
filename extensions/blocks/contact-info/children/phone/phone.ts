/**
 * Phone text: the words before the number, the number as typed, and the `tel:` link.
 */

/** A phone number found in typed text. */
export interface PhoneParts {
	/** The text before the number ("Call us: "), shown outside the link; may be empty. */
	prefix: string;
	/** The number as typed, from its first digit (or the `+` or `(` just before it) to the end. */
	number: string;
	/** `tel:` and the number's digits only, with a leading `+` kept. */
	href: string;
}

/** Characters that belong to the number when they come right before its first digit. */
const NUMBER_START = /[0-9/+(]/;

/**
 * Finds the phone number in typed text: everything from the first number to the end.
 *
 * @param text The text as typed.
 * @return The parts, or null when the text has no digit (it is then shown as plain text).
 */
export function phoneParts( text: string ): PhoneParts | null {
	const first = text.match( /\d+\.\d+|\d+\b|\d+(?=\w)/ );
	if ( ! first || first.index === undefined ) {
		return null;
	}
	const at = first.index;
	let number = at > 0 ? text.substring( at - 1 ) : text;
	let prefix = at > 0 ? text.substring( 0, at ) : '';
	let digits = number.replace( /\D/g, '' );
	if ( NUMBER_START.test( number[ 0 ] ) ) {
		// The character before the first digit is part of the number, not of the prefix.
		prefix = prefix.slice( 0, -1 );
		if ( number[ 0 ] === '+' ) {
			digits = '+' + digits;
		}
	} else {
		number = number.substring( 1 );
	}
	return { prefix, number, href: `tel:${ digits }` };
}
