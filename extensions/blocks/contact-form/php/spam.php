<?php
/**
 * Contact Form: spam checks without a third party (a nonce, a honeypot field, a signed render
 * time with a minimum delay before submitting), and Akismet when it is active.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

/** The honeypot input's name: people never see it, so a value means a robot filled it. */
const HONEYPOT_FIELD = 'contact-form-hp';

/**
 * The nonce action of one form.
 *
 * @param string $hash The form's hash.
 * @return string
 */
function nonce_action( $hash ) {
	return 'blockpack-contact-form-' . $hash;
}

/**
 * The signature of a render time for a form.
 *
 * @param string $hash The form's hash.
 * @param int    $time A Unix time.
 * @return string
 */
function time_signature( $hash, $time ) {
	return hash_hmac( 'sha256', 'contact-form-time|' . $hash . '|' . $time, wp_salt( 'nonce' ) );
}

/**
 * A signed render time, `<time>.<signature>`, printed in the form.
 *
 * @param string $hash The form's hash.
 * @return string
 */
function signed_time( $hash ) {
	$time = time();
	return $time . '.' . time_signature( $hash, $time );
}

/**
 * The fewest seconds between showing a form and submitting it that a person needs.
 *
 * @return int
 */
function minimum_seconds() {
	/**
	 * Filters the fewest seconds between rendering a contact form and submitting it; faster
	 * submissions are kept as spam.
	 *
	 * @param int $seconds 3 by default.
	 */
	return max( 0, (int) apply_filters( 'blockpack_contact_form_min_seconds', 3 ) );
}

/**
 * Whether a signed render time is authentic and old enough.
 *
 * @param string $hash   The form's hash.
 * @param mixed  $signed The submitted `<time>.<signature>`.
 * @return bool
 */
function is_time_valid( $hash, $signed ) {
	if ( ! is_string( $signed ) || ! preg_match( '/^(\d{1,12})\.([0-9a-f]{64})$/', $signed, $m ) ) {
		return false;
	}
	$time = (int) $m[1];
	if ( ! hash_equals( time_signature( $hash, $time ), $m[2] ) ) {
		return false;
	}
	return time() - $time >= minimum_seconds();
}

/**
 * Akismet's verdict on a response, when Akismet is active and configured.
 *
 * @param array  $fields     The validated fields (label, type, value).
 * @param string $source_url The page the form was on.
 * @return bool Whether Akismet says it is spam (false when Akismet is not available).
 */
function akismet_says_spam( $fields, $source_url ) {
	if ( ! class_exists( 'Akismet' ) || ! is_callable( array( 'Akismet', 'http_post' ) ) ) {
		return false;
	}
	if ( is_callable( array( 'Akismet', 'get_api_key' ) ) && ! \Akismet::get_api_key() ) {
		return false;
	}
	$query = array(
		'blog'         => home_url(),
		'blog_lang'    => get_locale(),
		'blog_charset' => get_option( 'blog_charset' ),
		'user_ip'      => visitor_ip(),
		'user_agent'   => visitor_user_agent(),
		'referrer'     => isset( $_SERVER['HTTP_REFERER'] ) ? esc_url_raw( wp_unslash( $_SERVER['HTTP_REFERER'] ) ) : '',
		'permalink'    => $source_url,
		'comment_type' => 'contact-form',
	);
	$content = array();
	foreach ( $fields as $field ) {
		$value = is_array( $field['value'] ) ? implode( ', ', $field['value'] ) : (string) $field['value'];
		if ( 'name' === $field['type'] && empty( $query['comment_author'] ) ) {
			$query['comment_author'] = $value;
		} elseif ( 'email' === $field['type'] && empty( $query['comment_author_email'] ) ) {
			$query['comment_author_email'] = $value;
		} elseif ( 'url' === $field['type'] && empty( $query['comment_author_url'] ) ) {
			$query['comment_author_url'] = $value;
		} else {
			$content[] = $value;
		}
	}
	$query['comment_content'] = implode( "\n", $content );

	$response = \Akismet::http_post( http_build_query( $query ), 'comment-check' );
	return is_array( $response ) && isset( $response[1] ) && 'true' === trim( (string) $response[1] );
}
