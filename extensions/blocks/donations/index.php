<?php
/**
 * Donations Form for visitors: the server-rendered form (hidden without a Stripe connection),
 * `POST /blockpack/v1/donations/checkout` creating a Stripe Checkout session for the chosen
 * amount and interval, and `POST /blockpack/v1/donations/webhook` recording completed payments
 * (Stripe's signature checked). Administrators list recorded donations with
 * `GET /blockpack/v1/donations/payments`.
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

/** Post type of recorded donations (private). */
const POST_TYPE = 'blockpack_donation';

/** Seconds a webhook signature stays acceptable. */
const SIGNATURE_TOLERANCE = 300;

/** Attribute of each interval. */
const TABS = array(
	'one-time' => 'oneTimeDonation',
	'1 month'  => 'monthlyDonation',
	'1 year'   => 'annualDonation',
);

/**
 * Registers the post type of recorded donations.
 */
function register_post_type() {
	\register_post_type(
		POST_TYPE,
		array(
			'label'        => __( 'Donations', 'blockpack' ),
			'public'       => false,
			'show_ui'      => false,
			'show_in_rest' => false,
			'supports'     => array( 'title', 'custom-fields' ),
		)
	);
}
add_action( 'init', __NAMESPACE__ . '\register_post_type' );

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
 * Registers the routes.
 */
function register_routes() {
	register_rest_route(
		'blockpack/v1',
		'/donations/checkout',
		array(
			'methods'             => 'POST',
			// Visitors (anonymous included) donate, so no capability is needed; the form's
			// token (a nonce that does not depend on who is logged in, since the form posts
			// without cookies) must come back. The route only creates a Checkout session for a
			// stored donation plan, with an amount checked against the currency's rules.
			'permission_callback' => __NAMESPACE__ . '\check_checkout_token',
			'callback'            => __NAMESPACE__ . '\checkout',
			'args'                => array(
				'plan_id' => array(
					'type'     => 'integer',
					'minimum'  => 1,
					'required' => true,
				),
				'amount'  => array(
					'type'     => 'number',
					'minimum'  => 0,
					'required' => true,
				),
				'post_id' => array(
					'type'    => 'integer',
					'minimum' => 0,
					'default' => 0,
				),
				'nonce'   => array(
					'type'      => 'string',
					'required'  => true,
					'maxLength' => 64,
				),
			),
		)
	);
	register_rest_route(
		'blockpack/v1',
		'/donations/webhook',
		array(
			'methods'             => 'POST',
			// Stripe calls it: its signature, checked here, is the authentication.
			'permission_callback' => __NAMESPACE__ . '\check_signature',
			'callback'            => __NAMESPACE__ . '\webhook',
			'args'                => array(),
		)
	);
	register_rest_route(
		'blockpack/v1',
		'/donations/payments',
		array(
			'methods'             => 'GET',
			'permission_callback' => \Blockpack\Rest_Controller::require_capability( 'manage_options' ),
			'callback'            => __NAMESPACE__ . '\payments',
			'args'                => array(),
		)
	);
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_routes' );

/**
 * An amount in the currency's smallest unit (cents; yen as they are).
 *
 * @param float  $amount   Amount.
 * @param string $currency Currency.
 * @return int
 */
function minor_units( $amount, $currency ) {
	return (int) round( $amount * pow( 10, Currencies::precision( $currency ) ) );
}

/**
 * The donation forms of a post as visitors get them: every Donations block of its content, in
 * nested blocks and synced patterns too, with its attributes completed by the block's defaults.
 *
 * @param \WP_Post $post The post.
 * @return array[] Attributes of each block.
 */
function forms_in( \WP_Post $post ) {
	$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'jetpack/donations' );
	if ( ! $type ) {
		return array();
	}
	return array_map(
		function ( $block ) use ( $type ) {
			return $type->prepare_attributes_for_render( isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array() );
		},
		\Blockpack\find_blocks( parse_blocks( $post->post_content ), 'jetpack/donations' )
	);
}

