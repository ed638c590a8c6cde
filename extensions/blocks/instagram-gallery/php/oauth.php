<?php
/**
 * Latest Instagram Posts: connecting an account through Instagram's authorization window, in the
 * editor's popup (`@shared/popup`, 780×700). Both ends are pages of this site (admin-post.php,
 * logged-in users), registered by `Blockpack\Popup\register_oauth_pages()`:
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

/** The flow's name: its pages are `admin-post.php?action=blockpack_instagram_connect|callback`. */
const FLOW = 'blockpack_instagram';

/**
 * The redirect URI to register with Meta (the callback page).
 *
 * @return string
 */
function redirect_uri() {
	return \Blockpack\Popup\redirect_uri( FLOW );
}

/**
 * The address the editor opens in its popup: our page that leads to Instagram.
 *
 * @return string
 */
function connect_start_url() {
	return \Blockpack\Popup\connect_url( FLOW );
}

/**
 * Why the current user may not connect an account now, or ''.
 *
 * @return string
 */
function connect_refusal() {
	if ( ! current_user_can( CONNECT_CAPABILITY ) ) {
		return not_allowed_message();
	}
	return has_app_credentials() ? '' : missing_credentials_message();
}

/**
 * Instagram's authorization window, for a new state.
 *
 * @param string $state The state.
 * @return string
 */
function authorize_window( $state ) {
	return add_query_arg(
		array(
			'client_id'     => rawurlencode( app_id() ),
			'redirect_uri'  => rawurlencode( redirect_uri() ),
			'response_type' => 'code',
			'scope'         => SCOPE,
			'state'         => $state,
		),
		authorize_url()
	);
}

/**
 * The callback's end: Instagram's answer becomes a connection, or the page says why not.
 *
 * @param string $code  The authorization code, or ''.
 * @param string $error Instagram's error, or ''.
 * @param string $why   Its description, or ''.
 */
function finish_connect( $code, $error, $why ) {
	if ( '' !== $error ) {
		/* translators: %s: Instagram's reason. */
		print_popup_page( null, sprintf( __( 'Instagram did not connect the account: %s', 'blockpack' ), '' !== $why ? $why : $error ) );
	}
	$id = connect_code( $code );
	if ( is_wp_error( $id ) ) {
		/* translators: %s: why. */
		print_popup_page( null, sprintf( __( 'The Instagram account could not be connected. %s', 'blockpack' ), $id->get_error_message() ) );
	}
	print_popup_page( $id, '' );
}

\Blockpack\Popup\register_oauth_pages(
	FLOW,
	array(
		'state_prefix'  => STATE_PREFIX,
		'page'          => __NAMESPACE__ . '\print_popup_page',
		'refusal'       => __NAMESPACE__ . '\connect_refusal',
		'authorize_url' => __NAMESPACE__ . '\authorize_window',
		'finish'        => __NAMESPACE__ . '\finish_connect',
	)
);

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
