<?php
/**
 * Contact Form: what guards a submission besides the form itself. The tokens a form carries
 * (a nonce and a signed render time, both bound to the page and the form's keyed id) and how
 * long they last (longer than a page cache keeps a page); the rate limit per address and form;
 * the idempotency key that makes a retry return the first answer. All state is in the options
 * table, changed with single atomic statements, so that several web servers sharing one
 * database agree and concurrent requests do not race.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

/** Option name prefix of the rate counters (`m<minute>_` or `h<hour>_`, then the key). */
const RATE_PREFIX = 'blockpack_cf_rate_';

/** Option name prefix of the idempotency keys. */
const ONCE_PREFIX = 'blockpack_cf_once_';

/** The cleanup's cron hook (scheduled by Blockpack\Plugin::SCHEDULED_EVENTS). */
const CLEANUP_HOOK = 'blockpack_contact_form_cleanup';

/** Seconds a claimed key may stay unfinished before another request takes it over. */
const ONCE_STALE_SECONDS = 60;

/**
 * The time the form's tokens are made and checked with.
 *
 * @return int A Unix time.
 */
function form_clock() {
	/**
	 * Filters the current time as the contact form's tokens see it (tests move it forward).
	 *
	 * @param int $time time().
	 */
	return (int) apply_filters( 'blockpack_contact_form_time', time() );
}

/**
 * What a form's tokens are bound to: the page and the form's id (itself a keyed hash of the
 * page, the form's container and its markup).
 *
 * @param int    $post_id The page.
 * @param string $id      The form's id.
 * @return string
 */
function token_binding( $post_id, $id ) {
	return (int) $post_id . '-' . $id;
}

/**
 * A signed render time for a form, `<time>.<signature>`.
 *
 * @param string $binding See token_binding().
 * @return string
 */
function form_signed_time( $binding ) {
	$time = form_clock();
	return $time . '.' . time_signature( $binding, $time );
}

/**
 * How long a form's signed render time is accepted: longer than a page cache keeps a page, so
 * that a cached form still submits when its nonce has expired.
 *
 * @return int Seconds.
 */
function token_lifetime() {
	/**
	 * Filters how long a contact form's signed render time is accepted.
	 *
	 * @param int $seconds 30 days by default.
	 */
	return max( HOUR_IN_SECONDS, (int) apply_filters( 'blockpack_contact_form_token_lifetime', 30 * DAY_IN_SECONDS ) );
}

/**
 * The age in seconds of an authentic signed render time for the binding, else null.
 *
 * @param string $binding See token_binding().
 * @param mixed  $signed  The submitted `<time>.<signature>`.
 * @return int|null
 */
function signed_time_age( $binding, $signed ) {
	if ( ! is_string( $signed ) || ! preg_match( '/^(\d{1,12})\.([0-9a-f]{64})$/', $signed, $m ) ) {
		return null;
	}
	if ( ! hash_equals( time_signature( $binding, (int) $m[1] ), $m[2] ) ) {
		return null;
	}
	return form_clock() - (int) $m[1];
}

/**
 * The nonce wp_create_nonce() made for an action at a given time (for this user and session):
 * the same hash, for the tick of that time instead of the current one.
 *
 * @param string $action The nonce action.
 * @param int    $time   A Unix time.
 * @return string
 */
function nonce_at( $action, $time ) {
	$uid = (int) get_current_user_id();
	if ( ! $uid ) {
		/** This filter is documented in wp-includes/pluggable.php */
		$uid = apply_filters( 'nonce_user_logged_out', $uid, $action );
	}
	/** This filter is documented in wp-includes/pluggable.php */
	$life = max( 2, (int) apply_filters( 'nonce_life', DAY_IN_SECONDS, $action ) );
	$tick = ceil( $time / ( $life / 2 ) );
	return substr( wp_hash( $tick . '|' . $action . '|' . $uid . '|' . wp_get_session_token(), 'nonce' ), -12, 10 );
}

