<?php
/**
 * The last page of a connect popup (`@shared/popup` in the editor): it posts the flow's result
 * to the editor that opened it, to the site's own origin only, then closes (success) or says why
 * (failure). Used by every account-linked source (Latest Instagram Posts' callback, …).
 *
 * The message is `{ keyring_id }` (the new connection's id), with `id_token` and `user` when the
 * flow has them, or `{ keyring_id: null, error }`.
 *
 * Also the flow's `state`: a single-use value bound to the user who opened the popup, kept ten
 * minutes in an options row of its own (one row per attempt, every web server sees it) and
 * consumed by a DELETE that only one request can win (create_state(), consume_state()).
 *
 * And the flow's two pages on admin-post.php, written once for every OAuth service
 * (register_oauth_pages()): `?action=<flow>_connect&_wpnonce=…` (connect_url(), the address the
 * popup opens) checks the nonce and the user, stores a state and leads to the service's consent
 * window; `?action=<flow>_callback` (redirect_uri(), to register with the service) checks the
 * user again, consumes the state and hands the service's answer to the flow, which ends with the
 * last page.
 *
 * @package Blockpack
 */

namespace Blockpack\Popup;

defined( 'ABSPATH' ) || exit;

/** How long a pending authorization may take, in seconds. */
const STATE_TTL = 600;

/**
 * Stores a new pending authorization for the current user.
 *
 * @param string $prefix The flow's option prefix (such as `blockpack_instagram_state_`).
 * @return string The state to send to the service.
 */
function create_state( $prefix ) {
	global $wpdb;
	$state = wp_generate_password( 40, false, false );
	// Direct SQL: one row per attempt, consumed by a DELETE.
	$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} ( option_name, option_value, autoload ) VALUES ( %s, %s, 'no' )", $prefix . hash( 'sha256', $state ), get_current_user_id() . '|' . ( time() + STATE_TTL ) ) );
	return $state;
}

/**
 * Consumes a pending authorization: only the request whose DELETE removes the row may use it,
 * and only while it is fresh and for the user who started it.
 *
 * @param string $prefix The flow's option prefix.
 * @param mixed  $state  The state the service sent back.
 * @return bool
 */
function consume_state( $prefix, $state ) {
	global $wpdb;
	if ( ! is_string( $state ) || ! preg_match( '/^[A-Za-z0-9]{40}$/', $state ) ) {
		return false;
	}
	$name = $prefix . hash( 'sha256', $state );
	// Direct SQL: single use, decided by the database.
	// From the primary: the row was written a moment ago, by the request that led here.
	$value   = \Blockpack\Database\read_primary_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
	$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", $name ) );
	if ( 1 !== (int) $deleted || ! is_string( $value ) ) {
		return false;
	}
	list( $user, $expires ) = array_map( 'intval', explode( '|', $value . '|0' ) );
	return $user > 0 && get_current_user_id() === $user && $expires >= time();
}

/**
 * Deletes pending authorizations that were never finished.
 *
 * @param string $prefix The flow's option prefix.
 */
function delete_stale_states( $prefix ) {
	global $wpdb;
	// Direct SQL: housekeeping of our own rows.
	$rows = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $prefix ) . '%' ) );
	foreach ( (array) $rows as $row ) {
		$parts = explode( '|', (string) $row->option_value . '|0' );
		if ( (int) $parts[1] < time() ) {
			$wpdb->delete( $wpdb->options, array( 'option_name' => $row->option_name ) );
		}
	}
}

/**
 * The address the editor opens in its popup: the flow's page that leads to the service.
 *
 * @param string $flow The flow's name, such as `blockpack_instagram`.
 * @return string
 */
function connect_url( $flow ) {
	return add_query_arg(
		array(
			'action'   => $flow . '_connect',
			'_wpnonce' => wp_create_nonce( $flow . '_connect' ),
		),
		admin_url( 'admin-post.php' )
	);
}

/**
 * The redirect URI to register with the service: the flow's callback page.
 *
 * @param string $flow The flow's name.
 * @return string
 */
function redirect_uri( $flow ) {
	return admin_url( 'admin-post.php?action=' . $flow . '_callback' );
}

/**
 * Registers a flow's connect and callback pages.
 *
 * @param string $flow  The flow's name, such as `blockpack_instagram`.
 * @param array  $steps {
 *     What differs between services.
 *
 *     @type string   $state_prefix  The option prefix of its states.
 *     @type callable $page          `( int|null $id, string $text )`: prints the last page and
 *                                   ends the request (print_result_page() with the flow's title).
 *     @type callable $refusal       `()`: why the logged-in user may not connect now, or ''.
 *     @type callable $authorize_url `( string $state )`: the service's consent window.
 *     @type callable $finish        `( string $code, string $error, string $description )`: the
 *                                   service's answer (a code, or its error), ending with `page`.
 * }
 */
