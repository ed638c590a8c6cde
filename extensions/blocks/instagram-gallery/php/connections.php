<?php
/**
 * Latest Instagram Posts: the site's Instagram connections, in the options table (never in
 * process memory). A connection is one option, `blockpack_instagram_connection_<id>` (not
 * autoloaded), holding the account (Instagram user id and username), the long-lived token, its
 * expiry, when it was issued, who connected it and whether it still works. Its id comes from the
 * database (`Counters\increment()`), and one Instagram account has one connection: the row
 * `blockpack_instagram_account_<instagram user id>` names it, written with INSERT IGNORE, so two
 * requests connecting the same account at once end with one connection.
 *
 * The token never leaves PHP: public_connection() is all routes and pages show of one.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Instagram_Gallery;

defined( 'ABSPATH' ) || exit;

/**
 * The capability that adds and removes connections (an administrator's act: a connection shows
 * an account's posts on the site). Users who can edit posts pick one the site has.
 */
const CONNECT_CAPABILITY = 'manage_options';

/** Option name prefix of a connection (`<id>`). */
const CONNECTION_PREFIX = 'blockpack_instagram_connection_';

/** Option name prefix of an account's connection id (`<instagram user id>`). */
const ACCOUNT_PREFIX = 'blockpack_instagram_account_';

/** The counter connection ids come from. */
const NEXT_ID_OPTION = 'blockpack_instagram_next_id';

/** A long-lived token's life when Instagram does not say: 60 days. */
const TOKEN_LIFETIME = 5184000;

/**
 * A connection id from a request or an attribute: a positive integer, as a string or a number.
 *
 * @param mixed $value The value.
 * @return int 0 when it is not one.
 */
function connection_id_of( $value ) {
	if ( is_int( $value ) ) {
		return $value > 0 ? $value : 0;
	}
	if ( is_string( $value ) && preg_match( '/^[1-9][0-9]{0,9}$/', $value ) ) {
		return (int) $value;
	}
	return 0;
}

/**
 * A connection.
 *
 * @param int $id The connection id.
 * @return array|null `{ id, user_id, username, token, expires, issued, connected_by, connected_at, healthy, last_error, last_error_at }`.
 */
function get_connection( $id ) {
	$id = (int) $id;
	if ( $id <= 0 ) {
		return null;
	}
	$connection = get_option( CONNECTION_PREFIX . $id, null );
	if ( ! is_array( $connection ) || ! isset( $connection['token'], $connection['username'], $connection['user_id'] ) ) {
		return null;
	}
	return array_merge(
		array(
			'expires'       => 0,
			'issued'        => 0,
			'connected_by'  => 0,
			'connected_at'  => 0,
			'healthy'       => true,
			'last_error'    => '',
			'last_error_at' => 0,
		),
		$connection,
		array( 'id' => $id )
	);
}

/**
 * Every connection, oldest first.
 *
 * @return array[] See get_connection().
 */
function all_connections() {
	global $wpdb;
	// The connections are rows of their own; listing them needs the table. From the primary (and
	// so the rows after it): the editor asks for the list right after its popup saved one.
	$names = \Blockpack\Database\read_primary_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( CONNECTION_PREFIX ) . '%' ) );
	$ids   = array();
	foreach ( (array) $names as $name ) {
		$id = connection_id_of( substr( (string) $name, strlen( CONNECTION_PREFIX ) ) );
		if ( $id ) {
			$ids[] = $id;
		}
	}
	sort( $ids );
	return array_values( array_filter( array_map( __NAMESPACE__ . '\get_connection', $ids ) ) );
}

/**
 * The healthy connections: the ones the editor may pick.
 *
 * @return array[] See get_connection().
 */
function healthy_connections() {
	return array_values(
		array_filter(
			all_connections(),
			function ( $connection ) {
				return $connection['healthy'] && ( ! $connection['expires'] || $connection['expires'] > time() );
			}
		)
	);
}

/**
 * What the routes show of a connection (Jetpack's shape): its id as `token`, and the username.
 *
 * @param array $connection A connection.
 * @return array{token: string, username: string}
 */
function public_connection( array $connection ) {
	return array(
		'token'    => (string) $connection['id'],
		'username' => (string) $connection['username'],
	);
}

/**
 * The connection id an Instagram account has, read from the table.
 *
 * @param string $user_id The Instagram user id.
 * @return int 0 when none.
 */
function account_connection_id( $user_id ) {
	global $wpdb;
	// Read past any cache, from the primary (not a lagging replica): the row is the lock.
	$raw = \Blockpack\Database\read_primary_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", ACCOUNT_PREFIX . $user_id ) );
	return connection_id_of( is_string( $raw ) ? $raw : '' );
}

/**
 * The connection id of an Instagram account: its existing one, else a new id from the counter
 * claimed for the account with INSERT IGNORE (a request that loses the race takes the winner's).
 *
 * @param string $user_id The Instagram user id.
 * @return int 0 when the database did not answer.
 */
