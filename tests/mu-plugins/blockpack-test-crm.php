<?php
/**
 * Test-only helpers for the contact form's CRM integration, mounted by the test harness and
 * never shipped: read and set the fake CRM plugin's state (tests/plugins/zero-bs-crm), and fire
 * the "response stored" hand-off with given fields.
 *
 * Routes (manage_options): GET|POST blockpack-test/v1/crm-state, POST blockpack-test/v1/crm-feedback.
 *
 * @package Blockpack
 */

/**
 * Makes get_plugins() report the version a test set for the CRM plugin (the option
 * `blockpack_test_crm_version`; absent = the fake's header). get_plugins() caches its list per
 * request, so the cached entry is rewritten.
 */
function blockpack_test_crm_apply_version() {
	$version = get_option( 'blockpack_test_crm_version', null );
	if ( null === $version ) {
		return;
	}
	if ( ! function_exists( 'get_plugins' ) ) {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
	}
	get_plugins();
	$cache = wp_cache_get( 'plugins', 'plugins' );
	if ( is_array( $cache ) && isset( $cache[''][ 'zero-bs-crm/ZeroBSCRM.php' ] ) ) {
		$cache['']['zero-bs-crm/ZeroBSCRM.php']['Version'] = (string) $version;
		wp_cache_set( 'plugins', $cache, 'plugins' );
	}
}
add_action( 'rest_api_init', 'blockpack_test_crm_apply_version', 0 );
add_action( 'admin_init', 'blockpack_test_crm_apply_version', 0 );

/**
 * The fake CRM's state.
 *
 * @return array<string, mixed>
 */
function blockpack_test_crm_state() {
	$version = get_option( 'blockpack_test_crm_version', null );
	return array(
		'version'        => null === $version ? null : (string) $version,
		'extension'      => in_array( 'jetpackforms', (array) get_option( 'zbscrm_fake_extensions', array() ), true ),
		'fail_extension' => (bool) get_option( 'zbscrm_fake_fail_extension' ),
		'contacts'       => array_values( (array) get_option( 'zbscrm_fake_contacts', array() ) ),
		'logs'           => array_values( (array) get_option( 'zbscrm_fake_logs', array() ) ),
		'activations'    => (int) get_option( 'zbscrm_fake_activations', 0 ),
	);
}

add_action(
	'rest_api_init',
	function () {
		$permission = function () {
			return current_user_can( 'manage_options' );
		};
		register_rest_route(
			'blockpack-test/v1',
			'/crm-state',
			array(
				array(
					'methods'             => 'GET',
					'permission_callback' => $permission,
					'callback'            => 'blockpack_test_crm_state',
				),
				array(
					'methods'             => 'POST',
					'permission_callback' => $permission,
					'args'                => array(
						// A string sets the reported version; null goes back to the header's.
						'version'        => array( 'type' => array( 'string', 'null' ) ),
						'extension'      => array( 'type' => 'boolean' ),
						'fail_extension' => array( 'type' => 'boolean' ),
						'clear_contacts' => array( 'type' => 'boolean' ),
					),
					'callback'            => function ( WP_REST_Request $request ) {
						$params = $request->get_json_params();
						if ( is_array( $params ) && array_key_exists( 'version', $params ) ) {
							if ( null === $request['version'] ) {
								delete_option( 'blockpack_test_crm_version' );
							} else {
								update_option( 'blockpack_test_crm_version', (string) $request['version'] );
							}
						}
						if ( null !== $request['extension'] ) {
							update_option( 'zbscrm_fake_extensions', $request['extension'] ? array( 'jetpackforms' ) : array() );
						}
						if ( null !== $request['fail_extension'] ) {
							update_option( 'zbscrm_fake_fail_extension', $request['fail_extension'] ? 1 : 0 );
						}
						if ( $request['clear_contacts'] ) {
							delete_option( 'zbscrm_fake_contacts' );
							delete_option( 'zbscrm_fake_logs' );
						}
						return blockpack_test_crm_state();
					},
				),
			)
		);
		register_rest_route(
			'blockpack-test/v1',
			'/crm-feedback',
			array(
				'methods'             => 'POST',
				'permission_callback' => $permission,
				'args'                => array(
					'feedback_id' => array(
						'type'    => 'integer',
						'default' => 0,
					),
					'attributes'  => array(
						'type'    => 'object',
						'default' => array(),
					),
					'fields'      => array(
						'type'     => 'array',
						'required' => true,
						'items'    => array(
							'type'       => 'object',
							'properties' => array(
								'label' => array( 'type' => 'string' ),
								'type'  => array( 'type' => 'string' ),
								'value' => array( 'type' => array( 'string', 'array' ) ),
							),
						),
					),
					'is_spam'     => array(
						'type'    => 'boolean',
						'default' => false,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					do_action(
						'blockpack_contact_form_feedback_stored',
						(int) $request['feedback_id'],
						(array) $request['attributes'],
						(array) $request['fields'],
						(bool) $request['is_spam']
					);
					return blockpack_test_crm_state();
				},
			)
		);
	}
);
