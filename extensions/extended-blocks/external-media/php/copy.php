<?php
/**
 * External media: the copy of picked items into the media library. The request names items by
 * their ids only: each id is looked up at its service (Source::item()), and the service's own
 * address of the image is downloaded, through the guarded fetch (no address on the private
 * network, each redirect checked; nothing kept in its cache), at most 15 MB (MAX_IMAGE_BYTES,
 * filterable: `blockpack_external_media_max_bytes`). The bytes must be a JPEG, PNG, GIF or
 * WebP image (read from the bytes, not from the service's Content-Type); the file is named
 * `<source>-<id>.<type>` and added with media_handle_sideload(), attached to the post when one
 * is named. Its caption is the credit line (php/credit.php), its alt text the service's when it
 * gives one, its credit kept in the attachment meta `_blockpack_external_media`. An item that
 * fails answers its own error; the others are copied all the same.
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

/** The largest picture copied, in bytes. */
const MAX_IMAGE_BYTES = 15728640;

/** The image types copied, by MIME type, with their file extension. */
const IMAGE_TYPES = array(
	'image/jpeg' => 'jpg',
	'image/png'  => 'png',
	'image/gif'  => 'gif',
	'image/webp' => 'webp',
);

/**
 * The largest picture copied, in bytes.
 *
 * @return int
 */
function max_image_bytes() {
	/**
	 * Filters the largest picture the external media copy downloads, in bytes.
	 *
	 * @param int $bytes 15 MB.
	 */
	return max( 1, (int) apply_filters( 'blockpack_external_media_max_bytes', MAX_IMAGE_BYTES ) );
}

/**
 * Copies items into the media library.
 *
 * @param Source $source  The source.
 * @param array  $ids     The items' ids (strings).
 * @param int    $post_id The post the attachments belong to, or 0.
 * @return array One entry per id, in order: `{ id, url, alt, caption, title }`, or
 *               `{ external_id, code, message }` for an item that failed.
 */
function copy_items( Source $source, array $ids, $post_id ) {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	require_once ABSPATH . 'wp-admin/includes/image.php';
	$copied = array();
	add_filter( 'intermediate_image_sizes_advanced', __NAMESPACE__ . '\\sizes_before_answer' );
	foreach ( $ids as $id ) {
		$id     = is_string( $id ) || is_int( $id ) ? (string) $id : '';
		$result = copy_one( $source, $id, $post_id );
		if ( is_wp_error( $result ) ) {
			$copied[] = array(
				'external_id' => $id,
				'code'        => $result->get_error_code(),
				'message'     => $result->get_error_message(),
			);
		} else {
			$copied[] = $result;
		}
	}
	remove_filter( 'intermediate_image_sizes_advanced', __NAMESPACE__ . '\\sizes_before_answer' );
	$made = array_filter( array_map( 'intval', array_column( $copied, 'id' ) ) );
	if ( $made ) {
		\Blockpack\after_response(
			function () use ( $made ) {
				make_other_sizes( $made );
			}
		);
	}
	return $copied;
}

/**
 * The sub-sizes made before the copy answers: only the thumbnail, which the media library's grid
 * shows. The others (medium, large…: about two thirds of a copy's time) are made once the answer
 * has been sent, by make_other_sizes(). If that work is cut short, WordPress's own way to finish
 * an upload's sizes makes the missing ones (`wp_update_image_subsizes()`, as the media library
 * does after an upload that ran out of time), and until then the pictures are shown at their
 * full size: nothing is lost.
 *
 * @param array $sizes The sub-sizes WordPress would make, by name.
 * @return array
 */
function sizes_before_answer( $sizes ) {
	return array_intersect_key( $sizes, array( 'thumbnail' => true ) );
}

/**
 * Makes the sub-sizes the copy left for later.
 *
 * @param int[] $attachment_ids The copied attachments.
 */
function make_other_sizes( array $attachment_ids ) {
	require_once ABSPATH . 'wp-admin/includes/image.php';
	foreach ( $attachment_ids as $attachment_id ) {
		// Deleted meanwhile (the answer has been sent: the editor may have removed it already).
		$file = get_attached_file( $attachment_id );
		if ( $file && file_exists( $file ) && wp_attachment_is_image( $attachment_id ) ) {
			wp_update_image_subsizes( $attachment_id );
		}
	}
}

/**
 * Copies one item.
 *
 * @param Source $source  The source.
 * @param string $id      The item's id.
 * @param int    $post_id The post the attachment belongs to, or 0.
 * @return array|\WP_Error
 */
