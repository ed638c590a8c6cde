<?php
/**
 * Markdown, as visitors see it: the saved HTML, or the server's rendering of the source when the
 * block was saved without any (index.php).
 *
 * @package Blockpack
 *
 * @var array  $attributes The block's attributes.
 * @var string $content    The saved markup.
 */

defined( 'ABSPATH' ) || exit;

echo Blockpack\Blocks\Markdown\render( $attributes, $content ); // Printed as is: the saved markup, or the source rendered with every text escaped.
