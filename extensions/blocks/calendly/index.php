<?php
/**
 * Calendly: what visitors get. Inline style is an iframe of the calendar (no script); link style
 * is the inner button, which opens Calendly's popup through Calendly's own widget script
 * (enqueued only on pages that render such a block) and opens the calendar in a new tab without
 * script.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Calendly;

defined( 'ABSPATH' ) || exit;

const WIDGET_SCRIPT = 'blockpack-calendly-widget';
const BUTTON_ID     = 'calendly-widget-id';

/**
 * The stored address when it is a Calendly https address (origin and path only), else ''.
 *
 * @param mixed $url The stored address.
 * @return string
 */
function validated_url( $url ) {
	if ( ! is_string( $url ) || 0 !== strpos( $url, 'https://calendly.com/' ) ) {
		return '';
	}
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || 'calendly.com' !== ( $parts['host'] ?? '' )
		|| isset( $parts['user'] ) || isset( $parts['pass'] ) || isset( $parts['port'] ) ) {
		return '';
	}
	return 'https://calendly.com' . ( $parts['path'] ?? '/' );
}

/**
 * A stored colour as hex digits, or the default when it is not a colour.
 *
 * @param array  $attributes The block's attributes.
 * @param string $name       The attribute.
 * @param string $fallback   The default.
 * @return string
 */
function color( $attributes, $name, $fallback ) {
	$value = isset( $attributes[ $name ] ) && is_string( $attributes[ $name ] ) ? $attributes[ $name ] : '';
	$value = ltrim( $value, '#' );
	return preg_match( '/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i', $value ) ? $value : $fallback;
}

/**
 * The calendar address with Calendly's embed parameters.
 *
 * @param string $url        The validated address.
 * @param array  $attributes The block's attributes.
 * @return string
 */
function calendar_url( $url, $attributes ) {
	$host = wp_parse_url( home_url(), PHP_URL_HOST );
	return add_query_arg(
		array(
			'embed_domain'            => rawurlencode( is_string( $host ) ? $host : '' ),
			'embed_type'              => 'Inline',
			'hide_event_type_details' => empty( $attributes['hideEventTypeDetails'] ) ? '0' : '1',
			'background_color'        => color( $attributes, 'backgroundColor', 'ffffff' ),
			'primary_color'           => color( $attributes, 'primaryColor', '00A2FF' ),
			'text_color'              => color( $attributes, 'textColor', '4D5055' ),
		),
		$url
	);
}

/**
 * The block's HTML for visitors: nothing without a valid Calendly address.
 *
 * @param array  $attributes The block's attributes.
 * @param string $content    The saved content with the inner button rendered.
 * @return string
 */
function render( $attributes, $content ) {
	$url = validated_url( $attributes['url'] ?? '' );
	if ( '' === $url ) {
		return '';
	}
	$style = isset( $attributes['style'] ) && 'link' === $attributes['style'] ? 'link' : 'inline';
	$src   = calendar_url( $url, $attributes );
	$id    = wp_unique_id( 'calendly-block-' );

	$wrapper = get_block_wrapper_attributes( array( 'class' => 'calendly-style-' . $style ) );

	if ( 'inline' === $style ) {
		return sprintf(
			'<div %1$s><iframe src="%2$s" width="100%%" height="630" loading="lazy" title="%3$s"></iframe></div>',
			$wrapper,
			esc_url( $src ),
			esc_attr__( 'Calendly scheduling calendar', 'blockpack' )
		);
	}

	if ( false === strpos( $content, 'wp-block-button' ) ) {
		$button = legacy_button( $attributes, $id, $src );
	} else {
		// The inner button printed the stored address and the placeholder id: make them this block's.
		$button = preg_replace( '/<div[^>]*class="wp-block-jetpack-calendly[^"]*"[^>]*>|<\/div>\s*$/', '', trim( $content ) );
		$button = str_replace( BUTTON_ID, esc_attr( $id ), (string) $button );
		$button = str_replace( 'href="' . esc_url( $url ) . '"', 'href="' . esc_url( $src ) . '"', $button );
	}

	enqueue_widget( $id, $src );
	return sprintf( '<div %1$s>%2$s</div>', $wrapper, $button );
}

/**
 * The button of a block saved before the inner button existed.
 *
 * @param array  $attributes The block's attributes (with the old button attributes).
 * @param string $id         The button's id.
 * @param string $url        The calendar address.
 * @return string
 */
function legacy_button( $attributes, $id, $url ) {
	$text  = isset( $attributes['submitButtonText'] ) && '' !== $attributes['submitButtonText']
		? (string) $attributes['submitButtonText']
		: __( 'Schedule time with me', 'blockpack' );
	$style = '';
	foreach ( array(
		'color'            => 'customTextButtonColor',
		'background-color' => 'customBackgroundButtonColor',
	) as $property => $name ) {
		$value = color( $attributes, $name, '' );
		if ( '' !== $value ) {
			$style .= $property . ': #' . $value . '; ';
		}
	}
	return sprintf(
		'<div class="wp-block-button"><a id="%1$s" class="wp-block-button__link" style="%2$s" href="%3$s" target="_blank" rel="noopener noreferrer" role="button">%4$s</a></div>',
		esc_attr( $id ),
		esc_attr( trim( $style ) ),
		esc_url( $url ),
		wp_kses_post( $text )
	);
}

/**
 * Enqueues Calendly's widget script and style and the handler that opens the popup from the
 * button with this id (click, Enter, or Space as for a button). The popup's address is the
 * block's, printed here: never the element's href, since content can hold an element with the
 * same (predictable) id before the button, and the popup would frame any page inside the site.
 *
 * @param string $id  The button's id.
 * @param string $url The calendar's address.
 */
function enqueue_widget( $id, $url ) {
	// Third-party files, versioned by Calendly.
	wp_enqueue_style( WIDGET_SCRIPT, 'https://assets.calendly.com/assets/external/widget.css', array(), null );
	wp_enqueue_script( WIDGET_SCRIPT, 'https://assets.calendly.com/assets/external/widget.js', array(), null, array( 'in_footer' => true ) );
	wp_add_inline_script(
		WIDGET_SCRIPT,
		sprintf(
			'(function(b,u){if(!b||!window.Calendly){return;}b.addEventListener("click",function(e){e.preventDefault();window.Calendly.initPopupWidget({url:u});});b.addEventListener("keydown",function(e){if(" "===e.key){e.preventDefault();b.click();}});})(document.getElementById(%1$s),%2$s);',
			wp_json_encode( $id ),
			wp_json_encode( $url, JSON_HEX_TAG | JSON_HEX_AMP )
		)
	);
}
