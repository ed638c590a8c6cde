<?php
/**
 * Test-only (never shipped): the PHP error log of one test server, for harnesses that check it.
 *
 * The Playground CLI defines WP_DEBUG and WP_DEBUG_LOG (true) unless told otherwise, so PHP's
 * errors go to wp-content/debug.log, which lives in the WordPress tree that every Playground test
 * server shares (.cache/wordpress-6.6): one server's errors could not be told from another's.
 * While a host folder is mounted at /blockpack-debug-log (outside that tree;
 * tools/playground-smoke.mjs mounts a fresh one per run), this file sends the errors of every
 * request to debug.log in that folder: at once, and again once Playground's own mu-plugins
 * (loaded on `muplugins_loaded`) have pointed the log back at wp-content. Plugins load after
 * that, so every error of Blockpack's own files lands there.
 *
 * WordPress reports misuse (_doing_it_wrong(), deprecated functions, arguments, classes, hooks
 * and files) with its own file and line; when Blockpack's code is on the call stack, the line
 * that called it is logged too, so that a harness looking for Blockpack's files finds it.
 *
 * `POST /blockpack-test/v1/debug-log` (administrators) writes a canary notice and answers where
 * errors go, the PHP version and WP_DEBUG: a harness checks both before trusting an empty log.
 *
 * @package Blockpack
 */

if ( is_dir( '/blockpack-debug-log' ) ) {
	/**
	 * Sends PHP's errors, all of them, to the mounted folder's debug.log.
	 */
	function blockpack_test_log_errors_here() {
		error_reporting( E_ALL );
		ini_set( 'log_errors', '1' );
		ini_set( 'error_log', '/blockpack-debug-log/debug.log' );
	}
	blockpack_test_log_errors_here();
	add_action( 'muplugins_loaded', 'blockpack_test_log_errors_here', 1000 );

	/**
	 * Logs a misuse WordPress reports when Blockpack's code called it: the first frame of the
	 * call stack in Blockpack's folder names the file and line.
	 *
	 * @param string $kind    What WordPress reported (doing_it_wrong, deprecated_function…).
	 * @param string $name    The function, hook, class or file concerned.
	 * @param string $message WordPress's explanation or the replacement.
	 */
	function blockpack_test_log_misuse( $kind, $name, $message ) {
		$folder = WP_PLUGIN_DIR . '/blockpack/';
		foreach ( debug_backtrace( DEBUG_BACKTRACE_IGNORE_ARGS ) as $frame ) {
			if ( isset( $frame['file'] ) && 0 === strpos( $frame['file'], $folder ) ) {
				error_log(
					sprintf(
						'Blockpack %1$s: %2$s: %3$s in %4$s on line %5$d',
						$kind,
						$name,
						wp_strip_all_tags( (string) $message ),
						$frame['file'],
						isset( $frame['line'] ) ? (int) $frame['line'] : 0
					)
				);
				return;
			}
		}
	}

	add_action(
		'doing_it_wrong_run',
		function ( $function_name, $message ) {
			blockpack_test_log_misuse( 'doing_it_wrong', $function_name, $message );
		},
		10,
		2
	);
	add_action(
		'deprecated_function_run',
		function ( $function_name, $replacement ) {
			blockpack_test_log_misuse( 'deprecated_function', $function_name, 'use ' . $replacement );
		},
		10,
		2
	);
	add_action(
		'deprecated_argument_run',
		function ( $function_name, $message ) {
			blockpack_test_log_misuse( 'deprecated_argument', $function_name, $message );
		},
		10,
		2
	);
	add_action(
		'deprecated_class_run',
		function ( $class_name, $replacement ) {
			blockpack_test_log_misuse( 'deprecated_class', $class_name, 'use ' . $replacement );
		},
		10,
		2
	);
	add_action(
		'deprecated_hook_run',
		function ( $hook, $replacement, $version, $message ) {
			blockpack_test_log_misuse( 'deprecated_hook', $hook, '' !== (string) $message ? $message : 'use ' . $replacement );
		},
		10,
		4
	);
	add_action(
		'deprecated_file_included',
		function ( $file, $replacement ) {
			blockpack_test_log_misuse( 'deprecated_file', $file, 'use ' . $replacement );
		},
		10,
		2
	);
}

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'blockpack-test/v1',
			'/debug-log',
			array(
				'methods'             => 'POST',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'args'                => array(),
				'callback'            => function () {
					trigger_error( 'blockpack-debug-log canary', E_USER_NOTICE );
					return array(
						'error_log'   => (string) ini_get( 'error_log' ),
						'log_errors'  => (bool) ini_get( 'log_errors' ),
						'php_version' => PHP_VERSION,
						'wp_debug'    => defined( 'WP_DEBUG' ) && WP_DEBUG,
					);
				},
			)
		);
	}
);
