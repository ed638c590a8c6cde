<?php
/**
 * GIF front end. WordPress provides `$attributes`; the markup is built in gif.php.
 *
 * @package Blockpack
 *
 * @var array $attributes The block's attributes.
 */

defined( 'ABSPATH' ) || exit;

echo Blockpack\Blocks\Gif\render( $attributes ); // Printed as is: escaped as it is built.
