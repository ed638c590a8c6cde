<?php
/**
 * External media: Openverse, openly licensed images (https://api.openverse.org/v1, filterable:
 * `blockpack_openverse_api_base`). It works with no key, within Openverse's anonymous limits
 * (about 20 requests a minute and 200 a day for the site's address, at most 20 results a page).
 * With an Openverse app's client id and secret (Settings → Blockpack → External media) our
 * requests carry the app's token (100 a minute, 10,000 a day): the token comes from
 * `POST /auth_tokens/token/` (client credentials) and is kept for its lifetime (12 hours, less
 * five minutes) in a transient shared by every web server; a token Openverse refuses is
 * forgotten and a new one asked once. Mature results are always left out (`mature=false`).
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

/** The Openverse app's client id (optional). */
const OPENVERSE_CLIENT_ID_OPTION = 'blockpack_openverse_client_id';

/** The Openverse app's client secret (optional; a secret: never printed back). */
const OPENVERSE_CLIENT_SECRET_OPTION = 'blockpack_openverse_client_secret';

/** The transient keeping the app's token: `{ for, token }` (`for`: a hash of the credentials). */
const OPENVERSE_TOKEN_TRANSIENT = 'blockpack_openverse_token';

/** Results a page without an app (Openverse's anonymous limit). */
const OPENVERSE_ANONYMOUS_PAGE_SIZE = 20;

/**
 * The base address of Openverse's API, without a trailing slash.
 *
 * @return string
 */
function openverse_api_base() {
	/**
	 * Filters the base address of Openverse's API.
	 *
	 * @param string $base `https://api.openverse.org/v1`.
	 */
	return untrailingslashit( (string) apply_filters( 'blockpack_openverse_api_base', 'https://api.openverse.org/v1' ) );
}

/**
 * The saved app credentials, or null when none are saved.
 *
 * @return array|null `{ id, secret }`.
 */
function openverse_credentials() {
	$id     = (string) get_option( OPENVERSE_CLIENT_ID_OPTION, '' );
	$secret = (string) get_option( OPENVERSE_CLIENT_SECRET_OPTION, '' );
	if ( '' === $id || '' === $secret ) {
		return null;
	}
	return array(
		'id'     => $id,
		'secret' => $secret,
	);
}

/**
 * Asks Openverse for an app token.
 *
 * @param string $id     The client id.
 * @param string $secret The client secret.
 * @return array|\WP_Error `{ token, expires_in }`, or an error of call_service()
 *                         (`authorization_required` when Openverse refuses the credentials).
 */
function openverse_request_token( $id, $secret ) {
	$answer = call_service(
		'Openverse',
		openverse_api_base() . '/auth_tokens/token/',
		array(
			'method'  => 'POST',
			'headers' => array(
				'Content-Type' => 'application/x-www-form-urlencoded',
				'Accept'       => 'application/json',
			),
			'body'    => http_build_query(
				array(
					'client_id'     => $id,
					'client_secret' => $secret,
					'grant_type'    => 'client_credentials',
				),
				'',
				'&'
			),
		)
	);
	if ( is_wp_error( $answer ) ) {
		// Openverse answers a refused client with 400/401 (invalid_client).
		return $answer;
	}
	$token = isset( $answer['json']['access_token'] ) ? $answer['json']['access_token'] : '';
	if ( ! is_string( $token ) || ! preg_match( '/^[A-Za-z0-9._~+\/=-]{10,500}$/', $token ) ) {
		return unavailable( 'Openverse' );
	}
	return array(
		'token'      => $token,
		'expires_in' => isset( $answer['json']['expires_in'] ) ? (int) $answer['json']['expires_in'] : 12 * HOUR_IN_SECONDS,
	);
}

/**
 * The app's token, kept for its lifetime; '' without an app or when none could be had (the
 * request then goes anonymously).
 *
 * @return string
 */
