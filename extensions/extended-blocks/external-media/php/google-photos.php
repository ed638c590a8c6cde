<?php
/**
 * External media: Google Photos, the user's own photo library, through Google's Photos Picker
 * API (the Library API's reading scopes were removed on 2025-03-31; only the Picker remains).
 * The user picks in Google's own window: we create a picking session (`POST /sessions`, at most
 * as many items as the block takes), the editor opens its `pickerUri` and polls the session
 * (php/routes.php) until Google says the items are set, then lists the session's items and
 * copies them: each item is looked up in the session and its `baseUrl` downloaded with the
 * user's token within the hour Google allows. Albums, categories, dates and search do not exist
 * in the Picker.
 *
 * Each user connects their own Google account with the site owner's own OAuth client (client id
 * and secret in Settings → Blockpack → External media; php/google-oauth.php runs the connect
 * popup). A user's tokens are kept in their user meta, sealed with a key derived from the site's
 * `wp_salt( 'auth' )` (libsodium's secretbox; WordPress ships sodium_compat), refreshed when
 * the access token has expired (Google does not rotate a web client's refresh token, so two web
 * servers refreshing at once each get a valid access token and the last one saved is kept), and
 * revoked at Google on disconnect.
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

/** The site owner's Google OAuth client id. */
const GOOGLE_CLIENT_ID_OPTION = 'blockpack_google_client_id';

/** The site owner's Google OAuth client secret (a secret: never printed back). */
const GOOGLE_CLIENT_SECRET_OPTION = 'blockpack_google_client_secret';

/** User meta holding the user's sealed tokens. */
const GOOGLE_TOKEN_META = '_blockpack_google_photos_token';

/** What the site asks Google for: the Picker's items, and who the account is. */
const GOOGLE_SCOPE = 'openid email https://www.googleapis.com/auth/photospicker.mediaitems.readonly';

/** The size a photo is downloaded at (Google scales it to fit, keeping its proportions). */
const GOOGLE_DOWNLOAD_SIZE = '=w2048-h2048';

/**
 * One of Google's addresses, filterable for tests.
 *
 * @param string $which `authorize`, `token`, `revoke` or `picker` (the Picker API's base).
 * @return string
 */
function google_url( $which ) {
	$defaults = array(
		'authorize' => 'https://accounts.google.com/o/oauth2/v2/auth',
		'token'     => 'https://oauth2.googleapis.com/token',
		'revoke'    => 'https://oauth2.googleapis.com/revoke',
		'picker'    => 'https://photospicker.googleapis.com/v1',
	);
	$filters  = array(
		'authorize' => 'blockpack_google_oauth_authorize_url',
		'token'     => 'blockpack_google_oauth_token_url',
		'revoke'    => 'blockpack_google_oauth_revoke_url',
		'picker'    => 'blockpack_google_photos_picker_api_base',
	);
	/**
	 * Filters one of Google's addresses: `blockpack_google_oauth_authorize_url`,
	 * `blockpack_google_oauth_token_url`, `blockpack_google_oauth_revoke_url`,
	 * `blockpack_google_photos_picker_api_base`.
	 *
	 * @param string $url Google's address.
	 */
	return untrailingslashit( (string) apply_filters( $filters[ $which ], $defaults[ $which ] ) );
}

/**
 * The saved OAuth client, or null when none is saved.
 *
 * @return array|null `{ id, secret }`.
 */
function google_client() {
	$id     = (string) get_option( GOOGLE_CLIENT_ID_OPTION, '' );
	$secret = (string) get_option( GOOGLE_CLIENT_SECRET_OPTION, '' );
	return '' === $id || '' === $secret ? null : array(
		'id'     => $id,
		'secret' => $secret,
	);
}

/**
 * The key that seals users' tokens: derived from the site's auth salt, never stored.
 *
 * @return string 32 bytes.
 */
function google_seal_key() {
	return sodium_crypto_generichash( wp_salt( 'auth' ) . '|blockpack-google-photos', '', SODIUM_CRYPTO_SECRETBOX_KEYBYTES );
}

/**
 * Seals a value for storage.
 *
 * @param string $plain The value.
 * @return string Base64 of a fresh nonce and the sealed value.
 */
function google_seal( $plain ) {
	$nonce = random_bytes( SODIUM_CRYPTO_SECRETBOX_NONCEBYTES );
	return base64_encode( $nonce . sodium_crypto_secretbox( $plain, $nonce, google_seal_key() ) );
}

