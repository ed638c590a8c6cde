<?php
/**
 * Contact Form and the CRM plugin (Jetpack CRM, `zero-bs-crm`): the CRM's state for the editor's
 * "CRM Integration" panel (`GET /jetpack/v4/jetpack_crm`), enabling the CRM's form extension
 * (`POST /jetpack/v4/jetpack_crm`), and handing each stored, non-spam response's contact to the
 * CRM through its own functions.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

use Blockpack\Rest_Controller;

defined( 'ABSPATH' ) || exit;

const CRM_PLUGIN_FILE = 'zero-bs-crm/ZeroBSCRM.php';

/** The CRM's extension that takes contact-form submissions. */
const CRM_FORMS_EXTENSION = 'jetpackforms';

/**
 * Who may enable the CRM's extensions: users with any of these capabilities (administrators, and
 * the CRM's own capability for managing its settings and extensions).
 */
const CRM_MANAGER_CAPABILITIES = array( 'manage_options', 'admin_zerobs_manage_options' );

/**
 * Loads WordPress's plugin functions (get_plugins, is_plugin_active) outside wp-admin.
 */
function load_plugin_functions() {
	if ( ! function_exists( 'get_plugins' ) ) {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
	}
}

/**
 * Whether the current user may enable the CRM's extensions.
 *
 * @return bool
 */
function can_manage_crm() {
	return (bool) array_filter( CRM_MANAGER_CAPABILITIES, 'current_user_can' );
}

/**
 * Whether the CRM's forms extension is enabled (false when the CRM is not loaded).
 *
 * @return bool
 */
function crm_forms_extension_enabled() {
	return function_exists( 'zeroBSCRM_isExtensionInstalled' )
		&& (bool) \zeroBSCRM_isExtensionInstalled( CRM_FORMS_EXTENSION );
}

/**
 * The CRM plugin's state.
 *
 * @return array{crm_installed: bool, crm_active: bool, crm_version: string, jp_form_ext_enabled: bool, can_activate_extension: bool, error?: string, message?: string}
 */
function crm_data() {
	load_plugin_functions();
	$plugins   = get_plugins();
	$installed = isset( $plugins[ CRM_PLUGIN_FILE ] );
	$active    = $installed && is_plugin_active( CRM_PLUGIN_FILE );
	$data      = array(
		'crm_installed'          => $installed,
		'crm_active'             => $active,
		'crm_version'            => $installed ? (string) $plugins[ CRM_PLUGIN_FILE ]['Version'] : '',
		'jp_form_ext_enabled'    => $active && crm_forms_extension_enabled(),
		'can_activate_extension' => can_manage_crm(),
	);
	if ( $active && ! function_exists( 'zeroBSCRM_isExtensionInstalled' ) ) {
		// Active but not loaded in this request (or too old to have the function).
		$data['error']   = 'crm_unavailable';
		$data['message'] = __( 'The CRM plugin is active but its functions are not available.', 'blockpack' );
	}
	return $data;
}

/**
 * `GET /jetpack/v4/jetpack_crm`.
 *
 * @return \WP_REST_Response
 */
function rest_get_crm() {
	return rest_ensure_response( crm_data() );
}

/**
 * `POST /jetpack/v4/jetpack_crm`: enables the CRM's forms extension.
 *
 * @param \WP_REST_Request $request The request (`extension` is validated by its schema).
 * @return array{code: string}|\WP_Error
 */
function rest_enable_crm_extension( $request ) {
	unset( $request );
	load_plugin_functions();
	if ( ! is_plugin_active( CRM_PLUGIN_FILE ) ) {
		return new \WP_Error(
			'crm_not_active',
			__( 'The CRM plugin is not active.', 'blockpack' ),
			array( 'status' => 409 )
		);
	}
	if ( crm_forms_extension_enabled() ) {
		return array( 'code' => 'success' );
	}
	if ( ! function_exists( 'zeroBSCRM_extension_install_jetpackforms' ) ) {
		return new \WP_Error(
			'crm_extension_unavailable',
			__( 'This version of the CRM plugin cannot enable its form extension.', 'blockpack' ),
			array( 'status' => 409 )
		);
	}
	$result = \zeroBSCRM_extension_install_jetpackforms();
	if ( ! $result || ! crm_forms_extension_enabled() ) {
		return new \WP_Error(
			'crm_extension_activation_failed',
			__( 'The CRM plugin could not enable its form extension.', 'blockpack' ),
			array( 'status' => 409 )
		);
	}
	return array( 'code' => 'success' );
}

