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

echo \Blockpack\Blocks\Eventbrite\render( $attributes, $content ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in render().
