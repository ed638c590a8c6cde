<?php
/**
 * Contact Form: how long responses keep what they keep. A daily WP-Cron job deletes old spam
 * and removes the sender's IP address and user agent from older responses.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

/** The daily WP-Cron hook that purges old spam and old IP addresses and user agents (scheduled by Blockpack\Plugin::SCHEDULED_EVENTS). */
const DAILY_CLEANUP_HOOK = 'blockpack_contact_form_daily_cleanup';

/**
 * The daily clean-up: spam older than 15 days is deleted; responses older than 30 days lose
 * the sender's IP address and user agent. Both ages are filterable.
 */
function daily_cleanup() {
	global $wpdb;
	/**
	 * Filters how many days spam responses are kept before the daily job deletes them.
	 *
	 * @param int $days 15 by default.
	 */
	$spam_days = max( 1, (int) apply_filters( 'blockpack_contact_form_spam_days', 15 ) );
	/**
	 * Filters how many days a response keeps the sender's IP address and user agent.
	 *
	 * @param int $days 30 by default.
	 */
	$ip_days = max( 1, (int) apply_filters( 'blockpack_contact_form_ip_days', 30 ) );

	// Direct SQL: a batched purge.
	$spam_before = gmdate( 'Y-m-d H:i:s', time() - $spam_days * DAY_IN_SECONDS );
	do {
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'spam' AND post_date_gmt < %s LIMIT 500", FEEDBACK_POST_TYPE, $spam_before ) );
		foreach ( $ids as $id ) {
			wp_delete_post( (int) $id, true );
		}
	} while ( count( $ids ) === 500 );

	$ip_before = gmdate( 'Y-m-d H:i:s', time() - $ip_days * DAY_IN_SECONDS );
	do {
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT m.post_id FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_type = %s AND p.post_date_gmt < %s AND m.meta_key IN ( '_blockpack_ip', '_blockpack_user_agent' ) LIMIT 500", FEEDBACK_POST_TYPE, $ip_before ) );
		if ( $ids ) {
			$ids = array_map( 'intval', $ids );
			$wpdb->query( "DELETE FROM {$wpdb->postmeta} WHERE meta_key IN ( '_blockpack_ip', '_blockpack_user_agent' ) AND post_id IN ( " . implode( ',', $ids ) . ' )' ); // Not prepared: integers.
			foreach ( $ids as $id ) {
				wp_cache_delete( $id, 'post_meta' );
			}
		}
	} while ( count( $ids ) === 500 );
}
add_action( DAILY_CLEANUP_HOOK, __NAMESPACE__ . '\daily_cleanup' );
