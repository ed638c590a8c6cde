<?php
/**
 * Shared helpers for Blockpack's REST routes: every route declares its arguments and checks a
 * capability; cookie-authenticated requests also need WordPress's REST nonce, which core checks.
 *
 * @package Blockpack
 */

namespace Blockpack;

defined( 'ABSPATH' ) || exit;

/**
 * REST route registration.
 */
class Rest_Controller {

	/**
	 * Routes are registered by each block's PHP on `blockpack_rest_routes`.
	 */
	public static function init() {
		add_action(
			'rest_api_init',
			function () {
				/**
				 * Fires when Blockpack's REST routes should be registered.
				 */
				do_action( 'blockpack_rest_routes' );
			}
		);
	}

	/**
	 * Registers a `wpcom/v2` route that the editor reads (GET), for users who can edit posts.
	 *
	 * @param string   $route    The route, such as `/resolve-redirect`.
	 * @param callable $callback What answers.
	 * @param array    $args     The route's declared arguments.
	 */
	public static function editor_read_route( $route, $callback, $args = array() ) {
		register_rest_route(
			'wpcom/v2',
			$route,
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => $callback,
				'permission_callback' => self::require_capability( 'edit_posts' ),
				'args'                => $args,
			)
		);
	}

	/**
	 * A permission callback that requires a capability, answering 401 to visitors who are not
	 * logged in and 403 to users who lack it.
	 *
	 * @param string $capability The capability to require.
	 * @return callable
	 */
	public static function require_capability( $capability ) {
		return function () use ( $capability ) {
			if ( current_user_can( $capability ) ) {
				return true;
			}
			return new \WP_Error(
				'rest_forbidden',
				__( 'Sorry, you are not allowed to do that.', 'blockpack' ),
				array( 'status' => is_user_logged_in() ? 403 : 401 )
			);
		};
	}
}
