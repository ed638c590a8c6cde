<?php
/**
 * Video: text tracks (subtitles, captions…) of a video in the media library, for the block's
 * "Upload track" form. A track is a WebVTT file, kept in the media library beside its video;
 * the block lists it in core's `tracks` attribute, so visitors get a `<track>`.
 *
 * - `POST /blockpack/v1/video/{id}/tracks` (multipart: `track` the file, `label`, `srclang`,
 *   `kind`): users who may edit the video and upload files. `.vtt` only, at most 1 MB, starting
 *   with the line `WEBVTT` (a UTF-8 byte order mark before it is accepted); an empty label is
 *   "English", the language `en`, the kind `subtitles`; one track per language and kind.
 *   201 with `{ src, label, srcLang, kind }`.
 * - `DELETE /blockpack/v1/video/{id}/tracks` (`srclang`, `kind`): the track's file is deleted.
 *
 * The video's tracks are listed in its attachment meta (`blockpack_video_tracks`).
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\Core_Video;

use Blockpack\Rest_Controller;

defined( 'ABSPATH' ) || exit;

/** The attachment meta listing a video's tracks. */
const TRACKS_META = 'blockpack_video_tracks';

/** The kinds of text track HTML has. */
const TRACK_KINDS = array( 'subtitles', 'captions', 'descriptions', 'chapters', 'metadata' );

/** The largest track file, in bytes. */
const MAX_TRACK_SIZE = MB_IN_BYTES;

/**
 * Registers the routes.
 */
