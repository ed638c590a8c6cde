<?php
/**
 * External media: Pexels, free stock photos (https://api.pexels.com/v1, filterable:
 * `blockpack_pexels_api_base`), with the site's own API key (Settings → Blockpack → External
 * media: a checked secret, as Mailchimp's key). Pexels allows a key 200 requests an hour
 * (20,000 a month), for the whole site: every answer is kept an hour (a search, the curated
 * photos, a photo looked up for a copy), and each user may make at most 60 requests an hour
 * that reach Pexels (filterable: `blockpack_pexels_user_hourly_limit`; counted on the shared
 * counters of php/counters.php), so that one user cannot use up the site's quota. Pexels'
 * own 429 answers `external_media_rate_limited` as well. The copy downloads the photo's
 * `large2x` size (at most 1880 pixels wide, a JPEG), the size Pexels offers for web pages.
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

/** The site's Pexels API key (a secret: never printed back in full). */
const PEXELS_KEY_OPTION = 'blockpack_pexels_api_key';

/** The option-name prefix of the per-user counters of requests that reach Pexels. */
const PEXELS_RATE_PREFIX = 'blockpack_xm_pexels_rate_';

/** Requests to Pexels one user may make in an hour, by default. */
const PEXELS_USER_HOURLY_LIMIT = 60;

/** The licence every Pexels photo is under. */
const PEXELS_LICENSE_URL = 'https://www.pexels.com/license/';

/**
 * The base address of Pexels' API, without a trailing slash.
 *
 * @return string
 */
function pexels_api_base() {
	/**
	 * Filters the base address of Pexels' API.
	 *
	 * @param string $base `https://api.pexels.com/v1`.
	 */
	return untrailingslashit( (string) apply_filters( 'blockpack_pexels_api_base', 'https://api.pexels.com/v1' ) );
}

/**
 * The saved key, or ''.
 *
 * @return string
 */
function pexels_key() {
	$key = get_option( PEXELS_KEY_OPTION, '' );
	return is_string( $key ) && '' === pexels_key_format_error( $key ) ? $key : '';
}

/**
 * What is wrong with a key's form, or '' when it looks like a Pexels API key.
 *
 * @param mixed $key The key, trimmed.
 * @return string
 */
function pexels_key_format_error( $key ) {
	if ( ! is_string( $key ) || ! preg_match( '/^[A-Za-z0-9]{20,100}$/', $key ) ) {
		return __( 'This does not look like a Pexels API key (letters and digits). Copy it from “Your API key” at pexels.com/api.', 'blockpack' );
	}
	return '';
}

/**
 * The most requests to Pexels one user may make in an hour (0: no limit).
 *
 * @return int
 */
function pexels_user_hourly_limit() {
	/**
	 * Filters how many requests that reach Pexels one user may make in an hour (0: no limit).
	 *
	 * @param int $limit 60.
	 */
	return max( 0, (int) apply_filters( 'blockpack_pexels_user_hourly_limit', PEXELS_USER_HOURLY_LIMIT ) );
}

/**
 * Calls Pexels' API with a key.
 *
 * @param string      $path The path after the base, with its query.
 * @param string|null $key  The key (the saved one when null: counted against the user's limit).
 * @return array|\WP_Error See call_service(); `external_media_rate_limited` when the user's
 *                         limit is reached.
 */
function pexels_get( $path, $key = null ) {
	if ( null === $key ) {
		$key = pexels_key();
		if ( \Blockpack\Counters\is_over_limit( PEXELS_RATE_PREFIX, 'hour', get_current_user_id(), pexels_user_hourly_limit() ) ) {
			return rate_limited( 'Pexels' );
		}
		if ( 0 === wp_rand( 0, 49 ) ) {
			\Blockpack\Counters\delete_past_windows( PEXELS_RATE_PREFIX );
		}
	}
	return call_service(
		'Pexels',
		pexels_api_base() . $path,
		array(
			'headers' => array(
				'Authorization' => $key,
				'Accept'        => 'application/json',
			),
		)
	);
}

/**
 * Checks a key with Pexels (the settings' check): one curated photo.
 *
 * @param string $key The key.
 * @return array `{ status: valid|rejected|unreachable, message }`.
 */
function check_pexels_key( $key ) {
	$answer = pexels_get( '/curated?per_page=1', $key );
	if ( ! is_wp_error( $answer ) ) {
		return \Blockpack\Settings\check_answer( 'valid' );
	}
	if ( 'authorization_required' === $answer->get_error_code() ) {
		return \Blockpack\Settings\check_answer( 'rejected', __( 'Pexels rejected this API key.', 'blockpack' ) );
	}
	return \Blockpack\Settings\check_answer( 'unreachable' );
}

/**
 * Pexels, a source.
 */
class Pexels extends Site_Source {

