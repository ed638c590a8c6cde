<?php
/**
 * Latest Instagram Posts: connecting an account through Instagram's authorization window, in the
 * editor's popup (`@shared/popup`, 780×700). Both ends are pages of this site (admin-post.php,
 * logged-in users):
 *
 * - `?action=blockpack_instagram_connect&_wpnonce=…` (the address `connect-url` answers): checks
 *   the nonce and that the user may add connections (CONNECT_CAPABILITY, administrators), stores
 *   a single-use `state` bound to the user (php/popup-page.php), and redirects to
 *   Instagram's window with the site's app id;
 * - `?action=blockpack_instagram_callback&code=…&state=…` (the redirect URI registered with
 *   Meta): checks the user again, consumes the state (a DELETE that only one request can win), exchanges the code for a
 *   short-lived then a long-lived token, reads the account, stores the connection and prints a
 *   small page (php/popup-page.php) that sends `{ keyring_id }` to the editor (`window.opener`,
 *   the site's origin) and closes; on failure it says why and sends `{ keyring_id: null, error }`.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Instagram_Gallery;

defined( 'ABSPATH' ) || exit;

/** Option prefix of a pending authorization (`<sha256 of the state>`): `<user id>|<expiry>`. */
const STATE_PREFIX = 'blockpack_instagram_state_';

/**
 * The redirect URI to register with Meta (the callback page).
 *
 * @return string
 */
function redirect_uri() {
	return admin_url( 'admin-post.php?action=blockpack_instagram_callback' );
}

/**
 * The address the editor opens in its popup: our page that leads to Instagram.
 *
 * @return string
 */
function connect_start_url() {
	return add_query_arg(
		array(
			'action'   => 'blockpack_instagram_connect',
			'_wpnonce' => wp_create_nonce( 'blockpack_instagram_connect' ),
		),
		admin_url( 'admin-post.php' )
	);
}

/**
 * `admin-post.php?action=blockpack_instagram_connect`: leads the popup to Instagram.
 */
function handle_connect() {
	// Not sanitized here: compared as a nonce.
	$nonce = isset( $_GET['_wpnonce'] ) ? (string) wp_unslash( $_GET['_wpnonce'] ) : '';
	if ( ! is_user_logged_in() || ! wp_verify_nonce( $nonce, 'blockpack_instagram_connect' ) ) {
		print_popup_page( null, __( 'This link has expired or is not yours. Close this window and try again from the editor.', 'blockpack' ) );
	}
	if ( ! current_user_can( CONNECT_CAPABILITY ) ) {
		print_popup_page( null, not_allowed_message() );
	}
	if ( ! has_app_credentials() ) {
		print_popup_page( null, missing_credentials_message() );
	}
	$url = add_query_arg(
		array(
			'client_id'     => rawurlencode( app_id() ),
			'redirect_uri'  => rawurlencode( redirect_uri() ),
			'response_type' => 'code',
			'scope'         => SCOPE,
			'state'         => \Blockpack\Popup\create_state( STATE_PREFIX ),
		),
		authorize_url()
	);
	nocache_headers();
	// Not wp_safe_redirect(): Instagram's window, a fixed (filterable) address.
	wp_redirect( $url );
	exit;
}
add_action( 'admin_post_blockpack_instagram_connect', __NAMESPACE__ . '\handle_connect' );
add_action( 'admin_post_nopriv_blockpack_instagram_connect', __NAMESPACE__ . '\handle_connect' );

/**
 * The message for users who may not add a connection.
 *
 * @return string
 */
function not_allowed_message() {
	return __( 'Only site administrators can connect an Instagram account. Ask one to connect it in Settings → Blockpack; you can then pick it in the block.', 'blockpack' );
}

/**
 * The message when the app ID or secret is missing.
 *
 * @return string
 */
function missing_credentials_message() {
	return __( 'Instagram is not set up on this site yet: add your Instagram app ID and app secret in Settings → Blockpack.', 'blockpack' );
}

/**
 * `admin-post.php?action=blockpack_instagram_callback`: Instagram sends the popup back here.
 */
function handle_callback() {
	// No nonce check here: the state is the nonce; values are checked below.
	$state = isset( $_GET['state'] ) ? wp_unslash( $_GET['state'] ) : '';
	$code  = isset( $_GET['code'] ) ? (string) wp_unslash( $_GET['code'] ) : '';
	$error = isset( $_GET['error'] ) ? sanitize_text_field( wp_unslash( $_GET['error'] ) ) : '';
	$why   = isset( $_GET['error_description'] ) ? sanitize_text_field( wp_unslash( $_GET['error_description'] ) ) : '';
	if ( ! is_user_logged_in() ) {
		print_popup_page( null, __( 'You are not logged in to this site. Log in, then connect again from the editor.', 'blockpack' ) );
	}
	if ( ! current_user_can( CONNECT_CAPABILITY ) ) {
		print_popup_page( null, not_allowed_message() );
	}
	if ( ! \Blockpack\Popup\consume_state( STATE_PREFIX, $state ) ) {
		print_popup_page( null, __( 'This connection attempt has expired or was already used. Close this window and try again.', 'blockpack' ) );
	}
	if ( '' !== $error ) {
		/* translators: %s: Instagram's reason. */
		print_popup_page( null, sprintf( __( 'Instagram did not connect the account: %s', 'blockpack' ), '' !== $why ? $why : $error ) );
	}
	$id = connect_code( substr( $code, 0, 2000 ) );
	if ( is_wp_error( $id ) ) {
		/* translators: %s: why. */
		print_popup_page( null, sprintf( __( 'The Instagram account could not be connected. %s', 'blockpack' ), $id->get_error_message() ) );
	}
	print_popup_page( $id, '' );
}
add_action( 'admin_post_blockpack_instagram_callback', __NAMESPACE__ . '\handle_callback' );
add_action( 'admin_post_nopriv_blockpack_instagram_callback', __NAMESPACE__ . '\handle_callback' );

/**
 * Turns an authorization code into a stored connection.
 *
 * @param string $code The code (Instagram may append `#_`, which browsers do not send).
 * @return int|\WP_Error The connection id.
 */
function connect_code( $code ) {
	if ( '' === $code || ! has_app_credentials() ) {
		return new \WP_Error( 'instagram_no_code', '' === $code ? __( 'Instagram sent no authorization code.', 'blockpack' ) : missing_credentials_message() );
	}
	$short = exchange_code( $code, redirect_uri() );
	if ( is_wp_error( $short ) ) {
		return $short;
	}
	$issued = time();
	$long   = exchange_for_long_lived( $short['access_token'] );
	if ( is_wp_error( $long ) ) {
		return $long;
	}
	$profile = profile( $long['access_token'] );
	if ( is_wp_error( $profile ) ) {
		return $profile;
	}
	return save_connection( $profile, $long, $issued );
}

/**
 * Prints the popup's last page (`Blockpack\Popup\print_result_page()`) and ends the request: it
 * posts `{ keyring_id }` to the editor that opened it, then closes (success) or shows why
 * (failure, `{ keyring_id: null, error }`).
 *
 * @param int|null $id    The connection id, or null on failure.
 * @param string   $error Why it failed ('' on success).
 */
function print_popup_page( $id, $error ) {
	\Blockpack\Popup\print_result_page(
		__( 'Instagram connection', 'blockpack' ),
		$id,
		$id ? __( 'Your Instagram account is connected. You can close this window.', 'blockpack' ) : $error
	);
}
