<?php
/**
 * An email text for visitors: each `mailto:` link is an email property; nothing when empty
 * (has_content(), in Contact Info's index.php).
 *
 * @package Blockpack
 *
 * @var array    $attributes The block's attributes.
 * @var string   $content    The block's saved HTML.
 * @var WP_Block $block      The block.
 */

defined( 'ABSPATH' ) || exit;

if ( Blockpack\Blocks\Contact_Info\has_content( $attributes ) ) {
	$blockpack_tags = new WP_HTML_Tag_Processor( $content );
	while ( $blockpack_tags->next_tag( 'a' ) ) {
		$blockpack_href = $blockpack_tags->get_attribute( 'href' );
		if ( is_string( $blockpack_href ) && 0 === strpos( $blockpack_href, 'mailto:' ) ) {
			$blockpack_tags->set_attribute( 'itemprop', 'email' );
		}
	}
	echo $blockpack_tags->get_updated_html(); // Printed as is: the saved markup, escaped when it was saved; only attributes with fixed values are added.
}
