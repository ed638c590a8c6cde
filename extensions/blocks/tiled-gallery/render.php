<?php
/**
 * Tiled Gallery, as visitors see it: the saved markup with each image made the site's own file
 * (index.php).
 *
 * @package Blockpack
 *
 * @var array  $attributes The block's attributes.
 * @var string $content    The saved markup.
 */

defined( 'ABSPATH' ) || exit;

echo Blockpack\Blocks\Tiled_Gallery\render( $attributes, $content ); // Printed as is: the saved markup, escaped when it was saved; the attributes set are escaped by WP_HTML_Tag_Processor.
