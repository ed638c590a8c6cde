<?php
/**
 * Installs a fresh WordPress from PHP, without any download: the site's tables, the admin,
 * pretty permalinks, Blockpack active, and a subscriber for the REST tests.
 * Run by tools/lib/native-wp.mjs as `php install.php SITE_DIR [test|plain]`.
 *
 * A subdirectory multisite network is installed in two runs. `… network=URL` (wp-config.php
 * still single-site): the main site as above, then the network's tables and data, with
 * Blockpack not activated yet. `… sites=URL` (wp-config.php now defines MULTISITE): a second
 * site at `/site2/` whose administrator is `siteadmin` (not a super admin), the Plugins menu for
 * site administrators, and Blockpack active for the whole network.
 *
 * @package Blockpack
 */

if ( PHP_SAPI !== 'cli' || $argc < 2 ) {
	fwrite( STDERR, "usage: php native-install.php SITE_DIR [test|plain] [network=URL|sites=URL]\n" );
	exit( 2 );
}

$blockpack_step = isset( $argv[3] ) ? explode( '=', $argv[3], 2 ) : array( '' );
$blockpack_host = isset( $blockpack_step[1] ) ? (string) parse_url( $blockpack_step[1], PHP_URL_HOST ) . ':' . (int) parse_url( $blockpack_step[1], PHP_URL_PORT ) : '';

define( 'WP_INSTALLING', true );
// A network's sites are found by host and port: the network's address, not a bare 127.0.0.1.
$_SERVER['HTTP_HOST']   = '' !== $blockpack_host ? $blockpack_host : '127.0.0.1';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
if ( '' !== $blockpack_host ) {
	// Creating a site logs the creator's address.
	$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
}

require rtrim( $argv[1], '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( 'sites' === $blockpack_step[0] ) {
	if ( ! is_multisite() ) {
		fwrite( STDERR, "sites: wp-config.php does not define MULTISITE\n" );
		exit( 1 );
	}
	$site_admin = wpmu_create_user( 'siteadmin', 'password', 'siteadmin@example.org' );
	if ( ! $site_admin ) {
		fwrite( STDERR, "Creating siteadmin failed\n" );
		exit( 1 );
	}
	// The site's creator becomes its administrator.
	$site2 = wp_insert_site(
		array(
			'domain'  => $blockpack_host,
			'path'    => '/site2/',
			'title'   => 'Site 2',
			'user_id' => $site_admin,
		)
	);
	if ( is_wp_error( $site2 ) ) {
		fwrite( STDERR, 'Creating site2 failed: ' . $site2->get_error_message() . "\n" );
		exit( 1 );
	}
	// Network Settings → "Enable administration menus: Plugins": site administrators may
	// activate and deactivate plugins on their own site.
	update_site_option( 'menu_items', array( 'plugins' => '1' ) );
	$result = activate_plugin( 'blockpack/plugin.php', '', true );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, 'Network-activating Blockpack failed: ' . $result->get_error_message() . "\n" );
		exit( 1 );
	}
	echo "network sites installed\n";
	exit( 0 );
}

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

if ( 'network' === $blockpack_step[0] ) {
	// As wp-admin/network.php does: the network's tables, then the network with this site as
	// its main site and the admin as super admin.
	foreach ( $wpdb->tables( 'ms_global' ) as $table => $prefixed_table ) {
		$wpdb->$table = $prefixed_table;
	}
	install_network();
	$result = populate_network( 1, $blockpack_host, 'admin@localhost.com', 'Blockpack', '/', false );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, 'populate_network() failed: ' . $result->get_error_message() . "\n" );
		exit( 1 );
	}
	// populate_network() prefixes the main site's permalinks with /blog/: the same as above.
	update_option( 'permalink_structure', '/%year%/%monthnum%/%postname%/' );
	flush_rewrite_rules( false );
	echo "network installed\n";
	exit( 0 );
}

$result = activate_plugin( 'blockpack/plugin.php' );
if ( is_wp_error( $result ) ) {
	fwrite( STDERR, 'Activating Blockpack failed: ' . $result->get_error_message() . "\n" );
	exit( 1 );
}

echo "installed\n";
