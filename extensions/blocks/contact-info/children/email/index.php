<?php
/**
 * Contact Info's Email detail for visitors: its schema.org markup (`itemprop`), and nothing
 * printed when it is empty (has_content(), from the parent's index.php).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Info;

defined( 'ABSPATH' ) || exit;

/**
 * An email text: each `mailto:` link is an email property.
 *
 * @param array  $attributes The block's attributes.
 * @param string $content    The saved HTML.
 * @return string
 */
function render_email( $attributes, $content ) {
	if ( ! has_content( $attributes ) ) {
		return '';
	}
	$tags = new \WP_HTML_Tag_Processor( $content );
	while ( $tags->next_tag( 'a' ) ) {
		$href = $tags->get_attribute( 'href' );
		if ( is_string( $href ) && 0 === strpos( $href, 'mailto:' ) ) {
			$tags->set_attribute( 'itemprop', 'email' );
		}
	}
	return $tags->get_updated_html();
}
