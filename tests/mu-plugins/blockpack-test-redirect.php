<?php
/**
 * Test-only (never shipped): lets the resolve-redirect route reach one port on 127.0.0.1, where
 * an integration test runs its own small HTTP server, while the test option names that port.
 * Every other loopback or private address stays refused by wp_safe_remote_*.
 *
 * @package Blockpack
 */

// For blockpack_test_register_port_route(): mu-plugins load in name order, which this file need not rely on.
require_once __DIR__ . '/blockpack-test-helpers.php';

/**
 * The port the tests allow, or 0.
 *
 * @return int
 */
function blockpack_test_redirect_port() {
	return (int) get_option( 'blockpack_test_redirect_port', 0 );
}

/**
 * Whether a URL is on the allowed test port of 127.0.0.1.
 *
 * @param string $host The host.
 * @param string $url  The URL.
 * @return bool
 */
function blockpack_test_redirect_allows( $host, $url ) {
	$port = blockpack_test_redirect_port();
	return $port > 0
		&& '127.0.0.1' === $host
		&& (int) wp_parse_url( $url, PHP_URL_PORT ) === $port;
}

add_filter(
	'http_request_host_is_external',
	function ( $external, $host, $url ) {
		return $external || blockpack_test_redirect_allows( $host, $url );
	},
	10,
	3
);

add_filter(
	'http_allowed_safe_ports',
	function ( $ports, $host, $url ) {
		if ( blockpack_test_redirect_allows( $host, $url ) ) {
			$ports[] = blockpack_test_redirect_port();
		}
		return $ports;
	},
	10,
	3
);

blockpack_test_register_port_route( '/redirect-port', 'blockpack_test_redirect_port' );
