<?php
/**
 * External media, Google Photos: connecting a user's Google account in the editor's popup
 * (`@shared/popup`, 780×700), with the site owner's own OAuth client. Both ends are pages of this
 * site (admin-post.php, logged-in users who can upload files), registered by
 * `Blockpack\Popup\register_oauth_pages()`:
 *
 * - `?action=blockpack_google_photos_connect&_wpnonce=…` (the `connect_url` the routes answer):
 *   checks the nonce, stores a single-use `state` bound to the user (php/popup-page.php) and
 *   redirects to Google's consent screen (offline access, so that Google gives a refresh token);
 * - `?action=blockpack_google_photos_callback&code=…&state=…` (the redirect URI to register
 *   with Google, shown in Settings → Blockpack): consumes the state, exchanges the code, seals
 *   and stores the user's tokens (php/google-photos.php) and prints the popup's last page, which
 *   sends `{ keyring_id: <user id>, user: { name } }` to the editor, or why it failed.
 *
 * Also the client secret's check on save: Google answers a made-up code with `invalid_grant`
 * when the client id and secret are right, `invalid_client` when they are not.
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

/** Option prefix of a pending Google authorization. */
const GOOGLE_STATE_PREFIX = 'blockpack_google_state_';

/** The flow's name: its pages are `admin-post.php?action=blockpack_google_photos_connect|callback`. */
const GOOGLE_FLOW = 'blockpack_google_photos';

/**
 * The redirect URI to register with Google (the callback page).
 *
 * @return string
 */
function google_redirect_uri() {
	return \Blockpack\Popup\redirect_uri( GOOGLE_FLOW );
}

/**
 * The address the editor opens in its popup: our page that leads to Google.
 *
 * @return string
 */
function google_connect_url() {
	return \Blockpack\Popup\connect_url( GOOGLE_FLOW );
}

/**
 * Prints the popup's last page and ends the request.
 *
 * @param int|null $id      The connection id (the user's id), or null on failure.
 * @param string   $text    The success line, or why it failed.
 * @param string   $account The account's e-mail, on success.
 */
function google_popup_page( $id, $text, $account = '' ) {
	\Blockpack\Popup\print_result_page(
		__( 'Google Photos connection', 'blockpack' ),
		$id,
		$text,
		$id ? array( 'user' => array( 'name' => $account ) ) : array()
	);
}

/**
 * Why the current user may not connect a Google account now, or ''.
 *
 * @return string
 */
function google_connect_refusal() {
	if ( ! current_user_can( 'upload_files' ) ) {
		return __( 'Sorry, you are not allowed to add pictures to this site.', 'blockpack' );
	}
	if ( ! is_enabled( 'google_photos' ) || ! google_client() ) {
		return __( 'Google Photos is not set up on this site yet: an administrator can add the Google OAuth client in Settings → Blockpack.', 'blockpack' );
	}
	return '';
}

/**
 * Google's consent screen, for a new state: offline access, so that Google gives a refresh token.
 *
 * @param string $state The state.
 * @return string
 */
function google_consent_url( $state ) {
	$client = google_client();
	return add_query_arg(
		array(
			'client_id'              => rawurlencode( $client['id'] ),
			'redirect_uri'           => rawurlencode( google_redirect_uri() ),
			'response_type'          => 'code',
			'scope'                  => rawurlencode( GOOGLE_SCOPE ),
			'access_type'            => 'offline',
			'prompt'                 => 'consent',
			'include_granted_scopes' => 'true',
			'state'                  => $state,
		),
		google_url( 'authorize' )
	);
}

/**
 * The callback's end: Google's answer becomes the user's sealed tokens, or the page says why not.
 *
 * @param string $code  The authorization code, or ''.
 * @param string $error Google's error, or ''.
 */
