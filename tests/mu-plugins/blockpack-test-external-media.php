<?php
/**
 * Test-only (never shipped): the external media picker's outside services. While a test option
 * names a port, Openverse's API (`blockpack_openverse_api_base`) is
 * `http://127.0.0.1:<port>/v1` (tests/fakes/openverse) and Pexels' API
 * (`blockpack_pexels_api_base`) `http://127.0.0.1:<port>/v1` (tests/fakes/pexels); the guarded
 * fetch may reach loopback on those two ports only (the fakes serve the images there too).
 * Google's OAuth and Picker addresses point at tests/fakes/google-photos while
 * `blockpack_test_google_port` names its port (`POST blockpack-test/v1/external-media-google`).
 *
 * - `POST blockpack-test/v1/external-media-openverse { port }` and
 *   `POST blockpack-test/v1/external-media-pexels { port, user_limit, max_bytes }` set a port
 *   (0: the real address), Pexels' per-user hourly limit
 *   (`blockpack_pexels_user_hourly_limit`; -1: the plugin's own) and the largest picture copied
 *   (`blockpack_external_media_max_bytes`; 0: the plugin's own), and forget every kept answer,
 *   the Openverse token and the per-user counters, so each spec starts clean. They do not touch
 *   the settings: tests save them through Settings → Blockpack.
 * - `GET blockpack-test/v1/external-media-meta?id=` answers an attachment's
 *   `_blockpack_external_media` meta and its parent (protected meta, not in `/wp/v2/media`);
 *   `GET blockpack-test/v1/external-media-google-token?user=` a user's Google token meta as stored.
 *
 * @package Blockpack
 */

// For blockpack_test_register_port_route() and blockpack_test_allow_loopback_port().
require_once __DIR__ . '/blockpack-test-helpers.php';

foreach ( array(
	'blockpack_openverse_api_base' => 'blockpack_test_openverse_port',
	'blockpack_pexels_api_base'    => 'blockpack_test_pexels_port',
) as $blockpack_test_filter => $blockpack_test_option ) {
	add_filter(
		$blockpack_test_filter,
		function ( $base ) use ( $blockpack_test_option ) {
			$port = (int) get_option( $blockpack_test_option, 0 );
			return $port > 0 ? 'http://127.0.0.1:' . $port . '/v1' : $base;
		}
	);
	blockpack_test_allow_loopback_port( $blockpack_test_option );
}

// Google: the consent screen, the token and revocation endpoints and the Picker API, all on the
// fake's port (tests/fakes/google-photos).
foreach ( array(
	'blockpack_google_oauth_authorize_url'    => '/o/oauth2/v2/auth',
	'blockpack_google_oauth_token_url'        => '/token',
	'blockpack_google_oauth_revoke_url'       => '/revoke',
	'blockpack_google_photos_picker_api_base' => '/v1',
) as $blockpack_test_filter => $blockpack_test_path ) {
	add_filter(
		$blockpack_test_filter,
		function ( $url ) use ( $blockpack_test_path ) {
			$port = (int) get_option( 'blockpack_test_google_port', 0 );
			return $port > 0 ? 'http://127.0.0.1:' . $port . $blockpack_test_path : $url;
		}
	);
}
blockpack_test_allow_loopback_port( 'blockpack_test_google_port' );
blockpack_test_register_port_route( '/external-media-google', 'blockpack_test_google_port', 'blockpack_test_external_media_reset' );

blockpack_test_filter_from_option( 'blockpack_pexels_user_hourly_limit', 'blockpack_test_pexels_user_limit' );
blockpack_test_filter_from_option( 'blockpack_external_media_max_bytes', 'blockpack_test_xm_max_bytes' );

/**
 * Forgets the kept answers, the Openverse token and the Pexels counters.
 */
function blockpack_test_external_media_reset() {
	global $wpdb;
	$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE 'blockpack\\_xm\\_%' OR option_name LIKE '\\_transient\\_%blockpack\\_xm\\_%' OR option_name LIKE '\\_transient\\_%blockpack\\_openverse\\_token'" );
	wp_cache_flush();
}

blockpack_test_register_port_route( '/external-media-openverse', 'blockpack_test_openverse_port', 'blockpack_test_external_media_reset' );

blockpack_test_register_port_route(
	'/external-media-pexels',
	'blockpack_test_pexels_port',
	function ( WP_REST_Request $request ) {
		foreach ( array(
			'blockpack_test_pexels_user_limit' => (int) $request['user_limit'] >= 0 ? (int) $request['user_limit'] : '',
			'blockpack_test_xm_max_bytes'      => (int) $request['max_bytes'] > 0 ? (int) $request['max_bytes'] : '',
		) as $option => $value ) {
			if ( '' === $value ) {
				delete_option( $option );
			} else {
				update_option( $option, $value, false );
			}
		}
		blockpack_test_external_media_reset();
	},
	array(
		'user_limit' => array(
			'type'    => 'integer',
			'default' => -1,
		),
		'max_bytes'  => array(
			'type'    => 'integer',
			'default' => 0,
		),
	)
);

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'blockpack-test/v1',
			'/external-media-meta',
			array(
				'methods'             => 'GET',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'args'                => array(
					'id' => array(
						'type'     => 'integer',
						'required' => true,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					return array(
						'meta'   => get_post_meta( (int) $request['id'], '_blockpack_external_media', true ),
						'parent' => (int) wp_get_post_parent_id( (int) $request['id'] ),
					);
				},
			)
		);
		// A user's Google Photos token meta as stored (sealed), to check nothing is kept in clear.
		register_rest_route(
			'blockpack-test/v1',
			'/external-media-google-token',
			array(
				'methods'             => 'GET',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'args'                => array(
					'user' => array(
						'type'     => 'integer',
						'required' => true,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					return array( 'stored' => (string) get_user_meta( (int) $request['user'], '_blockpack_google_photos_token', true ) );
				},
			)
		);
	}
);
