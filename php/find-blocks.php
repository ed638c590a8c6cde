<?php
/**
 * The blocks of a kind in a post's stored content, for the blocks whose server side needs the
 * block a visitor used (the contact form's submissions, the donations checkout).
 *
 * @package Blockpack
 */

namespace Blockpack;

defined( 'ABSPATH' ) || exit;

/**
 * Every block named `$name` in a list of parsed blocks, including those inside other blocks
 * and, when `$follow_refs`, inside the published synced patterns (`core/block`) they show. A
 * block found is not searched further.
 *
 * @param array  $blocks      Parsed blocks (parse_blocks()).
 * @param string $name        The block name, such as `jetpack/contact-form`.
 * @param bool   $follow_refs Whether to look into the synced patterns the blocks show.
 * @param int    $depth       Recursion depth (blocks and synced patterns may nest): past 10, nothing.
 * @return array[] The parsed blocks found, in document order.
 */
function find_blocks( $blocks, $name, $follow_refs = true, $depth = 0 ) {
	$found = array();
	if ( $depth > 10 ) {
		return $found;
	}
	foreach ( (array) $blocks as $block ) {
		if ( ! is_array( $block ) || empty( $block['blockName'] ) ) {
			continue;
		}
		if ( $name === $block['blockName'] ) {
			$found[] = $block;
			continue;
		}
		if ( 'core/block' === $block['blockName'] ) {
			$pattern = $follow_refs && ! empty( $block['attrs']['ref'] ) ? get_post( (int) $block['attrs']['ref'] ) : null;
			if ( $pattern && 'wp_block' === $pattern->post_type && 'publish' === $pattern->post_status ) {
				$found = array_merge( $found, find_blocks( parse_blocks( $pattern->post_content ), $name, true, $depth + 1 ) );
			}
			continue;
		}
		if ( ! empty( $block['innerBlocks'] ) && is_array( $block['innerBlocks'] ) ) {
			$found = array_merge( $found, find_blocks( $block['innerBlocks'], $name, $follow_refs, $depth + 1 ) );
		}
	}
	return $found;
}
