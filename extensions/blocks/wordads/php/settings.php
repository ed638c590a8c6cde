<?php
/**
 * Ad: the Ads section of Settings → Blockpack (php/settings.php), one ad-code field per format.
 * Ad code is HTML and script that runs on every page with the block, so only users who may post
 * unfiltered HTML may change it (on a multisite network, only super admins): for anyone else the saved code is kept
 * as it is, shown read-only, and the form says why.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\WordAds;

defined( 'ABSPATH' ) || exit;

/** The settings group of the form. */
const SETTINGS_GROUP = 'blockpack_wordads';

/**
 * Whether the current user may change the ad code.
 *
 * @return bool
 */
function can_edit_codes() {
	return current_user_can( 'manage_options' ) && current_user_can( 'unfiltered_html' );
}

/**
 * Checks the codes however they are saved (our form, options.php's generic `options` form,
 * update_option() in another plugin's request…): unless the current user may post unfiltered
 * HTML (or the write comes from WP-CLI, run by whoever runs the server), nothing changes (the
 * saved codes are kept, and the settings screen says why); otherwise one string per known
 * format, an empty field removing that format's code. The code itself is kept as it was typed.
 *
 * @param mixed $value The submitted value.
 * @return array<string, string>
 */
function sanitize_codes_setting( $value ) {
	if ( ! can_edit_codes() && ! ( defined( 'WP_CLI' ) && WP_CLI ) ) {
		\Blockpack\Settings\add_error( SETTINGS_GROUP, 'unfiltered_html', refusal_message() );
		return codes();
	}
	$codes = array();
	foreach ( array_keys( formats() ) as $tag ) {
		if ( is_array( $value ) && isset( $value[ $tag ] ) && is_string( $value[ $tag ] ) && '' !== trim( $value[ $tag ] ) ) {
			$codes[ $tag ] = trim( $value[ $tag ] );
		}
	}
	return $codes;
}

/**
 * Why the current user cannot change the ad code.
 *
 * @return string
 */
function read_only_message() {
	return is_multisite()
		? __( 'Only network administrators can change ad code: it runs on every page that shows an ad.', 'blockpack' )
		: __( 'Only users who may post unfiltered HTML can change ad code: it runs on every page that shows an ad.', 'blockpack' );
}

/**
 * What the form says when such a user sends it anyway.
 *
 * @return string
 */
function refusal_message() {
	return read_only_message() . ' ' . __( 'The saved ad code was kept.', 'blockpack' );
}

/**
 * The Ads section: one ad-code field per format, read-only for users who may not change it.
 *
 * @return array
 */
function settings_section() {
	$editable = can_edit_codes();
	$fields   = array();
	foreach ( array_keys( formats() ) as $tag ) {
		$fields[] = array(
			'option'   => CODES_OPTION,
			'key'      => $tag,
			'label'    => format_name( $tag ),
			'type'     => 'textarea',
			'id'       => 'blockpack-ad-code-' . $tag,
			'sanitize' => __NAMESPACE__ . '\sanitize_codes_setting',
			'value'    => function () use ( $tag ) {
				return codes()[ $tag ] ?? '';
			},
			'readonly' => $editable ? '' : 'blockpack-ads-readonly',
		);
	}
	return array(
		'title'    => __( 'Ads', 'blockpack' ),
		'intro'    => __( 'Paste the ad code your ad network gave you for each format. An Ad block shows the code for its format in a space of that size; a format without code shows nothing. Blockpack itself never contacts an ad network: only the code you paste here runs.', 'blockpack' ),
		'group'    => SETTINGS_GROUP,
		'errors'   => true,
		'fields'   => $fields,
		'submit'   => array(
			'label' => __( 'Save ad code', 'blockpack' ),
			'name'  => 'submit-ads',
			'shown' => $editable,
		),
		'form_top' => function () use ( $editable ) {
			if ( ! $editable ) {
				echo '<div class="notice notice-warning inline" id="blockpack-ads-readonly"><p>' . esc_html( read_only_message() ) . '</p></div>';
			}
		},
	);
}
\Blockpack\Settings\add_section( 'ads', __NAMESPACE__ . '\settings_section' );
