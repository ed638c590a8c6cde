<?php
/**
 * The one e-mail address rule and the generic web-address rules of the server: the copies of
 * shared/validation/{email,url}.ts. shared/validation/test/cases.json holds the cases both
 * sides must pass (shared/validation/test/php-validation.test.ts runs these functions on it).
 *
 * @package Blockpack
 */

namespace Blockpack\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * Whether a value is a valid e-mail address: the characters is_email() allows before the "@",
 * in runs separated by single dots (never first, last or twice in a row), then a dotted domain
 * whose top-level domain starts with a letter and has two or more characters; at most 254
 * characters, 64 before the "@", 255 after it, 63 per domain label. Not trimmed.
 *
 * @param mixed $email The address.
 * @return bool
 */
function is_valid_email( $email ) {
	$local_char = "[-!#$%&'*+\\/0-9=?A-Z^_a-z`{|}~]";
	$pattern    = '/^' . $local_char . '(\.?' . $local_char . ')*@[a-zA-Z0-9](-*\.?[a-zA-Z0-9])*\.[a-zA-Z](-?[a-zA-Z0-9])+$/D';
	if ( ! is_string( $email ) || strlen( $email ) > 254 || ! preg_match( $pattern, $email ) ) {
		return false;
	}
	list( $local, $domain ) = explode( '@', $email, 2 );
	if ( strlen( $local ) > 64 || strlen( $domain ) > 255 ) {
		return false;
	}
	foreach ( explode( '.', $domain ) as $label ) {
		if ( strlen( $label ) > 63 ) {
			return false;
		}
	}
	return true;
}

/**
 * Whether a value is an absolute http(s) address with a host: the scheme, `//`, an optional
 * `user@`, a host (a name or a bracketed IPv6 address), an optional port, then a path, query
 * or fragment; no spaces or control characters. Not trimmed.
 *
 * @param mixed $url The address.
 * @return bool
 */
function is_http_url( $url ) {
	return is_string( $url )
		&& 1 === preg_match( '~^https?://(?:[^\x00-\x20\x7f/?#@]+@)?(?:[^\x00-\x20\x7f/?#@:\[\]]+|\[[0-9a-f:.]+\])(?::[0-9]{0,5})?(?:[/?#][^\x00-\x20\x7f]*)?$~iD', $url );
}

/**
 * Whether a value starts with `http://` or `https://` (any case); nothing after it is checked.
 *
 * @param mixed $url The address.
 * @return bool
 */
function has_http_scheme( $url ) {
	return is_string( $url ) && 1 === preg_match( '~^https?://~i', $url );
}

/**
 * Whether a value may become an image's `src` or a link: an absolute http(s) address
 * (is_http_url()), or one without a scheme (a path on the site, `//host/…`, a relative file).
 * Anything else is refused (`javascript:`, `vbscript:`, `data:`, `file:`, in any case), and so
 * is any value holding a space or control character (browsers drop those, so `java\tscript:`
 * would still run). The value is the decoded attribute text, not trimmed.
 *
 * @param mixed $url The address.
 * @return bool
 */
function is_http_or_relative_url( $url ) {
	if ( ! is_string( $url ) || '' === $url || preg_match( '/[\x00-\x20\x7f]/', $url ) ) {
		return false;
	}
	return preg_match( '/^[a-z][a-z0-9+.\-]*:/i', $url ) ? is_http_url( $url ) : true;
}