	/**
	 * {@inheritDoc}
	 */
	public function id() {
		return 'pexels';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label() {
		return __( 'Pexels Free Photos', 'blockpack' );
	}

	/**
	 * Usable once a key is saved.
	 *
	 * @return bool
	 */
	public function is_usable() {
		return '' !== pexels_key();
	}

	/**
	 * Pexels' ids are whole numbers.
	 *
	 * @param mixed $id The value.
	 * @return bool
	 */
	public function is_valid_id( $id ) {
		return is_string( $id ) && (bool) preg_match( '/^[1-9][0-9]{0,14}$/', $id );
	}

	/**
	 * {@inheritDoc} An empty search lists Pexels' curated photos.
	 *
	 * @param array $query The query.
	 */
	public function search( array $query ) {
		$params = array(
			'per_page' => (int) $query['number'],
			'page'     => (int) $query['page'],
		);
		$path   = '' === $query['search']
			? '/curated?' . http_build_query( $params, '', '&' )
			: '/search?' . http_build_query( array( 'query' => $query['search'] ) + $params, '', '&' );
		// The key is part of what was asked: another account's answers are not reused.
		return cached(
			'pexels:list:' . md5( pexels_key() ) . ':' . $path,
			function () use ( $path ) {
				$answer = pexels_get( $path );
				if ( is_wp_error( $answer ) ) {
					return $answer;
				}
				$json   = $answer['json'];
				$photos = isset( $json['photos'] ) && is_array( $json['photos'] ) ? $json['photos'] : null;
				if ( null === $photos ) {
					return unavailable( 'Pexels' );
				}
				$items = array();
				foreach ( $photos as $photo ) {
					$item = is_array( $photo ) ? $this->normalize( $photo ) : null;
					if ( $item ) {
						$items[] = $item;
					}
				}
				return array(
					'items' => $items,
					'found' => isset( $json['total_results'] ) ? (int) $json['total_results'] : count( $items ),
					'more'  => ! empty( $json['next_page'] ),
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
		return cached(
			'pexels:item:' . md5( pexels_key() ) . ':' . $id,
			function () use ( $id ) {
				$answer = pexels_get( '/photos/' . rawurlencode( $id ) );
				if ( is_wp_error( $answer ) ) {
					return $answer;
				}
				$item = $this->normalize( $answer['json'] );
				if ( ! $item || $item['id'] !== $id ) {
					return unavailable( 'Pexels' );
				}
				return $item;
			}
		);
	}

	/**
	 * One of Pexels' photos as an item (see Source::item()), or null without an id or image.
	 *
	 * @param array $photo The photo.
	 * @return array|null
	 */
	private function normalize( array $photo ) {
		$id  = isset( $photo['id'] ) && ( is_int( $photo['id'] ) || is_string( $photo['id'] ) ) ? (string) $photo['id'] : '';
		$src = isset( $photo['src'] ) && is_array( $photo['src'] ) ? $photo['src'] : array();
		$get = function ( $size ) use ( $src ) {
			return service_url( isset( $src[ $size ] ) ? $src[ $size ] : '' );
		};
		$download = $get( 'large2x' );
		$download = '' !== $download ? $download : $get( 'original' );
		if ( ! $this->is_valid_id( $id ) || '' === $download ) {
			return null;
		}
		$creator = service_text( isset( $photo['photographer'] ) ? $photo['photographer'] : '' );
		$alt     = service_text( isset( $photo['alt'] ) ? $photo['alt'] : '' );
		$credit  = credit_fields(
			array(
				/* translators: %s: a photo's id at Pexels. */
				'title'       => '' !== $alt ? $alt : sprintf( __( 'Pexels photo %s', 'blockpack' ), $id ),
				'creator'     => $creator,
				'creator_url' => service_url( isset( $photo['photographer_url'] ) ? $photo['photographer_url'] : '' ),
				'license'     => __( 'Pexels License', 'blockpack' ),
				'license_url' => PEXELS_LICENSE_URL,
				'landing_url' => service_url( isset( $photo['url'] ) ? $photo['url'] : '' ),
			)
		);
		$preview = $get( 'medium' );
		$thumb   = $get( 'small' );
		$large   = $get( 'large' );
		return array(
			'id'          => $id,
			'preview'     => '' !== $preview ? $preview : $download,
			'thumbnail'   => '' !== $thumb ? $thumb : $download,
			'large'       => '' !== $large ? $large : $download,
			'download'    => $download,
			'width'       => service_int( isset( $photo['width'] ) ? $photo['width'] : 0 ),
			'height'      => service_int( isset( $photo['height'] ) ? $photo['height'] : 0 ),
			'alt'         => $alt,
			'credit'      => $credit,
			'notice'      => pexels_notice( $credit, true ),
			'notice_text' => pexels_notice( $credit, false ),
		);
	}
}
