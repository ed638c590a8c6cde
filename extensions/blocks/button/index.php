<?php
/**
 * Button: the markup printed for a button that its parent does not save in the post content.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Button;

defined( 'ABSPATH' ) || exit;

/**
 * The button's HTML: the saved content when it was saved in the post, otherwise a link, a
 * `<button>` or an `<input>` built from the attributes. Must run while the block renders
 * (it reads the block supports through get_block_wrapper_attributes()).
 *
 * @param array  $attributes The block's attributes.
 * @param string $content    The saved content.
 * @return string
 */
function render( $attributes, $content ) {
	if ( ! empty( $attributes['saveInPostContent'] ) ) {
		return $content;
	}

	$element = isset( $attributes['element'] ) && in_array( $attributes['element'], array( 'a', 'button', 'input' ), true )
		? $attributes['element']
		: 'a';
	$text    = isset( $attributes['text'] ) ? (string) $attributes['text'] : '';

	$wrapper = get_block_wrapper_attributes(
		array(
			'class' => 'wp-block-button',
			'style' => empty( $attributes['width'] ) ? '' : 'width: ' . $attributes['width'] . ';',
		)
	);

	$link = sprintf(
		' class="%s" style="%s"',
		esc_attr( link_classes( $attributes ) ),
		esc_attr( link_styles( $attributes ) )
	);
	if ( empty( $attributes['uniqueId'] ) ) {
		$link .= ' data-id-attr="placeholder"';
	} else {
		$link .= sprintf( ' data-id-attr="%1$s" id="%1$s"', esc_attr( $attributes['uniqueId'] ) );
	}

	if ( 'input' === $element ) {
		$link .= sprintf( ' type="submit" value="%s"', esc_attr( wp_strip_all_tags( $text, true ) ) );
		return sprintf( '<div %s><input%s /></div>', $wrapper, $link );
	}
	if ( 'button' === $element ) {
		$link .= ' type="submit"';
	} else {
		$url   = empty( $attributes['url'] ) ? '#' : $attributes['url'];
		$link .= sprintf( ' href="%s" target="_blank" role="button" rel="noopener noreferrer"', esc_url( $url ) );
	}
	return sprintf( '<div %1$s><%2$s%3$s>%4$s</%2$s></div>', $wrapper, $element, $link, wp_kses_post( $text ) );
}

/**
 * The classes of the rendered link or button, as the saved markup would have them.
 *
 * @param array $attributes The block's attributes.
 * @return string
 */
function link_classes( $attributes ) {
	$classes = array( 'wp-block-button__link' );
	if ( ! empty( $attributes['fontSize'] ) ) {
		$classes[] = 'has-' . $attributes['fontSize'] . '-font-size';
		$classes[] = 'has-custom-font-size';
	}
	if ( ! empty( $attributes['textColor'] ) || ! empty( $attributes['customTextColor'] ) ) {
		$classes[] = 'has-text-color';
	}
	if ( ! empty( $attributes['textColor'] ) ) {
		$classes[] = 'has-' . _wp_to_kebab_case( $attributes['textColor'] ) . '-color';
	}
	if ( ! empty( $attributes['borderColor'] ) ) {
		$classes[] = 'has-border-color';
		$classes[] = 'has-' . _wp_to_kebab_case( $attributes['borderColor'] ) . '-border-color';
	}
	$backgrounds = array( 'backgroundColor', 'customBackgroundColor', 'gradient', 'customGradient' );
	if ( array_filter( array_intersect_key( $attributes, array_flip( $backgrounds ) ) ) ) {
		$classes[] = 'has-background';
	}
	if ( ! empty( $attributes['backgroundColor'] ) ) {
		$classes[] = 'has-' . _wp_to_kebab_case( $attributes['backgroundColor'] ) . '-background-color';
	}
	if ( ! empty( $attributes['gradient'] ) ) {
		$classes[] = 'has-' . $attributes['gradient'] . '-gradient-background';
	}
	if ( isset( $attributes['borderRadius'] ) && 0 === (int) $attributes['borderRadius'] ) {
		$classes[] = 'no-border-radius';
	}
	return implode( ' ', $classes );
}

/**
 * The inline style of the rendered link or button: a palette value wins over a custom one, a
 * gradient over a custom background colour.
 *
 * @param array $attributes The block's attributes.
 * @return string
 */
function link_styles( $attributes ) {
	$styles = array();
	if ( ! empty( $attributes['style']['typography']['fontSize'] ) ) {
		$styles['font-size'] = $attributes['style']['typography']['fontSize'];
	}
	if ( ! empty( $attributes['style']['typography']['textTransform'] ) ) {
		$styles['text-transform'] = $attributes['style']['typography']['textTransform'];
	}
	if ( empty( $attributes['textColor'] ) && ! empty( $attributes['customTextColor'] ) ) {
		$styles['color'] = $attributes['customTextColor'];
	}
	$has_palette_background = ! empty( $attributes['backgroundColor'] ) || ! empty( $attributes['gradient'] );
	if ( ! $has_palette_background && ! empty( $attributes['customGradient'] ) ) {
		$styles['background'] = $attributes['customGradient'];
	} elseif ( ! $has_palette_background && ! empty( $attributes['customBackgroundColor'] ) ) {
		$styles['background-color'] = $attributes['customBackgroundColor'];
	}
	if ( ! empty( $attributes['borderRadius'] ) ) {
		$styles['border-radius'] = (int) $attributes['borderRadius'] . 'px';
	}

	$css = '';
	foreach ( $styles as $property => $value ) {
		$css .= $property . ': ' . $value . '; ';
	}
	if ( ! empty( $attributes['style']['border'] ) && is_array( $attributes['style']['border'] ) ) {
		$border = wp_style_engine_get_styles( array( 'border' => $attributes['style']['border'] ) );
		if ( ! empty( $border['css'] ) ) {
			$css .= $border['css'];
		}
	}
	return trim( $css );
}