/**
 * What a form offers: its currency, its tabs by interval (each a stored donation plan of that
 * interval and currency, shown, with the tiers visitors see), and whether a custom amount is
 * shown.
 *
 * @param array $attributes Block attributes (defaults applied).
 * @return array{currency: string, tabs: array<string, array>, custom: bool}
 */
function form_offer( array $attributes ) {
	$currency = isset( $attributes['currency'] ) && in_array( $attributes['currency'], Currencies::codes(), true ) ? $attributes['currency'] : 'USD';
	$minimum  = (float) Currencies::minimum( $currency );
	$tabs     = array();
	foreach ( TABS as $interval => $key ) {
		$tab = isset( $attributes[ $key ] ) && is_array( $attributes[ $key ] ) ? $attributes[ $key ] : array();
		if ( empty( $tab['show'] ) || empty( $tab['planId'] ) || ! is_numeric( $tab['planId'] ) || ! plan_matches( (int) $tab['planId'], $interval, $currency ) ) {
			continue;
		}
		$tiers = array();
		foreach ( isset( $tab['amounts'] ) && is_array( $tab['amounts'] ) ? array_slice( $tab['amounts'], 0, 3 ) : array() as $amount ) {
			if ( is_numeric( $amount ) && (float) $amount >= $minimum && (float) $amount <= Routes::MAX_PRICE ) {
				$tiers[] = (float) $amount;
			}
		}
		$tab['tiers']      = $tiers;
		$tabs[ $interval ] = $tab;
	}
	return array(
		'currency' => $currency,
		'tabs'     => $tabs,
		'custom'   => ! isset( $attributes['showCustomAmount'] ) || ! empty( $attributes['showCustomAmount'] ),
	);
}

/**
 * Whether a form in a post visitors may view offers a plan at an amount: the plan is one of a
 * form's tabs (so of its currency and interval), and the amount one of that tab's tiers, or any
 * amount from the currency's minimum when the form shows a custom amount.
 *
 * @param \WP_Post|null $post   The post the form is in.
 * @param array         $plan   A stored donation plan.
 * @param float         $amount The amount asked for.
 * @return bool
 */
