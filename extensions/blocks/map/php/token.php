<?php
/**
 * Map: the site's Mapbox access token. Stored in Jetpack's own option, so that a site that used
 * Jetpack's map keeps its token. Read, set and removed through Jetpack's route
 * (`/wpcom/v2/service-api-keys/mapbox`, Jetpack's answer shape); a new token is checked with
 * Mapbox first (its tokens API, at a filterable base address, through the guarded fetch).
 *
 * The token is a public one (`pk.…`): Mapbox GL needs it in every visitor's browser, so it is
 * printed into pages with a map. Secret (`sk.…`) and temporary (`tk.…`) tokens are refused.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Map;

use Blockpack\Rest_Controller;

defined( 'ABSPATH' ) || exit;

/** The option that holds the token: Jetpack's (`Jetpack_Options` names it `mapbox_api_key`). */
const TOKEN_OPTION = 'jetpack_mapbox_api_key';

/** The longest token accepted (Mapbox's public tokens are about 90 characters). */
const TOKEN_MAX_LENGTH = 512;

/**
 * Mapbox's API base address, without a trailing slash.
 *
 * @return string
 */
function mapbox_api_base() {
	/**
	 * Filters the base address of Mapbox's API (token check and geocoding).
	 *
	 * @param string $base `https://api.mapbox.com`.
	 */
	return untrailingslashit( (string) apply_filters( 'blockpack_map_mapbox_api_base', 'https://api.mapbox.com' ) );
}

/**
 * The stored token, or '' (a stored value that is not a public token counts as none).
 *
 * @return string
 */
function access_token() {
	$token = get_option( TOKEN_OPTION, '' );
	return is_string( $token ) && '' === token_format_error( $token ) ? $token : '';
}

/**
 * What is wrong with a token's form, or '' when it looks like a Mapbox public token:
 * `pk.` then two base64url parts separated by a dot.
 *
 * @param mixed $token The token, trimmed.
 * @return string A message for the user, or ''.
 */
function token_format_error( $token ) {
	if ( ! is_string( $token ) || '' === $token ) {
		return __( 'Please enter a Mapbox access token.', 'blockpack' );
	}
	if ( preg_match( '/^(sk|tk)\./', $token ) ) {
		return __( 'This is a secret Mapbox token. Maps show their token to every visitor, so use a public token (it starts with “pk.”).', 'blockpack' );
	}
	if ( strlen( $token ) > TOKEN_MAX_LENGTH || ! preg_match( '/^pk\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/', $token ) ) {
		return __( 'This does not look like a Mapbox access token. Copy the public token (it starts with “pk.”) from your Mapbox account.', 'blockpack' );
	}
	return '';
}

/**
 * Asks Mapbox whether a token is valid (`GET /tokens/v2?access_token=…`).
 *
 * @param string $token A well-formed token.
 * @return array{status: string, message: string} status `valid`, `rejected` (message: why,
 *               for the user) or `unreachable` (Mapbox did not give an answer).
 */
function check_token_with_mapbox( $token ) {
	$answer = \Blockpack\Guarded_Fetch::request(
		mapbox_api_base() . '/tokens/v2?access_token=' . rawurlencode( $token ),
		array(
			'cache'    => 0,
			'max_hops' => 0,
			'timeout'  => 8,
		)
	);
	if ( is_wp_error( $answer ) ) {
		return \Blockpack\Settings\check_answer( 'unreachable' );
	}
	$json    = json_decode( $answer['body'], true );
	$code    = is_array( $json ) && isset( $json['code'] ) && is_string( $json['code'] ) ? $json['code'] : '';
	$said    = is_array( $json ) && isset( $json['message'] ) && is_string( $json['message'] ) ? $json['message'] : '';
	$status  = (int) $answer['status'];
	$invalid = array(
		'TokenInvalid'   => __( 'Mapbox does not know this access token.', 'blockpack' ),
		'TokenExpired'   => __( 'This Mapbox access token has expired.', 'blockpack' ),
		'TokenRevoked'   => __( 'This Mapbox access token has been revoked.', 'blockpack' ),
		'TokenMalformed' => __( 'Mapbox says this access token is malformed.', 'blockpack' ),
	);
	if ( 200 === $status && 'TokenValid' === $code ) {
		return \Blockpack\Settings\check_answer( 'valid' );
	}
	if ( isset( $invalid[ $code ] ) || in_array( $status, array( 401, 403 ), true ) ) {
		$message = isset( $invalid[ $code ] ) ? $invalid[ $code ] : __( 'Mapbox rejected this access token.', 'blockpack' );
		if ( '' !== $said ) {
			/* translators: 1: why the token was rejected, 2: Mapbox's own message. */
			$message = sprintf( __( '%1$s (Mapbox: “%2$s”)', 'blockpack' ), $message, wp_strip_all_tags( substr( $said, 0, 200 ) ) );
		}
		return \Blockpack\Settings\check_answer( 'rejected', $message );
	}
	return \Blockpack\Settings\check_answer( 'unreachable' );
}

