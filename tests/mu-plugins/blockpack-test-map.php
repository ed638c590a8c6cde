<?php
/**
 * Test-only (never shipped): the map block's outside services. While the test option names a
 * port, Mapbox's API (`blockpack_map_mapbox_api_base`) is `http://127.0.0.1:<port>/mapbox` and
 * Nominatim (`blockpack_map_nominatim_base`) is `http://127.0.0.1:<port>/nominatim` (the fake in
 * tests/fakes/map), and the guarded fetch may reach loopback on that port only.
 *
 * `POST blockpack-test/v1/map { port, rate_limit, max_wait_ms, tile_source }` sets the port (0:
 * the real addresses), the limits (-1: the plugin's own) and the tile source (`blockpack_map_tile_source`;
 * empty: the plugin's own), and forgets the cached answers, the rate
 * counters and the geocoder's reserved slot, so each test starts clean. It does not touch the
 * token: tests set it through the plugin's own route.
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
function blockpack_test_map_port() {
	return (int) get_option( 'blockpack_test_map_port', 0 );
}

add_filter(
	'blockpack_map_mapbox_api_base',
	function ( $base ) {
		$port = blockpack_test_map_port();
		return $port > 0 ? 'http://127.0.0.1:' . $port . '/mapbox' : $base;
	}
);

add_filter(
	'blockpack_map_nominatim_base',
	function ( $base ) {
		$port = blockpack_test_map_port();
		return $port > 0 ? 'http://127.0.0.1:' . $port . '/nominatim' : $base;
	}
);

// The guarded fetch may reach the fake on its port (loopback only).
blockpack_test_allow_loopback_port( 'blockpack_test_map_port' );

blockpack_test_filter_from_option( 'blockpack_map_geocode_rate_limit', 'blockpack_test_map_rate_limit' );
blockpack_test_filter_from_option( 'blockpack_map_nominatim_max_wait', 'blockpack_test_map_max_wait' );

// A test's own open tile source, while the option holds one.
add_filter(
	'blockpack_map_tile_source',
	function ( $source ) {
		$test = get_option( 'blockpack_test_map_tile_source', array() );
		return is_array( $test ) && $test ? $test : $source;
	}
);

blockpack_test_register_port_route(
	'/map',
	'blockpack_test_map_port',
	function ( WP_REST_Request $request ) {
		global $wpdb;
		foreach ( array(
			'blockpack_test_map_rate_limit' => (int) $request['rate_limit'],
			'blockpack_test_map_max_wait'   => (int) $request['max_wait_ms'],
		) as $option => $value ) {
			if ( $value < 0 ) {
				delete_option( $option );
			} else {
				update_option( $option, $value, false );
			}
		}
		if ( $request['tile_source'] ) {
			update_option( 'blockpack_test_map_tile_source', (array) $request['tile_source'], false );
		} else {
			delete_option( 'blockpack_test_map_tile_source' );
		}
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%blockpack\\_map\\_geo\\_%'" );
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE 'blockpack\\_map\\_rate\\_%' OR option_name = 'blockpack_map_nominatim_slot'" );
		wp_cache_flush();
	},
	array(
		'rate_limit'  => array(
			'type'    => 'integer',
			'default' => -1,
		),
		'max_wait_ms' => array(
			'type'    => 'integer',
			'default' => -1,
		),
		'tile_source' => array(
			'type'    => 'object',
			'default' => array(),
		),
	)
);

/*
 * `POST blockpack-test/v1/map-cleanup`: plants a rate counter of a long-past minute, runs the
 * hourly cleanup of the address search's counters, and answers the counters left.
 */
add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'blockpack-test/v1',
			'/map-cleanup',
			array(
				'methods'             => 'POST',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'callback'            => function () {
					global $wpdb;
					add_option( 'blockpack_map_rate_m1_1', '5', '', false );
					do_action( 'blockpack_map_geocode_cleanup' );
					return $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE 'blockpack\\_map\\_rate\\_%' ORDER BY option_name" );
				},
			)
		);
	}
);
