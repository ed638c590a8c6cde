<?php
/**
 * OpenTable: what visitors get. The service's widget loader script, printed inside the block
 * (so it loads only on pages with the block), with one `rid` per restaurant; nothing without a
 * valid restaurant id.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\OpenTable;

defined( 'ABSPATH' ) || exit;

const LOADER_URL = 'https://www.opentable.com/widget/reservation/loader';
const STYLES     = array( 'standard', 'tall', 'wide', 'button' );
const LANGUAGES  = array( 'en-US', 'fr-CA', 'de-DE', 'es-MX', 'ja-JP', 'nl-NL', 'it-IT' );

/**
 * The valid restaurant ids (digits), as strings, each once.
 *
 * @param mixed $rid The stored ids.
 * @return string[]
 */
function restaurant_ids( $rid ) {
	if ( ! is_array( $rid ) ) {
		return array();
	}
	$ids = array();
	foreach ( $rid as $id ) {
		if ( is_int( $id ) && $id >= 0 ) {
			$id = (string) $id;
		}
		if ( is_string( $id ) && preg_match( '/^\d{1,12}$/', $id ) && ! in_array( $id, $ids, true ) ) {
			$ids[] = $id;
		}
	}
	return $ids;
}

/**
 * One of the widget's languages, else en-US.
 *
 * @param mixed $lang The stored language.
 * @return string
 */
function language( $lang ) {
	if ( is_string( $lang ) ) {
		$wanted = strtolower( str_replace( '_', '-', trim( $lang ) ) );
		foreach ( LANGUAGES as $value ) {
			if ( strtolower( $value ) === $wanted ) {
				return $value;
			}
		}
	}
	return 'en-US';
}

/**
 * The service's country domain (`com`, `co.uk`…), else `com`.
 *
 * @param mixed $domain The stored domain.
 * @return string
 */
function domain( $domain ) {
	if ( is_string( $domain ) ) {
		$value = strtolower( trim( $domain ) );
		if ( preg_match( '/^[a-z]{2,3}(?:\.[a-z]{2,3})?$/', $value ) ) {
			return $value;
		}
	}
	return 'com';
}

/**
 * The style: the `is-style-…` class (the Styles panel writes it), else the `style` attribute
 * (older saves kept only that), else standard; the button needs a single restaurant and falls
 * back to standard with several.
 *
 * @param array    $attributes The block's attributes.
 * @param string[] $ids        The restaurant ids.
 * @return string
 */
function style( $attributes, $ids ) {
	$class = isset( $attributes['className'] ) && is_string( $attributes['className'] ) ? $attributes['className'] : '';
	if ( preg_match( '/(?:^|\s)is-style-([a-z]+)(?:\s|$)/', $class, $match ) && in_array( $match[1], STYLES, true ) ) {
		$style = $match[1];
	} else {
		$style = isset( $attributes['style'] ) && in_array( $attributes['style'], STYLES, true ) ? $attributes['style'] : 'standard';
	}
	if ( 'button' === $style && count( $ids ) > 1 ) {
		return 'standard';
	}
	return $style;
}

/**
 * A boolean attribute as the loader reads it.
 *
 * @param array  $attributes The block's attributes.
 * @param string $name       The attribute.
 * @param bool   $fallback   Its default.
 * @return string 'true' or 'false'.
 */
function flag( $attributes, $name, $fallback ) {
	$value = array_key_exists( $name, $attributes ) ? (bool) $attributes[ $name ] : $fallback;
	return $value ? 'true' : 'false';
}

/**
 * The widget loader's address: `rid` once per restaurant, then type, theme and the options.
 *
 * @param array    $attributes The block's attributes.
 * @param string[] $ids        The restaurant ids (validated).
 * @param string   $style      The style.
 * @return string
 */
function loader_url( $attributes, $ids, $style ) {
	if ( count( $ids ) > 1 ) {
		$type  = 'multi';
		$theme = $style;
	} elseif ( 'button' === $style ) {
		$type  = 'button';
		$theme = 'standard';
	} else {
		$type  = 'standard';
		$theme = $style;
	}
	$query = array();
	foreach ( $ids as $id ) {
		$query[] = 'rid=' . rawurlencode( $id );
	}
	$params = array(
		'type'      => $type,
		'theme'     => $theme,
		'iframe'    => flag( $attributes, 'iframe', true ),
		'domain'    => domain( $attributes['domain'] ?? 'com' ),
		'lang'      => language( $attributes['lang'] ?? 'en-US' ),
		'newtab'    => flag( $attributes, 'newtab', false ),
		'ot_source' => 'Restaurant website',
	);
	foreach ( $params as $name => $value ) {
		$query[] = $name . '=' . rawurlencode( $value );
	}
	return LOADER_URL . '?' . implode( '&', $query );
}

/**
 * The wrapper's attributes with a single `is-style-…` class, the style's: a stored class that
 * the style overrides (the button with several restaurants) is dropped, as is a repeat.
 *
 * @param string $wrapper The wrapper's attributes, from get_block_wrapper_attributes().
 * @param string $style   The style.
 * @return string
 */
function one_style_class( $wrapper, $style ) {
	return (string) preg_replace_callback(
		'/\bclass="([^"]*)"/',
		static function ( $match ) use ( $style ) {
			$kept = array();
			foreach ( preg_split( '/\s+/', $match[1], -1, PREG_SPLIT_NO_EMPTY ) as $name ) {
				if ( 0 !== strpos( $name, 'is-style-' ) || ( 'is-style-' . $style === $name && ! in_array( $name, $kept, true ) ) ) {
					$kept[] = $name;
				}
			}
			return 'class="' . implode( ' ', $kept ) . '"';
		},
		$wrapper,
		1
	);
}

/**
 * The block's HTML for visitors: the wrapper with the style class and alignment around the
 * widget loader, or nothing without a valid restaurant id.
 *
 * @param array $attributes The block's attributes.
 * @return string
 */
function render( $attributes ) {
	$attributes = is_array( $attributes ) ? $attributes : array();
	$ids        = restaurant_ids( $attributes['rid'] ?? array() );
	if ( ! $ids ) {
		return '';
	}
	$style = style( $attributes, $ids );

	$classes = array( 'is-style-' . $style );
	if ( count( $ids ) > 1 ) {
		$classes[] = 'is-multi';
	}
	if ( 'button' === $style && ! empty( $attributes['negativeMargin'] ) ) {
		$classes[] = 'has-no-margin';
	}
	$wrapper = one_style_class( get_block_wrapper_attributes( array( 'class' => implode( ' ', $classes ) ) ), $style );

	// The loader takes `rid` several times, which wp_enqueue_script() would reduce to one; it also
	// writes the widget where it stands, so it is printed in place.
	return sprintf(
		'<div %1$s><script src="%2$s"></script></div>',
		$wrapper,
		esc_url( loader_url( $attributes, $ids, $style ) )
	);
}