/**
 * Checks and stores a token.
 *
 * @param mixed $token The submitted token.
 * @return array|\WP_Error `{ checked: bool }` when stored (checked: Mapbox confirmed it), or an
 *                         `invalid_key` error (400) saying why it was refused.
 */
function save_token( $token ) {
	$token = is_string( $token ) ? trim( $token ) : '';
	$error = token_format_error( $token );
	if ( '' !== $error ) {
		return new \WP_Error( 'invalid_key', $error, array( 'status' => 400 ) );
	}
	$check = check_token_with_mapbox( $token );
	if ( 'rejected' === $check['status'] ) {
		return new \WP_Error( 'invalid_key', $check['message'], array( 'status' => 400 ) );
	}
	update_option( TOKEN_OPTION, $token, true );
	return array( 'checked' => 'valid' === $check['status'] );
}

/**
 * Jetpack's answer of the key routes.
 *
 * @param string $message What happened, for the user.
 * @return array
 */
function key_answer( $message ) {
	$token = access_token();
	return array(
		'code'                   => 'success',
		'service'                => 'mapbox',
		'service_api_key'        => $token,
		'service_api_key_source' => '' === $token ? 'none' : 'site',
		'message'                => $message,
	);
}

/**
 * `GET /wpcom/v2/service-api-keys/mapbox`.
 *
 * @return array
 */
function get_key() {
	return key_answer( __( 'API key retrieved successfully.', 'blockpack' ) );
}

/**
 * `POST /wpcom/v2/service-api-keys/mapbox { service_api_key }`.
 *
 * @param \WP_REST_Request $request The request.
 * @return array|\WP_Error
 */
function update_key( \WP_REST_Request $request ) {
	$saved = save_token( $request['service_api_key'] );
	if ( is_wp_error( $saved ) ) {
		return $saved;
	}
	return key_answer(
		$saved['checked']
			? __( 'API key updated successfully.', 'blockpack' )
			: __( 'API key saved, but Mapbox could not be reached to check it. If the map does not show, check the token in your Mapbox account.', 'blockpack' )
	);
}

/**
 * `DELETE /wpcom/v2/service-api-keys/mapbox`.
 *
 * @return array
 */
function delete_key() {
	delete_option( TOKEN_OPTION );
	return key_answer( __( 'API key deleted successfully.', 'blockpack' ) );
}

/**
 * Registers the key routes: everyone who edits posts reads the key (the editor shows the map
 * with it); only administrators change it.
 */
function register_key_routes() {
	Rest_Controller::route(
		'wpcom/v2',
		'/service-api-keys/mapbox',
		array(
			'GET' => array(
				'permission' => Rest_Controller::require_capability( 'edit_posts' ),
				'callback'   => __NAMESPACE__ . '\get_key',
				'args'       => array(),
			),
			'POST' => array(
				'permission' => Rest_Controller::require_capability( 'manage_options' ),
				'callback'   => __NAMESPACE__ . '\update_key',
				'args'       => array(
					'service_api_key' => array(
						'description' => __( 'The Mapbox public access token (pk.…).', 'blockpack' ),
						'type'        => 'string',
						'required'    => true,
						'maxLength'   => TOKEN_MAX_LENGTH,
					),
				),
			),
			'DELETE' => array(
				'permission' => Rest_Controller::require_capability( 'manage_options' ),
				'callback'   => __NAMESPACE__ . '\delete_key',
				'args'       => array(),
			),
		)
	);
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_key_routes' );
