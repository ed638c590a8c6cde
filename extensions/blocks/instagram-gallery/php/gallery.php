<?php
/**
 * Latest Instagram Posts: a connection's gallery (its 30 latest posts, sliced to the count each
 * block shows), cached for an hour in a transient, with a last good copy (an option without
 * expiry) served when Instagram fails.
 *
 * The editor's route asks Instagram whenever the hour has passed. Visitors never wait on
 * Instagram for a gallery already seen: a stale one is served as it is and refreshed after the
 * page has been sent; only a connection never fetched is asked while the page renders. Either
 * way visitors cause at most one request an hour per connection, whichever server they reach: a
 * time slot reserved in the database (`Counters\reserve_slot()`).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Instagram_Gallery;

defined( 'ABSPATH' ) || exit;

/** Transient prefix of the cached gallery (`<connection id>`), one hour. */
const GALLERY_CACHE_PREFIX = 'blockpack_instagram_gallery_';

/** Option prefix of the last good gallery (`<connection id>`), no expiry. */
const LAST_GOOD_PREFIX = 'blockpack_instagram_last_good_';

/** Option prefix of the visitors' fetch slot (`<connection id>`). */
const FETCH_SLOT_PREFIX = 'blockpack_instagram_fetch_slot_';

/** How long a gallery is cached. */
const GALLERY_TTL = HOUR_IN_SECONDS;

/**
 * A cached gallery, if it has the gallery's shape.
 *
 * @param mixed $value A transient's or option's value.
 * @return array|null `{ external_name, images }`.
 */
function gallery_shape( $value ) {
	if ( ! is_array( $value ) || ! isset( $value['external_name'], $value['images'] ) || ! is_array( $value['images'] ) ) {
		return null;
	}
	return array(
		'external_name' => (string) $value['external_name'],
		'images'        => array_values( $value['images'] ),
	);
}

/**
 * The gallery cached within the hour.
 *
 * @param int $id The connection id.
 * @return array|null
 */
function cached_gallery( $id ) {
	return gallery_shape( get_transient( GALLERY_CACHE_PREFIX . (int) $id ) );
}

/**
 * The last gallery Instagram gave for a connection, however old.
 *
 * @param int $id The connection id.
 * @return array|null
 */
function last_good_gallery( $id ) {
	return gallery_shape( get_option( LAST_GOOD_PREFIX . (int) $id, null ) );
}

/**
 * Asks Instagram for a connection's gallery and caches it (the hour's transient and the last
 * good copy). A token Instagram refuses marks the connection unhealthy.
 *
 * @param array $connection A connection.
 * @return array|\WP_Error `{ external_name, images }`.
 */
function fetch_gallery( array $connection ) {
	if ( ! $connection['healthy'] ) {
		return new \WP_Error( 'instagram_connection_unhealthy', __( 'This Instagram connection no longer works. Connect the account again.', 'blockpack' ) );
	}
	$images = media( $connection['token'] );
	if ( is_wp_error( $images ) ) {
		if ( is_token_error( $images ) ) {
			mark_unhealthy( $connection['id'], $images->get_error_message() );
		}
		return $images;
	}
	$gallery = array(
		'external_name' => (string) $connection['username'],
		'images'        => $images,
	);
	set_transient( GALLERY_CACHE_PREFIX . (int) $connection['id'], $gallery, GALLERY_TTL );
	update_option( LAST_GOOD_PREFIX . (int) $connection['id'], $gallery + array( 'fetched_at' => time() ), false );
	return $gallery;
}

/**
 * A gallery cut to a count.
 *
 * @param array $gallery `{ external_name, images }`.
 * @param int   $count   The most images.
 * @return array
 */
function slice_gallery( array $gallery, $count ) {
	$gallery['images'] = array_slice( $gallery['images'], 0, max( 1, min( MAX_POSTS, (int) $count ) ) );
	return $gallery;
}

/**
 * The gallery the editor shows: the hour's cache, else Instagram's answer, else the last good
 * copy.
 *
 * @param int $id    The connection id.
 * @param int $count The most images.
 * @return array|\WP_Error `instagram_connection_not_found` (404) or `instagram_gallery_failed` (424).
 */
function editor_gallery( $id, $count ) {
	$connection = get_connection( $id );
	if ( ! $connection ) {
		return new \WP_Error( 'instagram_connection_not_found', __( 'This Instagram connection does not exist on this site.', 'blockpack' ), array( 'status' => 404 ) );
	}
	$gallery = cached_gallery( $id );
	if ( ! $gallery ) {
		$fetched = fetch_gallery( $connection );
		$gallery = is_wp_error( $fetched ) ? last_good_gallery( $id ) : $fetched;
		if ( ! $gallery ) {
			return new \WP_Error(
				'instagram_gallery_failed',
				/* translators: %s: why. */
				sprintf( __( 'The Instagram posts could not be loaded. %s', 'blockpack' ), $fetched->get_error_message() ),
				array( 'status' => 424 )
			);
		}
	}
	return slice_gallery( $gallery, $count );
}

/**
 * Reserves the visitors' one fetch of the hour for a connection.
 *
 * @param int $id The connection id.
 * @return bool Whether this request may ask Instagram.
 */
function reserve_visitor_fetch( $id ) {
	return null !== \Blockpack\Counters\reserve_slot( FETCH_SLOT_PREFIX . (int) $id, GALLERY_TTL * 1000, 0 );
}

/**
 * The gallery visitors see, never an error: the hour's cache, else the last good copy (refreshed
 * after the page is sent, at most once an hour), else — for a connection never fetched — one
 * request to Instagram now (at most once an hour).
 *
 * @param mixed $id    The block's connection id.
 * @param int   $count The most images.
 * @return array|null `{ external_name, images }`, or null when there is nothing to show.
 */
function visitor_gallery( $id, $count ) {
	$id         = connection_id_of( $id );
	$connection = $id ? get_connection( $id ) : null;
	if ( ! $connection ) {
		return null;
	}
	$gallery = cached_gallery( $id );
	if ( $gallery ) {
		return slice_gallery( $gallery, $count );
	}
	$gallery = last_good_gallery( $id );
	if ( $connection['healthy'] && reserve_visitor_fetch( $id ) ) {
		if ( $gallery ) {
			refresh_after_response( $id );
		} else {
			$fetched = fetch_gallery( $connection );
			$gallery = is_wp_error( $fetched ) ? null : $fetched;
		}
	}
	return $gallery ? slice_gallery( $gallery, $count ) : null;
}

/**
 * Refreshes a connection's gallery once the page has been sent (php/after-response.php).
 *
 * @param int $id The connection id.
 */
function refresh_after_response( $id ) {
	\Blockpack\after_response(
		function () use ( $id ) {
			$connection = get_connection( $id );
			if ( $connection ) {
				fetch_gallery( $connection );
			}
		}
	);
}

/**
 * Forgets a connection's cached galleries and its fetch slot.
 *
 * @param int $id The connection id.
 */
function forget_gallery( $id ) {
	delete_transient( GALLERY_CACHE_PREFIX . (int) $id );
	delete_option( LAST_GOOD_PREFIX . (int) $id );
	delete_option( FETCH_SLOT_PREFIX . (int) $id );
}
