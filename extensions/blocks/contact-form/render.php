<?php
/**
 * Contact Form front end. WordPress provides `$attributes`, `$content` (the rendered fields)
 * and `$block`; the markup is built in php/rendering.php, beside this file.
 *
 * @package Blockpack
 *
 * @var array     $attributes The block's attributes.
 * @var string    $content    The rendered inner blocks.
 * @var WP_Block  $block      The block.
 */

defined( 'ABSPATH' ) || exit;

echo Blockpack\Blocks\Contact_Form\render_form( $attributes, $content, $block ); // Printed as is: escaped as it is built.
