<?php
/**
 * Map: address search for the editor, `GET /blockpack/v1/map/geocode?query=…&limit=…`. With the
 * site's Mapbox token it asks Mapbox's geocoder (`mapbox.places`); without one, OpenStreetMap's
 * Nominatim, within its usage policy: at most one request a second from the whole site (a slot
 * reserved in the database, so several web servers agree), a User-Agent naming the site and the
 * plugin, answers cached (a week), and the data's attribution returned with the results.
 *
 * Each user may search 60 times a minute (filterable); more is answered 429. An upstream
 * failure is answered 424 with a message for the user.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Map;

use Blockpack\Rest_Controller;

defined( 'ABSPATH' ) || exit;

/** Transient prefix of cached answers. */
const GEOCODE_CACHE_PREFIX = 'blockpack_map_geo_';

/** Option name prefix of the per-user rate counters (`m<minute>_<user>`). */
const GEOCODE_RATE_PREFIX = 'blockpack_map_rate_';

/** The option holding the last reserved Nominatim slot (milliseconds). */
const NOMINATIM_SLOT_OPTION = 'blockpack_map_nominatim_slot';

/** The hourly cleanup of old rate counters (scheduled by Blockpack\Plugin::SCHEDULED_EVENTS). */
const GEOCODE_CLEANUP_HOOK = 'blockpack_map_geocode_cleanup';

/** The longest query accepted. */
const QUERY_MAX_LENGTH = 200;

/**
 * Nominatim's base address, without a trailing slash.
 *
 * @return string
 */
function nominatim_base() {
	/**
	 * Filters the base address of the open geocoder (Nominatim's API: `/search`). Another
	 * Nominatim server (your own, or a provider's) may have another usage policy.
	 *
	 * @param string $base `https://nominatim.openstreetmap.org`.
	 */
	return untrailingslashit( (string) apply_filters( 'blockpack_map_nominatim_base', 'https://nominatim.openstreetmap.org' ) );
}

/**
 * The geocoders: how to ask each one and how to read its answer.
 *
 * @return array<string, array{attribution: string, cache: bool, url: callable, results: callable}>
 */
function geocoders() {
	return array(
		'mapbox'        => array(
			'attribution' => '© Mapbox',
			// Mapbox's (temporary) geocoding answers may not be stored: never cached.
			'cache'       => false,
			'url'         => function ( $query, $limit, $language ) {
				// A semicolon would make it a batch of queries.
				return mapbox_api_base() . '/geocoding/v5/mapbox.places/' . rawurlencode( str_replace( ';', ',', $query ) ) . '.json?' . http_build_query(
					array(
						'access_token' => access_token(),
						'limit'        => $limit,
						'autocomplete' => 'true',
						// Mapbox refuses regional variants it does not know: the language alone.
						'language'     => strtolower( (string) strtok( $language, '-' ) ),
					),
					'',
					'&',
					PHP_QUERY_RFC3986
				);
			},
			'results'     => __NAMESPACE__ . '\mapbox_results',
		),
		'openstreetmap' => array(
			'attribution' => 'Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright',
			'cache'       => true,
			'url'         => function ( $query, $limit, $language ) {
				return nominatim_base() . '/search?' . http_build_query(
					array(
						'q'               => $query,
						'format'          => 'jsonv2',
						'limit'           => $limit,
						'accept-language' => $language,
					),
					'',
					'&',
					PHP_QUERY_RFC3986
				);
			},
			'results'     => __NAMESPACE__ . '\nominatim_results',
		),
	);
}

/**
 * A result as the route answers it, or null when a coordinate is missing or out of range.
 *
 * @param mixed $id         The place's id.
 * @param mixed $title      Its short name.
 * @param mixed $place_name Its full name.
 * @param mixed $longitude  Degrees.
 * @param mixed $latitude   Degrees.
 * @return array|null
 */
function result( $id, $title, $place_name, $longitude, $latitude ) {
	if ( ! is_numeric( $longitude ) || ! is_numeric( $latitude ) ) {
		return null;
	}
	$longitude = (float) $longitude;
	$latitude  = (float) $latitude;
	if ( abs( $longitude ) > 180 || abs( $latitude ) > 90 ) {
		return null;
	}
	$place_name = is_string( $place_name ) ? wp_strip_all_tags( $place_name ) : '';
	$title      = is_string( $title ) && '' !== trim( $title ) ? wp_strip_all_tags( $title ) : trim( (string) strtok( $place_name, ',' ) );
	return array(
		'id'          => is_scalar( $id ) ? (string) $id : md5( $place_name . '|' . $longitude . '|' . $latitude ),
		'title'       => $title,
		'place_name'  => '' !== $place_name ? $place_name : $title,
		'coordinates' => array(
			'longitude' => $longitude,
			'latitude'  => $latitude,
		),
	);
}

