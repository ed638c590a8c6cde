<?php
/**
 * Test-only mail capture, mounted by the test harness and never shipped: every wp_mail() is
 * kept in an option instead of being sent, and read back through
 * `GET /blockpack-test/v1/mails` (cleared with `DELETE`). `POST /blockpack-test/v1/contact-form`
 * sets whether mail fails (`mailFails`) and the contact form's minimum seconds before a
 * submission (`minSeconds`, 0 by default here so that fast test browsers are not spam).
 *
 * @package Blockpack
 */

add_filter(
	'pre_wp_mail',
	function ( $short_circuit, $atts ) {
		$mails   = get_option( 'blockpack_test_mails', array() );
		$mails   = is_array( $mails ) ? $mails : array();
		$headers = $atts['headers'];
		if ( is_string( $headers ) ) {
			$headers = array_filter( array_map( 'trim', explode( "\n", str_replace( "\r\n", "\n", $headers ) ) ) );
		}
		$mails[] = array(
			'to'      => array_values( (array) $atts['to'] ),
			'subject' => (string) $atts['subject'],
			'message' => (string) $atts['message'],
			'headers' => array_values( (array) $headers ),
		);
		update_option( 'blockpack_test_mails', $mails, false );
		if ( get_option( 'blockpack_test_mail_fails' ) ) {
			do_action( 'wp_mail_failed', new WP_Error( 'wp_mail_failed', 'The test mail server is down.' ) );
			return false;
		}
		return true;
	},
	10,
	2
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
		register_rest_route(
			'blockpack-test/v1',
			'/mails',
			array(
				array(
					'methods'             => 'GET',
					'permission_callback' => $admin,
					'args'                => array(),
					'callback'            => function () {
						$mails = get_option( 'blockpack_test_mails', array() );
						return is_array( $mails ) ? $mails : array();
					},
				),
				array(
					'methods'             => 'DELETE',
					'permission_callback' => $admin,
					'args'                => array(),
					'callback'            => function () {
						delete_option( 'blockpack_test_mails' );
						return array( 'deleted' => true );
					},
				),
			)
		);
		register_rest_route(
			'blockpack-test/v1',
			'/contact-form',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'args'                => array(
					'mailFails'  => array( 'type' => 'boolean' ),
					'minSeconds' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					if ( null !== $request['mailFails'] ) {
						update_option( 'blockpack_test_mail_fails', $request['mailFails'] ? 1 : 0 );
					}
					if ( null !== $request['minSeconds'] ) {
						update_option( 'blockpack_test_contact_form_min_seconds', (int) $request['minSeconds'] );
					}
					return array(
						'mailFails'  => (bool) get_option( 'blockpack_test_mail_fails' ),
						'minSeconds' => (int) get_option( 'blockpack_test_contact_form_min_seconds', 0 ),
					);
				},
			)
		);
	}
);
