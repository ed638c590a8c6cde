<?php
/**
 * Eventbrite Checkout, as visitors see it.
 *
 * @package Blockpack
 *
 * @var array  $attributes The block's attributes.
 * @var string $content    The saved markup.
 */

defined( 'ABSPATH' ) || exit;

echo \Blockpack\Blocks\Eventbrite\render( $attributes, $content ); // Printed as is: escaped in render().