function google_finish_connect( $code, $error ) {
	if ( '' !== $error || '' === $code ) {
		/* translators: %s: Google's reason, such as access_denied. */
		google_popup_page( null, sprintf( __( 'Google did not connect the account: %s', 'blockpack' ), '' !== $error ? $error : __( 'no authorization code was sent.', 'blockpack' ) ) );
	}
	$connected = google_connect_code( get_current_user_id(), $code );
	if ( is_wp_error( $connected ) ) {
		/* translators: %s: why. */
		google_popup_page( null, sprintf( __( 'The Google account could not be connected. %s', 'blockpack' ), $connected->get_error_message() ) );
	}
	google_popup_page( get_current_user_id(), __( 'Your Google account is connected. You can close this window.', 'blockpack' ), $connected['account'] );
}

\Blockpack\Popup\register_oauth_pages(
	GOOGLE_FLOW,
	array(
		'state_prefix'  => GOOGLE_STATE_PREFIX,
		'page'          => __NAMESPACE__ . '\google_popup_page',
		'refusal'       => __NAMESPACE__ . '\google_connect_refusal',
		'authorize_url' => __NAMESPACE__ . '\google_consent_url',
		'finish'        => __NAMESPACE__ . '\google_finish_connect',
	)
);

/**
 * What is wrong with a Google OAuth client id's form, or ''.
 *
 * @param mixed $id The id, trimmed.
 * @return string
 */
function google_client_id_format_error( $id ) {
	return is_string( $id ) && preg_match( '/^[0-9]{6,30}-[a-z0-9]{10,64}\.apps\.googleusercontent\.com$/', $id ) ? '' : __( 'This does not look like a Google OAuth client ID (…apps.googleusercontent.com).', 'blockpack' );
}

/**
 * What is wrong with a Google OAuth client secret's form, or ''.
 *
 * @param mixed $secret The secret, trimmed.
 * @return string
 */
function google_client_secret_format_error( $secret ) {
	return is_string( $secret ) && preg_match( '/^[A-Za-z0-9_-]{10,100}$/', $secret ) ? '' : __( 'This does not look like a Google OAuth client secret.', 'blockpack' );
}

/**
 * Checks a new client secret, with the client id sent beside it (or the saved one), by asking
 * Google's token endpoint to exchange a made-up code.
 *
 * @param string $secret The secret.
 * @return array `{ status: valid|rejected|unreachable, message }`.
 */
function check_submitted_google_secret( $secret ) {
	$id     = id_sent_beside( GOOGLE_CLIENT_ID_OPTION );
	$answer = '' === $id ? null : google_post_form(
		google_url( 'token' ),
		array(
			'client_id'     => $id,
			'client_secret' => $secret,
			'grant_type'    => 'authorization_code',
			'code'          => 'blockpack-check-' . wp_generate_password( 12, false, false ),
			'redirect_uri'  => google_redirect_uri(),
		)
	);
	$json  = $answer && ! is_wp_error( $answer ) ? json_decode( $answer['body'], true ) : null;
	$error = is_array( $json ) && isset( $json['error'] ) ? $json['error'] : '';
	if ( null === $answer || in_array( $error, array( 'invalid_client', 'unauthorized_client' ), true ) ) {
		return \Blockpack\Settings\check_answer( 'rejected', __( 'Google rejected this client ID and secret.', 'blockpack' ) );
	}
	return \Blockpack\Settings\check_answer( 'invalid_grant' === $error ? 'valid' : 'unreachable' );
}

/**
 * A changed OAuth client: every user's tokens belong to the old one.
 */
function forget_google_tokens() {
	delete_metadata( 'user', 0, GOOGLE_TOKEN_META, '', true );
}
add_action( 'update_option_' . GOOGLE_CLIENT_ID_OPTION, __NAMESPACE__ . '\forget_google_tokens' );
add_action( 'delete_option_' . GOOGLE_CLIENT_ID_OPTION, __NAMESPACE__ . '\forget_google_tokens' );
