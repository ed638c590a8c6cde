<?php
/**
 * Test-only: which web server answered and what object cache it uses, for the several-servers
 * tests (tests/scale-out/). `GET /blockpack-test/v1/node` answers
 * `{ node, object_cache, redis }`: the node's number (php-fpm's BLOCKPACK_NODE, see
 * tools/lib/native-wp.mjs), whether WordPress uses a persistent object cache, and whether that
 * is the test bed's Redis drop-in. `POST /blockpack-test/v1/object-cache/flush` empties the
 * object cache, for tests that change rows with SQL themselves (transients live in Redis
 * there; the other test mu-plugins' resets already end with wp_cache_flush()).
 *
 * @package Blockpack
 */

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'blockpack-test/v1',
			'/node',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => function () {
					return array(
						'node'         => (int) getenv( 'BLOCKPACK_NODE' ),
						'object_cache' => wp_using_ext_object_cache(),
						'redis'        => $GLOBALS['wp_object_cache'] instanceof Blockpack_Test_Redis_Cache,
					);
				},
			)
		);
		register_rest_route(
			'blockpack-test/v1',
			'/object-cache/flush',
			array(
				'methods'             => 'POST',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'callback'            => function () {
					return array( 'flushed' => wp_cache_flush() );
				},
			)
		);
	}
);