/**
 * Opens a sealed value.
 *
 * @param mixed $sealed What google_seal() gave.
 * @return string|null The value, or null when it is not ours (another salt, or tampered with).
 */
function google_unseal( $sealed ) {
	$raw = is_string( $sealed ) ? base64_decode( $sealed, true ) : false;
	if ( ! is_string( $raw ) || strlen( $raw ) <= SODIUM_CRYPTO_SECRETBOX_NONCEBYTES + SODIUM_CRYPTO_SECRETBOX_MACBYTES ) {
		return null;
	}
	try {
		$plain = sodium_crypto_secretbox_open( substr( $raw, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ), substr( $raw, 0, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ), google_seal_key() );
	} catch ( \SodiumException $e ) {
		return null;
	}
	return is_string( $plain ) ? $plain : null;
}

/**
 * A user's saved tokens.
 *
 * @param int $user_id The user.
 * @return array|null `{ access, refresh, expires, account }`, or null when not connected.
 */
function google_saved_token( $user_id ) {
	$plain = google_unseal( get_user_meta( $user_id, GOOGLE_TOKEN_META, true ) );
	$token = null !== $plain ? json_decode( $plain, true ) : null;
	if ( ! is_array( $token ) || empty( $token['refresh'] ) || ! is_string( $token['refresh'] ) ) {
		return null;
	}
	return array(
		'access'  => isset( $token['access'] ) ? (string) $token['access'] : '',
		'refresh' => $token['refresh'],
		'expires' => isset( $token['expires'] ) ? (int) $token['expires'] : 0,
		'account' => isset( $token['account'] ) ? (string) $token['account'] : '',
	);
}

/**
 * Saves a user's tokens, sealed.
 *
 * @param int   $user_id The user.
 * @param array $token   `{ access, refresh, expires, account }`.
 */
function google_save_token( $user_id, array $token ) {
	update_user_meta( $user_id, GOOGLE_TOKEN_META, google_seal( (string) wp_json_encode( $token ) ) );
}

/**
 * The account a token answer names (its id token's e-mail, read without checking its signature:
 * the answer came straight from Google's token endpoint over TLS, which OpenID Connect allows).
 *
 * @param array $json The token endpoint's answer.
 * @return string The e-mail, or ''.
 */
function google_account_of( array $json ) {
	$parts   = isset( $json['id_token'] ) && is_string( $json['id_token'] ) ? explode( '.', $json['id_token'] ) : array();
	$payload = 3 === count( $parts ) ? json_decode( (string) base64_decode( strtr( $parts[1], '-_', '+/' ), true ), true ) : null;
	return is_array( $payload ) && isset( $payload['email'] ) && is_email( $payload['email'] ) ? (string) $payload['email'] : '';
}

/**
 * Posts a form to one of Google's OAuth endpoints (through the guarded fetch, never cached).
 *
 * @param string $url    The endpoint.
 * @param array  $fields The form's fields.
 * @return array|\WP_Error Guarded_Fetch::request()'s answer.
 */
function google_post_form( $url, array $fields ) {
	return \Blockpack\Guarded_Fetch::request(
		$url,
		array(
			'method'    => 'POST',
			'cache'     => 0,
			'timeout'   => 10,
			'max_bytes' => 65536,
			'headers'   => array(
				'Content-Type' => 'application/x-www-form-urlencoded',
				'Accept'       => 'application/json',
			),
			'body'      => http_build_query( $fields ),
		)
	);
}

/**
 * Asks Google's token endpoint.
 *
 * @param array $fields The form's fields (`grant_type` and its own).
 * @return array|\WP_Error The answer's JSON; `authorization_required` when Google refuses the
 *                         grant (`invalid_grant`) or the client (`invalid_client`: its code in
 *                         the error's data), or `external_media_unavailable`.
 */
function google_token_request( array $fields ) {
	$client = google_client();
	if ( ! $client ) {
		return google_not_connected();
	}
	$answer = google_post_form(
		google_url( 'token' ),
		array_merge(
			array(
				'client_id'     => $client['id'],
				'client_secret' => $client['secret'],
			),
			$fields
		)
	);
	$json = is_wp_error( $answer ) ? null : json_decode( $answer['body'], true );
	if ( ! is_array( $json ) ) {
		return unavailable( 'Google Photos' );
	}
	if ( 200 === (int) $answer['status'] && ! empty( $json['access_token'] ) && is_string( $json['access_token'] ) ) {
		return $json;
	}
	$code = isset( $json['error'] ) && is_string( $json['error'] ) ? $json['error'] : '';
	if ( in_array( $code, array( 'invalid_grant', 'invalid_client', 'unauthorized_client' ), true ) ) {
		$error = google_not_connected();
		$error->add_data(
			array(
				'status'       => 403,
				'google_error' => $code,
				'connect_url'  => google_connect_url(),
			)
		);
		return $error;
	}
	return unavailable( 'Google Photos' );
}

