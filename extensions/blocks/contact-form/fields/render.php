<?php
/**
 * A field of the Contact Form, as visitors see it: the one render template of the twelve field
 * blocks (each block.json names it, `"render": "file:../render.php"`); the markup is built in
 * ../php/rendering.php.
 *
 * @package Blockpack
 *
 * @var array    $attributes The field's attributes.
 * @var string   $content    The field's saved markup.
 * @var WP_Block $block      The field block.
 */

defined( 'ABSPATH' ) || exit;

echo Blockpack\Blocks\Contact_Form\render_field( $attributes, $content, $block ); // Printed as is: escaped as it is built.
