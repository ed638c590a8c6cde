<?php
/**
 * The blocks of a kind in a post's stored content, for the blocks whose server side needs the
 * block a visitor used (the contact form's submissions, the donations checkout).
 *
 * @package Blockpack
 */

namespace Blockpack;

defined( 'ABSPATH' ) || exit;

/** The most synced-pattern references one search follows, in all. */
const FIND_BLOCKS_MAX_REFS = 100;

/**
 * Every block named `$name` in a list of parsed blocks, including those inside other blocks
 * and, when `$follow_refs`, inside the published synced patterns (`core/block`) they show. A
 * block found is not searched further.
 *
 * A pattern is not searched again inside itself (as core's `core/block` render shows nothing for
 * a pattern that shows itself), each pattern is parsed once a search, and one search follows at
 * most FIND_BLOCKS_MAX_REFS references in all: an author's patterns that show one another many
 * times cannot make a visitor's request parse them without end.
 *
 * @param array  $blocks      Parsed blocks (parse_blocks()).
 * @param string $name        The block name, such as `jetpack/contact-form`.
 * @param bool   $follow_refs Whether to look into the synced patterns the blocks show.
 * @param int    $depth       Recursion depth (blocks and synced patterns may nest): past 10, nothing.
 * @param array  $search      Internal: the search's state (patterns being searched, parsed
 *                            patterns, references left).
 * @return array[] The parsed blocks found, in document order.
 */
function find_blocks( $blocks, $name, $follow_refs = true, $depth = 0, &$search = null ) {
	$found = array();
	if ( $depth > 10 ) {
		return $found;
	}
	if ( null === $search ) {
		$search = array(
			'open'   => array(),
			'parsed' => array(),
			'left'   => FIND_BLOCKS_MAX_REFS,
		);
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
			$ref = $follow_refs && ! empty( $block['attrs']['ref'] ) ? (int) $block['attrs']['ref'] : 0;
			if ( $ref <= 0 || isset( $search['open'][ $ref ] ) || $search['left'] <= 0 ) {
				continue;
			}
			--$search['left'];
			if ( ! isset( $search['parsed'][ $ref ] ) ) {
				$pattern                    = get_post( $ref );
				$search['parsed'][ $ref ] = $pattern && 'wp_block' === $pattern->post_type && 'publish' === $pattern->post_status
					? parse_blocks( $pattern->post_content ) : array();
			}
			$search['open'][ $ref ] = true;
			$found                  = array_merge( $found, find_blocks( $search['parsed'][ $ref ], $name, true, $depth + 1, $search ) );
			unset( $search['open'][ $ref ] );
			continue;
		}
		if ( ! empty( $block['innerBlocks'] ) && is_array( $block['innerBlocks'] ) ) {
			$found = array_merge( $found, find_blocks( $block['innerBlocks'], $name, $follow_refs, $depth + 1, $search ) );
		}
	}
	return $found;
}