/**
 * The error for a user without a working Google connection: the editor shows its connect screen.
 *
 * @return \WP_Error 403 `authorization_required`, with `connect_url`.
 */
function google_not_connected() {
	return new \WP_Error(
		'authorization_required',
		__( 'Connect your Google account to pick photos from Google Photos.', 'blockpack' ),
		array(
			'status'      => 403,
			'connect_url' => google_connect_url(),
		)
	);
}

/**
 * Turns an authorization code into the user's saved connection.
 *
 * @param int    $user_id The user.
 * @param string $code    The code Google sent back.
 * @return array|\WP_Error `{ account }`.
 */
function google_connect_code( $user_id, $code ) {
	$json = google_token_request(
		array(
			'grant_type'   => 'authorization_code',
			'code'         => $code,
			'redirect_uri' => google_redirect_uri(),
		)
	);
	if ( is_wp_error( $json ) ) {
		return $json;
	}
	$refresh = isset( $json['refresh_token'] ) && is_string( $json['refresh_token'] ) ? $json['refresh_token'] : '';
	if ( '' === $refresh ) {
		return new \WP_Error( 'external_media_unavailable', __( 'Google sent no refresh token. Remove this site’s access in your Google account’s settings, then connect again.', 'blockpack' ), array( 'status' => 424 ) );
	}
	$token = array(
		'access'  => (string) $json['access_token'],
		'refresh' => $refresh,
		'expires' => time() + ( isset( $json['expires_in'] ) ? (int) $json['expires_in'] : 3600 ),
		'account' => google_account_of( $json ),
	);
	google_save_token( $user_id, $token );
	return array( 'account' => $token['account'] );
}

/**
 * The user's access token, refreshed when it has expired (or when Google refused it).
 *
 * @param int  $user_id The user.
 * @param bool $renew   Whether to refresh even if it has not expired.
 * @return string|\WP_Error The token, or `authorization_required` (not connected, or Google
 *                          refused the refresh token: the connection is then removed).
 */
function google_access_token( $user_id, $renew = false ) {
	$token = google_saved_token( $user_id );
	if ( ! $token ) {
		return google_not_connected();
	}
	if ( ! $renew && '' !== $token['access'] && $token['expires'] > time() + 60 ) {
		return $token['access'];
	}
	$json = google_token_request(
		array(
			'grant_type'    => 'refresh_token',
			'refresh_token' => $token['refresh'],
		)
	);
	if ( is_wp_error( $json ) ) {
		if ( 'authorization_required' === $json->get_error_code() ) {
			delete_user_meta( $user_id, GOOGLE_TOKEN_META );
		}
		return $json;
	}
	$token['access']  = (string) $json['access_token'];
	$token['expires'] = time() + ( isset( $json['expires_in'] ) ? (int) $json['expires_in'] : 3600 );
	google_save_token( $user_id, $token );
	return $token['access'];
}

/**
 * Calls the Picker API as the current user; a token Google refuses is refreshed once.
 *
 * @param string     $method GET, POST or DELETE.
 * @param string     $path   The path after the API base (`/sessions`, …) with its query.
 * @param array|null $body   A JSON body.
 * @return array|\WP_Error The answer's JSON (an empty array for an empty answer), or an error of
 *                         service.php (`external_media_not_found` for another user's session).
 */
function google_api( $method, $path, $body = null ) {
	$user_id = get_current_user_id();
	$renew   = false;
	for ( $attempt = 0; $attempt < 2; $attempt++ ) {
		$access = google_access_token( $user_id, $renew );
		if ( is_wp_error( $access ) ) {
			return $access;
		}
		$args = array(
			'method'  => $method,
			'headers' => array(
				'Authorization' => 'Bearer ' . $access,
				'Accept'        => 'application/json',
			),
		);
		if ( null !== $body ) {
			$args['headers']['Content-Type'] = 'application/json';
			$args['body']                    = wp_json_encode( $body );
		}
		$answer = call_service( 'Google Photos', google_url( 'picker' ) . $path, $args );
		if ( ! is_wp_error( $answer ) || 'authorization_required' !== $answer->get_error_code() || $renew ) {
			break;
		}
		$renew = true;
	}
	if ( is_wp_error( $answer ) ) {
		return 'authorization_required' === $answer->get_error_code() ? google_not_connected() : $answer;
	}
	return $answer['json'];
}

