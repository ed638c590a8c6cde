<?php
/**
 * Memberships without WordPress.com: Stripe keys entered in Blockpack's settings make the site
 * "connected"; payment plans are stored locally; the editor's memberships and site routes are
 * answered here.
 *
 * @package Blockpack
 */

namespace Blockpack\Memberships;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/currencies.php';
require_once __DIR__ . '/settings.php';
require_once __DIR__ . '/stripe.php';
require_once __DIR__ . '/plans.php';
require_once __DIR__ . '/routes.php';

// The Payments section first: it is the first on Settings → Blockpack (blocks add theirs as
// their PHP loads, after php/).
Settings::init();

add_action(
	'blockpack_loaded',
	function () {
		Plans::init();
		Routes::init();
	}
);