function openverse_token() {
	$credentials = openverse_credentials();
	if ( ! $credentials ) {
		return '';
	}
	$for  = md5( $credentials['id'] . "\0" . $credentials['secret'] );
	$kept = get_transient( OPENVERSE_TOKEN_TRANSIENT );
	if ( is_array( $kept ) && isset( $kept['for'], $kept['token'] ) && $for === $kept['for'] ) {
		return (string) $kept['token'];
	}
	$answer = openverse_request_token( $credentials['id'], $credentials['secret'] );
	if ( is_wp_error( $answer ) ) {
		return '';
	}
	set_transient(
		OPENVERSE_TOKEN_TRANSIENT,
		array(
			'for'   => $for,
			'token' => $answer['token'],
		),
		max( MINUTE_IN_SECONDS, min( 12 * HOUR_IN_SECONDS, $answer['expires_in'] ) - 5 * MINUTE_IN_SECONDS )
	);
	return $answer['token'];
}

/**
 * Calls Openverse's API, with the app's token when there is one.
 *
 * @param string $path The path after the base, with its query.
 * @return array|\WP_Error See call_service().
 */
function openverse_get( $path ) {
	$token  = openverse_token();
	$answer = openverse_get_with( $path, $token );
	if ( '' !== $token && is_wp_error( $answer ) && 'authorization_required' === $answer->get_error_code() ) {
		// The token was refused (revoked, or the app changed): forget it and ask for a new one once.
		delete_transient( OPENVERSE_TOKEN_TRANSIENT );
		$answer = openverse_get_with( $path, openverse_token() );
	}
	return $answer;
}

/**
 * One call to Openverse's API.
 *
 * @param string $path  The path after the base, with its query.
 * @param string $token The app's token, or '' for none.
 * @return array|\WP_Error See call_service().
 */
function openverse_get_with( $path, $token ) {
	$headers = array( 'Accept' => 'application/json' );
	if ( '' !== $token ) {
		$headers['Authorization'] = 'Bearer ' . $token;
	}
	return call_service( 'Openverse', openverse_api_base() . $path, array( 'headers' => $headers ) );
}

/**
 * Checks an Openverse app's credentials (the settings' check): asks for a token.
 *
 * @param string $secret The client secret.
 * @param string $id     The client id.
 * @return array `{ status: valid|rejected|unreachable, message }`.
 */
function check_openverse_credentials( $secret, $id ) {
	if ( '' === $id ) {
		return \Blockpack\Settings\check_answer( 'rejected', __( 'Enter the Openverse client ID with its secret.', 'blockpack' ) );
	}
	$answer = openverse_request_token( $id, $secret );
	if ( ! is_wp_error( $answer ) ) {
		return \Blockpack\Settings\check_answer( 'valid' );
	}
	if ( in_array( $answer->get_error_code(), array( 'authorization_required', 'external_media_not_found' ), true ) ) {
		return \Blockpack\Settings\check_answer( 'rejected', __( 'Openverse rejected this client ID and secret.', 'blockpack' ) );
	}
	return \Blockpack\Settings\check_answer( 'unreachable' );
}

/**
 * Openverse, a source.
 */
class Openverse extends Site_Source {

