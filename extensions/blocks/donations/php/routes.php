<?php
/**
 * Donations: the block's REST routes, their arguments and permissions; the callbacks are in
 * php/checkout.php, php/webhook.php and php/payments.php.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Donations;

use Blockpack\Memberships\Stripe;
use Blockpack\Rest_Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the routes.
 */
function register_routes() {
	Rest_Controller::route(
		'blockpack/v1',
		'/donations/checkout',
		array(
			'POST' => array(
				// Visitors (anonymous included) donate, so no capability is needed; the form's
				// token (a nonce that does not depend on who is logged in, since the form posts
				// without cookies) must come back. The route only creates a Checkout session for a
				// stored donation plan, with an amount checked against the currency's rules.
				'permission' => Rest_Controller::public_route( __NAMESPACE__ . '\check_checkout_token' ),
				'callback'   => __NAMESPACE__ . '\checkout',
				'args'       => array(
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
			),
		)
	);
	Rest_Controller::route(
		'blockpack/v1',
		'/donations/webhook',
		array(
			'POST' => array(
				// Stripe calls it: its signature, checked here, is the authentication.
				'permission' => Rest_Controller::public_route( array( Stripe::class, 'check_webhook_signature' ) ),
				'callback'   => __NAMESPACE__ . '\webhook',
				'args'       => array(),
			),
		)
	);
	Rest_Controller::route(
		'blockpack/v1',
		'/donations/payments',
		array(
			'GET' => array(
				'permission' => Rest_Controller::require_capability( 'manage_options' ),
				'callback'   => __NAMESPACE__ . '\payments',
				'args'       => array(),
			),
		)
	);
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_routes' );
