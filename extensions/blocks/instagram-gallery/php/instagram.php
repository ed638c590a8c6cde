<?php
/**
 * Latest Instagram Posts: Instagram's API with Instagram Login (professional accounts), asked
 * from our PHP only. The hosts are fixed (not addresses a user gives), so they are asked with
 * WordPress's HTTP API directly, as the Stripe API is; each base is filterable so that tests
 * point it at a local fake:
 *
 * - `blockpack_instagram_authorize_url`: the authorization window, `https://www.instagram.com/oauth/authorize`;
 * - `blockpack_instagram_api_base`: the code exchange, `https://api.instagram.com` (`POST /oauth/access_token`);
 * - `blockpack_instagram_graph_base`: everything else, `https://graph.instagram.com` (`/access_token`,
 *   `/refresh_access_token`, `/me`, `/me/media`).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Instagram_Gallery;

defined( 'ABSPATH' ) || exit;

/** The app ID option (Settings → Blockpack). */
const APP_ID_OPTION = 'blockpack_instagram_app_id';

/** The app secret option (a secret field: masked, empty keeps). */
const APP_SECRET_OPTION = 'blockpack_instagram_app_secret';

/** The permission asked for: profile and media of a professional account. */
const SCOPE = 'instagram_business_basic';

/** The most posts a gallery shows (and the most asked from Instagram). */
const MAX_POSTS = 30;

/**
 * The app ID.
 *
 * @return string
 */
function app_id() {
	return (string) get_option( APP_ID_OPTION, '' );
}

/**
 * The app secret.
 *
 * @return string
 */
function app_secret() {
	return (string) get_option( APP_SECRET_OPTION, '' );
}

/**
 * Whether the app ID and secret are both saved.
 *
 * @return bool
 */
function has_app_credentials() {
	return '' !== app_id() && '' !== app_secret();
}

/**
 * The authorization window's address, without query.
 *
 * @return string
 */
function authorize_url() {
	/**
	 * Filters the address of Instagram's authorization window (Business Login for Instagram).
	 *
	 * @param string $url `https://www.instagram.com/oauth/authorize`.
	 */
	return (string) apply_filters( 'blockpack_instagram_authorize_url', 'https://www.instagram.com/oauth/authorize' );
}

/**
 * The base of the code exchange, without a trailing slash.
 *
 * @return string
 */
function api_base() {
	/**
	 * Filters the base address of Instagram's code exchange (`POST /oauth/access_token`).
	 *
	 * @param string $base `https://api.instagram.com`.
	 */
	return untrailingslashit( (string) apply_filters( 'blockpack_instagram_api_base', 'https://api.instagram.com' ) );
}

/**
 * The base of Instagram's Graph API, without a trailing slash.
 *
 * @return string
 */
function graph_base() {
	/**
	 * Filters the base address of Instagram's Graph API (tokens, profile, media).
	 *
	 * @param string $base `https://graph.instagram.com`.
	 */
	return untrailingslashit( (string) apply_filters( 'blockpack_instagram_graph_base', 'https://graph.instagram.com' ) );
}

/**
 * Asks Instagram once and reads its JSON answer.
 *
 * @param string $method GET or POST.
 * @param string $url    The address, with its query.
 * @param array  $body   A form body (POST).
 * @return array|\WP_Error The decoded answer of a 2xx, or `instagram_unreachable` (no answer),
 *                         `instagram_refused` (a 4xx/5xx; data: `status`, `instagram_code`) or
 *                         `instagram_malformed` (not JSON). The message is for the site owner.
 */
