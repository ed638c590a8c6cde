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
	 * Every WP-Cron event Blockpack schedules, hook => recurrence: the one list. Activating
	 * schedules them, booting schedules each one that is missing (on `init`), deactivating clears
	 * them all. Each hook's callback sits with the code it cleans (`add_action( <hook>, … )`).
	 */
	const SCHEDULED_EVENTS = array(
		'blockpack_contact_form_cleanup'       => 'hourly', // Expired submission guards (contact-form/php/guard.php).
		'blockpack_contact_form_daily_cleanup' => 'daily',  // Old spam, old IPs and user agents (contact-form/php/feedback-retention.php).
		'blockpack_mailchimp_cleanup'          => 'hourly', // Past rate-limit windows (mailchimp/php/subscribe.php).
		'blockpack_map_geocode_cleanup'        => 'hourly', // Past rate-limit windows (map/php/geocode.php).
		'blockpack_instagram_refresh_tokens'   => 'daily',  // Tokens near expiry (instagram-gallery/php/refresh.php).
		'blockpack_resolve_redirect_cleanup'   => 'hourly', // Past rate-limit windows (php/resolve-redirect.php).
		'blockpack_video_uploads_cleanup'      => 'daily',  // Expired video uploads (core-video/php/upload-store.php).
		'blockpack_video_privacy_replace'      => 'hourly', // Video files still to move after the privacy default changed (core-video/php/privacy.php).
	);

	/**
	 * Hooks the plugin in. Jetpack loads after Blockpack (plugins load in name order), so the
	 * check waits for `plugins_loaded`.
	 *
	 * @param string[] $services The services to load when Blockpack boots, relative to the plugin folder.
	 */
	public static function init( $services = array() ) {
		add_action(
			'plugins_loaded',
			function () use ( $services ) {
				self::boot( $services );
			}
		);
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
	 * Loads the services and registers everything, or only the notice when Jetpack is active.
	 *
	 * @param string[] $services The services to load, relative to the plugin folder.
	 */
	public static function boot( $services = array() ) {
		if ( self::is_jetpack_active() ) {
			add_action( 'admin_notices', array( __CLASS__, 'jetpack_notice' ) );
			return;
		}
		foreach ( $services as $service ) {
			require_once BLOCKPACK_DIR . '/' . $service;
		}
		Blocks::init();
		Editor::init();
		Rest_Controller::init();
		add_action( 'init', array( __CLASS__, 'schedule_events' ) );
		/**
		 * Fires once Blockpack has registered its hooks.
		 */
		do_action( 'blockpack_loaded' );
	}

	/**
	 * Schedules each of our WP-Cron events that is missing (after activation, or if it was
	 * removed), the first run an hour from now.
	 */
	public static function schedule_events() {
		foreach ( self::SCHEDULED_EVENTS as $hook => $recurrence ) {
			if ( ! wp_next_scheduled( $hook ) ) {
				wp_schedule_event( time() + HOUR_IN_SECONDS, $recurrence, $hook );
			}
		}
	}

	/**
	 * On activation (register_activation_hook in plugin.php): schedules the events then, so that
	 * the first page after activation, often the editor, does not write the cron option six
	 * times. `schedule_events()` on `init` still restores any that go missing.
	 */
	public static function activate() {
		if ( ! self::is_jetpack_active() ) {
			self::schedule_events();
		}
	}

	/**
	 * On deactivation (register_deactivation_hook in plugin.php): clears every WP-Cron event we
	 * scheduled, so that none runs while Blockpack is inactive; activating schedules them again.
	 */
	public static function deactivate() {
		foreach ( array_keys( self::SCHEDULED_EVENTS ) as $hook ) {
			wp_unschedule_hook( $hook );
		}
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
