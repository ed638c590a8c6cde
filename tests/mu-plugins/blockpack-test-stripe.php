<?php
/**
 * Test-only (never shipped): while the test option names a port, the plugin's Stripe API calls
 * go to the fake Stripe (tests/fakes/stripe) on that port of 127.0.0.1. A test route sets the
 * port and the Stripe keys directly (an empty key deletes it), and forgets the cached account.
 *
 * @package Blockpack
 */

// For blockpack_test_register_port_route(): mu-plugins load in name order, which this file need not rely on.
require_once __DIR__ . '/blockpack-test-helpers.php';

add_filter(
	'blockpack_stripe_api_base',
	function ( $base ) {
		$port = (int) get_option( 'blockpack_test_stripe_port', 0 );
		return $port > 0 ? 'http://127.0.0.1:' . $port : $base;
	}
);

blockpack_test_register_port_route(
	'/stripe',
	'blockpack_test_stripe_port',
	function ( WP_REST_Request $request ) {
		global $wpdb;
		$keys = array(
			'blockpack_stripe_publishable_key' => $request['publishable_key'],
			'blockpack_stripe_secret_key'      => $request['secret_key'],
			'blockpack_stripe_webhook_secret'  => $request['webhook_secret'],
		);
		foreach ( $keys as $option => $value ) {
			if ( '' === $value ) {
				delete_option( $option );
			} else {
				update_option( $option, $value );
			}
		}
		// Forget the cached account, so each test asks the fake again.
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%blockpack\\_stripe\\_account\\_%'" );
		wp_cache_flush();
	},
	array(
		'publishable_key' => array(
			'type'    => 'string',
			'default' => '',
		),
		'secret_key'      => array(
			'type'    => 'string',
			'default' => '',
		),
		'webhook_secret'  => array(
			'type'    => 'string',
			'default' => '',
		),
	)
);

/*
 * Paid blocks for tests: while the option lists block slugs with the plan each needs, those
 * blocks are unavailable for want of that plan, and the site route names the plans (each with
 * an upgrade address on the test host shop.example, which tests answer in the browser).
 */
add_filter(
	'blockpack_block_availability',
	function ( $blocks ) {
		foreach ( (array) get_option( 'blockpack_test_paid_blocks', array() ) as $slug => $plan ) {
			$blocks[ $slug ] = array(
				'available'          => false,
				'unavailable_reason' => 'missing_plan',
				'details'            => array( 'required_plan' => $plan ),
			);
		}
		return $blocks;
	}
);

add_filter(
	'blockpack_site_plan_data',
	function ( $data ) {
		foreach ( array_unique( array_values( (array) get_option( 'blockpack_test_paid_blocks', array() ) ) ) as $plan ) {
			$data['plans'][] = array(
				'product_slug'       => $plan,
				'product_name'       => 'WordPress.com ' . ucfirst( $plan ),
				'product_name_short' => ucfirst( $plan ),
				'upgrade_url'        => 'https://shop.example/upgrade/' . rawurlencode( $plan ),
			);
		}
		return $data;
	}
);

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'blockpack-test/v1',
			'/paid-blocks',
			array(
				'methods'             => 'POST',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'args'                => array(
					'blocks' => array(
						'type'                 => 'object',
						'required'             => true,
						'additionalProperties' => array(
							'type'    => 'string',
							'pattern' => '^[a-z0-9-]+$',
						),
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					update_option( 'blockpack_test_paid_blocks', (array) $request['blocks'] );
					return array( 'blocks' => (array) $request['blocks'] );
				},
			)
		);
	}
);

/*
 * A clock for nonces: while the option holds a number of seconds, every nonce tick except the
 * REST API's own (which the tests' logged-in clients use) is computed as if that much time had
 * passed, so a test can present a page's tokens "48 hours later" (a page kept by a full-page
 * cache). wp_nonce_tick() is ceil( time() / ( life / 2 ) ): scaling the life by
 * time() / ( time() + shift ) gives ceil( ( time() + shift ) / ( life / 2 ) ).
 */
add_filter(
	'nonce_life',
	function ( $life, $action = -1 ) {
		$shift = (int) get_option( 'blockpack_test_nonce_shift', 0 );
		if ( $shift <= 0 || 'wp_rest' === $action ) {
			return $life;
		}
		return $life * time() / ( time() + $shift );
	},
	10,
	2
);

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'blockpack-test/v1',
			'/nonce-shift',
			array(
				'methods'             => 'POST',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'args'                => array(
					'seconds' => array(
						'type'     => 'integer',
						'minimum'  => 0,
						'required' => true,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					if ( $request['seconds'] ) {
						update_option( 'blockpack_test_nonce_shift', (int) $request['seconds'] );
					} else {
						delete_option( 'blockpack_test_nonce_shift' );
					}
					return array( 'seconds' => (int) $request['seconds'] );
				},
			)
		);
	}
);

/*
 * A slow database for recorded donations: each one takes 300 ms more to be written, as on a
 * busy site, so that simultaneous webhook deliveries overlap and a duplicate check that reads
 * before it writes (rather than a guard the database enforces) shows up in the tests.
 */
add_filter(
	'wp_insert_post_data',
	function ( $data ) {
		if ( isset( $data['post_type'] ) && 'blockpack_donation' === $data['post_type'] ) {
			usleep( 300000 );
		}
		return $data;
	}
);
