<?php
/**
 * Calendly render template (see calendly.php).
 *
 * @package Blockpack
 *
 * @var array  $attributes The block's attributes.
 * @var string $content    The saved content, inner button rendered.
 */

defined( 'ABSPATH' ) || exit;

// Printed as is: every value is escaped in render().
echo Blockpack\Blocks\Calendly\render( $attributes, $content );
