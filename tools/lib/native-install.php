<?php
/**
 * Installs a fresh WordPress from PHP, without any download: the site's tables, the admin,
 * pretty permalinks, Blockpack active, and a subscriber for the REST tests.
 * Run by tools/lib/native-wp.mjs as `php install.php SITE_DIR [test|plain]`.
 *
 * @package Blockpack
 */

if ( PHP_SAPI !== 'cli' || $argc < 2 ) {
	fwrite( STDERR, "usage: php native-install.php SITE_DIR [test|plain]\n" );
	exit( 2 );
}

define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';

require rtrim( $argv[1], '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

// The admin's address is Playground's, so that tests read the same site on both stacks.
$installed = wp_install( 'Blockpack', 'admin', 'admin@localhost.com', true, '', 'password' );
if ( empty( $installed['user_id'] ) ) {
	fwrite( STDERR, "wp_install() failed\n" );
	exit( 1 );
}

// Pretty permalinks, as real sites have them (`/wp-json/…`, `/YYYY/MM/post-name/`).
update_option( 'permalink_structure', '/%year%/%monthnum%/%postname%/' );
flush_rewrite_rules( false );

wp_insert_user(
	array(
		'user_login' => 'subscriber',
		'user_pass'  => 'password',
		'user_email' => 'subscriber@example.org',
		'role'       => 'subscriber',
	)
);

$result = activate_plugin( 'blockpack/plugin.php' );
if ( is_wp_error( $result ) ) {
	fwrite( STDERR, 'Activating Blockpack failed: ' . $result->get_error_message() . "\n" );
	exit( 1 );
}

echo "installed\n";
