<?php
/**
 * Test-only mail capture, mounted by the test harness and never shipped: every wp_mail() is
 * kept instead of being sent, and read back through `GET /blockpack-test/v1/mails` (cleared with
 * `DELETE`). `POST /blockpack-test/v1/contact-form` sets whether mail fails (`mailFails`: every
 * mail; `mailFailsEvery`: every n-th mail, counted from when it is set, 0 for none) and the
 * contact form's minimum seconds before a submission (`minSeconds`, 0 by default here so that
 * fast test browsers are not spam). `GET /blockpack-test/v1/mail-counts` says how many mails
 * were attempted and how many failed since `mailFailsEvery` was last set. `storeFieldsFails` makes
 * writing a response's fields fail (the database refusing it halfway through storing).
 *
 * Safe under concurrent requests (the load test sends 30 at once): each captured mail is a row
 * of its own (an option named with a random suffix, inserted once, never read-modified-written)
 * and the counters change through the plugin's own atomic counter (Blockpack\Counters\increment).
 *
 * @package Blockpack
 */

/** The option name prefix of captured mails (one row each). */
const BLOCKPACK_TEST_MAIL_PREFIX = 'blockpack_test_captured_mail_';

/** The counter rows: mails attempted and mails failed since mailFailsEvery was set. */
const BLOCKPACK_TEST_MAIL_COUNTERS = array(
	'attempted' => 'blockpack_test_mail_counter_attempted',
	'failed'    => 'blockpack_test_mail_counter_failed',
);

/**
 * Sets both counters to 0 (creating their rows).
 */
function blockpack_test_reset_mail_counters() {
	global $wpdb;
	foreach ( BLOCKPACK_TEST_MAIL_COUNTERS as $name ) {
		$wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$wpdb->options} ( option_name, option_value, autoload ) VALUES ( %s, '0', 'off' ) ON DUPLICATE KEY UPDATE option_value = '0'",
				$name
			)
		);
	}
}

/**
 * A counter's value (read from the primary database: counters are not in the options cache).
 *
 * @param string $name The counter's option name.
 * @return int
 */
function blockpack_test_counter( $name ) {
	global $wpdb;
	return (int) \Blockpack\Database\read_primary_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
}

/**
 * Whether this mail fails: always with `mailFails`; with `mailFailsEvery` n, the n-th, 2n-th…
 * mail since it was set (the number comes from the atomic counter).
 *
 * @return bool
 */
function blockpack_test_mail_fails() {
	$every = (int) get_option( 'blockpack_test_mail_fails_every', 0 );
	$fails = (bool) get_option( 'blockpack_test_mail_fails' );
	if ( $every > 0 ) {
		$number = \Blockpack\Counters\increment( BLOCKPACK_TEST_MAIL_COUNTERS['attempted'] );
		$fails  = $fails || ( $number > 0 && 0 === $number % $every );
	}
	if ( $fails && $every > 0 ) {
		\Blockpack\Counters\increment( BLOCKPACK_TEST_MAIL_COUNTERS['failed'] );
	}
	return $fails;
}

add_filter(
	'pre_wp_mail',
	function ( $short_circuit, $atts ) {
		global $wpdb;
		$headers = $atts['headers'];
		if ( is_string( $headers ) ) {
			$headers = array_filter( array_map( 'trim', explode( "\n", str_replace( "\r\n", "\n", $headers ) ) ) );
		}
		// A row of its own: a read-modify-write of one list would lose mails sent at once.
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => BLOCKPACK_TEST_MAIL_PREFIX . bin2hex( random_bytes( 8 ) ),
				'option_value' => maybe_serialize(
					array(
						'to'      => array_values( (array) $atts['to'] ),
						'subject' => (string) $atts['subject'],
						'message' => (string) $atts['message'],
						'headers' => array_values( (array) $headers ),
					)
				),
				'autoload'     => 'off',
			)
		);
		if ( blockpack_test_mail_fails() ) {
			do_action( 'wp_mail_failed', new WP_Error( 'wp_mail_failed', 'The test mail server is down.' ) );
			return false;
		}
		return true;
	},
	10,
	2
);

// Writing a response's fields fails while `storeFieldsFails` is set: the post is written, the
// fields are not, as when the database goes away halfway through.
add_filter(
	'add_post_metadata',
	function ( $check, $object_id, $meta_key ) {
		if ( '_blockpack_fields' === $meta_key && get_option( 'blockpack_test_store_fields_fails' ) ) {
			return false;
		}
		return $check;
	},
	10,
	3
);

add_filter(
	'blockpack_contact_form_min_seconds',
	function () {
		return (int) get_option( 'blockpack_test_contact_form_min_seconds', 0 );
	}
);

add_action(
	'rest_api_init',
	function () {
		$admin = function () {
			return current_user_can( 'manage_options' );
		};
		$like  = function () {
			global $wpdb;
			return $wpdb->esc_like( BLOCKPACK_TEST_MAIL_PREFIX ) . '%';
		};
		register_rest_route(
			'blockpack-test/v1',
			'/mails',
			array(
				array(
					'methods'             => 'GET',
					'permission_callback' => $admin,
					'args'                => array(),
					'callback'            => function () use ( $like ) {
						global $wpdb;
						$rows = $wpdb->get_col(
							$wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name LIKE %s ORDER BY option_id", $like() )
						);
						return array_values( array_filter( array_map( 'maybe_unserialize', $rows ), 'is_array' ) );
					},
				),
				array(
					'methods'             => 'DELETE',
					'permission_callback' => $admin,
					'args'                => array(),
					'callback'            => function () use ( $like ) {
						global $wpdb;
						$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $like() ) );
						return array( 'deleted' => true );
					},
				),
			)
		);
		register_rest_route(
			'blockpack-test/v1',
			'/mail-counts',
			array(
				'methods'             => 'GET',
				'permission_callback' => $admin,
				'args'                => array(),
				'callback'            => function () {
					return array(
						'attempted' => blockpack_test_counter( BLOCKPACK_TEST_MAIL_COUNTERS['attempted'] ),
						'failed'    => blockpack_test_counter( BLOCKPACK_TEST_MAIL_COUNTERS['failed'] ),
					);
				},
			)
		);
		register_rest_route(
			'blockpack-test/v1',
			'/contact-form',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'args'                => array(
					'mailFails'        => array( 'type' => 'boolean' ),
					'mailFailsEvery'   => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
					'minSeconds'       => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
					'storeFieldsFails' => array( 'type' => 'boolean' ),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					if ( null !== $request['mailFails'] ) {
						update_option( 'blockpack_test_mail_fails', $request['mailFails'] ? 1 : 0 );
					}
					if ( null !== $request['mailFailsEvery'] ) {
						update_option( 'blockpack_test_mail_fails_every', (int) $request['mailFailsEvery'] );
						blockpack_test_reset_mail_counters();
					}
					if ( null !== $request['minSeconds'] ) {
						update_option( 'blockpack_test_contact_form_min_seconds', (int) $request['minSeconds'] );
					}
					if ( null !== $request['storeFieldsFails'] ) {
						update_option( 'blockpack_test_store_fields_fails', $request['storeFieldsFails'] ? 1 : 0 );
					}
					return array(
						'mailFails'        => (bool) get_option( 'blockpack_test_mail_fails' ),
						'mailFailsEvery'   => (int) get_option( 'blockpack_test_mail_fails_every', 0 ),
						'minSeconds'       => (int) get_option( 'blockpack_test_contact_form_min_seconds', 0 ),
						'storeFieldsFails' => (bool) get_option( 'blockpack_test_store_fields_fails' ),
					);
				},
			)
		);
	}
);
