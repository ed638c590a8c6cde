<?php
/**
 * Payment button render template: visitors get the PayPal purchase form of the block's stored
 * product (see simple-payments.php), not the markup saved in the post.
 *
 * @package Blockpack
 *
 * @var array $attributes The block's attributes.
 */

defined( 'ABSPATH' ) || exit;

// Printed as is: every value is escaped in render().
echo Blockpack\Blocks\SimplePayments\render( $attributes );
