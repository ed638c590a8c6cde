/**
 * Email text: which words are valid addresses (they become `mailto:` links) and which
 * trailing punctuation stays outside the link.
 */

/** One piece of the typed text: plain text, or an address with the punctuation after it. */
export type EmailPart =
	| { type: 'text'; text: string }
	| { type: 'email'; address: string; trailing: string };

/** Characters allowed in the local part (before the @) besides letters and digits. */
const LOCAL_CHAR = "[-!#$%&'*+/0-9=?A-Z^_a-z`{|}~]";
const ADDRESS = new RegExp(
	`^${ LOCAL_CHAR }(\\.?${ LOCAL_CHAR })*@[a-zA-Z0-9](-*\\.?[a-zA-Z0-9])*\\.[a-zA-Z](-?[a-zA-Z0-9])+$`
);
/** Punctuation a sentence may put right after an address. */
const TRAILING_PUNCTUATION = /[.,/#!$%^&*;:{}=\-_`~()[\]]+$/;

/**
 * Whether a word is a valid email address: a local part of at most 64 characters, a domain of
 * at most 255 with labels of at most 63, and a top-level domain of two or more letters.
 *
 * @param word A word without spaces.
 * @return True for a valid address.
 */
export function isValidEmail( word: string ): boolean {
	if ( word.length > 254 || ! ADDRESS.test( word ) ) {
		return false;
	}
	const [ local, domain ] = word.split( '@' );
	return (
		local.length <= 64 &&
		domain.length <= 255 &&
		domain.split( '.' ).every( ( label ) => label.length <= 63 )
	);
}

/**
 * Splits typed text into plain text and addresses. Whitespace is kept as typed; punctuation
 * at the end of an address is left out of it, in `trailing`.
 *
 * @param text The text as typed.
 * @return The parts, in order; joined back they give the text.
 */
export function emailParts( text: string ): EmailPart[] {
	return text
		.split( /(\s+)/ )
		.filter( ( word ) => word !== '' )
		.map( ( word ): EmailPart => {
			const address = word.replace( TRAILING_PUNCTUATION, '' );
			if ( address && isValidEmail( address ) ) {
				return {
					type: 'email',
					address,
					trailing: word.slice( address.length ),
				};
			}
			return { type: 'text', text: word };
		} );
}