function register_oauth_pages( $flow, array $steps ) {
	$page = $steps['page'];
	$stop = function () use ( $steps, $page ) {
		$refusal = call_user_func( $steps['refusal'] );
		if ( '' !== $refusal ) {
			call_user_func( $page, null, $refusal );
		}
	};

	$connect = function () use ( $flow, $steps, $page, $stop ) {
		// Not sanitized here: compared as a nonce.
		$nonce = isset( $_GET['_wpnonce'] ) ? (string) wp_unslash( $_GET['_wpnonce'] ) : '';
		if ( ! is_user_logged_in() || ! wp_verify_nonce( $nonce, $flow . '_connect' ) ) {
			call_user_func( $page, null, __( 'This link has expired or is not yours. Close this window and try again from the editor.', 'blockpack' ) );
		}
		$stop();
		$url = call_user_func( $steps['authorize_url'], create_state( $steps['state_prefix'] ) );
		nocache_headers();
		// Not wp_safe_redirect(): the service's consent window, a fixed (filterable) address.
		wp_redirect( $url );
		exit;
	};

	$callback = function () use ( $steps, $page, $stop ) {
		// No nonce check here: the state is the nonce; values are checked below.
		$state = isset( $_GET['state'] ) ? wp_unslash( $_GET['state'] ) : '';
		$code  = isset( $_GET['code'] ) ? (string) wp_unslash( $_GET['code'] ) : '';
		$error = isset( $_GET['error'] ) ? sanitize_text_field( wp_unslash( $_GET['error'] ) ) : '';
		$why   = isset( $_GET['error_description'] ) ? sanitize_text_field( wp_unslash( $_GET['error_description'] ) ) : '';
		if ( ! is_user_logged_in() ) {
			call_user_func( $page, null, __( 'You are not logged in to this site. Log in, then connect again from the editor.', 'blockpack' ) );
		}
		$stop();
		if ( ! consume_state( $steps['state_prefix'], $state ) ) {
			call_user_func( $page, null, __( 'This connection attempt has expired or was already used. Close this window and try again.', 'blockpack' ) );
		}
		call_user_func( $steps['finish'], substr( $code, 0, 2000 ), $error, $why );
	};

	foreach ( array( 'admin_post_', 'admin_post_nopriv_' ) as $hook ) {
		add_action( $hook . $flow . '_connect', $connect );
		add_action( $hook . $flow . '_callback', $callback );
	}
}

/**
 * The site's origin, to which the popup posts its message (the editor's origin: the admin's).
 *
 * @return string Such as `https://example.com` or `http://127.0.0.1:9400`.
 */
function site_origin() {
	$parts = wp_parse_url( admin_url() );
	$port  = isset( $parts['port'] ) ? ':' . $parts['port'] : '';
	return ( isset( $parts['scheme'] ) ? $parts['scheme'] : 'https' ) . '://' . ( isset( $parts['host'] ) ? $parts['host'] : '' ) . $port;
}

/**
 * The message a popup page posts.
 *
 * @param int|null $id     The connection id, or null on failure.
 * @param string   $error  Why it failed ('' on success).
 * @param array    $extras `id_token` (string) and `user` (array), when the flow has them.
 * @return array
 */
function result_message( $id, $error, $extras = array() ) {
	if ( ! $id ) {
		return array(
			'keyring_id' => null,
			'error'      => (string) $error,
		);
	}
	$message = array( 'keyring_id' => (int) $id );
	if ( isset( $extras['id_token'] ) && is_string( $extras['id_token'] ) ) {
		$message['id_token'] = $extras['id_token'];
	}
	if ( isset( $extras['user'] ) && is_array( $extras['user'] ) ) {
		$message['user'] = $extras['user'];
	}
	return $message;
}

/**
 * Prints the popup's last page and ends the request.
 *
 * @param string   $title   The page's title (e.g. "Instagram connection").
 * @param int|null $id      The connection id, or null on failure.
 * @param string   $text    What the page says: the success line, or why it failed.
 * @param array    $extras  `id_token` and `user`, when the flow has them.
 */
function print_result_page( $title, $id, $text, $extras = array() ) {
	$message = result_message( $id, $text, $extras );
	nocache_headers();
	status_header( $id ? 200 : 400 );
	header( 'Content-Type: text/html; charset=utf-8' );
	header( 'X-Frame-Options: DENY' );
	$json = wp_json_encode( $message, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT );
	?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="utf-8" />
<meta name="robots" content="noindex" />
<title><?php echo esc_html( $title ); ?></title>
</head>
<body>
<p id="blockpack-popup-result" role="<?php echo $id ? 'status' : 'alert'; ?>"><?php echo esc_html( $text ); ?></p>
<script>
( function () {
	var message = <?php echo $json; // Printed as is: JSON with <, >, &, ' and " escaped. ?>;
	if ( window.opener ) {
		window.opener.postMessage( message, <?php echo wp_json_encode( site_origin(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ); ?> );
		if ( message.keyring_id ) {
			window.close();
		}
	}
} )();
</script>
</body>
</html>
	<?php
	exit;
}
