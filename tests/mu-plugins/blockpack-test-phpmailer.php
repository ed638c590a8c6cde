<?php
/**
 * Test-only: while `POST /blockpack-test/v1/phpmailer {record:true}` is set, every wp_mail()
 * also runs through WordPress's own PHPMailer setup (the capture in blockpack-test-mail.php
 * short-circuits wp_mail() before PHPMailer, so here the same mail is built once more with
 * `pre_wp_mail` out of the way), and what PHPMailer holds is recorded: the Reply-To addresses at
 * `phpmailer_init` and the header lines of the message it built. Nothing leaves the machine:
 * PHPMailer "sends" to a command that reads the message and drops it. Read with GET, cleared with DELETE. Never shipped.
 *
 * @package Blockpack
 */

/** The option name prefix of recorded messages (one row each). */
const BLOCKPACK_TEST_PHPMAILER_PREFIX = 'blockpack_test_phpmailer_';

/** Whether the mail being built is the recorded copy. */
$GLOBALS['blockpack_test_phpmailer_copy'] = false;

add_filter(
	'pre_wp_mail',
	function ( $short_circuit, $atts ) {
		global $wp_filter;
		if ( $GLOBALS['blockpack_test_phpmailer_copy'] || ! get_option( 'blockpack_test_record_phpmailer' ) ) {
			return $short_circuit;
		}
		$saved = isset( $wp_filter['pre_wp_mail'] ) ? $wp_filter['pre_wp_mail'] : null;
		unset( $wp_filter['pre_wp_mail'] );
		$GLOBALS['blockpack_test_phpmailer_copy'] = true;
		try {
			wp_mail( $atts['to'], $atts['subject'], $atts['message'], $atts['headers'], $atts['attachments'] );
		} finally {
			$GLOBALS['blockpack_test_phpmailer_copy'] = false;
			if ( $saved ) {
				$wp_filter['pre_wp_mail'] = $saved;
			}
		}
		return $short_circuit;
	},
	1,
	2
);

add_action(
	'phpmailer_init',
	function ( $phpmailer ) {
		if ( ! $GLOBALS['blockpack_test_phpmailer_copy'] ) {
			return;
		}
		$GLOBALS['blockpack_test_phpmailer_reply_to'] = array_values( $phpmailer->getReplyToAddresses() );
		// Built and "sent" for real, to nowhere.
		$phpmailer->Mailer   = 'sendmail';
		$phpmailer->Sendmail = '/usr/bin/xargs -0 -r true';
	},
	PHP_INT_MAX
);

/**
 * Records the message PHPMailer built.
 *
 * @param mixed $result What the hook passes: the mail's data, or a WP_Error when it failed.
 */
function blockpack_test_phpmailer_record( $result = null ) {
	global $phpmailer, $wpdb;
	if ( ! $GLOBALS['blockpack_test_phpmailer_copy'] ) {
		return;
	}
	$message = is_object( $phpmailer ) ? (string) $phpmailer->getSentMIMEMessage() : '';
	$parts   = preg_split( "/\r?\n\r?\n/", $message, 2 );
	// Unfold the header lines.
	$headers = preg_split( "/\r?\n(?![ \t])/", preg_replace( '/\r?\n[ \t]+/', ' ', $parts[0] ) );
	$wpdb->insert(
		$wpdb->options,
		array(
			'option_name'  => BLOCKPACK_TEST_PHPMAILER_PREFIX . bin2hex( random_bytes( 8 ) ),
			'option_value' => maybe_serialize(
				array(
					'replyTo' => isset( $GLOBALS['blockpack_test_phpmailer_reply_to'] ) ? $GLOBALS['blockpack_test_phpmailer_reply_to'] : array(),
					'headers' => array_values( array_filter( (array) $headers ) ),
					'error'   => is_wp_error( $result ) ? $result->get_error_message() : '',
				)
			),
			'autoload'     => 'off',
		)
	);
}
add_action( 'wp_mail_succeeded', 'blockpack_test_phpmailer_record' );
add_action( 'wp_mail_failed', 'blockpack_test_phpmailer_record' );

add_action(
	'rest_api_init',
	function () {
		$like = function () {
			global $wpdb;
			return $wpdb->esc_like( BLOCKPACK_TEST_PHPMAILER_PREFIX ) . '%';
		};
		register_rest_route(
			'blockpack-test/v1',
			'/phpmailer',
			array(
				array(
					'methods'             => 'GET',
					'permission_callback' => function () {
						return current_user_can( 'manage_options' );
					},
					'args'                => array(),
					'callback'            => function () use ( $like ) {
						global $wpdb;
						$rows = $wpdb->get_col( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name LIKE %s ORDER BY option_id", $like() ) );
						return array_values( array_filter( array_map( 'maybe_unserialize', $rows ), 'is_array' ) );
					},
				),
				array(
					'methods'             => 'POST',
					'permission_callback' => function () {
						return current_user_can( 'manage_options' );
					},
					'args'                => array(
						'record' => array(
							'type'     => 'boolean',
							'required' => true,
						),
					),
					'callback'            => function ( WP_REST_Request $request ) use ( $like ) {
						global $wpdb;
						update_option( 'blockpack_test_record_phpmailer', $request['record'] ? 1 : 0 );
						$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $like() ) );
						return array( 'record' => (bool) $request['record'] );
					},
				),
			)
		);
	}
);
