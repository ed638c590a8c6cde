<?php
/**
 * An address for visitors: a schema.org PostalAddress with each line's property; nothing when
 * empty (has_content(), in Contact Info's index.php).
 *
 * @package Blockpack
 *
 * @var array    $attributes The block's attributes.
 * @var string   $content    The block's saved HTML.
 * @var WP_Block $block      The block.
 */

defined( 'ABSPATH' ) || exit;

echo Blockpack\Blocks\Contact_Info\render_address( $attributes, $content ); // Printed as is: the saved markup, escaped when it was saved; only attributes with fixed values are added.
