<?php
/**
 * Plugin Name:       Blockpack
 * Plugin URI:        https://github.com/blockpack/blockpack
 * Description:       A library of content blocks for the block editor: business hours, forms, payments, embeds, maps and more.
 * Version:           0.1.0
 * Requires at least: 6.6
 * Requires PHP:      7.4
 * Author:            The Blockpack contributors
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       blockpack
 * Domain Path:       /languages
 *
 * @package Blockpack
 */

defined( 'ABSPATH' ) || exit;

define( 'BLOCKPACK_VERSION', '0.1.0' );
define( 'BLOCKPACK_FILE', __FILE__ );
define( 'BLOCKPACK_DIR', __DIR__ );

require_once __DIR__ . '/php/class-plugin.php';

register_activation_hook( __FILE__, array( 'Blockpack\\Plugin', 'activate' ) );
register_deactivation_hook( __FILE__, array( 'Blockpack\\Plugin', 'deactivate' ) );

/*
 * The services in php/, used by several blocks: this list is the only place that loads them,
 * once Blockpack boots (not while Jetpack is active). Each block's own PHP (its index.php and
 * php/) is loaded from the build by Blocks::init(), from the list the build writes.
 */
Blockpack\Plugin::init(
	array(
		'php/validation.php',              // E-mail and URL validation, the same rules as shared/validation.
		'php/class-rest-controller.php',   // The REST base: the `wpcom/v2` routes' registration and permissions.
		'php/class-guarded-fetch.php',     // The guarded fetch: requests to addresses site users give.
		'php/database.php',                // Reads that must come from the primary database (read replicas).
		'php/counters.php',                // Atomic counters and time slots in the database: rate limits, throttles.
		'php/after-response.php',          // Work done once the answer has been sent.
		'php/resolve-redirect.php',        // Where a short link leads, for the embed blocks.
		'php/find-blocks.php',             // The blocks of a kind in a post's stored content.
		'php/videopress.php',              // VideoPress players of old content, with their fallback iframe.
		'php/view-settings.php',           // Settings printed for visitors' scripts (window.blockpackView).
		'php/popup-page.php',              // The connect popup: its OAuth pages, their state, the last page.
		'php/settings.php',                // Settings → Blockpack: the page, each block's section, its address.
		'php/memberships/memberships.php', // Settings, memberships and Stripe.
		'php/class-editor.php',            // The editor's script, styles and data.
		'php/class-blocks.php',            // Block registration from the build's manifest.
	)
);
