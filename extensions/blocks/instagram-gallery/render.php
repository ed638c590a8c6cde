<?php
/**
 * Latest Instagram Posts front end. WordPress provides `$attributes` and `$content` (the saved
 * markup: the profile link); the grid is built in php/markup.php.
 *
 * @package Blockpack
 *
 * @var array  $attributes The block's attributes.
 * @var string $content    The saved markup.
 */

defined( 'ABSPATH' ) || exit;

echo Blockpack\Blocks\Instagram_Gallery\render( $attributes, $content ); // Printed as is: escaped as it is built; $content is the saved markup.