/**
 * Reads Mapbox's answer (a GeoJSON FeatureCollection).
 *
 * @param mixed $json The decoded body.
 * @return array|null The results, or null when the answer is not Mapbox's.
 */
function mapbox_results( $json ) {
	if ( ! is_array( $json ) || ! isset( $json['features'] ) || ! is_array( $json['features'] ) ) {
		return null;
	}
	$out = array();
	foreach ( $json['features'] as $feature ) {
		if ( ! is_array( $feature ) || ! isset( $feature['center'] ) || ! is_array( $feature['center'] ) || count( $feature['center'] ) < 2 ) {
			continue;
		}
		$center = array_values( $feature['center'] );
		$out[]  = result(
			isset( $feature['id'] ) ? $feature['id'] : null,
			isset( $feature['text'] ) ? $feature['text'] : '',
			isset( $feature['place_name'] ) ? $feature['place_name'] : '',
			$center[0],
			$center[1]
		);
	}
	return array_values( array_filter( $out ) );
}

/**
 * Reads Nominatim's answer (`format=jsonv2`: a list of places, coordinates as strings).
 *
 * @param mixed $json The decoded body.
 * @return array|null The results, or null when the answer is not Nominatim's.
 */
function nominatim_results( $json ) {
	if ( ! is_array( $json ) || ( $json && ! wp_is_numeric_array( $json ) ) ) {
		return null;
	}
	$out = array();
	foreach ( $json as $place ) {
		if ( ! is_array( $place ) ) {
			continue;
		}
		$osm_type = isset( $place['osm_type'] ) && is_string( $place['osm_type'] ) ? $place['osm_type'] : '';
		$osm_id   = isset( $place['osm_id'] ) && is_numeric( $place['osm_id'] ) ? (string) $place['osm_id'] : '';
		$id       = '' !== $osm_type && '' !== $osm_id
			? 'osm:' . $osm_type . ':' . $osm_id
			: ( isset( $place['place_id'] ) ? 'nominatim:' . $place['place_id'] : null );
		$out[]    = result(
			$id,
			isset( $place['name'] ) ? $place['name'] : '',
			isset( $place['display_name'] ) ? $place['display_name'] : '',
			isset( $place['lon'] ) ? $place['lon'] : null,
			isset( $place['lat'] ) ? $place['lat'] : null
		);
	}
	return array_values( array_filter( $out ) );
}

/**
 * The User-Agent the open geocoder is asked with: the plugin, and the site, as its usage
 * policy asks.
 *
 * @return string
 */
function user_agent() {
	return sprintf( 'Blockpack/%s (WordPress map block; +%s)', BLOCKPACK_VERSION, home_url( '/' ) );
}

/**
 * How many searches one user may make a minute.
 *
 * @return int 0 for no limit.
 */
function rate_limit() {
	/**
	 * Filters how many address searches one user may make a minute.
	 *
	 * @param int $limit 60; 0 for no limit.
	 */
	return max( 0, (int) apply_filters( 'blockpack_map_geocode_rate_limit', 60 ) );
}

/**
 * How long a search may wait for its turn at the open geocoder before it is refused.
 *
 * @return int Milliseconds.
 */
function nominatim_max_wait() {
	/**
	 * Filters how long (milliseconds) an address search may wait for its turn at the open
	 * geocoder, which takes one request a second from the site.
	 *
	 * @param int $ms 3000.
	 */
	return max( 0, (int) apply_filters( 'blockpack_map_nominatim_max_wait', 3000 ) );
}

/**
 * An error answer.
 *
 * @param string $code    The code.
 * @param string $message For the user.
 * @param int    $status  The HTTP status.
 * @return \WP_Error
 */
function geocode_error( $code, $message, $status ) {
	return new \WP_Error( $code, $message, array( 'status' => $status ) );
}

/**
 * `GET /blockpack/v1/map/geocode`.
 *
 * @param \WP_REST_Request $request The request.
 * @return array|\WP_Error `{ source, attribution, results }`.
 */
