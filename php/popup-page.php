<?php
/**
 * The last page of a connect popup (`@shared/popup` in the editor): it posts the flow's result
 * to the editor that opened it, to the site's own origin only, then closes (success) or says why
 * (failure). Used by every account-linked source (Latest Instagram Posts' callback, …).
 *
 * The message is `{ keyring_id }` (the new connection's id), with `id_token` and `user` when the
 * flow has them, or `{ keyring_id: null, error }`.
 *
 * @package Blockpack
 */

namespace Blockpack\Popup;

defined( 'ABSPATH' ) || exit;

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
