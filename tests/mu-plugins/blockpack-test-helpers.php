<?php
/**
 * Test-only helpers, mounted by the test harness and never shipped: a route that renders block
 * markup with do_blocks() so that server-rendered fixtures can be compared.
 *
 * @package Blockpack
 */

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'blockpack-test/v1',
			'/render',
			array(
				'methods'             => 'POST',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'args'                => array(
					'content' => array(
						'type'     => 'string',
						'required' => true,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					return array( 'html' => do_blocks( $request['content'] ) );
				},
			)
		);
	}
);

// Pretend the Jetpack plugin is active while the option is set (for the conflict test).
add_filter(
	'blockpack_is_jetpack_active',
	function ( $active ) {
		return $active || (bool) get_option( 'blockpack_test_fake_jetpack' );
	}
);

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'blockpack-test/v1',
			'/fake-jetpack',
			array(
				'methods'             => 'POST',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'args'                => array(
					'active' => array(
						'type'     => 'boolean',
						'required' => true,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					update_option( 'blockpack_test_fake_jetpack', $request['active'] ? 1 : 0 );
					return array( 'active' => (bool) $request['active'] );
				},
			)
		);
	}
);

/*
 * The test bed is offline: a request to an outside host would wait for its 10 s timeout and
 * hold the server's only PHP worker (pingbacks on publish, update checks). Fail such requests
 * at once; loopback addresses, where tests run their fake third parties, stay reachable.
 */
add_filter(
	'pre_http_request',
	function ( $response, $args, $url ) {
		$host = wp_parse_url( $url, PHP_URL_HOST );
		if ( in_array( $host, array( '127.0.0.1', 'localhost', '::1', '[::1]' ), true ) ) {
			return $response;
		}
		return new WP_Error( 'blockpack_test_offline', sprintf( 'The test bed does not reach outside hosts (%s).', $host ) );
	},
	1,
	3
);

/**
 * Makes a plugin's filter answer the whole number a test stored in an option, while the option
 * exists; deleting the option gives the plugin its own value back.
 *
 * @param string $filter The plugin's filter, such as `blockpack_map_geocode_rate_limit`.
 * @param string $option The test's option.
 */
function blockpack_test_filter_from_option( $filter, $option ) {
	add_filter(
		$filter,
		function ( $value ) use ( $option ) {
			$set = get_option( $option, '' );
			return '' === $set ? $value : (int) $set;
		}
	);
}

/**
 * Registers `POST blockpack-test/v1/<route> {port}` for administrators: stores the port of a
 * test's local fake in an option (0 deletes it), then runs `$after` with the request (for
 * example to store more settings sent with the port, or to forget cached answers).
 *
 * @param string        $route      The route, such as `/redirect-port`.
 * @param string        $option     The option holding the port.
 * @param callable|null $after      Called with the request once the port is stored.
 * @param array         $extra_args More arguments the route takes beside `port`.
 */
function blockpack_test_register_port_route( $route, $option, $after = null, $extra_args = array() ) {
	add_action(
		'rest_api_init',
		function () use ( $route, $option, $after, $extra_args ) {
			register_rest_route(
				'blockpack-test/v1',
				$route,
				array(
					'methods'             => 'POST',
					'permission_callback' => function () {
						return current_user_can( 'manage_options' );
					},
					'args'                => array_merge(
						array(
							'port' => array(
								'type'     => 'integer',
								'minimum'  => 0,
								'maximum'  => 65535,
								'required' => true,
							),
						),
						$extra_args
					),
					'callback'            => function ( WP_REST_Request $request ) use ( $option, $after ) {
						$port = (int) $request['port'];
						if ( $port ) {
							update_option( $option, $port );
						} else {
							delete_option( $option );
						}
						if ( $after ) {
							call_user_func( $after, $request );
						}
						return array( 'port' => $port );
					},
				)
			);
		}
	);
}

/**
 * Lets the guarded fetch reach loopback addresses on the port a test option names (a test's
 * local fake of a third party), and lets WordPress's HTTP API use that port. Nothing else is
 * allowed: another port, or a non-loopback address, stays refused.
 *
 * @param string $option The option holding the fake's port (0 or missing: nothing allowed).
 */
function blockpack_test_allow_loopback_port( $option ) {
	$port_of = function () use ( $option ) {
		return (int) get_option( $option, 0 );
	};
	add_filter(
		'blockpack_guarded_fetch_allow_address',
		function ( $allowed, $ip, $host, $port ) use ( $port_of ) {
			$test_port = $port_of();
			return $allowed || ( $test_port > 0 && $port === $test_port && class_exists( 'Blockpack\Guarded_Fetch' )
				&& 'loopback' === Blockpack\Guarded_Fetch::classify_ip( $ip ) );
		},
		10,
		4
	);
	add_filter(
		'http_allowed_safe_ports',
		function ( $ports ) use ( $port_of ) {
			$port = $port_of();
			if ( $port > 0 ) {
				$ports[] = $port;
			}
			return $ports;
		}
	);
}
