<?php
/**
 * Boots Blockpack, unless the Jetpack plugin is active: both would claim the same block names
 * and REST routes, so Blockpack then steps aside and says so.
 *
 * @package Blockpack
 */

namespace Blockpack;

defined( 'ABSPATH' ) || exit;

/**
 * Plugin bootstrap.
 */
class Plugin {

	/**
	 * Hooks the plugin in. Jetpack loads after Blockpack (plugins load in name order), so the
	 * check waits for `plugins_loaded`.
	 */
	public static function init() {
		add_action( 'plugins_loaded', array( __CLASS__, 'boot' ) );
	}

	/**
	 * Whether the Jetpack plugin is active on this site.
	 *
	 * @return bool
	 */
	public static function is_jetpack_active() {
		$active = defined( 'JETPACK__VERSION' ) || class_exists( '\Jetpack', false );
		/**
		 * Filters whether Blockpack considers the Jetpack plugin active.
		 *
		 * @param bool $active Whether Jetpack is active.
		 */
		return (bool) apply_filters( 'blockpack_is_jetpack_active', $active );
	}

	/**
	 * Registers everything, or only the notice when Jetpack is active.
	 */
	public static function boot() {
		if ( self::is_jetpack_active() ) {
			add_action( 'admin_notices', array( __CLASS__, 'jetpack_notice' ) );
			return;
		}
		Blocks::init();
		Editor::init();
		Rest_Controller::init();
		/**
		 * Fires once Blockpack has registered its hooks.
		 */
		do_action( 'blockpack_loaded' );
	}

	/**
	 * The admin notice shown while Jetpack is active.
	 */
	public static function jetpack_notice() {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-warning"><p>%s</p></div>',
			esc_html__( 'Blockpack is inactive because the Jetpack plugin is active. Both provide the same blocks and REST routes; deactivate Jetpack to use Blockpack, or deactivate Blockpack to keep Jetpack.', 'blockpack' )
		);
	}
}