/**
 * Registers the CRM routes.
 */
function register_crm_routes() {
	Rest_Controller::route(
		'jetpack/v4',
		'/jetpack_crm',
		array(
			'GET' => array(
				'permission' => Rest_Controller::require_capability( 'edit_posts' ),
				'callback'   => __NAMESPACE__ . '\rest_get_crm',
				'args'       => array(),
			),
			'POST' => array(
				'permission' => Rest_Controller::require_capability( ...CRM_MANAGER_CAPABILITIES ),
				'callback'   => __NAMESPACE__ . '\rest_enable_crm_extension',
				'args'       => array(
					'extension' => array(
						'description' => __( 'The CRM extension to enable.', 'blockpack' ),
						'type'        => 'string',
						'enum'        => array( CRM_FORMS_EXTENSION ),
						'required'    => true,
					),
				),
			),
		)
	);
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_crm_routes' );

/**
 * Whether a form attribute value says "off" (false, 'false', 0, '0', '').
 *
 * @param mixed $value The attribute's value.
 * @return bool
 */
function is_off( $value ) {
	return false === $value || 0 === $value || ( is_string( $value ) && in_array( strtolower( $value ), array( '', '0', 'false' ), true ) );
}

/**
 * The contact a response holds: the first name field, the first valid email, and the other
 * filled fields as notes ("Label: value" lines).
 *
 * @param array<int, array{label?: string, type?: string, value?: mixed}> $fields The response's fields.
 * @return array{name: string, email: string, notes: string}
 */
function contact_from_fields( $fields ) {
	$name  = '';
	$email = '';
	$notes = array();
	foreach ( (array) $fields as $field ) {
		if ( ! is_array( $field ) ) {
			continue;
		}
		$type  = isset( $field['type'] ) ? (string) $field['type'] : '';
		$label = isset( $field['label'] ) ? trim( wp_strip_all_tags( (string) $field['label'] ) ) : '';
		$value = isset( $field['value'] ) ? $field['value'] : '';
		$value = is_array( $value ) ? implode( ', ', array_map( 'strval', $value ) ) : trim( (string) $value );
		if ( '' === $value ) {
			continue;
		}
		if ( 'name' === $type && '' === $name ) {
			$name = sanitize_text_field( $value );
			continue;
		}
		if ( 'email' === $type && '' === $email && \Blockpack\Validation\is_valid_email( $value ) ) {
			$email = sanitize_email( $value );
			continue;
		}
		$notes[] = ( '' !== $label ? $label : $type ) . ': ' . sanitize_textarea_field( $value );
	}
	return array(
		'name'  => $name,
		'email' => $email,
		'notes' => implode( "\n", $notes ),
	);
}

/**
 * Hands a stored response's contact to the CRM when the CRM is active, its forms extension is
 * enabled, the form's `jetpackCRM` is not off and the response is not spam.
 *
 * @param int                                                          $feedback_id     The stored response.
 * @param array<string, mixed>                                         $form_attributes The form's attributes.
 * @param array<int, array{label?: string, type?: string, value?: mixed}> $fields       The response's fields.
 * @param bool                                                         $is_spam         Whether it is spam.
 */
function hand_off_to_crm( $feedback_id, $form_attributes, $fields, $is_spam ) {
	if ( $is_spam ) {
		return;
	}
	load_plugin_functions();
	// CRM versions that store form contacts on their own have no per-form toggle in the editor
	// ("Contacts from this form will be stored in your CRM."): the attribute does not apply.
	$off = is_array( $form_attributes ) && array_key_exists( 'jetpackCRM', $form_attributes ) && is_off( $form_attributes['jetpackCRM'] );
	if ( $off && ! crm_stores_automatically( installed_crm_version() ) ) {
		return;
	}
	if ( ! is_plugin_active( CRM_PLUGIN_FILE ) || ! crm_forms_extension_enabled() ) {
		return;
	}
	if ( ! function_exists( 'zeroBS_integrations_addOrUpdateContact' ) || ! function_exists( 'zeroBS_getCustomerIDWithEmail' ) ) {
		// Without a way to tell a known contact, a hand-off could overwrite one.
		return;
	}
	$contact = contact_from_fields( $fields );
	if ( '' === $contact['email'] ) {
		// The CRM identifies contacts by their address.
		return;
	}
	$known = (int) \zeroBS_getCustomerIDWithEmail( $contact['email'] );
	if ( $known > 0 ) {
		// Anyone can type anyone's address: a known contact's details are never changed by a
		// submission; the CRM gets a log entry on the contact, as it adds for a known contact.
		log_crm_form_fill( $known, $feedback_id, $contact );
		return;
	}
	$parts = preg_split( '/\s+/', $contact['name'], 2 );
	\zeroBS_integrations_addOrUpdateContact(
		'jetpack_form',
		$contact['email'],
		array(
			'zbsc_email'  => $contact['email'],
			'zbsc_fname'  => isset( $parts[0] ) ? $parts[0] : '',
			'zbsc_lname'  => isset( $parts[1] ) ? $parts[1] : '',
			'zbsc_status' => 'Lead',
			'zbsc_notes'  => $contact['notes'],
			'zbsc_source' => array(
				'feedback_id' => (int) $feedback_id,
				'form_page'   => (int) wp_get_post_parent_id( (int) $feedback_id ),
			),
		)
	);
}
add_action( 'blockpack_contact_form_feedback_stored', __NAMESPACE__ . '\hand_off_to_crm', 10, 4 );


/**
 * The installed CRM plugin's version, or ''.
 *
 * @return string
 */
function installed_crm_version() {
	load_plugin_functions();
	$plugins = get_plugins();
	return isset( $plugins[ CRM_PLUGIN_FILE ]['Version'] ) ? (string) $plugins[ CRM_PLUGIN_FILE ]['Version'] : '';
}

/**
 * Whether a CRM version stores form contacts on its own (3.0.19 to 4.0.0), as the editor's
 * `isAutomaticVersion()` says.
 *
 * @param string $version The CRM's version.
 * @return bool
 */
function crm_stores_automatically( $version ) {
	if ( ! preg_match( '/(\d{1,16})(?:\.(\d{1,16}))?(?:\.(\d{1,16}))?/', (string) $version, $m ) ) {
		return false;
	}
	$normal = sprintf( '%d.%d.%d', $m[1], isset( $m[2] ) ? $m[2] : 0, isset( $m[3] ) ? $m[3] : 0 );
	return version_compare( $normal, '3.0.19', '>=' ) && version_compare( $normal, '4.0.0', '<=' );
}

/**
 * Adds a "Form Filled" log entry to a known contact.
 *
 * @param int                                               $contact_id  The CRM contact.
 * @param int                                               $feedback_id The stored response.
 * @param array{name: string, email: string, notes: string} $contact     What the response holds.
 */
function log_crm_form_fill( $contact_id, $feedback_id, $contact ) {
	if ( ! function_exists( 'zeroBS_addUpdateLog' ) ) {
		return;
	}
	$page  = (int) wp_get_post_parent_id( (int) $feedback_id );
	$title = $page ? wp_strip_all_tags( get_the_title( $page ) ) : '';
	$lines = array();
	if ( '' !== $contact['name'] ) {
		/* translators: %s: the name the visitor typed. */
		$lines[] = sprintf( __( 'Name given: %s', 'blockpack' ), $contact['name'] );
	}
	if ( '' !== $contact['notes'] ) {
		$lines[] = $contact['notes'];
	}
	\zeroBS_addUpdateLog(
		(int) $contact_id,
		-1,
		-1,
		array(
			'type'      => 'Form Filled',
			'shortdesc' => '' !== $title
				/* translators: %s: the title of the page with the form. */
				? sprintf( __( 'Filled in the contact form on "%s"', 'blockpack' ), $title )
				: __( 'Filled in a contact form', 'blockpack' ),
			'longdesc'  => implode( "\n", $lines ),
		),
		'zerobs_customer'
	);
}
