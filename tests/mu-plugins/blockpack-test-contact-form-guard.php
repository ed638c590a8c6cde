<?php
/**
 * Test-only settings of the contact form's guards, mounted by the test harness and never shipped.
 * `POST /blockpack-test/v1/contact-form-guard` (administrators) sets:
 * - `rateMinute`, `rateHour`: the rate limits per address and form (-1: the plugin's defaults);
 *   the load test and the bench raise them, since all their clients share one address;
 * - `clockOffset`: seconds added to the clock the form's tokens are made and checked with (its
 *   signed time, and the tick of its nonces: WordPress's pluggable wp_nonce_tick() is replaced
 *   here), so that a page rendered before it was set is as old as a page a cache kept that long;
 * - `failAfterStore`: the next submission fails with a 500 right after its response is stored
 *   (before it is mailed), once.
 * And, for one browser only: the cookie `blockpack_test_stale_rest_nonce` makes the REST nonces
 * (`wp_rest`) printed in front-end pages two ticks old, as on a logged-in user's page kept open
 * longer than a nonce lives; REST requests and admin-ajax (its fresh nonce) keep the real tick.
 *
 * @package Blockpack
 */

add_filter(
	'blockpack_contact_form_rate_limits',
	function ( $limits ) {
		$minute = (int) get_option( 'blockpack_test_rate_minute', -1 );
		$hour   = (int) get_option( 'blockpack_test_rate_hour', -1 );
		if ( $minute >= 0 ) {
			$limits['minute'] = $minute;
		}
		if ( $hour >= 0 ) {
			$limits['hour'] = $hour;
		}
		return $limits;
	}
);

add_filter(
	'blockpack_contact_form_time',
	function ( $time ) {
		return $time + (int) get_option( 'blockpack_test_clock_offset', 0 );
	}
);

if ( ! function_exists( 'wp_nonce_tick' ) ) {
	/**
	 * WordPress's nonce tick (pluggable), moved by the clock offset for the contact form's
	 * nonces only (the admin's REST nonce must keep working while the offset is set), and two
	 * ticks back for the REST nonces a page prints for a browser with the stale-nonce cookie.
	 *
	 * @param string|int $action The nonce action.
	 * @return float
	 */
	function wp_nonce_tick( $action = -1 ) {
		$nonce_life = apply_filters( 'nonce_life', DAY_IN_SECONDS, $action );
		$offset     = is_string( $action ) && 0 === strpos( $action, 'blockpack-contact-form-' ) ? (int) get_option( 'blockpack_test_clock_offset', 0 ) : 0;
		$tick       = ceil( ( time() + $offset ) / ( $nonce_life / 2 ) );
		$stale_page = 'wp_rest' === $action && ! empty( $_COOKIE['blockpack_test_stale_rest_nonce'] )
			&& ! is_admin() && ! wp_doing_ajax() && ! ( defined( 'REST_REQUEST' ) && REST_REQUEST );
		return $stale_page ? $tick - 2 : $tick;
	}
}

add_action(
	'blockpack_contact_form_response_stored',
	function () {
		// Deleted by exactly one request (a single DELETE), so the failure happens once.
		global $wpdb;
		$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", 'blockpack_test_fail_after_store' ) );
		if ( $deleted ) {
			wp_cache_delete( 'blockpack_test_fail_after_store', 'options' );
			wp_die( 'The test server failed after storing the response.', '', array( 'response' => 500 ) );
		}
	}
);

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'blockpack-test/v1',
			'/contact-form-guard',
			array(
				'methods'             => 'POST',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'args'                => array(
					'rateMinute'     => array( 'type' => 'integer' ),
					'rateHour'       => array( 'type' => 'integer' ),
					'clockOffset'    => array( 'type' => 'integer' ),
					'failAfterStore' => array( 'type' => 'boolean' ),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					$options = array(
						'rateMinute'  => 'blockpack_test_rate_minute',
						'rateHour'    => 'blockpack_test_rate_hour',
						'clockOffset' => 'blockpack_test_clock_offset',
					);
					foreach ( $options as $param => $option ) {
						if ( null !== $request[ $param ] ) {
							update_option( $option, (int) $request[ $param ], false );
						}
					}
					if ( null !== $request['failAfterStore'] ) {
						if ( $request['failAfterStore'] ) {
							update_option( 'blockpack_test_fail_after_store', 1, false );
						} else {
							delete_option( 'blockpack_test_fail_after_store' );
						}
					}
					return array(
						'rateMinute'     => (int) get_option( 'blockpack_test_rate_minute', -1 ),
						'rateHour'       => (int) get_option( 'blockpack_test_rate_hour', -1 ),
						'clockOffset'    => (int) get_option( 'blockpack_test_clock_offset', 0 ),
						'failAfterStore' => (bool) get_option( 'blockpack_test_fail_after_store' ),
					);
				},
			)
		);
	}
);
