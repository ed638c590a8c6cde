<?php
/**
 * Button render template: a button that its parent does not save in the post content is printed
 * here from its attributes (see button.php).
 *
 * @package Blockpack
 *
 * @var array  $attributes The block's attributes.
 * @var string $content    The saved content.
 */

defined( 'ABSPATH' ) || exit;

// Printed as is: every value is escaped in render().
echo Blockpack\Blocks\Button\render( $attributes, $content );
