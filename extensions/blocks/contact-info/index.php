<?php
/**
 * Contact Info for visitors: schema.org markup (`itemprop`) added to the saved HTML of the
 * container; each detail (children/<detail>/render.php) adds its own, and prints nothing when
 * empty (has_content()).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Info;

defined( 'ABSPATH' ) || exit;

/**
 * Whether a block has a value worth printing.
 *
 * @param array    $attributes The block's attributes.
 * @param string[] $ignore     Attributes that do not count (settings, class names).
 * @return bool
 */
function has_content( $attributes, $ignore = array() ) {
	$ignore[] = 'className';
	foreach ( (array) $attributes as $name => $value ) {
		if ( in_array( $name, $ignore, true ) ) {
			continue;
		}
		if ( is_string( $value ) ? '' !== trim( $value ) : ! empty( $value ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The container: an Organization, located by its details.
 *
 * @param string $content The saved HTML, inner blocks rendered.
 * @return string
 */
function render_container( $content ) {
	$tags = new \WP_HTML_Tag_Processor( $content );
	if ( $tags->next_tag( array( 'class_name' => 'wp-block-jetpack-contact-info' ) ) ) {
		$tags->set_attribute( 'itemprop', 'location' );
		$tags->set_attribute( 'itemscope', true );
		$tags->set_attribute( 'itemtype', 'http://schema.org/Organization' );
	}
	return $tags->get_updated_html();
}
