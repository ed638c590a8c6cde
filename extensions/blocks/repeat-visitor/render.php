<?php
/**
 * The saved markup, marked for the view script (see index.php).
 *
 * @package Blockpack
 *
 * @var array    $attributes The block's attributes.
 * @var string   $content    The block's saved HTML.
 * @var WP_Block $block      The block.
 */

defined( 'ABSPATH' ) || exit;

echo Blockpack\Blocks\Repeat_Visitor\render_block( $attributes, $content ); // Printed as is: the saved markup, escaped when it was saved; the attributes added are escaped by WP_HTML_Tag_Processor.
