<?php
/**
 * Pinterest, as visitors see it.
 *
 * @package Blockpack
 *
 * @var array $attributes The block's attributes.
 */

defined( 'ABSPATH' ) || exit;

echo \Blockpack\Blocks\Pinterest\render( $attributes ); // Printed as is: escaped in render().
