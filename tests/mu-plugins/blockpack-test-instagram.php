<?php
/**
 * Test-only (never shipped): Instagram for the Latest Instagram Posts block. While the test
 * option names a port, Instagram's authorization window
 * (`blockpack_instagram_authorize_url`) is `http://127.0.0.1:<port>/www/oauth/authorize`, its
 * code exchange (`blockpack_instagram_api_base`) `http://127.0.0.1:<port>/api` and its Graph API
 * (`blockpack_instagram_graph_base`) `http://127.0.0.1:<port>/graph`: the fake in
 * tests/fakes/instagram. The plugin asks these fixed hosts with WordPress's HTTP API (not the
 * guarded fetch), which the offline test bed lets reach 127.0.0.1.
 *
 * - `POST blockpack-test/v1/instagram { port, app_id, app_secret, reset }` sets the port (0: the
 *   real addresses) and the app's ID and secret (empty: deleted); `reset` also removes every
 *   connection, cached gallery, fetch slot and pending authorization, so each spec starts clean.
 * - `POST blockpack-test/v1/instagram-connection { id, expire_cache, issued_ago, expires_in }`
 *   plays with time: `expire_cache` drops the hour's cached gallery and the visitors' fetch slot
 *   (as if the hour had passed); `issued_ago` / `expires_in` (seconds, -1: unchanged) move the
 *   token's issue and expiry times. It answers the stored connection, token included (test only).
 * - `POST blockpack-test/v1/instagram-refresh` runs the daily token refresh now and answers what
 *   it did, by connection id (`results`), and whether the daily event is scheduled (`scheduled`).
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
function blockpack_test_instagram_port() {
	return (int) get_option( 'blockpack_test_instagram_port', 0 );
}

foreach ( array(
	'blockpack_instagram_authorize_url' => '/www/oauth/authorize',
	'blockpack_instagram_api_base'      => '/api',
	'blockpack_instagram_graph_base'    => '/graph',
) as $blockpack_test_filter => $blockpack_test_path ) {
	add_filter(
		$blockpack_test_filter,
		function ( $value ) use ( $blockpack_test_path ) {
			$port = blockpack_test_instagram_port();
			return $port > 0 ? 'http://127.0.0.1:' . $port . $blockpack_test_path : $value;
		}
	);
}

blockpack_test_register_port_route(
	'/instagram',
	'blockpack_test_instagram_port',
	function ( WP_REST_Request $request ) {
		global $wpdb;
		foreach ( array(
			'blockpack_instagram_app_id'     => (string) $request['app_id'],
			'blockpack_instagram_app_secret' => (string) $request['app_secret'],
		) as $option => $value ) {
			if ( '' === $value ) {
				delete_option( $option );
			} else {
				update_option( $option, $value );
			}
		}
		if ( $request['reset'] ) {
			$wpdb->query(
				"DELETE FROM {$wpdb->options} WHERE option_name LIKE 'blockpack\\_instagram\\_connection\\_%'
				OR option_name LIKE 'blockpack\\_instagram\\_account\\_%'
				OR option_name LIKE 'blockpack\\_instagram\\_last\\_good\\_%'
				OR option_name LIKE 'blockpack\\_instagram\\_fetch\\_slot\\_%'
				OR option_name LIKE 'blockpack\\_instagram\\_state\\_%'
				OR option_name LIKE '\\_transient\\_%blockpack\\_instagram\\_%'"
			);
		}
		wp_cache_flush();
	},
	array(
		'app_id'     => array(
			'type'    => 'string',
			'default' => '',
		),
		'app_secret' => array(
			'type'    => 'string',
			'default' => '',
		),
		'reset'      => array(
			'type'    => 'boolean',
			'default' => false,
		),
	)
);

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'blockpack-test/v1',
			'/instagram-connection',
			array(
				'methods'             => 'POST',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'args'                => array(
					'id'           => array(
						'type'     => 'integer',
						'required' => true,
					),
					'expire_cache' => array(
						'type'    => 'boolean',
						'default' => false,
					),
					'issued_ago'   => array(
						'type'    => 'integer',
						'default' => -1,
					),
					'expires_in'   => array(
						'type'    => 'integer',
						'default' => -1,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					$id = (int) $request['id'];
					if ( $request['expire_cache'] ) {
						delete_transient( 'blockpack_instagram_gallery_' . $id );
						delete_option( 'blockpack_instagram_fetch_slot_' . $id );
					}
					$changes = array();
					if ( $request['issued_ago'] >= 0 ) {
						$changes['issued'] = time() - (int) $request['issued_ago'];
					}
					if ( -1 !== (int) $request['expires_in'] ) {
						$changes['expires'] = time() + (int) $request['expires_in'];
					}
					if ( $changes ) {
						Blockpack\Blocks\Instagram_Gallery\update_connection( $id, $changes );
					}
					wp_cache_flush();
					$connection = Blockpack\Blocks\Instagram_Gallery\get_connection( $id );
					return $connection ? $connection : new WP_Error( 'not_found', 'No such connection.', array( 'status' => 404 ) );
				},
			)
		);
		register_rest_route(
			'blockpack-test/v1',
			'/instagram-refresh',
			array(
				'methods'             => 'POST',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'callback'            => function () {
					return array(
						'scheduled' => (bool) wp_next_scheduled( 'blockpack_instagram_refresh_tokens' ),
						'results'   => (object) Blockpack\Blocks\Instagram_Gallery\refresh_tokens(),
					);
				},
			)
		);
	}
);
