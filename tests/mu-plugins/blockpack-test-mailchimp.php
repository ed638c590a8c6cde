<?php
/**
 * Test-only (never shipped): the Mailchimp block's outside service. While the test option names
 * a port, Mailchimp's Marketing API (`blockpack_mailchimp_api_base`) is
 * `http://127.0.0.1:<port>/<dc>/3.0` (the fake in tests/fakes/mailchimp, which sees the data center
 * the key named), and the guarded fetch may reach loopback on that port only.
 *
 * `POST blockpack-test/v1/mailchimp { port, rate_limits }` sets the port (0: the real address) and
 * the signup rate limits (`blockpack_mailchimp_rate_limits`; empty: the plugin's own), and forgets
 * the rate counters, the cached groups and the plain form posts' results, so each test starts
 * clean. It does not touch the settings: tests save them through Settings → Blockpack.
 * `GET blockpack-test/v1/mailchimp-counters` lists the rate counters' option rows, read with SQL.
 *
 * @package Blockpack
 */

// For blockpack_test_register_port_route() and blockpack_test_allow_loopback_port().
require_once __DIR__ . '/blockpack-test-helpers.php';

/**
 * The fake's port, or 0.
 *
 * @return int
 */
function blockpack_test_mailchimp_port() {
	return (int) get_option( 'blockpack_test_mailchimp_port', 0 );
}

add_filter(
	'blockpack_mailchimp_api_base',
	function ( $base, $dc ) {
		$port = blockpack_test_mailchimp_port();
		return $port > 0 ? 'http://127.0.0.1:' . $port . '/' . $dc . '/3.0' : $base;
	},
	10,
	2
);

blockpack_test_allow_loopback_port( 'blockpack_test_mailchimp_port' );

add_filter(
	'blockpack_mailchimp_rate_limits',
	function ( $limits ) {
		$test = get_option( 'blockpack_test_mailchimp_rate_limits', array() );
		return is_array( $test ) && $test ? array_merge( $limits, $test ) : $limits;
	}
);

blockpack_test_register_port_route(
	'/mailchimp',
	'blockpack_test_mailchimp_port',
	function ( WP_REST_Request $request ) {
		global $wpdb;
		$limits = array_map( 'intval', (array) $request['rate_limits'] );
		if ( $limits ) {
			update_option( 'blockpack_test_mailchimp_rate_limits', $limits, false );
		} else {
			delete_option( 'blockpack_test_mailchimp_rate_limits' );
		}
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE 'blockpack\\_mc\\_rate\\_%' OR option_name LIKE '\\_transient\\_%blockpack\\_mc\\_result\\_%' OR option_name LIKE '\\_transient\\_%blockpack\\_mailchimp\\_groups'" );
		wp_cache_flush();
	},
	array(
		'rate_limits' => array(
			'type'    => 'object',
			'default' => array(),
		),
	)
);

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'blockpack-test/v1',
			'/mailchimp-counters',
			array(
				'methods'             => 'GET',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'callback'            => function () {
					global $wpdb;
					return $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE 'blockpack\\_mc\\_rate\\_%' ORDER BY option_name" );
				},
			)
		);
	}
);
