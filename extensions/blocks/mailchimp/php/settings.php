<?php
/**
 * Mailchimp: its section of Settings → Blockpack (php/settings.php). The API key is a checked
 * secret: masked, an empty field keeps it, a new key is checked with Mailchimp (`GET /ping`):
 * one Mailchimp rejects is refused with Mailchimp's reason and the previous key kept, one
 * Mailchimp could not check is kept with a warning. The audience is chosen from the account's
 * audiences (`GET /lists`) once the key works, or typed as an id when they cannot be loaded.
 * Double opt-in is on by default. "Disconnect" removes the key and the audience.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Mailchimp;

defined( 'ABSPATH' ) || exit;

/** The settings group of the section's form. */
const SETTINGS_GROUP = 'blockpack_mailchimp';

/**
 * The Mailchimp section.
 *
 * @return array
 */
function settings_section() {
	$key_saved = function () {
		return '' !== (string) get_option( API_KEY_OPTION, '' );
	};
	return array(
		'title'      => __( 'Mailchimp', 'blockpack' ),
		'intro'      => __( 'Mailchimp signup forms add your visitors to an audience of your Mailchimp account. Enter an API key of your account (Profile → Extras → API keys), save, then choose the audience.', 'blockpack' ),
		'group'      => SETTINGS_GROUP,
		'fields'     => array(
			array(
				'option'       => API_KEY_OPTION,
				'label'        => __( 'API key', 'blockpack' ),
				'type'         => 'secret',
				'placeholder'  => '0123456789abcdef0123456789abcdef-us21',
				'format_error' => __NAMESPACE__ . '\key_format_error',
				'check'        => __NAMESPACE__ . '\check_key',
				'unchecked'    => __( 'The Mailchimp API key was saved, but Mailchimp could not be reached to check it. If signups fail, check the key in your Mailchimp account.', 'blockpack' ),
				'kept'         => __( 'The previous API key was kept.', 'blockpack' ),
			),
			array(
				'option'   => AUDIENCE_OPTION,
				'label'    => __( 'Audience', 'blockpack' ),
				'type'     => 'select',
				'sanitize' => __NAMESPACE__ . '\sanitize_audience_setting',
				'choices'  => __NAMESPACE__ . '\audience_choices',
				'none'     => __( '— Choose an audience —', 'blockpack' ),
				/* translators: %s: an audience id. */
				'unlisted' => __( '%s (not found in this account)', 'blockpack' ),
				'fallback' => __( 'Enter the audience ID (Audience → Settings → Audience name and defaults in Mailchimp).', 'blockpack' ),
				'shown'    => $key_saved,
			),
			array(
				'option'  => DOUBLE_OPT_IN_OPTION,
				'label'   => __( 'Double opt-in', 'blockpack' ),
				'type'    => 'checkbox',
				'default' => '1',
				'text'    => __( 'New members confirm their address by e-mail before they are subscribed', 'blockpack' ),
			),
		),
		'disconnect' => array(
			'name'    => 'blockpack_mailchimp_disconnect',
			'text'    => __( 'Remove the Mailchimp API key and audience (signup forms are hidden until Mailchimp is connected again)', 'blockpack' ),
			'options' => array( API_KEY_OPTION, AUDIENCE_OPTION ),
			'shown'   => $key_saved,
		),
		'submit'     => array(
			'label' => __( 'Save Mailchimp settings', 'blockpack' ),
			'name'  => 'submit-mailchimp',
		),
	);
}
\Blockpack\Settings\add_section( 'mailchimp', __NAMESPACE__ . '\settings_section' );

/**
 * The account's audiences, id => name (none while no working key is saved), or why they could
 * not be loaded.
 *
 * @return array<string, string>|\WP_Error
 */
function audience_choices() {
	$audiences = '' !== api_key() ? fetch_audiences() : array();
	return is_wp_error( $audiences ) ? $audiences : array_column( $audiences, 'name', 'id' );
}

/**
 * Checks the audience sent from the form: an audience id, or '' (none).
 *
 * @param mixed $value The submitted value.
 * @return string
 */
function sanitize_audience_setting( $value ) {
	$value = is_string( $value ) ? trim( sanitize_text_field( $value ) ) : '';
	if ( '' === $value || is_audience_id( $value ) ) {
		return $value;
	}
	\Blockpack\Settings\add_error(
		SETTINGS_GROUP,
		'invalid_audience',
		__( 'This does not look like a Mailchimp audience ID (letters and digits, such as “a1b2c3d4e5”). The previous audience was kept.', 'blockpack' )
	);
	return (string) get_option( AUDIENCE_OPTION, '' );
}
