<?php
/**
 * Business Hours front end. WordPress provides `$attributes`; the markup is built in
 * business-hours.php.
 *
 * @package Blockpack
 *
 * @var array $attributes The block's attributes.
 */

defined( 'ABSPATH' ) || exit;

echo Blockpack\Blocks\Business_Hours\render( $attributes ); // Printed as is: escaped as it is built.
