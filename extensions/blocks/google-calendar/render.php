<?php
/**
 * Google Calendar front end. WordPress provides `$attributes`; the markup is built in
 * google-calendar.php.
 *
 * @package Blockpack
 *
 * @var array $attributes The block's attributes.
 */

defined( 'ABSPATH' ) || exit;

echo Blockpack\Blocks\Google_Calendar\render( $attributes ); // Printed as is: escaped as it is built.
