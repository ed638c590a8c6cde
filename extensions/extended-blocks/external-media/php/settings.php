<?php
/**
 * External media: its section of Settings → Blockpack (php/settings.php), `external-media`. One
 * box per source turns it on or off (on by default): a source turned off is left out of the
 * picker and its routes answer 404. The Pexels API key is a checked secret (as Mailchimp's key:
 * masked, an empty field keeps it, a new key is checked with Pexels, one Pexels rejects is
 * refused and the previous one kept, one Pexels could not check is kept with a warning).
 * The Openverse app's client id and secret are optional (Openverse works without them, within
 * its anonymous limits); the secret is checked with Openverse by asking for a token with the
 * client id sent beside it. Google Photos needs the site owner's own OAuth client (its id, and
 * its secret checked with Google); each user then connects their own account from the editor.
 * "Disconnect" removes the key, the app and the client.
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

/** The settings group of the section's form. */
const SETTINGS_GROUP = 'blockpack_external_media';

/**
 * The section.
 *
 * @return array
 */
function settings_section() {
	$fields = array();
	foreach ( all_sources() as $id => $source ) {
		$fields[] = array(
			'option'  => enabled_option( $id ),
			'label'   => $source->label(),
			'type'    => 'checkbox',
			'default' => '1',
			/* translators: %s: a media source, such as Openverse. */
			'text'    => sprintf( __( 'Offer %s in the media picker', 'blockpack' ), $source->label() ),
		);
	}
	$fields[] = array(
		'option'       => PEXELS_KEY_OPTION,
		'label'        => __( 'Pexels API key', 'blockpack' ),
		'type'         => 'secret',
		'description'  => __( 'Free from pexels.com/api. Pexels allows 200 requests an hour for the whole site; answers are kept an hour.', 'blockpack' ),
		'format_error' => __NAMESPACE__ . '\pexels_key_format_error',
		'check'        => __NAMESPACE__ . '\check_pexels_key',
		'unchecked'    => __( 'The Pexels API key was saved, but Pexels could not be reached to check it.', 'blockpack' ),
		'kept'         => __( 'The previous API key was kept.', 'blockpack' ),
	);
	$fields[] = array(
		'option'       => OPENVERSE_CLIENT_ID_OPTION,
		'label'        => __( 'Openverse client ID', 'blockpack' ),
		'description'  => __( 'Optional. Without an Openverse app, Openverse allows about 20 requests a minute and 200 a day; with one, 100 a minute and 10,000 a day.', 'blockpack' ),
		'format_error' => __NAMESPACE__ . '\openverse_id_format_error',
		'kept'         => __( 'The previous client ID was kept.', 'blockpack' ),
	);
	$fields[] = array(
		'option'       => OPENVERSE_CLIENT_SECRET_OPTION,
		'label'        => __( 'Openverse client secret', 'blockpack' ),
		'type'         => 'secret',
		'format_error' => __NAMESPACE__ . '\openverse_secret_format_error',
		'check'        => __NAMESPACE__ . '\check_submitted_openverse_secret',
		'unchecked'    => __( 'The Openverse client secret was saved, but Openverse could not be reached to check it.', 'blockpack' ),
		'kept'         => __( 'The previous client secret was kept.', 'blockpack' ),
	);
	$fields[] = array(
		'option'       => GOOGLE_CLIENT_ID_OPTION,
		'label'        => __( 'Google OAuth client ID', 'blockpack' ),
		'description'  => sprintf(
			/* translators: %s: the address to register with Google. */
			__( 'For Google Photos: a "Web application" OAuth client of your own Google Cloud project, with the Photos Picker API enabled and this authorized redirect URI: %s', 'blockpack' ),
			google_redirect_uri()
		),
		'format_error' => __NAMESPACE__ . '\google_client_id_format_error',
		'kept'         => __( 'The previous client ID was kept.', 'blockpack' ),
	);
	$fields[] = array(
		'option'       => GOOGLE_CLIENT_SECRET_OPTION,
		'label'        => __( 'Google OAuth client secret', 'blockpack' ),
		'type'         => 'secret',
		'format_error' => __NAMESPACE__ . '\google_client_secret_format_error',
		'check'        => __NAMESPACE__ . '\check_submitted_google_secret',
		'unchecked'    => __( 'The Google client secret was saved, but Google could not be reached to check it.', 'blockpack' ),
		'kept'         => __( 'The previous client secret was kept.', 'blockpack' ),
	);
	return array(
		'title'      => __( 'External media', 'blockpack' ),
		'intro'      => __( 'Editors can copy pictures from these services into the media library, with their credit.', 'blockpack' ),
		'group'      => SETTINGS_GROUP,
		'fields'     => $fields,
		'disconnect' => array(
			'name'    => 'blockpack_external_media_disconnect',
			'text'    => __( 'Remove the Pexels API key, the Openverse app and the Google client', 'blockpack' ),
			'options' => array( PEXELS_KEY_OPTION, OPENVERSE_CLIENT_ID_OPTION, OPENVERSE_CLIENT_SECRET_OPTION, GOOGLE_CLIENT_ID_OPTION, GOOGLE_CLIENT_SECRET_OPTION ),
			'shown'   => function () {
				return '' !== pexels_key() || null !== openverse_credentials() || null !== google_client();
			},
		),
		'submit'     => array(
			'label' => __( 'Save external media settings', 'blockpack' ),
			'name'  => 'submit-external-media',
		),
	);
}
\Blockpack\Settings\add_section( 'external-media', __NAMESPACE__ . '\settings_section' );

