<?php
/**
 * Contact Info for visitors: schema.org markup (`itemprop`) added to the saved HTML of the
 * container; each detail adds its own (render_name() and the others below, each called from
 * children/<detail>/render.php), and prints nothing when empty (has_content()).
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
 * The saved markup with attributes set on its first element of a class.
 *
 * @param string $content    The saved HTML.
 * @param string $class_name The element's class.
 * @param array  $attributes The attributes to set (fixed values).
 * @return string
 */
function mark_element( $content, $class_name, $attributes ) {
	$tags = new \WP_HTML_Tag_Processor( $content );
	if ( $tags->next_tag( array( 'class_name' => $class_name ) ) ) {
		foreach ( $attributes as $name => $value ) {
			$tags->set_attribute( $name, $value );
		}
	}
	return $tags->get_updated_html();
}

/**
 * The container: an Organization, located by its details.
 *
 * @param string $content The saved HTML, inner blocks rendered.
 * @return string
 */
function render_container( $content ) {
	return mark_element(
		$content,
		'wp-block-jetpack-contact-info',
		array(
			'itemprop'  => 'location',
			'itemscope' => true,
			'itemtype'  => 'http://schema.org/Organization',
		)
	);
}

/**
 * A name: the saved markup with `itemprop="name"`; nothing when empty.
 *
 * @param array  $attributes The block's attributes.
 * @param string $content    The saved HTML.
 * @return string
 */
function render_name( $attributes, $content ) {
	return has_content( $attributes ) ? mark_element( $content, 'wp-block-jetpack-name', array( 'itemprop' => 'name' ) ) : '';
}

/**
 * An e-mail address: the saved markup with `itemprop="email"` on its `mailto:` links; nothing
 * when empty.
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

/**
 * A phone number: the saved markup with its first `tel:` link in an `itemprop="telephone"`
 * span; nothing when empty.
 *
 * @param array  $attributes The block's attributes.
 * @param string $content    The saved HTML.
 * @return string
 */
function render_phone( $attributes, $content ) {
	if ( ! has_content( $attributes ) ) {
		return '';
	}
	return preg_replace( '#<a href="tel:[^"]*">.*?</a>#s', '<span itemprop="telephone">$0</span>', $content, 1 );
}

/**
 * An address: a schema.org PostalAddress with each line's property; nothing when empty.
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
	$tags = new \WP_HTML_Tag_Processor( $content );
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