function register_track_routes() {
	$which = array(
		'srclang' => array(
			'description' => __( 'The track’s language (a BCP 47 tag, such as en or pt-BR).', 'blockpack' ),
			'type'        => 'string',
			'default'     => 'en',
			'pattern'     => '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$',
		),
		'kind'    => array(
			'description' => __( 'What the track is.', 'blockpack' ),
			'type'        => 'string',
			'default'     => 'subtitles',
			'enum'        => TRACK_KINDS,
		),
	);
	Rest_Controller::route(
		'blockpack/v1',
		'/video/(?P<id>[\d]+)/tracks',
		array(
			'POST'   => array(
				'permission' => Rest_Controller::require_post_capability( 'edit_post', 'id' ),
				'callback'   => __NAMESPACE__ . '\add_track_request',
				'args'       => $which + array(
					'label' => array(
						'description' => __( 'The track’s name in the player’s menu.', 'blockpack' ),
						'type'        => 'string',
						'default'     => '',
						'maxLength'   => 128,
					),
				),
			),
			'DELETE' => array(
				'permission' => Rest_Controller::require_post_capability( 'edit_post', 'id' ),
				'callback'   => __NAMESPACE__ . '\delete_track_request',
				'args'       => $which,
			),
		)
	);
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_track_routes' );

/**
 * The video a request names, or its error: 404 for anything but a video in the media library.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_Post|\WP_Error
 */
function track_video( \WP_REST_Request $request ) {
	$video = get_post( (int) $request['id'] );
	if ( ! $video || 'attachment' !== $video->post_type || 0 !== strpos( (string) $video->post_mime_type, 'video/' ) ) {
		return new \WP_Error( 'track_no_video', __( 'There is no such video in the media library.', 'blockpack' ), array( 'status' => 404 ) );
	}
	return $video;
}

/**
 * A video's tracks.
 *
 * @param int $video_id The video.
 * @return array<int, array{id: int, label: string, srcLang: string, kind: string}>
 */
function video_tracks( $video_id ) {
	$tracks = get_post_meta( $video_id, TRACKS_META, true );
	return is_array( $tracks ) ? array_values( $tracks ) : array();
}

/**
 * The contents of a WebVTT file without its byte order mark, or an error saying what is wrong.
 *
 * @param string $contents The file's contents.
 * @return string|\WP_Error
 */
function check_webvtt( $contents ) {
	if ( 0 === strncmp( $contents, "\xEF\xBB\xBF", 3 ) ) {
		$contents = substr( $contents, 3 );
	}
	if ( ! preg_match( '/^WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/', $contents ) ) {
		return new \WP_Error( 'track_not_webvtt', __( 'This is not a WebVTT file: its first line must be WEBVTT.', 'blockpack' ), array( 'status' => 400 ) );
	}
	if ( ! wp_check_invalid_utf8( $contents ) ) {
		return new \WP_Error( 'track_not_utf8', __( 'A WebVTT file must be written in UTF-8.', 'blockpack' ), array( 'status' => 400 ) );
	}
	return $contents;
}

/**
 * `POST /blockpack/v1/video/{id}/tracks`: adds a track.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response|\WP_Error
 */
function add_track_request( \WP_REST_Request $request ) {
	if ( ! current_user_can( 'upload_files' ) ) {
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'blockpack' ), array( 'status' => 403 ) );
	}
	$video = track_video( $request );
	if ( is_wp_error( $video ) ) {
		return $video;
	}
	$files = $request->get_file_params();
	$file  = isset( $files['track'] ) && is_array( $files['track'] ) ? $files['track'] : null;
	if ( ! $file || ! isset( $file['tmp_name'], $file['name'] ) || UPLOAD_ERR_OK !== (int) ( $file['error'] ?? UPLOAD_ERR_NO_FILE ) || ! is_uploaded_file( $file['tmp_name'] ) ) {
		return new \WP_Error( 'track_missing', __( 'Choose a WebVTT file (.vtt) to upload.', 'blockpack' ), array( 'status' => 400 ) );
	}
	if ( 'vtt' !== strtolower( pathinfo( (string) $file['name'], PATHINFO_EXTENSION ) ) ) {
		return new \WP_Error( 'track_not_vtt', __( 'Only WebVTT files (.vtt) can be used as tracks.', 'blockpack' ), array( 'status' => 400 ) );
	}
	if ( filesize( $file['tmp_name'] ) > MAX_TRACK_SIZE ) {
		/* translators: %s: a size, such as 1 MB. */
		return new \WP_Error( 'track_too_large', sprintf( __( 'A track may be at most %s.', 'blockpack' ), size_format( MAX_TRACK_SIZE ) ), array( 'status' => 413 ) );
	}
	$contents = check_webvtt( (string) file_get_contents( $file['tmp_name'] ) );
	if ( is_wp_error( $contents ) ) {
		return $contents;
	}
	$srclang = strtolower( (string) $request['srclang'] );
	$kind    = (string) $request['kind'];
	$label   = trim( (string) $request['label'] );
	$label   = '' === $label ? __( 'English', 'blockpack' ) : sanitize_text_field( $label );
	$tracks  = video_tracks( $video->ID );
	foreach ( $tracks as $track ) {
		if ( $track['srcLang'] === $srclang && $track['kind'] === $kind ) {
			return new \WP_Error( 'track_exists', __( 'A track already exists for that language and kind.', 'blockpack' ), array( 'status' => 409 ) );
		}
	}

	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	require_once ABSPATH . 'wp-admin/includes/image.php';
	$tmp = wp_tempnam( 'track.vtt' );
	file_put_contents( $tmp, $contents );
	$name          = sanitize_file_name( pathinfo( (string) get_attached_file( $video->ID ), PATHINFO_FILENAME ) . '-' . $srclang . '-' . $kind . '.vtt' );
	$attachment_id = media_handle_sideload(
		array(
			'name'     => $name,
			'tmp_name' => $tmp,
		),
		(int) $video->post_parent,
		$label
	);
	if ( file_exists( $tmp ) ) {
		wp_delete_file( $tmp );
	}
	if ( is_wp_error( $attachment_id ) ) {
		return new \WP_Error( 'track_upload', $attachment_id->get_error_message(), array( 'status' => 422 ) );
	}
	$track    = array(
		'id'      => (int) $attachment_id,
		'label'   => $label,
		'srcLang' => $srclang,
		'kind'    => $kind,
	);
	$tracks[] = $track;
	update_post_meta( $video->ID, TRACKS_META, $tracks );
	unset( $track['id'] );
	return new \WP_REST_Response( array( 'src' => wp_get_attachment_url( $attachment_id ) ) + $track, 201 );
}

/**
 * `DELETE /blockpack/v1/video/{id}/tracks`: deletes the track of a language and kind.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response|\WP_Error
 */
function delete_track_request( \WP_REST_Request $request ) {
	$video = track_video( $request );
	if ( is_wp_error( $video ) ) {
		return $video;
	}
	$srclang = strtolower( (string) $request['srclang'] );
	$kind    = (string) $request['kind'];
	$tracks  = video_tracks( $video->ID );
	foreach ( $tracks as $index => $track ) {
		if ( $track['srcLang'] === $srclang && $track['kind'] === $kind ) {
			if ( get_post( $track['id'] ) && current_user_can( 'delete_post', $track['id'] ) ) {
				wp_delete_attachment( $track['id'], true );
			}
			unset( $tracks[ $index ] );
			update_post_meta( $video->ID, TRACKS_META, array_values( $tracks ) );
			return new \WP_REST_Response( array( 'deleted' => true ), 200 );
		}
	}
	return new \WP_Error( 'track_not_found', __( 'This video has no track for that language and kind.', 'blockpack' ), array( 'status' => 404 ) );
}
