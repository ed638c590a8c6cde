<?php
/**
 * Test-only (never shipped): which options a request read one at a time from the database, the
 * query WordPress makes for an option that is not autoloaded or was never saved. Only when asked
 * with `?blockpack_option_reads=1`: REST answers name them in an `X-Blockpack-Option-Reads` header,
 * pages in an HTML comment at their end.
 *
 * @package Blockpack
 */

// No nonce check here: a read-only test flag.
if ( isset( $_GET['blockpack_option_reads'] ) ) {
	$GLOBALS['blockpack_test_option_reads'] = array();

	add_filter(
		'query',
		function ( $query ) {
			if ( preg_match( "/^SELECT option_value FROM \S+ WHERE option_name = '([^']+)' LIMIT 1$/", $query, $match ) ) {
				$GLOBALS['blockpack_test_option_reads'][] = $match[1];
			}
			return $query;
		}
	);

	add_filter(
		'rest_post_dispatch',
		function ( $response ) {
			if ( $response instanceof WP_REST_Response ) {
				$response->header( 'X-Blockpack-Option-Reads', implode( ',', $GLOBALS['blockpack_test_option_reads'] ) );
			}
			return $response;
		},
		PHP_INT_MAX
	);

	add_action(
		'shutdown',
		function () {
			if ( ! wp_doing_ajax() && ! ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
				printf( "\n<!-- blockpack-option-reads: %s -->\n", esc_html( implode( ',', $GLOBALS['blockpack_test_option_reads'] ) ) );
			}
		},
		PHP_INT_MAX
	);
}
