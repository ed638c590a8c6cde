<?php
/**
 * Reads that must come from the primary database. Sites with read replicas run a database
 * drop-in (HyperDB, LudicrousDB) that sends plain SELECTs to a replica, which may lag behind the
 * primary by seconds. The plugin keeps state in option rows that requests change with SQL
 * (counters, time slots, idempotency keys, claims; see php/counters.php): a read it decides on
 * right after a write, its own or a concurrent request's, must see the primary.
 *
 * What the drop-ins do (HyperDB 1.9 db.php, LudicrousDB 5.x class-ludicrousdb.php):
 * - a query is a read when it starts with SELECT (HyperDB's is_write_query(), even
 *   `SELECT … FOR UPDATE`; LudicrousDB counts FOR UPDATE as a write); a read goes to the
 *   primary only when its table was written earlier in the request (`srtm` / the
 *   `send_reads_to_primaries` list, by table name), so `SELECT LAST_INSERT_ID()`, which names no
 *   table, may run on a replica's connection and answer that connection's value, not ours;
 * - after `send_reads_to_masters()` (HyperDB; LudicrousDB 5.2 renamed it
 *   `send_reads_to_primaries()` and deprecates the old name, with a notice), every read of the
 *   request goes to the primary;
 * - `insert_id` is read from the connection the INSERT ran on (mysqli_insert_id()), as in core.
 *
 * On core's wpdb (one server) and on SQLite these are plain reads.
 *
 * @package Blockpack
 */

namespace Blockpack\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Sends this request's reads, from now on, to the primary database (a no-op without a drop-in
 * that has replicas).
 */
function send_reads_to_primary() {
	global $wpdb;
	if ( method_exists( $wpdb, 'send_reads_to_primaries' ) ) {
		$wpdb->send_reads_to_primaries();
	} elseif ( method_exists( $wpdb, 'send_reads_to_masters' ) ) {
		$wpdb->send_reads_to_masters();
	}
}

/**
 * One value, read from the primary database.
 *
 * @param string $sql A prepared SELECT.
 * @return string|null See wpdb::get_var().
 */
function read_primary_var( $sql ) {
	global $wpdb;
	send_reads_to_primary();
	// Direct SQL, not prepared here: the callers prepare it.
	return $wpdb->get_var( $sql );
}

/**
 * One column, read from the primary database.
 *
 * @param string $sql A prepared SELECT.
 * @return array See wpdb::get_col().
 */
function read_primary_col( $sql ) {
	global $wpdb;
	send_reads_to_primary();
	// Direct SQL, not prepared here: the callers prepare it.
	return $wpdb->get_col( $sql );
}
