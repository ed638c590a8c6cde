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
