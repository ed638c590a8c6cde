<?php
/**
 * `GET /wpcom/v2/resolve-redirect/?url=…`: follows a short link's redirects and answers the final
 * location, so that the editor can recognise the page a short link points to (Eventbrite's and
 * Pinterest's short links) and lets the editor check that an address answers before it embeds
 * it (Calendly). Requests go through the guarded fetch (php/class-guarded-fetch.php). Each user may
 * ask a limited number of times a minute (php/counters.php); what is kept for an hour is the
 * final address and its status only, never the answer's body.
 *
 * @package Blockpack
 */

namespace Blockpack\Resolve_Redirect;

use Blockpack\Rest_Controller;

defined( 'ABSPATH' ) || exit;

/** The most redirects followed before giving up. */
const MAX_REDIRECTS = 5;

/** The most bytes of an answer read. */
const MAX_BYTES = 65536;

/** Option name prefix of the per-user rate counters. */
const RATE_PREFIX = 'blockpack_redirect_rate_';

/** Transient prefix of the answers kept (`{ url, status }`). */
const CACHE_PREFIX = 'blockpack_redirect_';

/** The hourly cleanup of old rate counters (scheduled by Blockpack\Plugin::SCHEDULED_EVENTS). */
const CLEANUP_HOOK = 'blockpack_resolve_redirect_cleanup';

/**
 * How many addresses one user may resolve a minute.
 *
 * @return int 0 for no limit.
 */
function rate_limit() {
	/**
	 * Filters how many addresses one user may resolve a minute.
	 *
	 * @param int $limit 30; 0 for no limit.
	 */
	return max( 0, (int) apply_filters( 'blockpack_resolve_redirect_rate_limit', 30 ) );
}

/**
 * Deletes the rate counters of past minutes.
 */
function cleanup_counters() {
	\Blockpack\Counters\delete_past_windows( RATE_PREFIX );
}
add_action( CLEANUP_HOOK, __NAMESPACE__ . '\cleanup_counters' );

/**
 * Registers the route.
 */
function register_routes() {
	Rest_Controller::route(
		'wpcom/v2',
		'/resolve-redirect',
		array(
			'GET' => array(
				'permission' => Rest_Controller::require_capability( 'edit_posts' ),
				'callback'   => __NAMESPACE__ . '\resolve',
				'args'       => array(
					'url' => array(
						'description'       => __( 'The address to follow.', 'blockpack' ),
						'type'              => 'string',
						'required'          => true,
						'validate_callback' => __NAMESPACE__ . '\validate_url',
					),
				),
			),
		)
	);
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_routes' );

/**
 * Whether a value is an absolute http(s) address with a host.
 *
 * @param mixed $value The `url` argument.
 * @return true|\WP_Error
 */
function validate_url( $value ) {
	if ( ! \Blockpack\Validation\is_http_url( $value ) ) {
		return new \WP_Error(
			'rest_invalid_param',
			__( 'The address must start with http:// or https://.', 'blockpack' ),
			array( 'status' => 400 )
		);
	}
	return true;
}

/**
 * Follows the redirects through the guarded fetch (each hop checked, at most five, 64 KB read)
 * and answers the final address; the final address and status are kept for an hour.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response|\WP_Error `{ url }`, or a 4xx error (429 past the user's limit).
 */
function resolve( $request ) {
	if ( \Blockpack\Counters\is_over_limit( RATE_PREFIX, 'minute', get_current_user_id(), rate_limit() ) ) {
		return new \WP_Error(
			'blockpack_resolve_rate_limited',
			__( 'Too many addresses checked. Please wait a minute and try again.', 'blockpack' ),
			array( 'status' => 429 )
		);
	}
	$url       = (string) $request['url'];
	$cache_key = CACHE_PREFIX . md5( $url );
	$answer    = get_transient( $cache_key );
	if ( ! is_array( $answer ) || ! isset( $answer['url'], $answer['status'] ) ) {
		$answer = \Blockpack\Guarded_Fetch::request(
			$url,
			array(
				'method'    => 'HEAD',
				'max_bytes' => MAX_BYTES,
				'max_hops'  => MAX_REDIRECTS,
				'cache'     => 0,
			)
		);
		if ( ! is_wp_error( $answer ) ) {
			// Only what this route answers from, not the body.
			$answer = array(
				'url'    => (string) $answer['url'],
				'status' => (int) $answer['status'],
			);
			set_transient( $cache_key, $answer, HOUR_IN_SECONDS );
		}
	}
	if ( is_wp_error( $answer ) ) {
		$messages = array(
			'blockpack_fetch_refused'            => __( 'The address is not on the public internet.', 'blockpack' ),
			'blockpack_fetch_too_many_redirects' => __( 'The address redirects too many times.', 'blockpack' ),
			'blockpack_fetch_bad_redirect'       => __( 'The address redirects somewhere that is not a web page.', 'blockpack' ),
		);
		$code = $answer->get_error_code();
		return new \WP_Error(
			'blockpack_resolve_failed',
			isset( $messages[ $code ] ) ? $messages[ $code ] : __( 'The address could not be reached.', 'blockpack' ),
			array( 'status' => 400 )
		);
	}
	if ( $answer['status'] >= 400 ) {
		return new \WP_Error(
			'blockpack_resolve_failed',
			/* translators: %d: an HTTP status code. */
			sprintf( __( 'The address answered with the error %d.', 'blockpack' ), $answer['status'] ),
			array(
				'status'        => 400,
				'target_status' => $answer['status'],
			)
		);
	}
	return rest_ensure_response( array( 'url' => esc_url_raw( $answer['url'] ) ) );
}
