<?php
/**
 * Test-only (never shipped): the outside world of Blockpack's guarded fetch.
 *
 * - A recorder at the transport (`pre_http_request`, after the test bed's offline filter):
 *   every outgoing request is logged (address, method, the address the fetch pinned, the size
 *   limit), and an address found in the test's table is answered from it. So a test proves
 *   that a refused address never leaves, not only that the offline test bed could not reach it.
 * - A name table for the fetch's lookups (`blockpack_guarded_fetch_resolve`): names in it
 *   resolve to the given addresses (each lookup logged); others go to the system resolver.
 * - While the test names a port, loopback addresses on that port may be fetched (a small
 *   HTTP server the integration test runs there); every other loopback or private address
 *   stays refused.
 * - At the transport: `passthrough` names URL hosts (as typed) that the test bed's offline
 *   filter lets on to the real transport (a name the table resolves to the spec's server),
 *   `transport` forces `curl` or `fsockopen`, and `rewrite` changes a host of the address the
 *   transport is handed (as another plugin might), so that a pin that would not apply is seen.
 *
 * `POST blockpack-test/v1/http-recorder { port, hosts, answers, passthrough, transport, rewrite,
 * rate_limit }` sets all this (rate_limit: resolve-redirect's per-user limit a minute), empties
 * the log and forgets the cached answers and the route's rate counters; `GET` reads `{ log, cache }`;
 * `POST blockpack-test/v1/classify { hosts }` runs the fetch's address check over a list.
 * `POST blockpack-test/v1/redirect-port { port }` is kept for older specs.
 *
 * @package Blockpack
 */

// For blockpack_test_register_port_route(): mu-plugins load in name order, which this file need not rely on.
require_once __DIR__ . '/blockpack-test-helpers.php';

const BLOCKPACK_TEST_HTTP_OPTION     = 'blockpack_test_http';
const BLOCKPACK_TEST_HTTP_LOG_OPTION = 'blockpack_test_http_log';
// The answers kept by the fetch and by resolve-redirect: transient name => when it expires.
const BLOCKPACK_TEST_HTTP_CACHE_OPTION = 'blockpack_test_http_cache';

/**
 * Whether a transient is one of the answers the guarded fetch or resolve-redirect keep.
 *
 * @param string $transient The transient's name.
 * @return bool
 */
function blockpack_test_http_is_kept_answer( $transient ) {
	return 0 === strpos( $transient, 'blockpack_fetch_' ) || 0 === strpos( $transient, 'blockpack_redirect_' );
}

/*
 * Notes when each kept answer expires, as it is stored (through the cache API: with a
 * persistent object cache, transients are not rows of the options table).
 */
add_action(
	'setted_transient',
	function ( $transient, $value, $expiration ) {
		if ( ! blockpack_test_http_is_kept_answer( $transient ) ) {
			return;
		}
		$kept               = get_option( BLOCKPACK_TEST_HTTP_CACHE_OPTION, array() );
		$kept               = is_array( $kept ) ? $kept : array();
		$kept[ $transient ] = time() + (int) $expiration;
		// Only answers still kept, and the latest ones: every cached fetch of a test run comes here.
		$kept = array_slice(
			array_filter(
				$kept,
				function ( $expires ) {
					return $expires >= time();
				}
			),
			-500,
			null,
			true
		);
		update_option( BLOCKPACK_TEST_HTTP_CACHE_OPTION, $kept, false );
	},
	10,
	3
);

/**
 * The port the tests allow, or 0.
 *
 * @return int
 */
function blockpack_test_redirect_port() {
	return (int) get_option( 'blockpack_test_redirect_port', 0 );
}

/**
 * The test's tables: `hosts` (name => list of IPs) and `answers` (URL => status, headers, body).
 *
 * @return array
 */
function blockpack_test_http_config() {
	$config = get_option( BLOCKPACK_TEST_HTTP_OPTION, array() );
	$defaults = array(
		'hosts'       => array(),
		'answers'     => array(),
		'passthrough' => array(),
		'transport'   => '',
		'rewrite'     => array(),
	);
	return is_array( $config ) ? $config + $defaults : $defaults;
}

