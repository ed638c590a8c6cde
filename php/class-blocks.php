<?php
/**
 * Registers Blockpack's blocks from their built block.json files, its block categories, and
 * says which blocks are available.
 *
 * @package Blockpack
 */

namespace Blockpack;

defined( 'ABSPATH' ) || exit;

/**
 * Block registration.
 */
class Blocks {

	/**
	 * Hooks block registration in and loads each block's own PHP (routes, rendering helpers).
	 */
	public static function init() {
		foreach ( self::slugs() as $slug ) {
			$file = BLOCKPACK_DIR . '/extensions/blocks/' . $slug . '/' . $slug . '.php';
			if ( is_readable( $file ) ) {
				require_once $file;
			}
		}
		// Extensions of core blocks (embed variants, widget conversions) keep their PHP beside
		// their script: extensions/extended-blocks/<slug>/<slug>.php.
		foreach ( (array) glob( BLOCKPACK_DIR . '/extensions/extended-blocks/*', GLOB_ONLYDIR ) as $dir ) {
			$file = $dir . '/' . basename( $dir ) . '.php';
			if ( is_readable( $file ) ) {
				require_once $file;
			}
		}
		add_action( 'init', array( __CLASS__, 'register' ) );
		add_filter( 'block_categories_all', array( __CLASS__, 'categories' ) );
	}

	/**
	 * The slugs of the blocks in the plugin, from the source folders.
	 *
	 * @return string[]
	 */
	public static function slugs() {
		$slugs = array();
		foreach ( (array) glob( BLOCKPACK_DIR . '/extensions/blocks/*/block.json' ) as $file ) {
			$slugs[] = basename( dirname( $file ) );
		}
		return $slugs;
	}

	/**
	 * Registers every built block. A missing build is reported to administrators, not fatal.
	 */
	public static function register() {
		foreach ( self::slugs() as $slug ) {
			$dir = BLOCKPACK_DIR . '/build/blocks/' . $slug;
			if ( ! is_readable( $dir . '/block.json' ) ) {
				continue;
			}
			/**
			 * Filters the arguments Blockpack passes to register_block_type() for one block.
			 *
			 * @param array  $args Extra arguments (for example a render_callback).
			 * @param string $slug The block's slug, such as `business-hours`.
			 */
			$args = apply_filters( 'blockpack_register_block_args', array(), $slug );
			register_block_type( $dir, $args );
		}
	}

	/**
	 * Adds the Earn and Grow categories.
	 *
	 * @param array $categories The editor's block categories.
	 * @return array
	 */
	public static function categories( $categories ) {
		$existing = wp_list_pluck( $categories, 'slug' );
		$ours     = array(
			array(
				'slug'  => 'earn',
				'title' => __( 'Earn', 'blockpack' ),
				'icon'  => null,
			),
			array(
				'slug'  => 'grow',
				'title' => __( 'Grow', 'blockpack' ),
				'icon'  => null,
			),
		);
		foreach ( $ours as $category ) {
			if ( ! in_array( $category['slug'], $existing, true ) ) {
				$categories[] = $category;
			}
		}
		return $categories;
	}

	/**
	 * Whether each block is available on this site, and why not when it is not.
	 *
	 * @return array<string, array{available: bool, unavailable_reason?: string, beta?: bool}>
	 */
	public static function availability() {
		$beta = (array) apply_filters( 'blockpack_beta_blocks', array() );
		$out  = array();
		foreach ( self::slugs() as $slug ) {
			$out[ $slug ] = array(
				'available' => true,
				'beta'      => in_array( $slug, $beta, true ),
			);
		}
		/**
		 * Filters block availability. A block set to unavailable with a reason of
		 * `missing_plan` or `unknown` still shows in the editor, with a warning.
		 *
		 * @param array $out Availability by block slug.
		 */
		return apply_filters( 'blockpack_block_availability', $out );
	}
}
