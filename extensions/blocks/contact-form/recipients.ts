/**
 * The form's recipient field (`to`): a comma-separated list of email addresses, each checked on
 * its own, and the message that names the invalid ones.
 */
import { __, sprintf } from '@wordpress/i18n';
import { isValidEmail } from '@shared/validation/email';

/**
 * The addresses of a recipient list: split on commas, trimmed, empty entries dropped.
 *
 * @param value The recipient list as typed.
 * @return Each address.
 */
export function splitRecipients( value: string ): string[] {
	return value
		.split( ',' )
		.map( ( email ) => email.trim() )
		.filter( ( email ) => email.length > 0 );
}

/**
 * The addresses of a recipient list that are not valid, in the order typed.
 *
 * @param value The recipient list as typed.
 * @return The invalid addresses.
 */
export function invalidRecipients( value: string ): string[] {
	return splitRecipients( value ).filter(
		( email ) => ! isValidEmail( email )
	);
}

/**
 * The message for a list of invalid addresses: one, two, or three and more (listed with ", ").
 *
 * @param invalid The invalid addresses.
 * @return The message, or null when there is none to show.
 */
export function recipientErrorMessage( invalid: string[] ): string | null {
	if ( invalid.length === 0 ) {
		return null;
	}
	if ( invalid.length === 1 ) {
		return sprintf(
			/* translators: %s: an email address. */
			__( '%s is not a valid email address.', 'blockpack' ),
			invalid[ 0 ]
		);
	}
	if ( invalid.length === 2 ) {
		return sprintf(
			/* translators: 1: an email address, 2: another email address. */
			__( '%1$s and %2$s are not a valid email address.', 'blockpack' ),
			invalid[ 0 ],
			invalid[ 1 ]
		);
	}
	return sprintf(
		/* translators: %s: a comma-separated list of email addresses. */
		__( '%s are not a valid email address.', 'blockpack' ),
		invalid.join( ', ' )
	);
}

/**
 * The message to show under the recipient field after it loses focus.
 *
 * @param value The recipient list as typed.
 * @return The message, or null when every address is valid (or the field is empty).
 */
export function validateRecipients( value: string ): string | null {
	return recipientErrorMessage( invalidRecipients( value ) );
}
