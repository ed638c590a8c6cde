<?php
/**
 * Plugin Name: Akismet Anti-spam (test fake)
 * Description: A test-only stand-in for Akismet: the class the contact form calls (`Akismet::get_api_key()`, `Akismet::http_post()`), answering like the Akismet service without a network, and the plugin's own key routes (`GET|POST|DELETE /akismet/v1/key`) for tests to set the key.
 * Version:     5.3.3
 * Text Domain: akismet
 *
 * @package Blockpack
 */

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'Akismet' ) ) {
	/**
	 * The part of Akismet's class that other plugins use. The service's verdicts follow
	 * Akismet's documented test values: a comment whose author, author email or content contains
	 * "akismet-guaranteed-spam" is spam; anything else is not.
	 */
	class Akismet {

		/** The service's host, as in the real class. */
		const API_HOST = 'rest.akismet.com';

		/** The value that Akismet always calls spam. */
		const GUARANTEED_SPAM = 'akismet-guaranteed-spam';

		/**
		 * The site's API key: the `WPCOM_API_KEY` constant or the `wordpress_api_key` option
		 * ('' when none is set, as on a fresh install).
		 *
		 * @return string
		 */
		public static function get_api_key() {
			$key = defined( 'WPCOM_API_KEY' ) ? constant( 'WPCOM_API_KEY' ) : get_option( 'wordpress_api_key' );
			return (string) apply_filters( 'akismet_get_api_key', $key );
		}

		/**
		 * Whether a key has the shape of an Akismet key (the fake's "verify-key").
		 *
		 * @param string $key A key.
		 * @return bool
		 */
		public static function is_valid_key( $key ) {
			return is_string( $key ) && 1 === preg_match( '/^[0-9a-f]{12}$/', $key );
		}

		/**
		 * A call to the service: `array( $headers, $body )`, like the real method (which answers
		 * `array( '', '' )` when the service cannot be reached).
		 *
		 * @param string      $request A URL-encoded query.
		 * @param string      $path    The API call: 'comment-check', 'verify-key', ….
		 * @param string|null $ip      Unused (the real class may pick a server by address).
		 * @return array{0: array<string, string>, 1: string}
		 */
		public static function http_post( $request, $path, $ip = null ) {
			unset( $ip );
			$query = array();
			parse_str( (string) $request, $query );
			$headers = array( 'x-akismet-server' => 'fake.' . self::API_HOST );

			if ( 'verify-key' === $path ) {
				$key = isset( $query['key'] ) ? $query['key'] : self::get_api_key();
				return array( $headers, self::is_valid_key( $key ) ? 'valid' : 'invalid' );
			}
			if ( ! self::is_valid_key( self::get_api_key() ) ) {
				$headers['x-akismet-debug-help'] = 'We were unable to verify your API key.';
				return array( $headers, 'invalid' );
			}
			if ( 'comment-check' !== $path ) {
				return array( $headers, 'invalid' );
			}
			foreach ( array( 'blog', 'user_ip' ) as $required ) {
				if ( empty( $query[ $required ] ) || ! is_string( $query[ $required ] ) ) {
					$headers['x-akismet-debug-help'] = sprintf( 'Empty "%s" value', $required );
					return array( $headers, 'invalid' );
				}
			}
			foreach ( array( 'comment_author', 'comment_author_email', 'comment_content' ) as $name ) {
				if ( isset( $query[ $name ] ) && is_string( $query[ $name ] ) && false !== stripos( $query[ $name ], self::GUARANTEED_SPAM ) ) {
					return array( $headers, 'true' );
				}
			}
			return array( $headers, 'false' );
		}
	}
}

add_action(
	'rest_api_init',
	function () {
		// The real plugin's key routes, for site owners with manage_options.
		register_rest_route(
			'akismet/v1',
			'/key',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'permission_callback' => function () {
						return current_user_can( 'manage_options' );
					},
					'args'                => array(),
					'callback'            => function () {
						return rest_ensure_response( Akismet::get_api_key() );
					},
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'permission_callback' => function () {
						return current_user_can( 'manage_options' );
					},
					'args'                => array(
						'key' => array(
							'type'     => 'string',
							'required' => true,
						),
					),
					'callback'            => function ( WP_REST_Request $request ) {
						$key = trim( (string) $request['key'] );
						if ( ! Akismet::is_valid_key( $key ) ) {
							return new WP_Error( 'invalid_key', 'The value provided is not a valid and registered API key.', array( 'status' => 400 ) );
						}
						update_option( 'wordpress_api_key', $key );
						return rest_ensure_response( Akismet::get_api_key() );
					},
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'permission_callback' => function () {
						return current_user_can( 'manage_options' );
					},
					'args'                => array(),
					'callback'            => function () {
						delete_option( 'wordpress_api_key' );
						return rest_ensure_response( true );
					},
				),
			)
		);
	}
);