/**
 * Milliseconds from one of Google's durations (`"5s"`, `"0.5s"`, `"1800s"`).
 *
 * @param mixed $duration The duration.
 * @param int   $fallback Milliseconds when it cannot be read.
 * @return int
 */
function google_duration_ms( $duration, $fallback ) {
	return is_string( $duration ) && preg_match( '/^([0-9]{1,7})(\.[0-9]{1,9})?s$/', $duration, $m )
		? (int) round( ( (float) ( $m[1] . ( isset( $m[2] ) ? $m[2] : '' ) ) ) * 1000 )
		: $fallback;
}

/**
 * A session as the editor reads it.
 *
 * @param array $json The Picker API's session.
 * @return array `{ id, picker_uri, poll_interval, timeout, expire_time, media_items_set }`.
 */
function google_session_answer( array $json ) {
	$polling = isset( $json['pollingConfig'] ) && is_array( $json['pollingConfig'] ) ? $json['pollingConfig'] : array();
	$uri     = isset( $json['pickerUri'] ) ? service_url( $json['pickerUri'] ) : '';
	return array(
		'id'              => isset( $json['id'] ) && is_string( $json['id'] ) ? $json['id'] : '',
		// `/autoclose`: Google's window closes itself once the user presses Done.
		'picker_uri'      => '' !== $uri ? untrailingslashit( $uri ) . '/autoclose' : '',
		'poll_interval'   => max( 500, min( 60000, google_duration_ms( isset( $polling['pollInterval'] ) ? $polling['pollInterval'] : null, 5000 ) ) ),
		'timeout'         => google_duration_ms( isset( $polling['timeoutIn'] ) ? $polling['timeoutIn'] : null, 1800000 ),
		'expire_time'     => isset( $json['expireTime'] ) ? service_text( $json['expireTime'] ) : '',
		'media_items_set' => ! empty( $json['mediaItemsSet'] ),
	);
}

/**
 * Whether a value has the form of a Picker session id.
 *
 * @param mixed $id The value.
 * @return bool
 */
function is_google_session_id( $id ) {
	return is_string( $id ) && (bool) preg_match( '/^[A-Za-z0-9_-]{1,200}$/', $id );
}

/**
 * The items the user picked in a session (each request asks Google once per session).
 *
 * @param string $session_id The session.
 * @return array|\WP_Error Picker media items by id.
 */
function google_session_items( $session_id ) {
	static $asked = array();
	$key = get_current_user_id() . '|' . $session_id;
	if ( ! isset( $asked[ $key ] ) ) {
		$items = array();
		$page  = '';
		do {
			$json = google_api( 'GET', '/mediaItems?' . http_build_query( array_filter( array( 'sessionId' => $session_id, 'pageSize' => 100, 'pageToken' => $page ) ) ) );
			if ( is_wp_error( $json ) ) {
				return $json;
			}
			foreach ( isset( $json['mediaItems'] ) && is_array( $json['mediaItems'] ) ? $json['mediaItems'] : array() as $item ) {
				if ( is_array( $item ) && isset( $item['id'] ) && is_string( $item['id'] ) ) {
					$items[ $item['id'] ] = $item;
				}
			}
			$page = isset( $json['nextPageToken'] ) && is_string( $json['nextPageToken'] ) ? $json['nextPageToken'] : '';
		} while ( '' !== $page && count( $items ) < 1000 );
		$asked[ $key ] = $items;
	}
	return $asked[ $key ];
}

/**
 * Google Photos, a source.
 */
class Google_Photos implements Source {

