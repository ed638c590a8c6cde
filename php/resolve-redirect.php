<?php
/**
 * `GET /wpcom/v2/resolve-redirect/?url=…`: follows a short link's redirects and answers the final
 * location, so that the editor can recognise the page a short link points to (Eventbrite's and
 * Pinterest's short links) and lets the editor check that an address answers before it embeds
 * it (Calendly). Requests go through the guarded fetch (php/class-guarded-fetch.php).
 *
 * @package Blockpack
 */

namespace Blockpack\Resolve_Redirect;

defined( 'ABSPATH' ) || exit;

/** The most redirects followed before giving up. */
const MAX_REDIRECTS = 5;

/** The most bytes of an answer read. */
const MAX_BYTES = 65536;

/**
 * Registers the route.
 */
function register_routes() {
	\Blockpack\Rest_Controller::editor_read_route(
		'/resolve-redirect',
		__NAMESPACE__ . '\resolve',
		array(
			'url' => array(
				'description'       => __( 'The address to follow.', 'blockpack' ),
				'type'              => 'string',
				'required'          => true,
				'validate_callback' => __NAMESPACE__ . '\validate_url',
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
 * Follows the redirects through the guarded fetch (each hop checked, at most five, 64 KB read,
 * answers kept for an hour) and answers the final address.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response|\WP_Error `{ url }`, or a 4xx error.
 */
function resolve( $request ) {
	$answer = \Blockpack\Guarded_Fetch::request(
		(string) $request['url'],
		array(
			'method'    => 'HEAD',
			'max_bytes' => MAX_BYTES,
			'max_hops'  => MAX_REDIRECTS,
		)
	);
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
