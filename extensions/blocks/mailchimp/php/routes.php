<?php
/**
 * Mailchimp: the editor's routes, in Jetpack's shapes. `GET /wpcom/v2/mailchimp` says whether
 * the site is connected (from what is saved: no call to Mailchimp) and where to connect it;
 * `GET /wpcom/v2/mailchimp/groups` lists the audience's groups (api.php's groups()).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Mailchimp;

use Blockpack\Rest_Controller;

defined( 'ABSPATH' ) || exit;

/**
 * The address of the Mailchimp section of Settings → Blockpack.
 *
 * @return string
 */
function settings_url() {
	return \Blockpack\Settings\url( 'mailchimp' );
}

/**
 * `GET /wpcom/v2/mailchimp`.
 *
 * @return array `{ code: 'connected'|'not_connected', connect_url, can_connect }`.
 */
function get_connection() {
	return array(
		'code'        => is_connected() ? 'connected' : 'not_connected',
		'connect_url' => settings_url(),
		'can_connect' => current_user_can( 'manage_options' ),
	);
}

/**
 * `GET /wpcom/v2/mailchimp/groups`.
 *
 * @return array|\WP_Error
 */
function get_groups() {
	return groups();
}

/**
 * Registers the editor's routes (users who can edit posts).
 */
function register_editor_routes() {
	foreach ( array(
		'/mailchimp'        => __NAMESPACE__ . '\get_connection',
		'/mailchimp/groups' => __NAMESPACE__ . '\get_groups',
	) as $route => $callback ) {
		Rest_Controller::route(
			'wpcom/v2',
			$route,
			array(
				'GET' => array(
					'permission' => Rest_Controller::require_capability( 'edit_posts' ),
					'callback'   => $callback,
					'args'       => array(),
				),
			)
		);
	}
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_editor_routes' );
