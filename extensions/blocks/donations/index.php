<?php
/**
 * Donations Form for visitors: the server-rendered form (hidden without a Stripe connection),
 * `POST /blockpack/v1/donations/checkout` creating a Stripe Checkout session for the chosen
 * amount and interval, and `POST /blockpack/v1/donations/webhook` recording completed payments
 * (Stripe's signature checked by Blockpack\Memberships\Stripe). Administrators list recorded
 * donations with `GET /blockpack/v1/donations/payments`. Each concern is a file of php/.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Donations;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/php/payments.php';
require_once __DIR__ . '/php/offer.php';
require_once __DIR__ . '/php/checkout.php';
require_once __DIR__ . '/php/webhook.php';
require_once __DIR__ . '/php/routes.php';
require_once __DIR__ . '/php/rendering.php';
