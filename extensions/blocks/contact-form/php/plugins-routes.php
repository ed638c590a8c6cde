<?php
/**
 * Plugin routes for the contact form's integration panels, answered with WordPress's own plugin
 * functions and capabilities: `GET /jetpack/v4/plugins` (installed plugins), `POST
 * /jetpack/v4/plugins` (install from the plugin directory, optionally activate) and `POST
 * /jetpack/v4/plugins/{plugin}` (activate or deactivate an installed plugin).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

use Blockpack\Rest_Controller;

defined( 'ABSPATH' ) || exit;

/** A plugin directory slug. */
const PLUGIN_SLUG_PATTERN = '^[a-z0-9]+(?:[-_][a-z0-9]+)*$';

/**
 * One plugin as the routes answer it: its header data, plus `active` and `status`.
 *
 * @param string               $file The plugin's main file.
 * @param array<string, mixed> $data Its header data from get_plugins().
 * @return array<string, mixed>
 */
function plugin_entry( $file, $data ) {
	$active = is_plugin_active( $file );
	return array_merge(
		$data,
		array(
			'file'           => $file,
			'active'         => $active,
			'status'         => $active ? 'active' : 'inactive',
			'network_active' => is_multisite() && is_plugin_active_for_network( $file ),
		)
	);
}

/**
 * `GET /jetpack/v4/plugins`: the installed plugins keyed by main file.
 *
 * @return \WP_REST_Response
 */
function rest_get_plugins() {
	load_plugin_functions();
	$plugins = array();
	foreach ( get_plugins() as $file => $data ) {
		$plugins[ $file ] = plugin_entry( $file, $data );
	}
	// An empty list stays a JSON object.
	return rest_ensure_response( (object) $plugins );
}

/**
 * The main file of the installed plugin in a folder, if any.
 *
 * @param string $slug The plugin's folder.
 * @return string|null
 */
function installed_plugin_file( $slug ) {
	foreach ( array_keys( get_plugins() ) as $file ) {
		if ( 0 === strpos( $file, $slug . '/' ) ) {
			return $file;
		}
	}
	return null;
}

/**
 * Activates or deactivates a plugin with WordPress's functions, on the current site only (never
 * network-wide), running the plugin's activation or deactivation hooks as wp-admin does. A
 * plugin active for the whole network cannot be turned off from one site: 403.
 *
 * @param string $file   The plugin's main file.
 * @param string $status 'active' or 'inactive'.
 * @return true|\WP_Error
 */
function set_plugin_status( $file, $status ) {
	if ( 'active' === $status ) {
		if ( ! current_user_can( 'activate_plugin', $file ) ) {
			return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to activate this plugin.', 'blockpack' ), array( 'status' => 403 ) );
		}
		if ( is_plugin_active( $file ) ) {
			return true;
		}
		// Not silent: the plugin's activation hooks run. Not network-wide: this site only.
		$result = activate_plugin( $file, '', false, false );
		if ( is_wp_error( $result ) ) {
			return new \WP_Error( 'activation_failed', $result->get_error_message(), array( 'status' => 400 ) );
		}
		return true;
	}
	if ( ! current_user_can( 'deactivate_plugin', $file ) ) {
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to deactivate this plugin.', 'blockpack' ), array( 'status' => 403 ) );
	}
	if ( is_multisite() && is_plugin_active_for_network( $file ) ) {
		return new \WP_Error( 'rest_forbidden', __( 'This plugin is active for the whole network; it cannot be deactivated for one site.', 'blockpack' ), array( 'status' => 403 ) );
	}
	if ( is_plugin_active( $file ) ) {
		deactivate_plugins( $file, false, false );
	}
	return true;
}

/**
 * `POST /jetpack/v4/plugins`: installs a plugin from the plugin directory (unless it is
 * already there) and sets its status.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response|\WP_Error
 */
