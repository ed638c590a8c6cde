<?php
/**
 * Google Calendar: the front-end iframe (called from render.php). Visitors need no account:
 * the calendar's public embed address is loaded as it is.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Google_Calendar;

defined( 'ABSPATH' ) || exit;

/**
 * Whether a URL is the calendar service's public https calendar address (the rule the editor
 * applies, checked again here because post content can be written by hand).
 *
 * @param mixed $url The stored address.
 * @return bool
 */
function is_public_calendar_url( $url ) {
	if ( ! is_string( $url ) || '' === $url || preg_match( '/[\s"\'<>\\\\`]/', $url ) ) {
		return false;
	}
	$parts = wp_parse_url( $url );
	return is_array( $parts )
		&& 'https' === ( $parts['scheme'] ?? '' )
		&& 'calendar.google.com' === ( $parts['host'] ?? '' )
		&& ! isset( $parts['port'] ) && ! isset( $parts['user'] ) && ! isset( $parts['pass'] )
		&& 1 === preg_match( '#^/calendar(/|$)#', $parts['path'] ?? '' )
		&& 0 === stripos( $url, 'https://calendar.google.com/calendar' );
}

/**
 * The block's HTML for visitors: the calendar in an iframe, or nothing without a valid address.
 *
 * @param array $attributes The block's attributes.
 * @return string Escaped HTML.
 */
function render( $attributes ) {
	$url = $attributes['url'] ?? '';
	if ( ! is_public_calendar_url( $url ) ) {
		return '';
	}
	$height = isset( $attributes['height'] ) ? absint( $attributes['height'] ) : 600;
	if ( $height < 1 ) {
		$height = 600;
	}
	return sprintf(
		'<div %1$s><iframe src="%2$s" title="%3$s" style="border:0" scrolling="no" height="%4$d" width="100%%" loading="lazy" sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"></iframe></div>',
		get_block_wrapper_attributes(),
		esc_url( $url ),
		esc_attr__( 'Google Calendar', 'blockpack' ),
		$height
	);
}
