<?php
/**
 * A contact form field's front end: its label, control and error, built in
 * php/contact-form/rendering.php for the form being rendered.
 *
 * @package Blockpack
 *
 * @var array    $attributes The block's attributes.
 * @var WP_Block $block      The block.
 */

defined( 'ABSPATH' ) || exit;

echo Blockpack\Blocks\Contact_Form\render_field( $attributes, $block ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped as it is built.
