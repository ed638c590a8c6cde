<?php
/**
 * External media: calling a source's service, shared by the sources. Every call goes through
 * the guarded fetch (the API base is filterable, and the items' addresses come from the
 * service); the service's answers map to the routes' errors: its quota (429) to
 * `external_media_rate_limited` (429), a refused key (401/403) to `authorization_required`
 * (403), an unknown item (404) to `external_media_not_found` (404), anything else that is not
 * a good answer to `external_media_unavailable` (424). Good answers are kept an hour in
 * transients (shared by every web server), keyed by what was asked.
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

/** Transient prefix of the services' answers kept an hour (lists and item lookups). */
const CACHE_PREFIX = 'blockpack_xm_';

/** The largest JSON answer read from a service. */
const MAX_JSON_BYTES = 2097152;

/**
 * The error for the service's or our own rate limit.
 *
 * @param string $label The source's name.
 * @return \WP_Error 429.
 */
function rate_limited( $label ) {
	return new \WP_Error(
		'external_media_rate_limited',
		/* translators: %s: a media source, such as Pexels. */
		sprintf( __( 'Too many requests to %s for now. Please try again later.', 'blockpack' ), $label ),
		array( 'status' => 429 )
	);
}

/**
 * The error for a service that failed or answered badly.
 *
 * @param string $label The source's name.
 * @return \WP_Error 424.
 */
function unavailable( $label ) {
	return new \WP_Error(
		'external_media_unavailable',
		/* translators: %s: a media source, such as Pexels. */
		sprintf( __( '%s could not be reached or answered with an error. Please try again later.', 'blockpack' ), $label ),
		array( 'status' => 424 )
	);
}

/**
 * The error for a key the service refuses.
 *
 * @param string $label The source's name.
 * @return \WP_Error 403.
 */
function key_refused( $label ) {
	return new \WP_Error(
		'authorization_required',
		/* translators: %s: a media source, such as Pexels. */
		sprintf( __( '%s refused this site’s API key. An administrator can check it in Settings → Blockpack.', 'blockpack' ), $label ),
		array( 'status' => 403 )
	);
}

/**
 * The error for an item the service does not have.
 *
 * @return \WP_Error 404.
 */
function not_found() {
	return new \WP_Error(
		'external_media_not_found',
		__( 'This item was not found at the media source.', 'blockpack' ),
		array( 'status' => 404 )
	);
}

/**
 * Calls a service and decodes its JSON answer.
 *
 * @param string $label The source's name (for the errors).
 * @param string $url   The address (the API base and a path).
 * @param array  $args  More Guarded_Fetch::request() arguments (`headers`, `method`, `body`).
 * @return array|\WP_Error `{ status, json }` for a 2xx answer with a JSON object, or an error
 *                         above (a 401/403 answer: `authorization_required`).
 */
function call_service( $label, $url, array $args = array() ) {
	$answer = \Blockpack\Guarded_Fetch::request(
		$url,
		array_merge(
			array(
				'cache'     => 0,
				'max_hops'  => 0,
				'timeout'   => 10,
				'max_bytes' => MAX_JSON_BYTES,
			),
			$args
		)
	);
	if ( is_wp_error( $answer ) ) {
		return unavailable( $label );
	}
	$status = (int) $answer['status'];
	if ( 429 === $status ) {
		return rate_limited( $label );
	}
	if ( 401 === $status || 403 === $status ) {
		return key_refused( $label );
	}
	if ( 404 === $status ) {
		return not_found();
	}
	$json = json_decode( $answer['body'], true );
	if ( $status < 200 || $status > 299 || ! is_array( $json ) ) {
		return unavailable( $label );
	}
	return array(
		'status' => $status,
		'json'   => $json,
	);
}

/**
 * A service's answer kept an hour: the kept one, or `$fetch()`'s when it is not an error.
 *
 * @param string   $key   What was asked (source, kind, query), hashed into the transient's name.
 * @param callable $fetch Asks the service: returns an array, or a WP_Error (not kept).
 * @return array|\WP_Error
 */
function cached( $key, callable $fetch ) {
	$name = CACHE_PREFIX . md5( $key );
	$kept = get_transient( $name );
	if ( is_array( $kept ) ) {
		return $kept;
	}
	$value = $fetch();
	if ( is_array( $value ) ) {
		set_transient( $name, $value, HOUR_IN_SECONDS );
	}
	return $value;
}

/**
 * An address from a service's answer if it is an http(s) address, else ''.
 *
 * @param mixed $url The value.
 * @return string
 */
function service_url( $url ) {
	return is_string( $url ) && \Blockpack\Validation\is_http_url( $url ) ? esc_url_raw( $url ) : '';
}

/**
 * A line of text from a service's answer (tags stripped, trimmed, at most 300 characters), or ''.
 *
 * @param mixed $text The value.
 * @return string
 */
function service_text( $text ) {
	if ( ! is_string( $text ) && ! is_int( $text ) ) {
		return '';
	}
	return trim( mb_substr( sanitize_text_field( (string) $text ), 0, 300 ) );
}

/**
 * A whole number of pixels from a service's answer, or 0.
 *
 * @param mixed $value The value.
 * @return int
 */
function service_int( $value ) {
	return is_numeric( $value ) ? max( 0, (int) $value ) : 0;
}