function claim_account( $user_id ) {
	global $wpdb;
	$existing = account_connection_id( $user_id );
	if ( $existing ) {
		return $existing;
	}
	$id = \Blockpack\Counters\increment( NEXT_ID_OPTION );
	if ( $id <= 0 ) {
		return 0;
	}
	// Direct SQL: an atomic claim; add_option() checks, then writes.
	$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} ( option_name, option_value, autoload ) VALUES ( %s, %s, 'no' )", ACCOUNT_PREFIX . $user_id, (string) $id ) );
	return account_connection_id( $user_id );
}

/**
 * Stores a connection for an account: a new one, or the account's existing one updated (a new
 * token, username and expiry; healthy again).
 *
 * @param array $profile    `{ user_id, username }` from Instagram's `/me`.
 * @param array $token      `{ access_token, expires_in }` (a long-lived token).
 * @param int   $issued     When the token was issued (Unix time).
 * @return int|\WP_Error The connection id.
 */
function save_connection( array $profile, array $token, $issued ) {
	$id = claim_account( $profile['user_id'] );
	if ( ! $id ) {
		return new \WP_Error( 'instagram_not_saved', __( 'The connection could not be saved.', 'blockpack' ), array( 'status' => 500 ) );
	}
	$previous   = get_connection( $id );
	$expires_in = $token['expires_in'] > 0 ? $token['expires_in'] : TOKEN_LIFETIME;
	update_option(
		CONNECTION_PREFIX . $id,
		array(
			'user_id'       => (string) $profile['user_id'],
			'username'      => (string) $profile['username'],
			'token'         => (string) $token['access_token'],
			'expires'       => (int) $issued + $expires_in,
			'issued'        => (int) $issued,
			'connected_by'  => get_current_user_id(),
			'connected_at'  => $previous ? (int) $previous['connected_at'] : time(),
			'healthy'       => true,
			'last_error'    => '',
			'last_error_at' => 0,
		),
		false
	);
	return $id;
}

/**
 * Changes some fields of a stored connection.
 *
 * @param int   $id      The connection id.
 * @param array $changes The fields to change.
 */
function update_connection( $id, array $changes ) {
	$connection = get_connection( $id );
	if ( ! $connection ) {
		return;
	}
	unset( $connection['id'] );
	update_option( CONNECTION_PREFIX . (int) $id, array_merge( $connection, $changes ), false );
}

/**
 * Marks a connection as no longer working (its token expired or was revoked): it is no longer
 * listed for the editor, its cached gallery stays until the connection is removed.
 *
 * @param int    $id      The connection id.
 * @param string $message Why, for the site owner.
 */
function mark_unhealthy( $id, $message ) {
	update_connection(
		$id,
		array(
			'healthy'       => false,
			'last_error'    => (string) $message,
			'last_error_at' => time(),
		)
	);
}

/**
 * Removes a connection, its account's row and its cached galleries.
 *
 * @param int $id The connection id.
 * @return bool Whether there was one.
 */
function remove_connection( $id ) {
	global $wpdb;
	$connection = get_connection( $id );
	if ( ! $connection ) {
		return false;
	}
	delete_option( CONNECTION_PREFIX . (int) $id );
	// Direct SQL: the claim row, only while it names this connection.
	$wpdb->delete(
		$wpdb->options,
		array(
			'option_name'  => ACCOUNT_PREFIX . $connection['user_id'],
			'option_value' => (string) (int) $id,
		)
	);
	forget_gallery( $id );
	return true;
}

/**
 * Creates (or updates) a connection from a long-lived token pasted by the site owner: the token
 * is checked with Instagram's `/me`, then refreshed at once when Instagram allows (which says
 * exactly when it expires); a token too young to refresh is taken as issued now (60 days).
 *
 * @param string $token The token.
 * @return int|\WP_Error The connection id, or why not (a message for the site owner).
 */
function connect_pasted_token( $token ) {
	$token = is_string( $token ) ? trim( $token ) : '';
	if ( ! preg_match( '/^[A-Za-z0-9._\-|]{20,1000}$/', $token ) ) {
		return new \WP_Error( 'instagram_invalid_token', __( 'This does not look like an Instagram access token.', 'blockpack' ), array( 'status' => 400 ) );
	}
	$profile = profile( $token );
	if ( is_wp_error( $profile ) ) {
		return new \WP_Error(
			'instagram_token_refused',
			/* translators: %s: why Instagram refused, or could not be asked. */
			sprintf( __( 'The token could not be checked with Instagram. %s', 'blockpack' ), $profile->get_error_message() ),
			array( 'status' => is_token_error( $profile ) ? 400 : 424 )
		);
	}
	$issued    = time();
	$refreshed = refresh_token( $token );
	$long      = is_wp_error( $refreshed ) ? array(
		'access_token' => $token,
		'expires_in'   => TOKEN_LIFETIME,
	) : $refreshed;
	return save_connection( $profile, $long, $issued );
}
