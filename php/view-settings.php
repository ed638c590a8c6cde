<?php
/**
 * Settings for visitors' scripts (a block's `viewScript`), printed once by an inline script
 * before it: `window.blockpackView[ block name ]`, read in TS only through
 * `@shared/view-settings`. A view script acts only on these (the addresses it sends to, a
 * nonce), never on an element or a data attribute of the page, which a contributor's Custom
 * HTML can forge.
 *
 * @package Blockpack
 */

namespace Blockpack;

defined( 'ABSPATH' ) || exit;

/**
 * Gives a block's view script its settings. Called while the block renders (the script is
 * printed after it); the same settings again in one page add nothing.
 *
 * @param string $block_name The block's name, such as `jetpack/contact-form`.
 * @param array  $settings   The settings (JSON values).
 */
function add_view_settings( $block_name, array $settings ) {
	$type = \WP_Block_Type_Registry::get_instance()->get_registered( $block_name );
	if ( ! $type || empty( $type->view_script_handles ) ) {
		return;
	}
	// `var` at the top of a classic script makes a global that an element named blockpackView
	// (DOM clobbering) cannot stand in for; the values' angle brackets, ampersands and quotes
	// are \u escapes, so nothing in them can close the script.
	$script = sprintf(
		'var blockpackView = blockpackView || {}; blockpackView[%1$s] = %2$s;',
		wp_json_encode( $block_name, JSON_UNESCAPED_SLASHES ),
		wp_json_encode( (object) $settings, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES )
	);
	foreach ( $type->view_script_handles as $handle ) {
		$before = wp_scripts()->get_data( $handle, 'before' );
		if ( is_array( $before ) && in_array( $script, $before, true ) ) {
			continue;
		}
		wp_add_inline_script( $handle, $script, 'before' );
	}
}
