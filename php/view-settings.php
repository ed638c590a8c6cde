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
		view_json( (object) $settings )
	);
	foreach ( $type->view_script_handles as $handle ) {
		add_view_script( $handle, $script );
	}
}

/**
 * Gives one item of a script's settings, for a script that is no block's `viewScript` (an
 * extended core block's: core/video is core's block) and acts on several items of a page (each
 * video): `window.blockpackView[ $section ][ $key ]`, added beside the keys printed before it.
 * The same item again in one page adds nothing.
 *
 * @param string $handle   The script's handle (registered).
 * @param string $section  The section, such as `core/video`.
 * @param string $key      The item's key, such as a video's id.
 * @param array  $settings The item's settings (JSON values).
 */
function add_view_item_settings( $handle, $section, $key, array $settings ) {
	if ( ! wp_script_is( $handle, 'registered' ) ) {
		return;
	}
	// As above: a global no element can stand in for, values that cannot close the script.
	$script = sprintf(
		'var blockpackView = blockpackView || {}; blockpackView[%1$s] = blockpackView[%1$s] || {}; blockpackView[%1$s][%2$s] = %3$s;',
		wp_json_encode( $section, JSON_UNESCAPED_SLASHES ),
		view_json( $key ),
		view_json( (object) $settings )
	);
	add_view_script( $handle, $script );
}

/**
 * A JSON value that cannot close the script it is printed in.
 *
 * @param mixed $value The value.
 * @return string
 */
function view_json( $value ) {
	return (string) wp_json_encode( $value, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES );
}

/**
 * Prints a settings script before a view script, once a page.
 *
 * @param string $handle The view script's handle.
 * @param string $script The settings script.
 */
function add_view_script( $handle, $script ) {
	$before = wp_scripts()->get_data( $handle, 'before' );
	if ( is_array( $before ) && in_array( $script, $before, true ) ) {
		return;
	}
	wp_add_inline_script( $handle, $script, 'before' );
}
