<?php
/**
 * Related Posts front end. WordPress provides `$attributes`, `$content` and `$block`; the
 * markup is built in php/render.php.
 *
 * @package Blockpack
 *
 * @var array     $attributes The block's attributes.
 * @var string    $content    The saved content (the inner heading).
 * @var \WP_Block $block      The block.
 */

defined( 'ABSPATH' ) || exit;

echo Blockpack\Blocks\Related_Posts\render( $attributes, $content, $block ); // Printed as is: escaped as it is built.