	/**
	 * {@inheritDoc}
	 */
	public function id() {
		return 'openverse';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label() {
		return __( 'Openverse', 'blockpack' );
	}

	/**
	 * Openverse needs no key.
	 *
	 * @return bool
	 */
	public function is_usable() {
		return true;
	}

	/**
	 * Openverse's ids are UUIDs.
	 *
	 * @param mixed $id The value.
	 * @return bool
	 */
	public function is_valid_id( $id ) {
		return is_string( $id ) && (bool) preg_match( '/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/', $id );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array $query The query.
	 */
	public function search( array $query ) {
		$size = (int) $query['number'];
		if ( ! openverse_credentials() ) {
			$size = min( $size, OPENVERSE_ANONYMOUS_PAGE_SIZE );
		}
		$params = array(
			'page'      => (int) $query['page'],
			'page_size' => $size,
			'mature'    => 'false',
		);
		if ( '' !== $query['search'] ) {
			$params = array( 'q' => $query['search'] ) + $params;
		}
		$path = '/images/?' . http_build_query( $params, '', '&' );
		return cached(
			'openverse:list:' . $path,
			function () use ( $path ) {
				$answer = openverse_get( $path );
				if ( is_wp_error( $answer ) ) {
					return $answer;
				}
				$json    = $answer['json'];
				$results = isset( $json['results'] ) && is_array( $json['results'] ) ? $json['results'] : null;
				if ( null === $results ) {
					return unavailable( 'Openverse' );
				}
				$items = array();
				foreach ( $results as $result ) {
					$item = is_array( $result ) ? $this->normalize( $result ) : null;
					if ( $item ) {
						$items[] = $item;
					}
				}
				$page  = isset( $json['page'] ) ? (int) $json['page'] : 1;
				$pages = isset( $json['page_count'] ) ? (int) $json['page_count'] : 0;
				return array(
					'items' => $items,
					'found' => isset( $json['result_count'] ) ? (int) $json['result_count'] : count( $items ),
					'more'  => $page < $pages,
				);
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $id The id.
	 */
	public function item( $id ) {
		$path = '/images/' . rawurlencode( $id ) . '/';
		return cached(
			'openverse:item:' . $id,
			function () use ( $path, $id ) {
				$answer = openverse_get( $path );
				if ( is_wp_error( $answer ) ) {
					return $answer;
				}
				$item = $this->normalize( $answer['json'] );
				if ( ! $item || $item['id'] !== $id ) {
					return unavailable( 'Openverse' );
				}
				return $item;
			}
		);
	}

	/**
	 * One of Openverse's results as an item (see Source::item()), or null without an id or an
	 * image address. Mature results are dropped as well (asked away, left out again).
	 *
	 * @param array $result The result.
	 * @return array|null
	 */
	private function normalize( array $result ) {
		$id       = isset( $result['id'] ) ? $result['id'] : '';
		$download = service_url( isset( $result['url'] ) ? $result['url'] : '' );
		if ( ! $this->is_valid_id( $id ) || '' === $download || ! empty( $result['mature'] ) ) {
			return null;
		}
		$code    = service_text( isset( $result['license'] ) ? $result['license'] : '' );
		$version = service_text( isset( $result['license_version'] ) ? $result['license_version'] : '' );
		$credit  = credit_fields(
			array(
				'title'       => service_text( isset( $result['title'] ) ? $result['title'] : '' ),
				'creator'     => service_text( isset( $result['creator'] ) ? $result['creator'] : '' ),
				'creator_url' => service_url( isset( $result['creator_url'] ) ? $result['creator_url'] : '' ),
				'license'     => '' !== $code ? open_license_name( $code, $version ) : '',
				'license_url' => service_url( isset( $result['license_url'] ) ? $result['license_url'] : '' ),
				'landing_url' => service_url( isset( $result['foreign_landing_url'] ) ? $result['foreign_landing_url'] : '' ),
			)
		);
		$thumb   = service_url( isset( $result['thumbnail'] ) ? $result['thumbnail'] : '' );
		$thumb   = '' !== $thumb ? $thumb : $download;
		return array(
			'id'          => $id,
			'preview'     => $thumb,
			'thumbnail'   => $thumb,
			'large'       => $download,
			'download'    => $download,
			'width'       => service_int( isset( $result['width'] ) ? $result['width'] : 0 ),
			'height'      => service_int( isset( $result['height'] ) ? $result['height'] : 0 ),
			'alt'         => '',
			'credit'      => $credit,
			'notice'      => open_license_notice( $credit, is_public_domain( $code ), true ),
			'notice_text' => open_license_notice( $credit, is_public_domain( $code ), false ),
		);
	}
}
