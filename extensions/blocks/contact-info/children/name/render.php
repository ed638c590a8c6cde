<?php
/**
 * A name for visitors: the organization's name property; nothing when empty (has_content(), in
 * Contact Info's index.php).
 *
 * @package Blockpack
 *
 * @var array    $attributes The block's attributes.
 * @var string   $content    The block's saved HTML.
 * @var WP_Block $block      The block.
 */

defined( 'ABSPATH' ) || exit;

echo Blockpack\Blocks\Contact_Info\render_name( $attributes, $content ); // Printed as is: the saved markup, escaped when it was saved; only attributes with fixed values are added.
