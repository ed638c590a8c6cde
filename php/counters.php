<?php
/**
 * Counters and time slots in the options table, changed with single atomic statements, so that
 * several web servers sharing one database agree and concurrent requests do not race: the rate
 * limits of the contact form, the map's address search and the Mailchimp signup, the map's
 * site-wide throttle of the open geocoder, and Instagram's ids and hourly fetch slots.
 *
 * @package Blockpack
 */

namespace Blockpack\Counters;

defined( 'ABSPATH' ) || exit;

/**
 * Adds one to a counter row and returns the counter's new value as this request's own statement
 * set it, so that concurrent requests each see their own number, whichever server they run on.
 *
 * On MariaDB and MySQL it is one statement: an INSERT that creates the row at 1, or else sets it
 * to LAST_INSERT_ID( value + 1 ). The new value comes back with the statement's own result on
 * its own connection (wpdb reads `insert_id` from mysqli_insert_id() after an INSERT): there is
 * no second query (`SELECT LAST_INSERT_ID()` names no table, so a database drop-in with read
 * replicas may send it to a replica's connection). The affected rows tell which path ran: 1 when
 * the row was created (`insert_id` is then the row's auto-increment option_id, not its value),
 * 2 when it was updated (`insert_id` is then the value given to LAST_INSERT_ID()), as measured
 * on MariaDB 10.11.
 *
 * @param string $name The option name.
 * @return int 0 when the database did not answer.
 */
function increment( $name ) {
	global $wpdb;
	// Direct SQL: atomic counters; a cache cannot count.
	if ( is_sqlite() ) {
		// SQLite (Playground) has no LAST_INSERT_ID( expr ), runs one write at a time, has no replicas.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} ( option_name, option_value, autoload ) VALUES ( %s, '0', 'no' )", $name ) );
		$changed = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = option_value + 1 WHERE option_name = %s", $name ) );
		$value   = $changed ? (int) \Blockpack\Database\read_primary_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) ) : 0;
	} else {
		$changed = (int) $wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} ( option_name, option_value, autoload ) VALUES ( %s, '1', 'no' ) ON DUPLICATE KEY UPDATE option_value = LAST_INSERT_ID( option_value + 1 )", $name ) );
		$value   = 1 === $changed ? 1 : ( 2 === $changed ? (int) $wpdb->insert_id : 0 );
	}
	return $value;
}

/**
 * Reserves the next free time slot of a shared resource that may be used once per interval
 * (an outside service's "one request a second"): the slot is the later of now and the last
 * reserved slot plus the interval, written with a compare-and-swap on the row, so that two
 * requests never get the same slot, whichever server they run on. The caller waits until its
 * slot (see wait_until()).
 *
 * @param string $name        The option name.
 * @param int    $interval_ms Milliseconds between two slots.
 * @param int    $max_wait_ms The latest slot accepted, in milliseconds from now.
 * @return int|null The slot (Unix time in milliseconds), or null when the next free slot is
 *                  later than $max_wait_ms from now (or the database did not answer).
 */
function reserve_slot( $name, $interval_ms, $max_wait_ms ) {
	global $wpdb;
	// Direct SQL: a compare-and-swap on the row; a cache cannot.
	$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} ( option_name, option_value, autoload ) VALUES ( %s, '0', 'no' )", $name ) );
	for ( $try = 0; $try < 20; $try++ ) {
		// The primary's value: a replica's would lose the compare-and-swap below until it caught up.
		$raw = \Blockpack\Database\read_primary_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
		if ( ! is_string( $raw ) ) {
			return null;
		}
		$now  = now_ms();
		$slot = max( (int) $raw + (int) $interval_ms, $now );
		if ( $slot - $now > $max_wait_ms ) {
			return null;
		}
		$changed = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", (string) $slot, $name, $raw ) );
		if ( 1 === (int) $changed ) {
			return $slot;
		}
		// Another request took a slot between the read and the write: read again.
	}
	return null;
}

/**
 * The time in milliseconds.
 *
 * @return int
 */
function now_ms() {
	return (int) floor( microtime( true ) * 1000 );
}

/**
 * Sleeps until a time in milliseconds (at once when it has passed).
 *
 * @param int $slot Unix time in milliseconds.
 */
function wait_until( $slot ) {
	$wait = (int) $slot - now_ms();
	if ( $wait > 0 ) {
		usleep( $wait * 1000 );
	}
}

/**
 * The option-name prefix of the counters of a rate window: `{prefix}m{minute}_` for the current
 * minute, `{prefix}h{hour}_` for the current hour (`$offset` windows later or earlier).
 *
 * @param string $prefix The limit's option-name prefix.
 * @param string $window `minute` or `hour`.
 * @param int    $offset Windows from the current one.
 * @return string
 */
function window_prefix( $prefix, $window, $offset = 0 ) {
	$seconds = 'hour' === $window ? HOUR_IN_SECONDS : MINUTE_IN_SECONDS;
	return $prefix . ( 'hour' === $window ? 'h' : 'm' ) . ( intdiv( time(), $seconds ) + $offset ) . '_';
}

/**
 * Counts one event against a rate limit in the current minute or hour, and says whether the
 * count is now over the limit. The rate limits of the contact form, the map's address search and
 * the Mailchimp signup all count this way.
 *
 * @param string     $prefix The limit's option-name prefix.
 * @param string     $window `minute` or `hour`.
 * @param string|int $key    Who or what is counted (an address's hash, a user, a post).
 * @param int        $max    Events allowed in the window; 0 for no limit (nothing is counted).
 * @return bool
 */
function is_over_limit( $prefix, $window, $key, $max ) {
	return $max > 0 && increment( window_prefix( $prefix, $window ) . $key ) > $max;
}

/**
 * Deletes a limit's counters of past windows: those of the current and the previous minute
 * (a request may still be counting there) and of the current hour are kept.
 *
 * @param string $prefix The limit's option-name prefix.
 */
function delete_past_windows( $prefix ) {
	delete_except(
		$prefix,
		array(
			window_prefix( $prefix, 'minute' ),
			window_prefix( $prefix, 'minute', -1 ),
			window_prefix( $prefix, 'hour' ),
		)
	);
}

/**
 * Deletes the counter rows of a prefix except those of the windows still counting.
 *
 * @param string   $prefix The rows' option name prefix.
 * @param string[] $keep   Prefixes (each starting with $prefix) of the rows to keep.
 */
function delete_except( $prefix, array $keep ) {
	global $wpdb;
	$sql  = "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s";
	$args = array( $wpdb->esc_like( $prefix ) . '%' );
	foreach ( $keep as $current ) {
		$sql   .= ' AND option_name NOT LIKE %s';
		$args[] = $wpdb->esc_like( $current ) . '%';
	}
	// Direct SQL, not prepared here: housekeeping of our own rows; placeholders only.
	$wpdb->query( $wpdb->prepare( $sql, $args ) );
}

/**
 * Whether WordPress runs on SQLite (the SQLite Database Integration, as in Playground).
 *
 * @return bool
 */
function is_sqlite() {
	global $wpdb;
	return ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) || ( class_exists( 'WP_SQLite_DB' ) && $wpdb instanceof \WP_SQLite_DB );
}
