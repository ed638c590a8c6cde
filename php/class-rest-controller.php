<?php
/**
 * Blockpack's REST routes: one way to register them, and the one set of permission checks they
 * use. Every route is registered with `Rest_Controller::route()` on the `blockpack_rest_routes`
 * action, and each of its methods names a callback, a permission from this class and its
 * declared arguments. Cookie-authenticated requests also need WordPress's REST nonce, which core
 * checks.
 *
 * @package Blockpack
 */

namespace Blockpack;

defined( 'ABSPATH' ) || exit;

/**
 * REST route registration and permissions.
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
	 * Registers a route (call it on `blockpack_rest_routes`).
	 *
	 * @param string $namespace `blockpack/v1` for Blockpack's own routes; `wpcom/v2` or
	 *                          `jetpack/v4` for the Jetpack addresses the blocks' editor code calls.
	 * @param string $route     The route, such as `/map/geocode` (a pattern for ids).
	 * @param array  $endpoints Keyed by method (`GET`, `POST`, `DELETE`), each an array of
	 *                          `permission` (one of this class's permissions), `callback` and
	 *                          `args` (the declared arguments, `array()` for none); an endpoint
	 *                          without all three is not registered.
	 */
	public static function route( $namespace, $route, array $endpoints ) {
		$registered = array();
		foreach ( $endpoints as $method => $endpoint ) {
			$missing = array_diff( array( 'permission', 'callback', 'args' ), array_keys( $endpoint ) );
			if ( $missing ) {
				_doing_it_wrong(
					__METHOD__,
					esc_html( sprintf( '%s %s needs %s.', $method, $route, implode( ', ', $missing ) ) ),
					''
				);
				continue;
			}
			$registered[] = array(
				'methods'             => $method,
				'callback'            => $endpoint['callback'],
				'permission_callback' => $endpoint['permission'],
				'args'                => $endpoint['args'],
			);
		}
		if ( $registered ) {
			register_rest_route( $namespace, $route, $registered );
		}
	}

	/**
	 * A permission for users with a capability (or any one of several): 401 to visitors who are
	 * not logged in, 403 to users who lack it.
	 *
	 * @param string ...$capabilities The capability, or capabilities any one of which will do.
	 * @return callable
	 */
	public static function require_capability( ...$capabilities ) {
		return function () use ( $capabilities ) {
			foreach ( $capabilities as $capability ) {
				if ( current_user_can( $capability ) ) {
					return true;
				}
			}
			return self::forbidden();
		};
	}

	/**
	 * A permission for users with a capability on the post whose id a request argument holds,
	 * such as `edit_post` on `post_id`: 401 to visitors, 403 to users who lack it; a post that
	 * does not exist answers 404 to users who can edit posts (and 401 or 403 to others, who learn
	 * nothing from it).
	 *
	 * @param string $capability A capability checked against one post (`edit_post`, `read_post`).
	 * @param string $param      The request argument with the post's id.
	 * @return callable
	 */
	public static function require_post_capability( $capability, $param ) {
		return function ( \WP_REST_Request $request ) use ( $capability, $param ) {
			$post = get_post( (int) $request[ $param ] );
			if ( $post && current_user_can( $capability, $post->ID ) ) {
				return true;
			}
			if ( ! $post && current_user_can( 'edit_posts' ) ) {
				return new \WP_Error( 'rest_post_invalid_id', __( 'Invalid post ID.', 'blockpack' ), array( 'status' => 404 ) );
			}
			return self::forbidden();
		};
	}

	/**
	 * A permission for a resource its creator continues with a signed token rather than the
	 * REST nonce (a long upload outlives the nonce). `$holder` answers, for a request, the user
	 * its token stands for (0 when it carries no valid one), or its own error (the resource is
	 * gone: 404; expired: 410). That user, if they still have the capability, acts for the rest
	 * of the request; anyone else is refused: 401 to visitors, 403 to users.
	 *
	 * @param string   $capability The capability the token's user must still have.
	 * @param callable $holder     The request's token's user, or an error.
	 * @return callable
	 */
	public static function require_token( $capability, callable $holder ) {
		return function ( \WP_REST_Request $request ) use ( $capability, $holder ) {
			$user = $holder( $request );
			if ( is_wp_error( $user ) ) {
				return $user;
			}
			if ( $user > 0 && user_can( $user, $capability ) ) {
				wp_set_current_user( $user );
				return true;
			}
			return self::forbidden();
		};
	}

	/**
	 * A permission for a route public by design: visitors (anonymous included) call it, so no
	 * capability is asked. Without a guard, the callback validates what it is sent and limits how
	 * often one visitor may call it (say which limits where the route is registered). With a
	 * guard, a named check of what the caller must present besides (a form's token, a service's
	 * signature), the request must pass it; the guard answers its own error.
	 *
	 * @param callable|null $guard The check of the caller's token or signature, if any.
	 * @return callable
	 */
	public static function public_route( $guard = null ) {
		return null === $guard ? '__return_true' : $guard;
	}

	/**
	 * The refusal of a user who may not: 403 when logged in, 401 otherwise.
	 *
	 * @return \WP_Error
	 */
	private static function forbidden() {
		return new \WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to do that.', 'blockpack' ),
			array( 'status' => is_user_logged_in() ? 403 : 401 )
		);
	}
}
