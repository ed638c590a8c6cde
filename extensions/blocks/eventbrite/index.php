<?php
/**
 * Eventbrite Checkout: visitors' rendering (called from render.php) and the resolve-redirect
 * route the editor uses for short links.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Eventbrite;

defined( 'ABSPATH' ) || exit;

/** Eventbrite's widget script. */
const WIDGET_SCRIPT = 'https://www.eventbrite.com/static/widgets/eb_widgets.js';

/** An event page, ending in the event's numeric id (the same rule as the editor's url.ts). */
const EVENT_URL = '#^https?://(?:[0-9a-z-]+\.)?eventbrite\.[a-z]{2,3}(?:\.[a-z]{2})?/e/[^/?\#\s]*?(\d+)/?(?:\?[^/\#\s]*)?$#i';

/**
 * Whether an address is an event page.
 *
 * @param string $url The address.
 * @return bool
 */
function is_event_url( $url ) {
	return is_string( $url ) && 1 === preg_match( EVENT_URL, $url );
}

/**
 * Enqueues the widget script with one call to create a widget.
 *
 * @param array $widget The widget's options (already safe values: ints and ids).
 */
function enqueue_widget( array $widget ) {
	wp_enqueue_script( 'blockpack-eventbrite-widget', WIDGET_SCRIPT, array(), null, true ); // No version: the service's script is not versioned.
	wp_add_inline_script(
		'blockpack-eventbrite-widget',
		'window.EBWidgets && window.EBWidgets.createWidget(' . wp_json_encode( $widget ) . ');'
	);
}

/**
 * Renders the block for visitors: the checkout embedded in the page, or the inner button that
 * opens it in a modal. Without script, the link to the event remains.
 *
 * @param array  $attributes The block's attributes.
 * @param string $content    The saved markup (the inner button's rendering, for the modal).
 * @return string HTML.
 */
function render( $attributes, $content ) {
	$url      = isset( $attributes['url'] ) ? (string) $attributes['url'] : '';
	$event_id = isset( $attributes['eventId'] ) ? absint( $attributes['eventId'] ) : 0;
	if ( ! $event_id || ! is_event_url( $url ) ) {
		return '';
	}
	$widget_id = wp_unique_id( 'eventbrite-widget-' );
	$is_modal  = ! empty( $attributes['useModal'] ) || ( isset( $attributes['style'] ) && 'modal' === $attributes['style'] );

	if ( ! $is_modal ) {
		enqueue_widget(
			array(
				'widgetType'        => 'checkout',
				'eventId'           => $event_id,
				'iframeContainerId' => $widget_id,
			)
		);
		$wrapper = get_block_wrapper_attributes(
			array(
				'id'    => $widget_id,
				'class' => 'wp-block-jetpack-eventbrite--embed',
			)
		);
		return sprintf(
			'<div %1$s><a href="%2$s" rel="noopener noreferrer" target="_blank" class="eventbrite__direct-link">%3$s</a></div>',
			$wrapper,
			esc_url( $url ),
			esc_html__( 'Register on Eventbrite', 'blockpack' )
		);
	}

	enqueue_widget(
		array(
			'widgetType'            => 'checkout',
			'eventId'               => $event_id,
			'modal'                 => true,
			'modalTriggerElementId' => $widget_id,
		)
	);
	// The saved button carries a placeholder id (older posts: eventbrite-widget-<event id>).
	$content = str_replace( 'eventbrite-widget-id', esc_attr( $widget_id ), $content );
	$content = preg_replace( '/eventbrite-widget-\d+(?=")/', esc_attr( $widget_id ), $content );
	// The button links to the event, for visitors without script.
	$content = preg_replace(
		'/\shref="#"/',
		' href="' . esc_url( $url ) . '"',
		$content
	);
	return $content;
}
