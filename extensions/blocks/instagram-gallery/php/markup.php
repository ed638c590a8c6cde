<?php
/**
 * Latest Instagram Posts: the grid visitors see (Jetpack's markup): one element with the block's
 * classes and the grid's (`__grid`, `__grid-columns-N`, `is-stacked-on-mobile`), the spacing as
 * the `--latest-instagram-posts-spacing` custom property, and one link per post around a lazy
 * image with its caption as alt text, in a square box reserved by the style sheet (no layout
 * shift). With nothing to show (no connection, no posts, nothing cached and Instagram failing)
 * the saved markup is printed as it is: the profile link, or nothing. Never an error.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Instagram_Gallery;

defined( 'ABSPATH' ) || exit;

/**
 * A number attribute, defaulted and kept in its range.
 *
 * @param array  $attributes The attributes.
 * @param string $name       The attribute.
 * @param int    $fallback   Its default.
 * @param int    $min        The smallest value.
 * @param int    $max        The largest value.
 * @return int
 */
function number_attribute( array $attributes, $name, $fallback, $min, $max ) {
	$value = isset( $attributes[ $name ] ) && is_numeric( $attributes[ $name ] ) ? (int) round( (float) $attributes[ $name ] ) : $fallback;
	return max( $min, min( $max, $value ) );
}

/**
 * The block's front-end markup.
 *
 * @param array  $attributes The block's attributes.
 * @param string $content    The saved markup.
 * @return string
 */
function render( $attributes, $content ) {
	$attributes = is_array( $attributes ) ? $attributes : array();
	$content    = is_string( $content ) ? $content : '';
	$columns    = number_attribute( $attributes, 'columns', 3, 1, 6 );
	$count      = number_attribute( $attributes, 'count', 9, 1, MAX_POSTS );
	$spacing    = number_attribute( $attributes, 'spacing', 10, 0, 50 );
	$stacked    = ! isset( $attributes['isStackedOnMobile'] ) || false !== $attributes['isStackedOnMobile'];
	$gallery    = isset( $attributes['accessToken'] ) ? visitor_gallery( $attributes['accessToken'], $count ) : null;
	if ( ! $gallery || ! $gallery['images'] ) {
		return $content;
	}
	$classes = array(
		'wp-block-jetpack-instagram-gallery__grid',
		'wp-block-jetpack-instagram-gallery__grid-columns-' . $columns,
	);
	if ( $stacked ) {
		$classes[] = 'is-stacked-on-mobile';
	}
	$wrapper = get_block_wrapper_attributes(
		array(
			'class' => implode( ' ', $classes ),
			'style' => '--latest-instagram-posts-spacing:' . $spacing . 'px;',
		)
	);
	$html = '<div ' . $wrapper . '>';
	foreach ( $gallery['images'] as $image ) {
		if ( ! is_array( $image ) || empty( $image['url'] ) || empty( $image['link'] ) ) {
			continue;
		}
		$title = isset( $image['title'] ) && is_string( $image['title'] ) && '' !== $image['title'] ? $image['title'] : __( 'Instagram post', 'blockpack' );
		$html .= sprintf(
			'<a class="wp-block-jetpack-instagram-gallery__grid-post" href="%1$s" target="_blank" rel="noopener noreferrer"><img src="%2$s" alt="%3$s" loading="lazy" decoding="async" width="640" height="640" /></a>',
			esc_url( $image['link'] ),
			esc_url( $image['url'] ),
			esc_attr( $title )
		);
	}
	return $html . '</div>';
}