/**
 * Whether a submission carries the tokens of its form on its page: a valid nonce, or (a page
 * kept by a cache longer than a nonce lives) the nonce the form was rendered with, as its
 * authentic signed render time says, not older than token_lifetime(). Both are bound to the
 * page and the form's keyed id.
 *
 * @param string $binding See token_binding().
 * @param mixed  $nonce   The submitted nonce.
 * @param mixed  $signed  The submitted signed time.
 * @return bool
 */
function are_tokens_valid( $binding, $nonce, $signed ) {
	if ( ! is_string( $nonce ) || ! preg_match( '/^[0-9a-f]{10}$/', $nonce ) ) {
		return false;
	}
	$action = nonce_action( $binding );
	if ( wp_verify_nonce( $nonce, $action ) ) {
		return true;
	}
	$age = signed_time_age( $binding, $signed );
	if ( null === $age || $age > token_lifetime() ) {
		return false;
	}
	$rendered = form_clock() - $age;
	// The nonce is made just before the time is signed: allow for a tick that ended between.
	return hash_equals( nonce_at( $action, $rendered ), $nonce ) || hash_equals( nonce_at( $action, $rendered - 5 ), $nonce );
}

/**
 * Whether a signed render time is old enough for a person to have filled the form.
 *
 * @param string $binding See token_binding().
 * @param mixed  $signed  The submitted signed time.
 * @return bool
 */
function is_render_time_human( $binding, $signed ) {
	$age = signed_time_age( $binding, $signed );
	return null !== $age && $age >= minimum_seconds();
}

/**
 * The most submissions one address may send to one form, per minute and per hour.
 *
 * @param string $ip      The address.
 * @param int    $post_id The page.
 * @param string $id      The form's id.
 * @return array{minute: int, hour: int}
 */
function rate_limits( $ip, $post_id, $id ) {
	/**
	 * Filters how many submissions one address may send to one form.
	 *
	 * @param array  $limits  `minute` (10) and `hour` (50); 0 for no limit.
	 * @param string $ip      The address.
	 * @param int    $post_id The page with the form.
	 * @param string $id      The form's id.
	 */
	$limits = (array) apply_filters(
		'blockpack_contact_form_rate_limits',
		array(
			'minute' => 10,
			'hour'   => 50,
		),
		$ip,
		$post_id,
		$id
	);
	return array(
		'minute' => isset( $limits['minute'] ) ? max( 0, (int) $limits['minute'] ) : 10,
		'hour'   => isset( $limits['hour'] ) ? max( 0, (int) $limits['hour'] ) : 50,
	);
}

/**
 * Counts a submission from the visitor's address to a form, and says whether it is over the
 * limit of the minute or of the hour.
 *
 * @param int    $post_id The page.
 * @param string $id      The form's id.
 * @return bool Whether the submission is over the limit.
 */
function is_rate_limited( $post_id, $id ) {
	$ip     = visitor_ip();
	$limits = rate_limits( $ip, $post_id, $id );
	$key    = md5( $ip . '|' . $post_id . '|' . $id );
	// Both windows count, even when the first is already over.
	$over_minute = \Blockpack\Counters\is_over_limit( RATE_PREFIX, 'minute', $key, $limits['minute'] );
	$over_hour   = \Blockpack\Counters\is_over_limit( RATE_PREFIX, 'hour', $key, $limits['hour'] );
	return $over_minute || $over_hour;
}

/**
 * The option name of a submission's idempotency key. The browser sends a random key per form
 * view (view.ts); without JavaScript, the key is made from what the visitor sent from where, so
 * that the same message sent again from the same page view counts once.
 *
 * @param array  $params  The request parameters.
 * @param int    $post_id The page.
 * @param string $id      The form's id.
 * @param array  $values  The submitted values.
 * @return string
 */
