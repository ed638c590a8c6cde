<?php
/**
 * Map, as visitors see it: the saved markup with its height as an inline property, and the map
 * source handed to the view script (php/source.php).
 *
 * @package Blockpack
 *
 * @var string $content The saved markup.
 */

defined( 'ABSPATH' ) || exit;

echo Blockpack\Blocks\Map\render( $content ); // Printed as is: the saved markup, escaped when it was saved; the attributes set are escaped by WP_HTML_Tag_Processor.
