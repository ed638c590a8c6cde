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

echo Blockpack\Blocks\Business_Hours\render( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped as it is built.
