<?php
/**
 * Test-only (never shipped): while the test option names a port, WordPress's requests to
 * SmartFrame's oEmbed endpoint are sent to a small fake that the integration test runs on that
 * port of 127.0.0.1 (same path and query). Nothing else is rewritten, and without the option
 * the request fails as every outside request does on the test bed.
 *
 * WordPress Playground cannot make an HTTP request from inside a PCRE callback (WP_Embed's
 * autoembed runs in preg_replace_callback): such a request never returns. So a test primes a
 * post's oEmbed cache through `POST /blockpack-test/v1/embeds-prime` (wp_oembed_get(), as the
 * editor's proxy does, stored under the post meta key WP_Embed reads) before a visitor opens it.
 *
 * @package Blockpack
 */

// For blockpack_test_register_port_route(): mu-plugins load in name order, which this file need not rely on.
require_once __DIR__ . '/blockpack-test-helpers.php';

/**
 * The fake's port, or 0.
 *
 * @return int
 */
function blockpack_test_embeds_port() {
	return (int) get_option( 'blockpack_test_embeds_port', 0 );
}

add_filter(
	'pre_http_request',
	function ( $response, $args, $url ) {
		$port = blockpack_test_embeds_port();
		$host = wp_parse_url( $url, PHP_URL_HOST );
		if ( $port <= 0 || 'oembed.smartframe.io' !== $host ) {
			return $response;
		}
		$path  = (string) wp_parse_url( $url, PHP_URL_PATH );
		$query = (string) wp_parse_url( $url, PHP_URL_QUERY );
		$fake  = 'http://127.0.0.1:' . $port . ( '' === $path ? '/' : $path ) . ( '' === $query ? '' : '?' . $query );
		return wp_remote_request(
			$fake,
			array(
				'method'  => isset( $args['method'] ) ? $args['method'] : 'GET',
				'timeout' => 5,
			)
		);
	},
	5, // After the test bed's offline filter (priority 1), which refuses outside hosts.
	3
);

blockpack_test_register_port_route(
	'/embeds-port',
	'blockpack_test_embeds_port',
	function () {
		// Forget the proxy's cached answers, so each run asks the fake again.
		global $wpdb;
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%oembed\\_%'" );
		wp_cache_flush();
	}
);

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'blockpack-test/v1',
			'/embeds-prime',
			array(
				'methods'             => 'POST',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'args'                => array(
					'post' => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
					'url'  => array(
						'type'     => 'string',
						'format'   => 'uri',
						'required' => true,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					$post = get_post( (int) $request['post'] );
					if ( ! $post ) {
						return new WP_Error( 'blockpack_test_no_post', 'No such post.', array( 'status' => 404 ) );
					}
					$url  = (string) $request['url'];
					$attr = wp_embed_defaults( $url );
					$html = wp_oembed_get( $url, $attr + array( 'discover' => false ) );
					$key  = md5( $url . serialize( $attr ) ); // serialize(): WP_Embed's own cache key.
					update_post_meta( $post->ID, '_oembed_' . $key, $html ? $html : '{{unknown}}' );
					update_post_meta( $post->ID, '_oembed_time_' . $key, time() );
					return array( 'html' => $html ? $html : '' );
				},
			)
		);
	}
);
