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
 * Block registration, from the build: `build/blocks-manifest.php` (every block.json, keyed by
 * its folder under build/blocks/, in the format of wp_register_block_metadata_collection()) and
 * `build/blocks-php.php` (each block's `index.php`, relative to build/), both written by
 * webpack.config.js. Nothing here reads a folder listing.
 */
class Blocks {

	/**
	 * The generated manifest, relative to the plugin folder.
	 */
	const MANIFEST = 'build/blocks-manifest.php';

	/**
	 * The generated list of the blocks' `index.php` files, relative to the plugin folder.
	 */
	const PHP_LIST = 'build/blocks-php.php';

	/**
	 * Loads each block's own PHP (render helpers, hooks, routes) from the build and hooks
	 * block registration in. A missing build is reported to administrators, not fatal.
	 */
	public static function init() {
		foreach ( self::generated( self::PHP_LIST ) as $file ) {
			require_once BLOCKPACK_DIR . '/build/' . $file;
		}
		add_action( 'init', array( __CLASS__, 'register' ) );
		add_filter( 'block_categories_all', array( __CLASS__, 'categories' ) );
		add_action( 'admin_notices', array( __CLASS__, 'missing_build_notice' ) );
	}

	/**
	 * One of the files the build generates: the array it returns, or none when it is missing.
	 *
	 * @param string $file The file, relative to the plugin folder.
	 * @return array
	 */
	private static function generated( $file ) {
		$path = BLOCKPACK_DIR . '/' . $file;
		return is_readable( $path ) ? (array) require $path : array();
	}

	/**
	 * Every block's metadata, keyed by its folder under build/blocks/ (`business-hours`,
	 * `contact-form/fields/text`).
	 *
	 * @return array<string, array>
	 */
	public static function manifest() {
		return self::generated( self::MANIFEST );
	}

	/**
	 * A block's slug: its name without the `jetpack/` namespace, such as `field-text`.
	 *
	 * @param array $metadata The block's metadata.
	 * @return string
	 */
	private static function slug( $metadata ) {
		$name = isset( $metadata['name'] ) ? (string) $metadata['name'] : '';
		$at   = strpos( $name, '/' );
		return false === $at ? $name : substr( $name, $at + 1 );
	}

	/**
	 * The slugs of the blocks in the plugin, from the manifest.
	 *
	 * @return string[]
	 */
	public static function slugs() {
		return array_values( array_map( array( __CLASS__, 'slug' ), self::manifest() ) );
	}

	/**
	 * Registers every built block. Where WordPress has block metadata collections (6.7+), the
	 * manifest is registered as one, so that register_block_type() takes each block's metadata
	 * from it instead of reading its block.json. WordPress identifies a block of a collection by
	 * its folder's name: the top-level blocks are found in the manifest that way; the children
	 * (`contact-form/fields/text`) are not, and WordPress reads their block.json, as before 6.7.
	 * The build refuses a child folder named like a top-level block, so no lookup finds another
	 * block's metadata.
	 */
	public static function register() {
		$manifest = self::manifest();
		$blocks   = wp_normalize_path( BLOCKPACK_DIR . '/build/blocks' );
		if ( $manifest && function_exists( 'wp_register_block_metadata_collection' ) && self::in_plugin_roots( $blocks ) ) {
			wp_register_block_metadata_collection( $blocks, wp_normalize_path( BLOCKPACK_DIR . '/' . self::MANIFEST ) );
		}
		foreach ( array_keys( $manifest ) as $path ) {
			register_block_type( $blocks . '/' . $path );
		}
	}

	/**
	 * Whether a folder is inside the plugin folders, where WordPress accepts block metadata
	 * collections (a plugin linked into wp-content/plugins from elsewhere is not).
	 *
	 * @param string $path A normalized absolute path.
	 * @return bool
	 */
	private static function in_plugin_roots( $path ) {
		foreach ( array( WP_PLUGIN_DIR, WPMU_PLUGIN_DIR ) as $root ) {
			if ( 0 === strpos( $path, trailingslashit( wp_normalize_path( $root ) ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Tells administrators when the blocks are not built (a copy from source without
	 * `npm run build`): the plugin is active but has no blocks.
	 */
	public static function missing_build_notice() {
		if ( ! current_user_can( 'activate_plugins' ) || is_readable( BLOCKPACK_DIR . '/' . self::MANIFEST ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			esc_html__( 'Blockpack’s blocks are not built: run `npm run build` in the plugin’s folder, or install a release of the plugin.', 'blockpack' )
		);
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
