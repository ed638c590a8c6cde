<?php
/**
 * VideoPress block front end. WordPress provides `$attributes`; the markup is built in index.php.
 *
 * @package Blockpack
 *
 * @var array $attributes The block's attributes.
 */

defined( 'ABSPATH' ) || exit;

echo Blockpack\Blocks\VideoPress_Video\render( $attributes ); // Printed as is: escaped as it is built.
