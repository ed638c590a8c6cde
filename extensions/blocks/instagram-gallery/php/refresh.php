<?php
/**
 * Latest Instagram Posts: keeping tokens alive. A daily WP-Cron event refreshes every healthy
 * connection's token that is at least 24 hours old (Instagram refuses younger ones) and expires
 * within ten days; a token found expired marks its connection unhealthy (no longer offered to
 * the editor; Settings → Blockpack says so). A refresh that fails is written on the connection
 * (shown in settings) and tried again the next day; it never stops the run.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Instagram_Gallery;

defined( 'ABSPATH' ) || exit;

/** The daily event (scheduled by Blockpack\Plugin::SCHEDULED_EVENTS). */
const REFRESH_HOOK = 'blockpack_instagram_refresh_tokens';

/** A token is refreshed when it expires within this many seconds. */
const REFRESH_WINDOW = 10 * DAY_IN_SECONDS;

/**
 * Refreshes the tokens that need it.
 *
 * @return array<int, string> What happened to each connection looked at, by id: `refreshed`,
 *                            `expired`, `failed` or `kept`.
 */
function refresh_tokens() {
	$now     = time();
	$results = array();
	foreach ( all_connections() as $connection ) {
		$id = (int) $connection['id'];
		if ( ! $connection['healthy'] ) {
			continue;
		}
		if ( $connection['expires'] && $connection['expires'] <= $now ) {
			mark_unhealthy( $id, __( 'The access token has expired. Connect the account again.', 'blockpack' ) );
			$results[ $id ] = 'expired';
			continue;
		}
		if ( $connection['issued'] > $now - DAY_IN_SECONDS || ( $connection['expires'] && $connection['expires'] > $now + REFRESH_WINDOW ) ) {
			$results[ $id ] = 'kept';
			continue;
		}
		$refreshed = refresh_token( $connection['token'] );
		if ( is_wp_error( $refreshed ) ) {
			if ( is_token_error( $refreshed ) ) {
				mark_unhealthy( $id, $refreshed->get_error_message() );
			} else {
				update_connection(
					$id,
					array(
						/* translators: %s: why. */
						'last_error'    => sprintf( __( 'The access token could not be refreshed. %s', 'blockpack' ), $refreshed->get_error_message() ),
						'last_error_at' => $now,
					)
				);
			}
			$results[ $id ] = 'failed';
			continue;
		}
		update_connection(
			$id,
			array(
				'token'         => $refreshed['access_token'],
				'issued'        => $now,
				'expires'       => $now + ( $refreshed['expires_in'] > 0 ? $refreshed['expires_in'] : TOKEN_LIFETIME ),
				'last_error'    => '',
				'last_error_at' => 0,
			)
		);
		$results[ $id ] = 'refreshed';
	}
	\Blockpack\Popup\delete_stale_states( STATE_PREFIX );
	return $results;
}
add_action( REFRESH_HOOK, __NAMESPACE__ . '\refresh_tokens' );
