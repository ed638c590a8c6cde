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
