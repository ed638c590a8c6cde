<?php
/**
 * Donations Form render template: the visitors' form (render() in php/rendering.php), or
 * nothing without a Stripe connection.
 *
 * @package Blockpack
 *
 * @var array $attributes The block's attributes.
 */

defined( 'ABSPATH' ) || exit;

// Printed as is: every value is escaped in render().
echo Blockpack\Blocks\Donations\render( $attributes );
