<?php
/**
 * An address for visitors: a schema.org PostalAddress with each line's property; nothing when
 * empty (has_content(), in Contact Info's index.php).
 *
 * @package Blockpack
 *
 * @var array    $attributes The block's attributes.
 * @var string   $content    The block's saved HTML.
 * @var WP_Block $block      The block.
 */

defined( 'ABSPATH' ) || exit;

if ( Blockpack\Blocks\Contact_Info\has_content( $attributes, array( 'linkToGoogleMaps' ) ) ) {
	$blockpack_properties = array(
		'jetpack-address__address' => 'streetAddress',
		'jetpack-address__city'    => 'addressLocality',
		'jetpack-address__region'  => 'addressRegion',
		'jetpack-address__postal'  => 'postalCode',
		'jetpack-address__country' => 'addressCountry',
	);
	$blockpack_tags       = new WP_HTML_Tag_Processor( $content );
	while ( $blockpack_tags->next_tag() ) {
		if ( $blockpack_tags->has_class( 'wp-block-jetpack-address' ) ) {
			$blockpack_tags->set_attribute( 'itemprop', 'address' );
			$blockpack_tags->set_attribute( 'itemscope', true );
			$blockpack_tags->set_attribute( 'itemtype', 'http://schema.org/PostalAddress' );
			continue;
		}
		foreach ( $blockpack_properties as $blockpack_class => $blockpack_property ) {
			if ( $blockpack_tags->has_class( $blockpack_class ) ) {
				$blockpack_tags->set_attribute( 'itemprop', $blockpack_property );
				break;
			}
		}
	}
	echo $blockpack_tags->get_updated_html(); // Printed as is: the saved markup, escaped when it was saved; only attributes with fixed values are added.
}
