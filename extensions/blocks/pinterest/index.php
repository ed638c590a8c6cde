<?php
/**
 * Pinterest: visitors' rendering (called from render.php): Pinterest's widget anchor and
 * script, only on pages with the block.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Pinterest;

defined( 'ABSPATH' ) || exit;

/** Pinterest's widget script. */
const PINIT_SCRIPT = 'https://assets.pinterest.com/js/pinit.js';

/**
 * The kind of a Pinterest address (the same rule as the editor's url.ts).
 *
 * @param string $url The address.
 * @return string `embedPin`, `embedUser`, `embedBoard`, or '' when it is none of them.
 */
function pin_type( $url ) {
	$parts = is_string( $url ) ? wp_parse_url( $url ) : false;
	if (
		! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] )
		|| ! in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true )
		|| ! preg_match( '/^(?:(?:www|[a-z]{2})\.)?pinterest\.[a-z]{2,3}(?:\.[a-z]{2})?$/i', $parts['host'] )
	) {
		return '';
	}
	$path     = isset( $parts['path'] ) ? $parts['path'] : '';
	$segments = array_values( array_filter( explode( '/', $path ), 'strlen' ) );
	foreach ( $segments as $segment ) {
		if ( ! preg_match( '/^[\w.%-]+$/', $segment ) ) {
			return '';
		}
	}
	$count = count( $segments );
	if ( $count > 0 && 'pin' === $segments[0] ) {
		return 2 === $count ? 'embedPin' : '';
	}
	if ( 1 === $count ) {
		return 'embedUser';
	}
	return 2 === $count ? 'embedBoard' : '';
}

/**
 * Renders the block for visitors.
 *
 * @param array $attributes The block's attributes.
 * @return string HTML.
 */
function render( $attributes ) {
	$url  = isset( $attributes['url'] ) ? (string) $attributes['url'] : '';
	$type = pin_type( $url );
	if ( '' === $type ) {
		return '';
	}
	wp_enqueue_script( 'blockpack-pinterest-pinit', PINIT_SCRIPT, array(), null, true ); // No version: the service's script is not versioned.
	return sprintf(
		'<div %1$s><a data-pin-do="%2$s" href="%3$s">%4$s</a></div>',
		get_block_wrapper_attributes(),
		esc_attr( $type ),
		esc_url( $url ),
		esc_html( $url )
	);
}