function once_option( $params, $post_id, $id, $values ) {
	$key = isset( $params['contact-form-key'] ) && is_string( $params['contact-form-key'] ) ? $params['contact-form-key'] : '';
	if ( ! preg_match( '/^[A-Za-z0-9_-]{16,64}$/', $key ) ) {
		$time = isset( $params['contact-form-time'] ) && is_string( $params['contact-form-time'] ) ? $params['contact-form-time'] : '';
		$key  = 'server|' . visitor_ip() . '|' . visitor_user_agent() . '|' . $time . '|' . wp_json_encode( $values );
	}
	return ONCE_PREFIX . md5( $post_id . '|' . $id . '|' . $key );
}

/**
 * The state of an idempotency key: state ('pending', 'stored', 'finishing' or 'done'), the
 * stored response and when it was claimed, or null when no request claimed it.
 *
 * @param string $option The key's option name.
 * @return array{raw: string, state: string, feedback_id: int, time: int}|null
 */
function once_read( $option ) {
	global $wpdb;
	// The row other requests change: read past any cache, from the primary (not a lagging replica).
	$raw = \Blockpack\Database\read_primary_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $option ) );
	if ( ! is_string( $raw ) || ! preg_match( '/^(pending|stored|finishing|done)\|(\d+)\|(\d+)$/', $raw, $m ) ) {
		return null;
	}
	return array(
		'raw'         => $raw,
		'state'       => $m[1],
		'feedback_id' => (int) $m[2],
		'time'        => (int) $m[3],
	);
}

/**
 * Claims an idempotency key with one INSERT: exactly one request succeeds.
 *
 * @param string $option The key's option name.
 * @return bool Whether this request claimed it.
 */
function once_claim( $option ) {
	global $wpdb;
	// Direct SQL: uniqueness is the table's unique key.
	return 1 === (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} ( option_name, option_value, autoload ) VALUES ( %s, %s, 'no' )", $option, 'pending|0|' . time() ) );
}

/**
 * Moves a key from one state to the next when it is still as read (compare and swap).
 *
 * @param string $option      The key's option name.
 * @param string $from        The raw value it must have.
 * @param string $state       The new state.
 * @param int    $feedback_id The stored response.
 * @return string|null The new raw value, or null when another request changed it first.
 */
function once_move( $option, $from, $state, $feedback_id ) {
	global $wpdb;
	$to = $state . '|' . (int) $feedback_id . '|' . time();
	// Direct SQL: compare and swap on the row.
	$changed = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $to, $option, $from ) );
	return 1 === (int) $changed ? $to : null;
}

/**
 * Frees a key whose request stored nothing, so that the visitor can send again.
 *
 * @param string $option The key's option name.
 * @param string $raw    The raw value it must still have.
 */
function once_release( $option, $raw ) {
	global $wpdb;
	// Direct SQL: only the row as this request left it.
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", $option, $raw ) );
}

/**
 * Deletes rate counters of past minutes and hours, and idempotency keys older than a day.
 */
function cleanup_guards() {
	global $wpdb;
	$now  = time();
	$like = function ( $prefix ) use ( $wpdb ) {
		return $wpdb->esc_like( $prefix ) . '%';
	};
	\Blockpack\Counters\delete_past_windows( RATE_PREFIX );
	// Direct SQL: housekeeping of our own rows.
	$keys = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE %s LIMIT 5000", $like( ONCE_PREFIX ) ) );
	$old  = array();
	foreach ( (array) $keys as $key ) {
		$parts = explode( '|', (string) $key->option_value );
		if ( (int) end( $parts ) < $now - DAY_IN_SECONDS ) {
			$old[] = $key->option_name;
		}
	}
	foreach ( array_chunk( $old, 500 ) as $names ) {
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name IN ( " . implode( ', ', array_fill( 0, count( $names ), '%s' ) ) . ' )', $names ) );
	}
}
add_action( CLEANUP_HOOK, __NAMESPACE__ . '\cleanup_guards' );

