<?php
/**
 * Plugin Name: Jetpack CRM (test fake)
 * Description: A test-only stand-in for the CRM plugin: just the functions Blockpack calls (read and enable the "Jetpack Forms" extension, add or update a contact), keeping its state in options that tests read through tests/mu-plugins/blockpack-test-crm.php.
 * Version:     6.4.1
 * Text Domain: zero-bs-crm
 *
 * @package Blockpack
 */

defined( 'ABSPATH' ) || exit;

// Counts its activations, as the real plugin's activation hook sets itself up. The hook is
// named by hand: register_activation_hook( __FILE__ ) would name it wrongly on the test bed,
// where WordPress lives inside the Blockpack folder that is itself a symlinked plugin (so
// plugin_basename() rewrites this file's real path twice).
add_action(
	'activate_zero-bs-crm/ZeroBSCRM.php',
	function () {
		update_option( 'zbscrm_fake_activations', (int) get_option( 'zbscrm_fake_activations', 0 ) + 1 );
	}
);

if ( ! function_exists( 'zeroBSCRM_isExtensionInstalled' ) ) {
	/**
	 * Whether a CRM extension is enabled.
	 *
	 * @param string $key The extension's key, such as 'jetpackforms'.
	 * @return bool
	 */
	function zeroBSCRM_isExtensionInstalled( $key ) { // The CRM's own name.
		return in_array( $key, (array) get_option( 'zbscrm_fake_extensions', array() ), true );
	}
}

if ( ! function_exists( 'zeroBSCRM_extension_install_jetpackforms' ) ) {
	/**
	 * Enables the "Jetpack Forms" extension; fails while the test asks it to.
	 *
	 * @return bool Whether it is enabled.
	 */
	function zeroBSCRM_extension_install_jetpackforms() {
		if ( get_option( 'zbscrm_fake_fail_extension' ) ) {
			return false;
		}
		$extensions = (array) get_option( 'zbscrm_fake_extensions', array() );
		if ( ! in_array( 'jetpackforms', $extensions, true ) ) {
			$extensions[] = 'jetpackforms';
			update_option( 'zbscrm_fake_extensions', $extensions );
		}
		return true;
	}
}

if ( ! function_exists( 'zeroBS_integrations_addOrUpdateContact' ) ) {
	/**
	 * Adds a contact, or updates the one with the same source and external id.
	 *
	 * @param string               $source      Where the contact comes from, such as 'jetpack_form'.
	 * @param string               $external_id The contact's id there (the address).
	 * @param array<string, mixed> $fields      The contact's fields (zbsc_email, zbsc_fname…).
	 * @return int The contact's id.
	 */
	function zeroBS_integrations_addOrUpdateContact( $source, $external_id, $fields ) {
		$contacts = (array) get_option( 'zbscrm_fake_contacts', array() );
		foreach ( $contacts as $id => $contact ) {
			if ( $contact['source'] === $source && $contact['external_id'] === $external_id ) {
				$contacts[ $id ]['fields'] = array_merge( $contact['fields'], (array) $fields );
				update_option( 'zbscrm_fake_contacts', $contacts );
				return (int) $id;
			}
		}
		$id              = count( $contacts ) + 1;
		$contacts[ $id ] = array(
			'source'      => (string) $source,
			'external_id' => (string) $external_id,
			'fields'      => (array) $fields,
		);
		update_option( 'zbscrm_fake_contacts', $contacts );
		return $id;
	}
}

if ( ! function_exists( 'zeroBS_getCustomerIDWithEmail' ) ) {
	/**
	 * The id of the contact with an address, or false.
	 *
	 * @param string $email The address.
	 * @return int|false
	 */
	function zeroBS_getCustomerIDWithEmail( $email = '' ) {
		foreach ( (array) get_option( 'zbscrm_fake_contacts', array() ) as $id => $contact ) {
			if ( '' !== (string) $email && isset( $contact['fields']['zbsc_email'] ) && 0 === strcasecmp( $contact['fields']['zbsc_email'], (string) $email ) ) {
				return (int) $id;
			}
		}
		return false;
	}
}

if ( ! function_exists( 'zeroBS_addUpdateLog' ) ) {
	/**
	 * Adds a log entry to an object (a contact: 'zerobs_customer').
	 *
	 * @param int                  $object_id  The object.
	 * @param int                  $log_id     -1 for a new entry.
	 * @param int                  $log_date   -1 for now.
	 * @param array<string, mixed> $fields     type, shortdesc, longdesc.
	 * @param string               $object_type The object's type.
	 * @return int|false The entry's id.
	 */
	function zeroBS_addUpdateLog( $object_id = -1, $log_id = -1, $log_date = -1, $fields = array(), $object_type = '' ) {
		unset( $log_id, $log_date );
		if ( $object_id <= 0 || ! isset( $fields['type'], $fields['shortdesc'] ) ) {
			return false;
		}
		$logs   = (array) get_option( 'zbscrm_fake_logs', array() );
		$logs[] = array(
			'object_id'   => (int) $object_id,
			'object_type' => (string) $object_type,
			'fields'      => (array) $fields,
		);
		update_option( 'zbscrm_fake_logs', $logs );
		return count( $logs );
	}
}