	/**
	 * {@inheritDoc}
	 */
	public function id() {
		return 'google_photos';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label() {
		return __( 'Google Photos', 'blockpack' );
	}

	/**
	 * Usable once the site's OAuth client is saved (each user then connects their account).
	 *
	 * @return bool
	 */
	public function is_usable() {
		return null !== google_client();
	}

	/**
	 * An item's id: `<session id>:<media item id>`.
	 *
	 * @param mixed $id The value.
	 * @return bool
	 */
	public function is_valid_id( $id ) {
		return is_string( $id ) && (bool) preg_match( '/^[A-Za-z0-9_-]{1,200}:[A-Za-z0-9_-]{1,300}$/', $id );
	}

	/**
	 * The Picker has no listing: without `session_id` nothing (once connected); with one, the
	 * items the user picked in that session.
	 *
	 * @param array $query `session_id` ('' for none), and the others, unused.
	 * @return array|\WP_Error
	 */
	public function search( array $query ) {
		$session = isset( $query['session_id'] ) ? (string) $query['session_id'] : '';
		if ( '' === $session ) {
			$access = google_access_token( get_current_user_id() );
			return is_wp_error( $access ) ? $access : array(
				'items' => array(),
				'found' => 0,
				'more'  => false,
			);
		}
		$items = google_session_items( $session );
		if ( is_wp_error( $items ) ) {
			return $items;
		}
		$found = array();
		foreach ( array_keys( $items ) as $item_id ) {
			$found[] = $this->describe( $session, $items[ $item_id ] );
		}
		return array(
			'items' => $found,
			'found' => count( $found ),
			'more'  => false,
		);
	}

	/**
	 * One picked item, looked up in its session.
	 *
	 * @param string $id `<session id>:<media item id>`.
	 * @return array|\WP_Error
	 */
	public function item( $id ) {
		list( $session, $item_id ) = explode( ':', $id, 2 );
		$items                     = google_session_items( $session );
		if ( is_wp_error( $items ) ) {
			return $items;
		}
		if ( ! isset( $items[ $item_id ] ) ) {
			return not_found();
		}
		$item = $this->describe( $session, $items[ $item_id ] );
		if ( 'image' !== $item['type'] ) {
			return new \WP_Error( 'external_media_unsupported', __( 'Videos from Google Photos cannot be added here yet.', 'blockpack' ), array( 'status' => 415 ) );
		}
		$access = google_access_token( get_current_user_id() );
		if ( is_wp_error( $access ) ) {
			return $access;
		}
		$item['download_headers'] = array( 'Authorization' => 'Bearer ' . $access );
		return $item;
	}

	/**
	 * A picked item in Source::item()'s shape. The browser cannot show Google's `baseUrl`
	 * without the user's token: the preview addresses are empty.
	 *
	 * @param string $session The session.
	 * @param array  $item    The Picker's media item.
	 * @return array
	 */
	private function describe( $session, array $item ) {
		$file     = isset( $item['mediaFile'] ) && is_array( $item['mediaFile'] ) ? $item['mediaFile'] : array();
		$meta     = isset( $file['mediaFileMetadata'] ) && is_array( $file['mediaFileMetadata'] ) ? $file['mediaFileMetadata'] : array();
		$filename = isset( $file['filename'] ) ? service_text( $file['filename'] ) : '';
		$base     = isset( $file['baseUrl'] ) ? service_url( $file['baseUrl'] ) : '';
		$title    = '' !== $filename ? (string) preg_replace( '/\.[A-Za-z0-9]{1,5}$/', '', $filename ) : '';
		return array(
			'id'          => $session . ':' . $item['id'],
			'type'        => isset( $item['type'] ) && 'VIDEO' === $item['type'] ? 'video' : 'image',
			'preview'     => '',
			'thumbnail'   => '',
			'large'       => '',
			'download'    => '' !== $base ? $base . GOOGLE_DOWNLOAD_SIZE : '',
			'width'       => isset( $meta['width'] ) ? service_int( $meta['width'] ) : 0,
			'height'      => isset( $meta['height'] ) ? service_int( $meta['height'] ) : 0,
			'alt'         => '',
			'credit'      => array(
				'title'       => $title,
				'creator'     => '',
				'creator_url' => '',
				'license'     => '',
				'license_url' => '',
				'landing_url' => '',
			),
			'notice'      => '',
			'notice_text' => '',
		);
	}

	/**
	 * The current user's connection, and where to connect.
	 *
	 * @return array `{ connected, account: null|{ name }, connect_url }`.
	 */
	public function connection() {
		$token = google_saved_token( get_current_user_id() );
		return array(
			'connected'   => null !== $token,
			'account'     => $token ? array( 'name' => '' !== $token['account'] ? $token['account'] : __( 'Google account', 'blockpack' ) ) : null,
			'connect_url' => google_connect_url(),
		);
	}

	/**
	 * Revokes the user's tokens at Google (a failed revocation still forgets them here).
	 *
	 * @return array `{ connected: false }`.
	 */
	public function disconnect() {
		$user_id = get_current_user_id();
		$token   = google_saved_token( $user_id );
		if ( $token ) {
			google_post_form( add_query_arg( 'token', rawurlencode( $token['refresh'] ), google_url( 'revoke' ) ), array() );
		}
		delete_user_meta( $user_id, GOOGLE_TOKEN_META );
		return array( 'connected' => false );
	}
}
