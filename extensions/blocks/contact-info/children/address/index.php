<?php
/**
 * Contact Info's Address detail for visitors: its schema.org markup (`itemprop`), and nothing
 * printed when it is empty (has_content(), from the parent's index.php).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Info;

defined( 'ABSPATH' ) || exit;

/**
 * An address: a PostalAddress with each line's property.
 *
 * @param array  $attributes The block's attributes.
 * @param string $content    The saved HTML.
 * @return string
 */
function render_address( $attributes, $content ) {
	if ( ! has_content( $attributes, array( 'linkToGoogleMaps' ) ) ) {
		return '';
	}
	$properties = array(
		'jetpack-address__address' => 'streetAddress',
		'jetpack-address__city'    => 'addressLocality',
		'jetpack-address__region'  => 'addressRegion',
		'jetpack-address__postal'  => 'postalCode',
		'jetpack-address__country' => 'addressCountry',
	);
	$tags       = new \WP_HTML_Tag_Processor( $content );
	while ( $tags->next_tag() ) {
		if ( $tags->has_class( 'wp-block-jetpack-address' ) ) {
			$tags->set_attribute( 'itemprop', 'address' );
			$tags->set_attribute( 'itemscope', true );
			$tags->set_attribute( 'itemtype', 'http://schema.org/PostalAddress' );
			continue;
		}
		foreach ( $properties as $class => $property ) {
			if ( $tags->has_class( $class ) ) {
				$tags->set_attribute( 'itemprop', $property );
				break;
			}
		}
	}
	return $tags->get_updated_html();
}
