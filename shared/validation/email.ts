/**
 * The one e-mail address rule of the editor (php/validation.php is the server's copy of the same
 * rule; test/cases.json holds the cases both must pass).
 *
 * An address is the characters PHP's is_email() allows before the "@" (letters, digits and
 * ``!#$%&'*+/=?^_`{|}~-``), in runs separated by single dots (never a dot first, last or twice
 * in a row), then a dotted domain of letters, digits and hyphens whose top-level domain starts
 * with a letter and has two or more characters. At most 254 characters, 64 before the "@",
 * 255 after it, 63 per domain label.
 *
 * The contact-info e-mail block links the words of its text that pass this rule in its saved
 * markup, so the rule must not change without a deprecation of that block.
 */

/** Characters allowed in the local part (before the @) besides the dots between them. */
const LOCAL_CHAR = "[-!#$%&'*+/0-9=?A-Z^_a-z`{|}~]";
const ADDRESS = new RegExp(
	`^${ LOCAL_CHAR }(\\.?${ LOCAL_CHAR })*@[a-zA-Z0-9](-*\\.?[a-zA-Z0-9])*\\.[a-zA-Z](-?[a-zA-Z0-9])+$`
);

/**
 * Whether a string is a valid e-mail address (see the rule above). The string is not trimmed.
 *
 * @param email The address.
 * @return True for a valid address.
 */
export function isValidEmail( email: unknown ): boolean {
	if (
		typeof email !== 'string' ||
		email.length > 254 ||
		! ADDRESS.test( email )
	) {
		return false;
	}
	const [ local, domain ] = email.split( '@' );
	return (
		local.length <= 64 &&
		domain.length <= 255 &&
		domain.split( '.' ).every( ( label ) => label.length <= 63 )
	);
}
