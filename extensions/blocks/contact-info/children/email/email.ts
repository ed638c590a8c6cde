/**
 * Email text: which words are valid addresses (they become `mailto:` links) and which
 * trailing punctuation stays outside the link.
 */
import { isValidEmail } from '@shared/validation/email';

/** One piece of the typed text: plain text, or an address with the punctuation after it. */
export type EmailPart =
	| { type: 'text'; text: string }
	| { type: 'email'; address: string; trailing: string };

/** Punctuation a sentence may put right after an address. */
const TRAILING_PUNCTUATION = /[.,/#!$%^&*;:{}=\-_`~()[\]]+$/;

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