function request( $method, $url, array $body = array() ) {
	$args = array(
		'method'              => $method,
		'timeout'             => 10,
		'redirection'         => 0,
		'limit_response_size' => 1048576,
		'headers'             => array( 'Accept' => 'application/json' ),
		'user-agent'          => 'Blockpack/' . BLOCKPACK_VERSION . '; ' . home_url( '/' ),
	);
	if ( 'POST' === $method ) {
		$args['body'] = $body;
	}
	$response = wp_remote_request( $url, $args );
	if ( is_wp_error( $response ) ) {
		return new \WP_Error( 'instagram_unreachable', __( 'Instagram could not be reached.', 'blockpack' ) );
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	$json   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	if ( $status < 200 || $status > 299 ) {
		$said = error_message_of( $json );
		return new \WP_Error(
			'instagram_refused',
			'' !== $said
				/* translators: %s: Instagram's own error message. */
				? sprintf( __( 'Instagram said: “%s”', 'blockpack' ), $said )
				/* translators: %d: an HTTP status code. */
				: sprintf( __( 'Instagram answered with an error (HTTP %d).', 'blockpack' ), $status ),
			array(
				'status'         => $status,
				'instagram_code' => error_code_of( $json ),
			)
		);
	}
	if ( ! is_array( $json ) ) {
		return new \WP_Error( 'instagram_malformed', __( 'Instagram’s answer could not be read.', 'blockpack' ) );
	}
	return $json;
}

/**
 * Asks the Graph API once with a GET: `graph_base()`, the path, and the query in the address.
 *
 * @param string $path  The path, from `/`.
 * @param array  $query The query's fields.
 * @return array|\WP_Error See request().
 */
function graph_get( $path, array $query ) {
	return request( 'GET', graph_base() . $path . '?' . http_build_query( $query, '', '&' ) );
}

/**
 * The message in one of Instagram's error answers (Graph: `{ error: { message } }`; OAuth:
 * `{ error_message }`), cut short and stripped.
 *
 * @param mixed $json The decoded answer.
 * @return string
 */
function error_message_of( $json ) {
	$said = '';
	if ( is_array( $json ) && isset( $json['error']['message'] ) && is_string( $json['error']['message'] ) ) {
		$said = $json['error']['message'];
	} elseif ( is_array( $json ) && isset( $json['error_message'] ) && is_string( $json['error_message'] ) ) {
		$said = $json['error_message'];
	}
	return trim( wp_strip_all_tags( substr( $said, 0, 300 ) ) );
}

/**
 * The code in one of Instagram's error answers (190: the token is invalid or expired).
 *
 * @param mixed $json The decoded answer.
 * @return int 0 when none.
 */
function error_code_of( $json ) {
	if ( is_array( $json ) && isset( $json['error']['code'] ) && is_numeric( $json['error']['code'] ) ) {
		return (int) $json['error']['code'];
	}
	if ( is_array( $json ) && isset( $json['code'] ) && is_numeric( $json['code'] ) ) {
		return (int) $json['code'];
	}
	return 0;
}

/**
 * Whether an error says the token itself is no good (expired, revoked): Instagram's code 190,
 * or a 401.
 *
 * @param \WP_Error $error An error of request().
 * @return bool
 */
function is_token_error( \WP_Error $error ) {
	$data = $error->get_error_data();
	return is_array( $data ) && ( 190 === ( isset( $data['instagram_code'] ) ? $data['instagram_code'] : 0 ) || 401 === ( isset( $data['status'] ) ? $data['status'] : 0 ) );
}

/**
 * A token from one of Instagram's token answers: `{ access_token, expires_in }`, or Business
 * Login's code exchange `{ data: [ { access_token, user_id, permissions } ] }`.
 *
 * An error of the request that asked for it is handed back as it is.
 *
 * @param array|\WP_Error $json The decoded answer, or the request's error.
 * @return array|\WP_Error `{ access_token, expires_in (0 when not said), user_id ('' when not said) }`.
 */
function token_of( $json ) {
	if ( is_wp_error( $json ) ) {
		return $json;
	}
	if ( isset( $json['data'][0] ) && is_array( $json['data'][0] ) ) {
		$json = $json['data'][0];
	}
	if ( ! isset( $json['access_token'] ) || ! is_string( $json['access_token'] ) || '' === $json['access_token'] ) {
		return new \WP_Error( 'instagram_malformed', __( 'Instagram’s answer held no access token.', 'blockpack' ) );
	}
	return array(
		'access_token' => $json['access_token'],
		'expires_in'   => isset( $json['expires_in'] ) && is_numeric( $json['expires_in'] ) ? (int) $json['expires_in'] : 0,
		'user_id'      => isset( $json['user_id'] ) && is_scalar( $json['user_id'] ) ? (string) $json['user_id'] : '',
	);
}

/**
 * Exchanges an authorization code for a short-lived token.
 *
 * @param string $code         The code.
 * @param string $redirect_uri The redirect URI the window was opened with.
 * @return array|\WP_Error See token_of().
 */
function exchange_code( $code, $redirect_uri ) {
	return token_of(
		request(
			'POST',
			api_base() . '/oauth/access_token',
			array(
				'client_id'     => app_id(),
				'client_secret' => app_secret(),
				'grant_type'    => 'authorization_code',
				'redirect_uri'  => $redirect_uri,
				'code'          => $code,
			)
		)
	);
}

/**
 * Exchanges a short-lived token for a long-lived one (60 days).
 *
 * @param string $token The short-lived token.
 * @return array|\WP_Error See token_of().
 */
function exchange_for_long_lived( $token ) {
	return token_of(
		graph_get(
			'/access_token',
			array(
				'grant_type'    => 'ig_exchange_token',
				'client_secret' => app_secret(),
				'access_token'  => $token,
			)
		)
	);
}

/**
 * Refreshes a long-lived token (at least 24 hours old, not expired) for 60 more days.
 *
 * @param string $token The long-lived token.
 * @return array|\WP_Error See token_of().
 */
function refresh_token( $token ) {
	return token_of(
		graph_get(
			'/refresh_access_token',
			array(
				'grant_type'   => 'ig_refresh_token',
				'access_token' => $token,
			)
		)
	);
}

/**
 * The professional account a token belongs to.
 *
 * @param string $token A token.
 * @return array|\WP_Error `{ user_id, username }`.
 */
function profile( $token ) {
	$json = graph_get(
		'/me',
		array(
			'fields'       => 'user_id,username',
			'access_token' => $token,
		)
	);
	if ( is_wp_error( $json ) ) {
		return $json;
	}
	$user_id  = isset( $json['user_id'] ) && is_scalar( $json['user_id'] ) ? (string) $json['user_id'] : ( isset( $json['id'] ) && is_scalar( $json['id'] ) ? (string) $json['id'] : '' );
	$username = isset( $json['username'] ) && is_string( $json['username'] ) ? $json['username'] : '';
	if ( ! preg_match( '/^[0-9]{1,30}$/', $user_id ) || ! preg_match( '/^[A-Za-z0-9._]{1,30}$/', $username ) ) {
		return new \WP_Error( 'instagram_malformed', __( 'Instagram’s answer held no account.', 'blockpack' ) );
	}
	return array(
		'user_id'  => $user_id,
		'username' => $username,
	);
}

/**
 * The latest posts of a token's account, as the gallery shows them.
 *
 * @param string $token A token.
 * @return array|\WP_Error A list of `{ link, title, url }`, newest first.
 */
function media( $token ) {
	$json = graph_get(
		'/me/media',
		array(
			'fields'       => 'id,caption,media_type,media_url,thumbnail_url,permalink',
			'limit'        => MAX_POSTS,
			'access_token' => $token,
		)
	);
	if ( is_wp_error( $json ) ) {
		return $json;
	}
	if ( ! isset( $json['data'] ) || ! is_array( $json['data'] ) ) {
		return new \WP_Error( 'instagram_malformed', __( 'Instagram’s answer held no posts.', 'blockpack' ) );
	}
	$images = array();
	foreach ( $json['data'] as $post ) {
		$image = image_of( $post );
		if ( $image ) {
			$images[] = $image;
		}
	}
	return array_slice( $images, 0, MAX_POSTS );
}

/**
 * One post as the gallery shows it: a video by its thumbnail, anything else by its media URL;
 * the caption, stripped and cut short, as its title. Posts without an image or link are left out.
 *
 * @param mixed $post A post of `/me/media`.
 * @return array|null `{ link, title, url }`.
 */
function image_of( $post ) {
	if ( ! is_array( $post ) ) {
		return null;
	}
	$field = isset( $post['media_type'] ) && 'VIDEO' === $post['media_type'] ? 'thumbnail_url' : 'media_url';
	$url   = isset( $post[ $field ] ) && is_string( $post[ $field ] ) ? esc_url_raw( $post[ $field ], array( 'https', 'http' ) ) : '';
	$link  = isset( $post['permalink'] ) && is_string( $post['permalink'] ) ? esc_url_raw( $post['permalink'], array( 'https', 'http' ) ) : '';
	if ( '' === $url || '' === $link ) {
		return null;
	}
	return array(
		'link'  => $link,
		'title' => caption_title( isset( $post['caption'] ) && is_string( $post['caption'] ) ? $post['caption'] : '' ),
		'url'   => $url,
	);
}

/**
 * A caption as a title: tags stripped, white space collapsed, at most 200 characters.
 *
 * @param string $caption The caption.
 * @return string
 */
function caption_title( $caption ) {
	$title = trim( (string) preg_replace( '/\s+/u', ' ', wp_strip_all_tags( $caption ) ) );
	if ( function_exists( 'mb_strlen' ) && mb_strlen( $title ) > 200 ) {
		$title = rtrim( mb_substr( $title, 0, 199 ) ) . '…';
	}
	return $title;
}
