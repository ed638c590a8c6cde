<?php
/**
 * OpenTable render template (see opentable.php).
 *
 * @package Blockpack
 *
 * @var array $attributes The block's attributes.
 */

defined( 'ABSPATH' ) || exit;

// Printed as is: every value is escaped in render().
echo Blockpack\Blocks\OpenTable\render( $attributes );