function geocode( \WP_REST_Request $request ) {
	$query = trim( (string) preg_replace( '/\s+/u', ' ', (string) $request['query'] ) );
	$limit = (int) $request['limit'];
	if ( '' === $query ) {
		return geocode_error( 'rest_invalid_param', __( 'Please enter an address to search for.', 'blockpack' ), 400 );
	}

	if ( \Blockpack\Counters\is_over_limit( GEOCODE_RATE_PREFIX, 'minute', get_current_user_id(), rate_limit() ) ) {
		return geocode_error( 'blockpack_map_rate_limited', __( 'Too many address searches. Please wait a minute and try again.', 'blockpack' ), 429 );
	}

	$source   = '' !== access_token() ? 'mapbox' : 'openstreetmap';
	$geocoder = geocoders()[ $source ];
	$language = str_replace( '_', '-', get_user_locale() );
	$key      = GEOCODE_CACHE_PREFIX . md5( wp_json_encode( array( $source, strtolower( $query ), $limit, $language ) ) );
	$cached   = $geocoder['cache'] ? get_transient( $key ) : false;
	if ( is_array( $cached ) && isset( $cached['source'], $cached['results'] ) ) {
		return $cached;
	}

	if ( 'openstreetmap' === $source ) {
		$slot = \Blockpack\Counters\reserve_slot( NOMINATIM_SLOT_OPTION, 1000, nominatim_max_wait() );
		if ( null === $slot ) {
			return geocode_error( 'blockpack_map_geocoder_busy', __( 'The address search is busy. Please try again in a few seconds.', 'blockpack' ), 429 );
		}
		\Blockpack\Counters\wait_until( $slot );
	}
	$answer = \Blockpack\Guarded_Fetch::request(
		call_user_func( $geocoder['url'], $query, $limit, $language ),
		array(
			'cache'      => 0,
			'max_hops'   => 0,
			'max_bytes'  => 262144,
			'timeout'    => 8,
			'user_agent' => user_agent(),
		)
	);
	$failed = __( 'The address search service could not be reached. Please try again later, or place the marker on the map yourself.', 'blockpack' );
	if ( is_wp_error( $answer ) ) {
		return geocode_error( 'blockpack_map_geocoder_failed', $failed, 424 );
	}
	if ( 'mapbox' === $source && in_array( (int) $answer['status'], array( 401, 403 ), true ) ) {
		return geocode_error( 'blockpack_map_geocoder_failed', __( 'Mapbox refused the site’s access token. An administrator can update it in the map block’s settings or in Settings → Blockpack.', 'blockpack' ), 424 );
	}
	$results = 200 === (int) $answer['status'] ? call_user_func( $geocoder['results'], json_decode( $answer['body'], true ) ) : null;
	if ( null === $results ) {
		return geocode_error( 'blockpack_map_geocoder_failed', $failed, 424 );
	}
	$json        = json_decode( $answer['body'], true );
	$attribution = 'mapbox' === $source && is_array( $json ) && isset( $json['attribution'] ) && is_string( $json['attribution'] ) && '' !== $json['attribution']
		? wp_strip_all_tags( $json['attribution'] ) : $geocoder['attribution'];
	$out         = array(
		'source'      => $source,
		'attribution' => $attribution,
		'results'     => array_slice( $results, 0, $limit ),
	);
	if ( $geocoder['cache'] ) {
		set_transient( $key, $out, WEEK_IN_SECONDS );
	}
	return $out;
}

/**
 * Checks the query against its schema, and that it is valid UTF-8.
 *
 * @param mixed            $value   The value.
 * @param \WP_REST_Request $request The request.
 * @param string           $param   The parameter's name.
 * @return true|\WP_Error
 */
function validate_query( $value, $request, $param ) {
	$valid = rest_validate_request_arg( $value, $request, $param );
	if ( true !== $valid ) {
		return $valid;
	}
	if ( ! is_string( $value ) || '' === wp_check_invalid_utf8( $value ) ) {
		return new \WP_Error( 'rest_invalid_param', __( 'The address is not valid text.', 'blockpack' ) );
	}
	return true;
}

/**
 * Registers the route, for users who can edit posts.
 */
function register_geocode_route() {
	Rest_Controller::route(
		'blockpack/v1',
		'/map/geocode',
		array(
			'GET' => array(
				'permission' => Rest_Controller::require_capability( 'edit_posts' ),
				'callback'   => __NAMESPACE__ . '\geocode',
				'args'       => array(
					'query' => array(
						'description'       => __( 'The address or place to look for.', 'blockpack' ),
						'type'              => 'string',
						'required'          => true,
						'minLength'         => 1,
						'maxLength'         => QUERY_MAX_LENGTH,
						'validate_callback' => __NAMESPACE__ . '\validate_query',
					),
					'limit' => array(
						'description' => __( 'The most results to return.', 'blockpack' ),
						'type'        => 'integer',
						'default'     => 10,
						'minimum'     => 1,
						'maximum'     => 10,
					),
				),
			),
		)
	);
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_geocode_route' );

/**
 * Deletes the rate counters of past minutes.
 */
function cleanup_geocode_counters() {
	\Blockpack\Counters\delete_past_windows( GEOCODE_RATE_PREFIX );
}
add_action( GEOCODE_CLEANUP_HOOK, __NAMESPACE__ . '\cleanup_geocode_counters' );