/**
 * What is wrong with an Openverse client id's form, or ''.
 *
 * @param mixed $id The id, trimmed.
 * @return string
 */
function openverse_id_format_error( $id ) {
	return is_string( $id ) && preg_match( '/^[A-Za-z0-9]{10,100}$/', $id ) ? '' : __( 'This does not look like an Openverse client ID (letters and digits).', 'blockpack' );
}

/**
 * What is wrong with an Openverse client secret's form, or ''.
 *
 * @param mixed $secret The secret, trimmed.
 * @return string
 */
function openverse_secret_format_error( $secret ) {
	return is_string( $secret ) && preg_match( '/^[A-Za-z0-9]{10,255}$/', $secret ) ? '' : __( 'This does not look like an Openverse client secret (letters and digits).', 'blockpack' );
}

/**
 * Checks a new client secret with the client id sent beside it in the same form (or the saved
 * one when none was sent).
 *
 * @param string $secret The secret.
 * @return array See check_openverse_credentials().
 */
function check_submitted_openverse_secret( $secret ) {
	return check_openverse_credentials( $secret, id_sent_beside( OPENVERSE_CLIENT_ID_OPTION ) );
}

/**
 * The client id sent in the same form as a secret being checked, or the saved one when none was
 * sent (Openverse's app, Google's OAuth client).
 *
 * @param string $option The client id's option.
 * @return string
 */
function id_sent_beside( $option ) {
	// No nonce check here: options.php checks the nonce before the options are sanitized.
	$sent = isset( $_POST[ $option ] ) && is_string( $_POST[ $option ] ) ? trim( sanitize_text_field( wp_unslash( $_POST[ $option ] ) ) ) : '';
	return '' !== $sent ? $sent : (string) get_option( $option, '' );
}

/**
 * A changed Openverse app: forget the token of the old one.
 */
function forget_openverse_token() {
	delete_transient( OPENVERSE_TOKEN_TRANSIENT );
}
add_action( 'update_option_' . OPENVERSE_CLIENT_ID_OPTION, __NAMESPACE__ . '\forget_openverse_token' );
add_action( 'update_option_' . OPENVERSE_CLIENT_SECRET_OPTION, __NAMESPACE__ . '\forget_openverse_token' );
