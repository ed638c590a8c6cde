<?php
/**
 * Mailchimp front end. WordPress provides `$attributes`, `$content` (the rendered inner button)
 * and `$block`; the markup is built in php/rendering.php, beside this file.
 *
 * @package Blockpack
 *
 * @var array     $attributes The block's attributes.
 * @var string    $content    The rendered inner button.
 * @var WP_Block  $block      The block.
 */

defined( 'ABSPATH' ) || exit;

echo Blockpack\Blocks\Mailchimp\render_form( $attributes, $content, $block ); // Printed as is: escaped as it is built.