function offered( $post, array $plan, $amount ) {
	if ( ! $post instanceof \WP_Post || 'publish' !== $post->post_status || '' !== $post->post_password || ! is_post_publicly_viewable( $post ) ) {
		return false;
	}
	$asked = minor_units( $amount, $plan['currency'] );
	foreach ( forms_in( $post ) as $attributes ) {
		$offer = form_offer( $attributes );
		if ( $offer['currency'] !== $plan['currency'] || ! isset( $offer['tabs'][ $plan['interval'] ] ) || ! isset( $offer['tabs']['one-time'] ) ) {
			continue;
		}
		$tab = $offer['tabs'][ $plan['interval'] ];
		if ( (int) $tab['planId'] !== (int) $plan['id'] ) {
			continue;
		}
		if ( $offer['custom'] ) {
			return true;
		}
		foreach ( $tab['tiers'] as $tier ) {
			if ( minor_units( $tier, $plan['currency'] ) === $asked ) {
				return true;
			}
		}
	}
	return false;
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

/**
 * Checks the `Stripe-Signature` header against the webhook signing secret.
 *
 * @param \WP_REST_Request $request Request.
 * @return true|\WP_Error
 */
function check_signature( \WP_REST_Request $request ) {
	$secret = Settings::webhook_secret();
	$header = (string) $request->get_header( 'stripe_signature' );
	$error  = new \WP_Error( 'blockpack_bad_signature', __( 'Invalid signature.', 'blockpack' ), array( 'status' => 401 ) );
	if ( '' === $secret || '' === $header ) {
		return $error;
	}
	$timestamp  = 0;
	$signatures = array();
	foreach ( explode( ',', $header ) as $part ) {
		$pair = explode( '=', trim( $part ), 2 );
		if ( 2 !== count( $pair ) ) {
			continue;
		}
		if ( 't' === $pair[0] && ctype_digit( $pair[1] ) ) {
			$timestamp = (int) $pair[1];
		} elseif ( 'v1' === $pair[0] ) {
			$signatures[] = $pair[1];
		}
	}
	if ( ! $timestamp || abs( time() - $timestamp ) > SIGNATURE_TOLERANCE ) {
		return $error;
	}
	$expected = hash_hmac( 'sha256', $timestamp . '.' . $request->get_body(), $secret );
	foreach ( $signatures as $signature ) {
		if ( hash_equals( $expected, $signature ) ) {
			return true;
		}
	}
	return $error;
}

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
	$inserted = $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- an atomic INSERT IGNORE is the guard.
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
			'meta_key'    => 'session_id', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			'meta_value'  => $session_id, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
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

/**
 * `GET /blockpack/v1/donations/payments`: recorded donations, newest first.
 *
 * @return array[]
 */
function payments() {
	$out = array();
	foreach ( get_posts(
		array(
			'post_type'      => POST_TYPE,
			'post_status'    => 'private',
			'posts_per_page' => 100,
			'fields'         => 'ids',
		)
	) as $id ) {
		$out[] = array(
			'session_id'   => (string) get_post_meta( $id, 'session_id', true ),
			'amount_total' => (int) get_post_meta( $id, 'amount_total', true ),
			'currency'     => (string) get_post_meta( $id, 'currency', true ),
			'plan_id'      => (int) get_post_meta( $id, 'plan_id', true ),
			'post_id'      => (int) get_post_meta( $id, 'post_id', true ),
			'interval'     => (string) get_post_meta( $id, 'interval', true ),
			'email'        => (string) get_post_meta( $id, 'email', true ),
		);
	}
	return $out;
}

/**
 * A tab's value, or the default.
 *
 * @param array  $tab     Tab attributes.
 * @param string $key     Key.
 * @param string $default Default.
 * @return string
 */
function text( array $tab, $key, $default ) {
	return isset( $tab[ $key ] ) && is_string( $tab[ $key ] ) ? $tab[ $key ] : $default;
}

/**
 * Whether a plan id names a stored donation plan of an interval and a currency.
 *
 * @param int    $plan_id  Plan id.
 * @param string $interval 'one-time', '1 month' or '1 year'.
 * @param string $currency Currency code.
 * @return bool
 */
function plan_matches( $plan_id, $interval, $currency ) {
	$plan = $plan_id > 0 ? Plans::get( $plan_id ) : null;
	return $plan && 'donation' === $plan['type'] && $interval === $plan['interval'] && $currency === $plan['currency'];
}

/**
 * The form visitors see; nothing without a Stripe connection or a one-time plan.
 *
 * @param array $attributes Block attributes.
 * @return string
 */
function render( array $attributes ) {
	if ( ! Settings::is_connected() ) {
		return '';
	}
	$one_time = isset( $attributes['oneTimeDonation'] ) && is_array( $attributes['oneTimeDonation'] ) ? $attributes['oneTimeDonation'] : array();
	if ( empty( $one_time['show'] ) || empty( $one_time['planId'] ) || (int) $one_time['planId'] < 1 ) {
		return '';
	}
	$offer    = form_offer( $attributes );
	$currency = $offer['currency'];
	$tabs     = $offer['tabs'];
	if ( ! isset( $tabs['one-time'] ) ) {
		// A deleted plan, or one of another currency (the block's currency changed but its
		// plans were not replaced): visitors could not pay the amounts shown, so they get
		// nothing; whoever can edit the post is told why.
		return current_user_can( 'edit_post', (int) get_the_ID() )
			? sprintf(
				'<div %1$s><p class="donations__invalid-plan">%2$s</p></div>',
				get_block_wrapper_attributes(),
				esc_html__( 'Invalid payment plan configured for this block.', 'blockpack' )
			)
			: '';
	}
	$defaults = array(
		'one-time' => array( __( 'One-Time', 'blockpack' ), __( 'Make a one-time donation', 'blockpack' ), __( 'Donate', 'blockpack' ) ),
		'1 month'  => array( __( 'Monthly', 'blockpack' ), __( 'Make a monthly donation', 'blockpack' ), __( 'Donate monthly', 'blockpack' ) ),
		'1 year'   => array( __( 'Yearly', 'blockpack' ), __( 'Make a yearly donation', 'blockpack' ), __( 'Donate yearly', 'blockpack' ) ),
	);
	$choose = isset( $attributes['chooseAmountText'] ) ? (string) $attributes['chooseAmountText'] : __( 'Choose an amount', 'blockpack' );
	$custom = isset( $attributes['customAmountText'] ) ? (string) $attributes['customAmountText'] : __( 'Or enter a custom amount', 'blockpack' );
	$show_custom = $offer['custom'];
	$minimum     = (float) Currencies::minimum( $currency );
	$placeholder = Currencies::format( $minimum * 100, $currency );

	$html = '<div class="donations__container">';
	if ( count( $tabs ) > 1 ) {
		$html .= '<div class="donations__nav" role="tablist">';
		$first = true;
		foreach ( $tabs as $interval => $tab ) {
			$html .= sprintf(
				'<button type="button" role="tab" class="donations__nav-item%1$s" aria-selected="%2$s" data-interval="%3$s">%4$s</button>',
				$first ? ' is-active' : '',
				$first ? 'true' : 'false',
				esc_attr( $interval ),
				esc_html( $defaults[ $interval ][0] )
			);
			$first = false;
		}
		$html .= '</div>';
	}
	$first = true;
	foreach ( $tabs as $interval => $tab ) {
		$html .= sprintf(
			'<form class="donations__tab" data-interval="%1$s" data-plan-id="%2$d" data-currency="%3$s"%4$s>',
			esc_attr( $interval ),
			(int) $tab['planId'],
			esc_attr( $currency ),
			$first ? '' : ' hidden'
		);
		$html .= '<h4>' . wp_kses_post( text( $tab, 'heading', $defaults[ $interval ][1] ) ) . '</h4>';
		$html .= '<p>' . wp_kses_post( $choose ) . '</p>';
		$html .= '<div class="donations__amounts">';
		foreach ( $tab['tiers'] as $amount ) {
			$html .= sprintf(
				'<button type="button" class="donations__amount" data-amount="%1$s">%2$s</button>',
				esc_attr( (string) (float) $amount ),
				esc_html( Currencies::format( (float) $amount, $currency ) )
			);
		}
		$html .= '</div>';
		if ( $show_custom ) {
			$html .= '<p>' . wp_kses_post( $custom ) . '</p>';
			$html .= sprintf(
				'<input type="text" inputmode="decimal" class="donations__custom-amount" aria-label="%1$s" placeholder="%2$s" />',
				esc_attr__( 'Custom amount', 'blockpack' ),
				esc_attr( $placeholder )
			);
		}
		$html .= '<hr class="donations__separator" />';
		$html .= '<p>' . wp_kses_post( text( $tab, 'extraText', __( 'Your contribution is appreciated.', 'blockpack' ) ) ) . '</p>';
		$html .= '<p class="donations__error" role="alert" hidden></p>';
		$html .= '<div class="wp-block-button donations__donate-button-wrapper"><button type="submit" class="wp-block-button__link donations__donate-button" disabled>' . wp_kses_post( text( $tab, 'buttonText', $defaults[ $interval ][2] ) ) . '</button></div>';
		$html .= '</form>';
		$first = false;
	}
	$html .= '</div>';
	// The route view.ts sends to: printed for the script, not on the block (content could forge
	// one, and the script opens the page the route answers with).
	\Blockpack\add_view_settings( 'jetpack/donations', array( 'checkoutUrl' => rest_url( 'blockpack/v1/donations/checkout' ) ) );
	return sprintf(
		'<div %1$s data-post-id="%2$d" data-nonce="%3$s">%4$s</div>',
		get_block_wrapper_attributes(),
		(int) get_the_ID(),
		esc_attr( checkout_token( (int) get_the_ID() ) ),
		$html
	);
}
