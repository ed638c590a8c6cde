<?php
/**
 * Repeat Visitor for visitors: the same HTML for every visitor, whatever their cookie, so that
 * full-page caches can serve it. The wrapper carries the criteria and threshold for the view
 * script (view.ts), which decides in the browser; style.css hides the block until then.
 * "after-visits" content is also `hidden`, so that without JavaScript (or without our CSS) it
 * does not show; "before-visits" content shows without JavaScript (a `noscript` style).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Repeat_Visitor;

defined( 'ABSPATH' ) || exit;

/**
 * The saved markup with the decision's inputs on its wrapper.
 *
 * @param array  $attributes The block's attributes.
 * @param string $content    The saved HTML, inner blocks rendered.
 * @return string
 */
function render_block( $attributes, $content ) {
	$criteria  = isset( $attributes['criteria'] ) && is_string( $attributes['criteria'] ) ? $attributes['criteria'] : 'after-visits';
	$threshold = isset( $attributes['threshold'] ) && is_scalar( $attributes['threshold'] ) ? (int) $attributes['threshold'] : 3;
	$shows     = 'before-visits' === $criteria;

	$tags = new \WP_HTML_Tag_Processor( $content );
	if ( ! $tags->next_tag( array( 'class_name' => 'wp-block-jetpack-repeat-visitor' ) ) ) {
		return $shows ? $content : '';
	}
	if ( is_feed() && ! $shows ) {
		// Feed readers run no script: they get what a visitor without JavaScript sees.
		$class = $tags->get_attribute( 'class' );
		return '<div class="' . esc_attr( is_string( $class ) ? $class : 'wp-block-jetpack-repeat-visitor' ) . '"></div>';
	}
	$tags->set_attribute( 'data-criteria', $criteria );
	$tags->set_attribute( 'data-threshold', (string) $threshold );
	if ( ! $shows ) {
		$tags->set_attribute( 'hidden', true );
		return $tags->get_updated_html();
	}
	// style.css hides the block until the view script decides; a browser that runs no script
	// reads this style (inert text where scripts run) and shows "before-visits" content. Its
	// selector outweighs style.css's, which WordPress may print after it (classic themes).
	return $tags->get_updated_html() . '<noscript><style>.wp-block-jetpack-repeat-visitor[data-criteria="before-visits"][data-threshold]:not(.is-decided){display:block}</style></noscript>';
}
