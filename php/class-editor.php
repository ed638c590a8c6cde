<?php
/**
 * The editor script and style shared by every Blockpack block, and the data they start with.
 *
 * @package Blockpack
 */

namespace Blockpack;

defined( 'ABSPATH' ) || exit;

/**
 * Editor assets.
 */
class Editor {

	const HANDLE = 'blockpack-editor';

	/**
	 * Registers the editor assets before the blocks that name them.
	 */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'register_assets' ), 5 );
		add_action( 'enqueue_block_editor_assets', array( __CLASS__, 'print_data' ) );
	}

	/**
	 * Registers the `blockpack-editor` script and style from the build.
	 */
	public static function register_assets() {
		$asset_file = BLOCKPACK_DIR . '/build/editor.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_register_script(
			self::HANDLE,
			plugins_url( 'build/editor.js', BLOCKPACK_FILE ),
			$asset['dependencies'],
			$asset['version'],
			false
		);
		wp_set_script_translations( self::HANDLE, 'blockpack', BLOCKPACK_DIR . '/languages' );
		if ( is_readable( BLOCKPACK_DIR . '/build/editor.css' ) ) {
			wp_register_style(
				self::HANDLE,
				plugins_url( 'build/editor.css', BLOCKPACK_FILE ),
				array(),
				$asset['version']
			);
		}
	}

	/**
	 * Prints the data the editor script reads at start (`window.blockpackEditor`).
	 */
	public static function print_data() {
		$data = array(
			'blocks'        => Blocks::availability(),
			'siteType'      => 'self-hosted',
			'isPrivateSite' => '-1' === (string) get_option( 'blog_public' ),
		);
		wp_add_inline_script(
			self::HANDLE,
			'window.blockpackEditor = ' . wp_json_encode( $data ) . ';',
			'before'
		);
	}
}
