<?php
/**
 * The editor script and style shared by every Blockpack block, and the data they start with.
 *
 * `build/editor.css` holds the editor styles and every block's front-end styles, so it is the
 * one stylesheet Blockpack loads in the editor (its page and its canvas): the blocks' own
 * `style.css` files, which WordPress would otherwise load there for every registered block,
 * whether the post uses it or not, are kept out of the editor. Visitors still get each block's
 * `style.css`, only on pages that contain the block.
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
		add_action( 'current_screen', array( __CLASS__, 'prime_settings' ) );
		add_action( 'enqueue_block_editor_assets', array( __CLASS__, 'print_data' ) );
		// After core has enqueued every block's styles (priority 10) for the editor's page
		// (both actions) and for its canvas (`enqueue_block_assets`, from
		// _wp_get_iframed_editor_assets()).
		add_action( 'enqueue_block_assets', array( __CLASS__, 'replace_block_styles' ), 100 );
		add_action( 'enqueue_block_editor_assets', array( __CLASS__, 'replace_block_styles' ), 100 );
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
			// In the footer, with core's editor scripts: in the head it pulled React and some
			// forty of its dependencies up there with it, which broke WordPress's concatenation
			// of the head scripts into two more requests (moxie, plupload) than without us.
			true
		);
		wp_set_script_translations( self::HANDLE, 'blockpack', BLOCKPACK_DIR . '/languages' );
		if ( is_readable( BLOCKPACK_DIR . '/build/editor.css' ) ) {
			wp_register_style(
				self::HANDLE,
				plugins_url( 'build/editor.css', BLOCKPACK_FILE ),
				array(),
				$asset['version']
			);
			if ( is_readable( BLOCKPACK_DIR . '/build/editor-rtl.css' ) ) {
				wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
			}
		}
	}

	/**
	 * The style handles of Blockpack's blocks that load one of our built `style.css` files (not
	 * the core handles a block may also name, such as `wp-block-button`).
	 *
	 * @return string[]
	 */
	public static function block_style_handles() {
		$prefix  = plugins_url( 'build/blocks/', BLOCKPACK_FILE );
		$handles = array();
		foreach ( \WP_Block_Type_Registry::get_instance()->get_all_registered() as $block_type ) {
			if ( 0 !== strpos( $block_type->name, 'jetpack/' ) ) {
				continue;
			}
			foreach ( (array) $block_type->style_handles as $handle ) {
				$style = wp_styles()->query( $handle, 'registered' );
				if ( $style && is_string( $style->src ) && 0 === strpos( $style->src, $prefix ) ) {
					$handles[] = $handle;
				}
			}
		}
		return array_values( array_unique( $handles ) );
	}

	/**
	 * In the editor, drops our blocks' front-end stylesheets that core has just enqueued for
	 * every registered block, and makes sure `build/editor.css`, which contains them, loads
	 * instead.
	 */
	public static function replace_block_styles() {
		// In wp-admin, WordPress enqueues block assets only for a block editor: its page (the
		// post, site and widgets editors, the Customizer's widgets) and its canvas. On the
		// front end, the same hook serves visitors, and nothing changes there.
		if ( ! is_admin() || ! wp_style_is( self::HANDLE, 'registered' ) ) {
			return;
		}
		$dropped = false;
		foreach ( self::block_style_handles() as $handle ) {
			if ( wp_style_is( $handle, 'enqueued' ) ) {
				wp_dequeue_style( $handle );
				$dropped = true;
			}
		}
		if ( $dropped ) {
			wp_enqueue_style( self::HANDLE );
		}
	}

	/**
	 * On a block editor's page, reads Blockpack's settings in one query before anything asks for
	 * them one at a time: the editor's data below, and its preloaded `/wp/v2/settings`.
	 *
	 * @param \WP_Screen $screen The page.
	 */
	public static function prime_settings( $screen ) {
		if ( $screen->is_block_editor() ) {
			Settings\prime();
		}
	}

	/**
	 * Prints the one object of data the editor script reads at start (`window.blockpackEditor`,
	 * read through shared/editor-data.ts): block availability and site facts, plus the sections
	 * that blocks add on the `blockpack_editor_data` filter (`contactForm`, `gif`).
	 */
	public static function print_data() {
		$data = array(
			'blocks'        => Blocks::availability(),
			'siteType'      => 'self-hosted',
			'isPrivateSite' => '-1' === (string) get_option( 'blog_public' ),
		);
		/**
		 * Filters the editor data: a block adds its own section under its own key.
		 *
		 * @param array         $data The data.
		 * @param \WP_Post|null $post The post being edited, if any.
		 */
		$data = apply_filters( 'blockpack_editor_data', $data, get_post() );
		wp_add_inline_script(
			self::HANDLE,
			'window.blockpackEditor = ' . wp_json_encode( $data ) . ';',
			'before'
		);
	}
}
