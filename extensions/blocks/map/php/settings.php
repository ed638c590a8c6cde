<?php
/**
 * Map: the Mapbox access token's section of Settings → Blockpack (php/settings.php). The token
 * is shown in full, unlike Stripe's secrets: it is a public token that every page with a map
 * hands to its visitors anyway, and the administrator needs to see which one is set; emptying
 * the field removes it. A new token is checked as the editor's route checks it (token.php): one
 * that is malformed or that Mapbox rejects is refused (the previous one kept, the form says
 * why), one Mapbox could not check is kept with a warning.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Map;

defined( 'ABSPATH' ) || exit;

/**
 * The Maps section.
 *
 * @return array
 */
function settings_section() {
	return array(
		'title'  => __( 'Maps', 'blockpack' ),
		'intro'  => __( 'Maps work without any account, on OpenStreetMap. With a Mapbox access token, they use Mapbox’s map styles and address search instead. Use a public token (it starts with “pk.”): every visitor’s browser receives it.', 'blockpack' ),
		'group'  => 'blockpack_map',
		'fields' => array(
			array(
				'option'       => TOKEN_OPTION,
				'label'        => __( 'Mapbox access token', 'blockpack' ),
				'id'           => 'blockpack-mapbox-token',
				'attrs'        => array(
					'class'      => 'large-text code',
					'spellcheck' => 'false',
				),
				'placeholder'  => 'pk.…',
				'description'  => __( 'Leave empty to use OpenStreetMap.', 'blockpack' ),
				'value'        => __NAMESPACE__ . '\access_token',
				'format_error' => __NAMESPACE__ . '\token_format_error',
				'check'        => __NAMESPACE__ . '\check_token_with_mapbox',
				'unchecked'    => __( 'The Mapbox token was saved, but Mapbox could not be reached to check it. If maps do not show, check the token in your Mapbox account.', 'blockpack' ),
				'kept'         => __( 'The previous token was kept.', 'blockpack' ),
			),
		),
		'submit' => array(
			'label' => __( 'Save Mapbox token', 'blockpack' ),
			'name'  => 'submit-mapbox',
		),
	);
}
\Blockpack\Settings\add_section( 'maps', __NAMESPACE__ . '\settings_section' );