function rest_install_plugin( $request ) {
	$slug   = (string) $request['slug'];
	$status = (string) $request['status'];
	load_plugin_functions();

	$file = installed_plugin_file( $slug );
	if ( null === $file ) {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/misc.php';
		require_once ABSPATH . 'wp-admin/includes/plugin-install.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

		$api = plugins_api(
			'plugin_information',
			array(
				'slug'   => $slug,
				'fields' => array( 'sections' => false ),
			)
		);
		if ( is_wp_error( $api ) ) {
			return new \WP_Error(
				'plugin_install_failed',
				sprintf(
					/* translators: %s: the reason. */
					__( 'The plugin directory could not be reached: %s', 'blockpack' ),
					$api->get_error_message()
				),
				array( 'status' => 400 )
			);
		}
		$skin      = new \WP_Ajax_Upgrader_Skin();
		$upgrader  = new \Plugin_Upgrader( $skin );
		$installed = $upgrader->install( $api->download_link );
		if ( is_wp_error( $installed ) || $skin->get_errors()->has_errors() || ! $installed ) {
			$error = is_wp_error( $installed ) ? $installed : $skin->get_errors();
			return new \WP_Error(
				'plugin_install_failed',
				$error->has_errors() ? $error->get_error_message() : __( 'The plugin could not be installed.', 'blockpack' ),
				array( 'status' => 400 )
			);
		}
		wp_clean_plugins_cache();
		$file = $upgrader->plugin_info();
		if ( ! $file ) {
			return new \WP_Error( 'plugin_install_failed', __( 'The plugin was installed but its main file was not found.', 'blockpack' ), array( 'status' => 400 ) );
		}
	}

	$result = set_plugin_status( $file, $status );
	if ( is_wp_error( $result ) ) {
		return $result;
	}
	$plugins = get_plugins();
	return rest_ensure_response( plugin_entry( $file, $plugins[ $file ] ) );
}

/**
 * `POST /jetpack/v4/plugins/{plugin}`: activates or deactivates an installed plugin.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response|\WP_Error
 */
function rest_set_plugin_status( $request ) {
	load_plugin_functions();
	$file    = (string) $request['plugin'] . '.php';
	$plugins = get_plugins();
	if ( ! isset( $plugins[ $file ] ) ) {
		return new \WP_Error( 'unknown_plugin', __( 'The plugin is not installed.', 'blockpack' ), array( 'status' => 404 ) );
	}
	$result = set_plugin_status( $file, (string) $request['status'] );
	if ( is_wp_error( $result ) ) {
		return $result;
	}
	return rest_ensure_response( plugin_entry( $file, $plugins[ $file ] ) );
}

/**
 * Registers the plugin routes.
 */
function register_plugins_routes() {
	$status_arg = array(
		'description' => __( 'The plugin status to set.', 'blockpack' ),
		'type'        => 'string',
		'enum'        => array( 'active', 'inactive' ),
	);
	$source_arg = array(
		'description' => __( 'Where the request comes from.', 'blockpack' ),
		'type'        => 'string',
		'enum'        => array( 'block-editor' ),
	);
	Rest_Controller::route(
		'jetpack/v4',
		'/plugins',
		array(
			'GET' => array(
				'permission' => Rest_Controller::require_capability( 'activate_plugins' ),
				'callback'   => __NAMESPACE__ . '\rest_get_plugins',
				'args'       => array(),
			),
			'POST' => array(
				'permission' => Rest_Controller::require_capability( 'install_plugins' ),
				'callback'   => __NAMESPACE__ . '\rest_install_plugin',
				'args'       => array(
					'slug'   => array(
						'description' => __( 'The plugin directory slug.', 'blockpack' ),
						'type'        => 'string',
						'pattern'     => PLUGIN_SLUG_PATTERN,
						'maxLength'   => 100,
						'required'    => true,
					),
					'status' => array_merge( $status_arg, array( 'default' => 'active' ) ),
					'source' => $source_arg,
				),
			),
		)
	);
	Rest_Controller::route(
		'jetpack/v4',
		// A plugin's main file without ".php": "folder/file" or "file".
		'/plugins/(?P<plugin>[a-zA-Z0-9_-]+(?:/[a-zA-Z0-9_.-]+)?)',
		array(
			'POST' => array(
				'permission' => Rest_Controller::require_capability( 'activate_plugins' ),
				'callback'   => __NAMESPACE__ . '\rest_set_plugin_status',
				'args'       => array(
					'plugin' => array(
						'description' => __( 'The plugin\'s main file, without ".php".', 'blockpack' ),
						'type'        => 'string',
						'pattern'     => '^[a-zA-Z0-9_-]+(?:/[a-zA-Z0-9_.-]+)?$',
						'required'    => true,
					),
					'status' => array_merge( $status_arg, array( 'required' => true ) ),
					'source' => $source_arg,
				),
			),
		)
	);
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_plugins_routes' );
