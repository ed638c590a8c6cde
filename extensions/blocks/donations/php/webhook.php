<?php
/**
 * Donations: `POST /blockpack/v1/donations/webhook`, Stripe's events (its signature checked by
 * Stripe::check_webhook_signature()): a paid Checkout session is recorded once.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Donations;

use Blockpack\Memberships\Plans;

defined( 'ABSPATH' ) || exit;

/**
 * Claims a Checkout session for recording, once: a row keyed by the session in the options
 * table, whose unique option name makes the database refuse a second claim, however many
 * deliveries of the session's events run at the same time.
 *
 * @param string $session_id Checkout session id.
 * @return bool True for the one request that may record the donation.
 */
function claim_session( $session_id ) {
	global $wpdb;
	$inserted = $wpdb->query( // Direct SQL: an atomic INSERT IGNORE is the guard.
		$wpdb->prepare(
			"INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')",
			claim_name( $session_id ),
			'0'
		)
	);
	return 1 === $inserted;
}

/**
 * The option name of a session's claim.
 *
 * @param string $session_id Checkout session id.
 * @return string
 */
function claim_name( $session_id ) {
	return 'blockpack_donation_' . md5( $session_id );
}

/**
 * `POST /blockpack/v1/donations/webhook`: records a paid donation once per Checkout session:
 * `checkout.session.completed` with `payment_status` `paid`, or
 * `checkout.session.async_payment_succeeded` (a delayed payment method that went through).
 * Other events, and sessions not paid yet, are acknowledged and not recorded.
 *
 * @param \WP_REST_Request $request Request.
 * @return array|\WP_Error
 */
function webhook( \WP_REST_Request $request ) {
	$event = json_decode( $request->get_body(), true );
	if ( ! is_array( $event ) || ! isset( $event['type'] ) || ! is_string( $event['type'] ) ) {
		return new \WP_Error( 'blockpack_bad_event', __( 'Invalid event.', 'blockpack' ), array( 'status' => 400 ) );
	}
	$session = isset( $event['data']['object'] ) && is_array( $event['data']['object'] ) ? $event['data']['object'] : array();
	if ( ! in_array( $event['type'], array( 'checkout.session.completed', 'checkout.session.async_payment_succeeded' ), true )
		|| ! isset( $session['metadata'] ) || ! is_array( $session['metadata'] )
		|| empty( $session['metadata']['blockpack_donation'] ) ) {
		return array( 'received' => true );
	}
	if ( ! isset( $session['payment_status'] ) || 'paid' !== $session['payment_status'] ) {
		// Not paid yet (a delayed payment method): async_payment_succeeded follows if it is.
		return array( 'received' => true );
	}
	$session_id = isset( $session['id'] ) && is_string( $session['id'] ) ? sanitize_text_field( $session['id'] ) : '';
	if ( '' === $session_id ) {
		return new \WP_Error( 'blockpack_bad_event', __( 'Invalid event.', 'blockpack' ), array( 'status' => 400 ) );
	}
	if ( ! claim_session( $session_id ) ) {
		return array( 'received' => true );
	}
	// Donations recorded before sessions were claimed have no claim: look for them too.
	$existing = get_posts(
		array(
			'post_type'   => POST_TYPE,
			'post_status' => 'private',
			'meta_key'    => 'session_id',
			'meta_value'  => $session_id,
			'fields'      => 'ids',
		)
	);
	if ( $existing ) {
		return array( 'received' => true );
	}
	$currency = isset( $session['currency'] ) && is_string( $session['currency'] ) ? strtoupper( sanitize_key( $session['currency'] ) ) : '';
	$total    = isset( $session['amount_total'] ) && is_numeric( $session['amount_total'] ) ? (int) $session['amount_total'] : 0;
	$meta     = $session['metadata'];
	$id       = wp_insert_post(
		array(
			'post_type'   => POST_TYPE,
			'post_status' => 'private',
			'post_title'  => $session_id,
			'meta_input'  => array(
				'session_id'   => $session_id,
				'amount_total' => $total,
				'currency'     => $currency,
				'plan_id'      => isset( $meta['plan_id'] ) && is_scalar( $meta['plan_id'] ) ? absint( $meta['plan_id'] ) : 0,
				'post_id'      => isset( $meta['post_id'] ) && is_scalar( $meta['post_id'] ) ? absint( $meta['post_id'] ) : 0,
				'interval'     => isset( $meta['interval'] ) && in_array( $meta['interval'], Plans::INTERVALS, true ) ? $meta['interval'] : '',
				'email'        => isset( $session['customer_details']['email'] ) && is_string( $session['customer_details']['email'] ) ? sanitize_email( $session['customer_details']['email'] ) : '',
			),
		),
		true
	);
	if ( is_wp_error( $id ) || ! $id ) {
		// Let Stripe's retry record it.
		delete_option( claim_name( $session_id ) );
		return new \WP_Error( 'blockpack_not_recorded', __( 'The donation could not be recorded.', 'blockpack' ), array( 'status' => 500 ) );
	}
	return array( 'received' => true );
}
