<?php
/**
 * `GET /wpcom/v2/resolve-redirect/?url=…`: follows a short link's redirects and answers the final
 * location, so that the editor can recognise the page a short link points to (Eventbrite's and
 * Pinterest's short links). Requests go through wp_safe_remote_head/get, which refuse loopback
 * and private addresses.
 *
 * @package Blockpack
 */

namespace Blockpack\Resolve_Redirect;

defined( 'ABSPATH' ) || exit;

/** The most redirects followed before giving up. */
const MAX_REDIRECTS = 5;

/**
 * Registers the route.
 */
function register_routes() {
	register_rest_route(
		'wpcom/v2',
		'/resolve-redirect',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\resolve',
			'permission_callback' => \Blockpack\Rest_Controller::require_capability( 'edit_posts' ),
			'args'                => array(
				'url' => array(
					'description'       => __( 'The address to follow.', 'blockpack' ),
					'type'              => 'string',
					'required'          => true,
					'validate_callback' => __NAMESPACE__ . '\validate_url',
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
	if ( ! is_string( $value ) || ! is_http_url( $value ) ) {
		return new \WP_Error(
			'rest_invalid_param',
			__( 'The address must start with http:// or https://.', 'blockpack' ),
			array( 'status' => 400 )
		);
	}
	return true;
}

/**
 * Whether a string is an absolute http(s) URL with a host.
 *
 * @param string $url The address.
 * @return bool
 */
function is_http_url( $url ) {
	$parts = wp_parse_url( $url );
	return is_array( $parts )
		&& isset( $parts['scheme'], $parts['host'] )
		&& in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true )
		&& '' !== $parts['host'];
}

/**
 * Follows the redirects one at a time (each hop checked by the safe HTTP API) and answers the
 * final address.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response|\WP_Error `{ url }`, or a 4xx error.
 */
function resolve( $request ) {
	$url = (string) $request['url'];
	for ( $hop = 0; $hop <= MAX_REDIRECTS; $hop++ ) {
		$args     = array(
			'redirection' => 0,
			'timeout'     => 10,
		);
		$response = wp_safe_remote_head( $url, $args );
		if ( ! is_wp_error( $response ) && 405 === wp_remote_retrieve_response_code( $response ) ) {
			// Some servers refuse HEAD: ask again with GET.
			$response = wp_safe_remote_get( $url, $args );
		}
		if ( is_wp_error( $response ) ) {
			return new \WP_Error(
				'blockpack_resolve_failed',
				__( 'The address could not be reached.', 'blockpack' ),
				array( 'status' => 400 )
			);
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( $status >= 400 ) {
			return new \WP_Error(
				'blockpack_resolve_failed',
				/* translators: %d: an HTTP status code. */
				sprintf( __( 'The address answered with the error %d.', 'blockpack' ), $status ),
				array( 'status' => 400 )
			);
		}
		$location = wp_remote_retrieve_header( $response, 'location' );
		if ( is_array( $location ) ) {
			$location = end( $location );
		}
		if ( $status < 300 || ! is_string( $location ) || '' === $location ) {
			return rest_ensure_response( array( 'url' => esc_url_raw( $url ) ) );
		}
		$next = \WP_Http::make_absolute_url( $location, $url );
		if ( ! is_http_url( $next ) ) {
			return new \WP_Error(
				'blockpack_resolve_failed',
				__( 'The address redirects somewhere that is not a web page.', 'blockpack' ),
				array( 'status' => 400 )
			);
		}
		$url = $next;
	}
	return new \WP_Error(
		'blockpack_resolve_failed',
		__( 'The address redirects too many times.', 'blockpack' ),
		array( 'status' => 400 )
	);
}
