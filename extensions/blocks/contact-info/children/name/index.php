<?php
/**
 * Contact Info's Name detail for visitors: its schema.org markup (`itemprop`), and nothing
 * printed when it is empty (has_content(), from the parent's index.php).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Info;

defined( 'ABSPATH' ) || exit;

/**
 * A name: the organization's name property.
 *
 * @param array  $attributes The block's attributes.
 * @param string $content    The saved HTML.
 * @return string
 */
function render_name( $attributes, $content ) {
	if ( ! has_content( $attributes ) ) {
		return '';
	}
	$tags = new \WP_HTML_Tag_Processor( $content );
	if ( $tags->next_tag( array( 'class_name' => 'wp-block-jetpack-name' ) ) ) {
		$tags->set_attribute( 'itemprop', 'name' );
	}
	return $tags->get_updated_html();
}