function copy_one( Source $source, $id, $post_id ) {
	if ( ! $source->is_valid_id( $id ) ) {
		return new \WP_Error( 'external_media_invalid_id', __( 'This is not an item of this media source.', 'blockpack' ), array( 'status' => 400 ) );
	}
	$item = $source->item( $id );
	if ( is_wp_error( $item ) ) {
		return $item;
	}
	$image = download_image( $item['download'], isset( $item['download_headers'] ) ? $item['download_headers'] : array() );
	if ( is_wp_error( $image ) ) {
		return $image;
	}
	$file = wp_tempnam( $source->id() . '-' . $id );
	// file_put_contents(): a temporary file for media_handle_sideload(), which moves it away.
	if ( ! $file || false === file_put_contents( $file, $image['bytes'] ) ) {
		return save_failed( __( 'The picture could not be written to a temporary file.', 'blockpack' ) );
	}
	$credit = $item['credit'];
	$title  = '' !== $credit['title'] ? $credit['title'] : $source->id() . '-' . $id;
	$attachment_id = media_handle_sideload(
		array(
			'name'     => $source->id() . '-' . $id . '.' . $image['extension'],
			'tmp_name' => $file,
		),
		(int) $post_id,
		$title,
		array(
			'post_title'   => $title,
			'post_excerpt' => $item['notice'],
		)
	);
	if ( is_wp_error( $attachment_id ) ) {
		if ( file_exists( $file ) ) {
			wp_delete_file( $file );
		}
		return save_failed( $attachment_id->get_error_message() );
	}
	if ( '' !== $item['alt'] ) {
		update_post_meta( $attachment_id, '_wp_attachment_image_alt', $item['alt'] );
	}
	// wp_slash(): update_post_meta() unslashes what it is given.
	update_post_meta( $attachment_id, META_KEY, wp_slash( credit_meta( $source->id(), $id, $credit ) ) );
	return array(
		'id'      => (int) $attachment_id,
		'url'     => (string) wp_get_attachment_url( $attachment_id ),
		'alt'     => $item['alt'],
		'caption' => (string) get_post_field( 'post_excerpt', $attachment_id ),
		'title'   => (string) get_post_field( 'post_title', $attachment_id ),
	);
}

/**
 * Downloads an image from the service's own address.
 *
 * @param string $url     The address the service gave.
 * @param array  $headers Request headers the service asks for (Google Photos: the user's token).
 * @return array|\WP_Error `{ bytes, extension }`, or `external_media_download_failed`,
 *                         `external_media_too_large`, `external_media_not_image`.
 */
function download_image( $url, array $headers = array() ) {
	$max    = max_image_bytes();
	$answer = \Blockpack\Guarded_Fetch::request(
		$url,
		array(
			// Image bodies are not kept in the guarded fetch's transient cache.
			'cache'     => 0,
			'max_bytes' => $max + 1,
			// A token is never sent on to an address a redirect names.
			'max_hops'  => $headers ? 0 : 3,
			'timeout'   => 30,
			'headers'   => $headers,
		)
	);
	if ( is_wp_error( $answer ) || 200 !== (int) $answer['status'] ) {
		return new \WP_Error(
			'external_media_download_failed',
			__( 'The picture could not be downloaded from the media source.', 'blockpack' ),
			array( 'status' => 424 )
		);
	}
	if ( strlen( $answer['body'] ) > $max ) {
		return new \WP_Error(
			'external_media_too_large',
			/* translators: %s: a size, such as 15 MB. */
			sprintf( __( 'The picture is larger than %s.', 'blockpack' ), size_format( $max ) ),
			array( 'status' => 413 )
		);
	}
	$info = '' !== $answer['body'] ? @getimagesizefromstring( $answer['body'] ) : false; // Silenced: bytes that are no image warn.
	$mime = is_array( $info ) && isset( $info['mime'] ) ? $info['mime'] : '';
	if ( ! isset( IMAGE_TYPES[ $mime ] ) ) {
		return new \WP_Error(
			'external_media_not_image',
			__( 'The media source did not send a JPEG, PNG, GIF or WebP image.', 'blockpack' ),
			array( 'status' => 415 )
		);
	}
	return array(
		'bytes'     => $answer['body'],
		'extension' => IMAGE_TYPES[ $mime ],
	);
}

/**
 * The error for a picture the library would not take.
 *
 * @param string $why Why.
 * @return \WP_Error
 */
function save_failed( $why ) {
	return new \WP_Error(
		'external_media_save_failed',
		/* translators: %s: why. */
		sprintf( __( 'The picture could not be added to the media library: %s', 'blockpack' ), $why ),
		array( 'status' => 500 )
	);
}
