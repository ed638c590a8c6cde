<?php
/**
 * Donations: `POST /blockpack/v1/donations/checkout`, a Stripe Checkout session for the chosen
 * plan and amount, once the form's token for the post comes back and the post's form offers them.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Donations;

use Blockpack\Memberships\Currencies;
use Blockpack\Memberships\Plans;
use Blockpack\Memberships\Routes;
use Blockpack\Memberships\Settings;
use Blockpack\Memberships\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * The checkout token a form carries: a keyed hash of the post the form is in. It depends neither
 * on the visitor (the form posts without cookies, so a user nonce could not be checked) nor on
 * the time, so a page served from a full-page cache days after it was made still submits. It
 * only names the post: what a checkout may ask for is checked against the block stored there.
 *
 * @param int $post_id The post the form is in (0 outside a post).
 * @return string
 */
function checkout_token( $post_id ) {
	return substr( hash_hmac( 'sha256', 'donation-checkout|' . (int) $post_id, wp_salt( 'nonce' ) ), 0, 32 );
}

/**
 * The token earlier versions printed, bound to a nonce tick (12 to 24 hours): still accepted for
 * its lifetime, so pages rendered before an update keep working.
 *
 * @param int $post_id The post the form is in.
 * @param int $tick    The nonce tick.
 * @return string
 */
function legacy_checkout_token( $post_id, $tick ) {
	return substr( hash_hmac( 'sha256', 'donation-checkout|' . (int) $post_id . '|' . (int) $tick, wp_salt( 'nonce' ) ), -12, 10 );
}

/**
 * Permission check of the checkout route: the form's token for the post must come back.
 *
 * @param \WP_REST_Request $request Request (its arguments are not validated when WordPress asks
 *                                  for the Allow header of an invalid request).
 * @return true|\WP_Error
 */
function check_checkout_token( \WP_REST_Request $request ) {
	// An array nonce (a malformed request) is read as no nonce: WordPress calls permission
	// callbacks for the Allow header even when the arguments failed validation.
	$token   = is_string( $request['nonce'] ) ? $request['nonce'] : '';
	$post_id = (int) $request['post_id'];
	if ( hash_equals( checkout_token( $post_id ), $token ) ) {
		return true;
	}
	$tick = (int) wp_nonce_tick( 'blockpack_donation_checkout' );
	foreach ( array( $tick, $tick - 1 ) as $candidate ) {
		if ( hash_equals( legacy_checkout_token( $post_id, $candidate ), $token ) ) {
			return true;
		}
	}
	return new \WP_Error(
		'blockpack_invalid_nonce',
		__( 'This page has expired. Reload it and try again.', 'blockpack' ),
		array( 'status' => 403 )
	);
}

/**
 * `POST /blockpack/v1/donations/checkout`: a Checkout session for a donation plan and an amount.
 *
 * @param \WP_REST_Request $request Request.
 * @return array|\WP_Error `url` of the Checkout page.
 */
function checkout( \WP_REST_Request $request ) {
	if ( ! Settings::is_connected() ) {
		return new \WP_Error( 'blockpack_donations_unavailable', __( 'Donations are not available on this site.', 'blockpack' ), array( 'status' => 400 ) );
	}
	$plan = Plans::get( (int) $request['plan_id'] );
	if ( ! $plan || 'donation' !== $plan['type'] ) {
		return new \WP_Error( 'invalid_plan', __( 'Payment plan not found', 'blockpack' ), array( 'status' => 404 ) );
	}
	$currency = $plan['currency'];
	$amount   = (float) $request['amount'];
	$minimum  = (float) Currencies::minimum( $currency );
	if ( ! is_finite( $amount ) || $amount > Routes::MAX_PRICE ) {
		return new \WP_Error( 'invalid_amount', __( 'Invalid amount.', 'blockpack' ), array( 'status' => 400 ) );
	}
	if ( $amount < $minimum - 1e-9 ) {
		return new \WP_Error(
			'invalid_amount',
			sprintf(
				/* translators: %s: the smallest amount allowed, formatted in its currency. */
				__( 'Minimum allowed price is %s.', 'blockpack' ),
				Currencies::format( $minimum, $currency )
			),
			array( 'status' => 400 )
		);
	}
	$post = get_post( (int) $request['post_id'] );
	if ( ! offered( $post, $plan, $amount ) ) {
		return new \WP_Error( 'invalid_amount', __( 'This form does not offer this donation.', 'blockpack' ), array( 'status' => 400 ) );
	}
	$return = get_permalink( $post );
	$params = array(
		'mode'                                         => 'one-time' === $plan['interval'] ? 'payment' : 'subscription',
		'line_items[0][quantity]'                      => 1,
		'line_items[0][price_data][currency]'          => strtolower( $currency ),
		'line_items[0][price_data][unit_amount]'       => minor_units( $amount, $currency ),
		'line_items[0][price_data][product_data][name]' => $plan['title'],
		'success_url'                                  => add_query_arg( 'blockpack_donation', 'success', $return ),
		'cancel_url'                                   => add_query_arg( 'blockpack_donation', 'cancelled', $return ),
		'metadata[blockpack_donation]'                 => '1',
		'metadata[plan_id]'                            => (string) $plan['id'],
		'metadata[post_id]'                            => (string) $post->ID,
		'metadata[interval]'                           => $plan['interval'],
	);
	if ( 'one-time' !== $plan['interval'] ) {
		$params['line_items[0][price_data][recurring][interval]'] = '1 year' === $plan['interval'] ? 'year' : 'month';
	}
	$session = Stripe::request( 'POST', '/v1/checkout/sessions', $params );
	if ( is_wp_error( $session ) ) {
		return new \WP_Error( $session->get_error_code(), $session->get_error_message(), array( 'status' => 502 ) );
	}
	$scheme = isset( $session['url'] ) && is_string( $session['url'] ) ? wp_parse_url( $session['url'], PHP_URL_SCHEME ) : '';
	if ( ! in_array( $scheme, array( 'http', 'https' ), true ) ) {
		return new \WP_Error( 'blockpack_stripe_bad_response', __( 'Unexpected API response', 'blockpack' ), array( 'status' => 502 ) );
	}
	return array( 'url' => esc_url_raw( $session['url'] ) );
}