/**
 * Appends an entry to the log (an option, so that it survives across PHP workers).
 *
 * @param array $entry The entry.
 */
function blockpack_test_http_log( array $entry ) {
	$log   = get_option( BLOCKPACK_TEST_HTTP_LOG_OPTION, array() );
	$log   = is_array( $log ) ? $log : array();
	$log[] = $entry;
	// Only the latest entries: the recorder runs for every request of a whole test run.
	$log = array_slice( $log, -500 );
	update_option( BLOCKPACK_TEST_HTTP_LOG_OPTION, $log, false );
}

// Loopback addresses on the allowed port may be fetched (the spec's own HTTP server).
blockpack_test_allow_loopback_port( 'blockpack_test_redirect_port' );

// The name table.
add_filter(
	'blockpack_guarded_fetch_resolve',
	function ( $ips, $host ) {
		$config = blockpack_test_http_config();
		blockpack_test_http_log( array( 'dns' => $host ) );
		if ( isset( $config['hosts'][ $host ] ) ) {
			return (array) $config['hosts'][ $host ];
		}
		return $ips;
	},
	10,
	2
);

// The recorder. Priority 2: after the offline filter (1), whose refusal a table answer replaces.
add_filter(
	'pre_http_request',
	function ( $response, $args, $url ) {
		blockpack_test_http_log(
			array(
				'url'                 => $url,
				'method'              => isset( $args['method'] ) ? $args['method'] : 'GET',
				'pinned'              => isset( $args['blockpack_pinned_ip'] ) ? $args['blockpack_pinned_ip'] : null,
				'limit_response_size' => isset( $args['limit_response_size'] ) ? $args['limit_response_size'] : null,
			)
		);
		$config = blockpack_test_http_config();
		if ( ! isset( $config['answers'][ $url ] ) || ! is_array( $config['answers'][ $url ] ) ) {
			$host = wp_parse_url( $url, PHP_URL_HOST );
			// A host the test sends to its own server goes on to the transport.
			return in_array( $host, (array) $config['passthrough'], true ) ? false : $response;
		}
		$answer = $config['answers'][ $url ];
		$status = isset( $answer['status'] ) ? (int) $answer['status'] : 200;
		return array(
			'headers'  => new WpOrg\Requests\Utility\CaseInsensitiveDictionary( isset( $answer['headers'] ) ? (array) $answer['headers'] : array() ),
			'body'     => isset( $answer['body'] ) ? (string) $answer['body'] : '',
			'response' => array(
				'code'    => $status,
				'message' => get_status_header_desc( $status ),
			),
			'cookies'  => array(),
			'filename' => null,
		);
	},
	2,
	3
);

// The transport the test forces, and the hosts it rewrites (priority 10: before the fetch's own check).
add_action(
	'requests-requests.before_request',
	function ( &$url, &$headers, &$data, &$type, &$options ) {
		$config     = blockpack_test_http_config();
		$transports = array(
			'curl'      => 'WpOrg\Requests\Transport\Curl',
			'fsockopen' => 'WpOrg\Requests\Transport\Fsockopen',
		);
		if ( isset( $transports[ $config['transport'] ] ) ) {
			$options['transport'] = $transports[ $config['transport'] ];
		}
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( isset( $config['rewrite'][ $host ] ) ) {
			$url = preg_replace( '#^(https?://)' . preg_quote( $host, '#' ) . '#i', '${1}' . $config['rewrite'][ $host ], $url );
		}
	},
	10,
	5
);

// resolve-redirect's per-user limit, as the test sets it (0: the plugin's own).
add_filter(
	'blockpack_resolve_redirect_rate_limit',
	function ( $limit ) {
		$config = blockpack_test_http_config();
		return ! empty( $config['rate_limit'] ) ? (int) $config['rate_limit'] : $limit;
	}
);

/**
 * Forgets the guarded fetch's and resolve-redirect's cached answers, and the route's rate counters.
 */
