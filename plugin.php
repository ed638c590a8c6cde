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

require_once __DIR__ . '/php/validation.php';
require_once __DIR__ . '/php/class-plugin.php';
require_once __DIR__ . '/php/class-blocks.php';
require_once __DIR__ . '/php/class-editor.php';
require_once __DIR__ . '/php/class-rest-controller.php';
require_once __DIR__ . '/php/memberships/memberships.php';

Blockpack\Plugin::init();
