/**
 * The one way to turn what a REST request rejected with into a message to show: apiFetch's
 * error body (`{ code, message }`), a WordPress error object (`{ errors: { code: [ message ] } }`),
 * an Error, or a string.
 */

/**
 * The first message of a WordPress error object (`errors: { code: [ message ] }`), if any.
 *
 * @param value An answer or an error.
 * @return The message, or undefined.
 */
export function firstWpErrorMessage( value: unknown ): string | undefined {
	const errors = ( value as { errors?: unknown } | null )?.errors;
	if ( ! errors || typeof errors !== 'object' ) {
		return undefined;
	}
	const first = Object.values( errors as Record< string, unknown > )[ 0 ];
	const message = Array.isArray( first ) ? first[ 0 ] : undefined;
	return typeof message === 'string' && message ? message : undefined;
}

/**
 * The message of a failed request: a non-blank string as it is, else the first message of a
 * WordPress error object, else a non-blank `message`; else the fallback when one is given, or
 * the error's `code` when none is (the best there is to say), or ''.
 *
 * @param error    What was thrown.
 * @param fallback What to say when the error carries no message.
 * @return The message.
 */
export function errorMessage( error: unknown, fallback = '' ): string {
	if ( typeof error === 'string' && error.trim() ) {
		return error;
	}
	if ( error && typeof error === 'object' ) {
		const fromWpError = firstWpErrorMessage( error );
		if ( fromWpError ) {
			return fromWpError;
		}
		const { message, code } = error as {
			message?: unknown;
			code?: unknown;
		};
		if ( typeof message === 'string' && message.trim() ) {
			return message;
		}
		if ( ! fallback && typeof code === 'string' ) {
			return code;
		}
	}
	return fallback;
}