function blockpack_test_http_forget_cache() {
	global $wpdb;
	$kept = get_option( BLOCKPACK_TEST_HTTP_CACHE_OPTION, array() );
	foreach ( array_keys( is_array( $kept ) ? $kept : array() ) as $transient ) {
		delete_transient( $transient );
	}
	delete_option( BLOCKPACK_TEST_HTTP_CACHE_OPTION );
	// Answers kept before the notes began, where transients are rows.
	$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%blockpack\\_fetch\\_%' OR option_name LIKE '\\_transient\\_%blockpack\\_redirect\\_%' OR option_name LIKE 'blockpack\\_redirect\\_rate\\_%'" );
	wp_cache_flush();
}

blockpack_test_register_port_route(
	'/http-recorder',
	'blockpack_test_redirect_port',
	function ( WP_REST_Request $request ) {
		update_option(
			BLOCKPACK_TEST_HTTP_OPTION,
			array(
				'hosts'       => (array) $request['hosts'],
				'answers'     => (array) $request['answers'],
				'passthrough' => (array) $request['passthrough'],
				'transport'   => (string) $request['transport'],
				'rewrite'     => (array) $request['rewrite'],
				'rate_limit'  => (int) $request['rate_limit'],
			),
			false
		);
		update_option( BLOCKPACK_TEST_HTTP_LOG_OPTION, array(), false );
		blockpack_test_http_forget_cache();
	},
	array(
		'hosts'       => array(
			'type'    => 'object',
			'default' => array(),
		),
		'answers'     => array(
			'type'    => 'object',
			'default' => array(),
		),
		'passthrough' => array(
			'type'    => 'array',
			'items'   => array( 'type' => 'string' ),
			'default' => array(),
		),
		'transport'   => array(
			'type'    => 'string',
			'enum'    => array( '', 'curl', 'fsockopen' ),
			'default' => '',
		),
		'rewrite'     => array(
			'type'    => 'object',
			'default' => array(),
		),
		'rate_limit'  => array(
			'type'    => 'integer',
			'minimum' => 0,
			'default' => 0,
		),
	)
);

blockpack_test_register_port_route( '/redirect-port', 'blockpack_test_redirect_port', 'blockpack_test_http_forget_cache' );

add_action(
	'rest_api_init',
	function () {
		$admin = function () {
			return current_user_can( 'manage_options' );
		};
		register_rest_route(
			'blockpack-test/v1',
			'/http-recorder',
			array(
				'methods'             => 'GET',
				'permission_callback' => $admin,
				'callback'            => function () {
					$log   = get_option( BLOCKPACK_TEST_HTTP_LOG_OPTION, array() );
					// The answers kept by the fetch and by resolve-redirect: when each expires, and
					// what it holds, read through the cache API (whatever stores transients).
					$kept  = get_option( BLOCKPACK_TEST_HTTP_CACHE_OPTION, array() );
					$cache = array();
					foreach ( is_array( $kept ) ? $kept : array() as $transient => $expires ) {
						$value = get_transient( $transient );
						if ( false !== $value ) {
							$cache[] = array(
								'expires_in' => (int) $expires - time(),
								'value'      => $value,
							);
						}
					}
					return array(
						'log'   => is_array( $log ) ? array_values( $log ) : array(),
						'cache' => $cache,
					);
				},
			)
		);
		register_rest_route(
			'blockpack-test/v1',
			'/classify',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'args'                => array(
					'hosts' => array(
						'type'     => 'array',
						'items'    => array( 'type' => 'string' ),
						'required' => true,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					if ( ! class_exists( 'Blockpack\Guarded_Fetch' ) ) {
						return new WP_Error( 'blockpack_test_no_fetch', 'Blockpack is not active.', array( 'status' => 409 ) );
					}
					$verdicts = array();
					foreach ( $request['hosts'] as $host ) {
						$verdict           = Blockpack\Guarded_Fetch::classify_host( $host );
						$verdicts[ $host ] = '' === $verdict['reason'] ? 'public' : $verdict['reason'];
					}
					return $verdicts;
				},
			)
		);
	}
);
