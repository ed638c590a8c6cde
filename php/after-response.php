<?php
/**
 * Work done once the answer has been sent: the visitor or the editor waits for none of it
 * (PHP-FPM's fastcgi_finish_request(); elsewhere it runs at the end of the request, before the
 * connection closes). The work runs on the web server that answered, in the same request, so it
 * keeps nothing in process memory between requests: what it writes goes to the database, the
 * object cache or the uploads folder. Work that must not be lost if the process dies here needs
 * a way to be resumed (each user says which).
 *
 * Used by Latest Instagram Posts (a gallery refreshed after a stale one was served) and the
 * external media copy (the pictures' sub-sizes made after the copy answered).
 *
 * @package Blockpack
 */

namespace Blockpack;

defined( 'ABSPATH' ) || exit;

/**
 * Runs work once the answer has been sent.
 *
 * @param callable $work The work (no arguments).
 */
function after_response( callable $work ) {
	add_action(
		'shutdown',
		function () use ( $work ) {
			if ( function_exists( 'fastcgi_finish_request' ) ) {
				fastcgi_finish_request();
			}
			ignore_user_abort( true );
			$work();
		},
		1000
	);
}
