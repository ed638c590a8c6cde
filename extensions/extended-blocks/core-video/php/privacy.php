<?php
/**
 * Video: a video's file settings, kept on its attachment (never in the post): rating, whether
 * visitors may download it, and privacy that holds.
 *
 * - `GET/POST /blockpack/v1/video/{id}/settings` (`rating` G, PG-13 or R-17, X-18 read as R-17;
 *   `allow_download`; `privacy` 0 public, 1 private, 2 the site's default, Jetpack's numbers):
 *   users who may edit the video. The answer is the settings and the video's address now.
 * - A private video's file lives in `uploads/blockpack-private-videos/`, which web servers do
 *   not serve (an `.htaccess` for Apache; the nginx rule is in the README), so its address
 *   leads nowhere. Its address becomes `/?blockpack_video=ID`, which PHP answers for the site's
 *   logged-in members only, with byte ranges (206; Safari plays nothing without them), through
 *   `X-Accel-Redirect` or `X-Sendfile` when the site says its server offers one. A public video
 *   moves back. Everything that asks WordPress for the file's address (the block's render, the
 *   media library, `/wp/v2/media`, attachment pages) gets the guarded one.
 * - A page showing a private video is marked private to page caches.
 * - The site's default (Settings → Blockpack → Video) applies to videos set to it; when it
 *   changes, the first 100 files move at once, the rest hourly, 100 a run.
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\Core_Video;

use Blockpack\Rest_Controller;

defined( 'ABSPATH' ) || exit;

/** Attachment meta: the rating. */
const RATING_META = 'blockpack_video_rating';

/** Attachment meta: whether visitors may download the video ('1' or '0'). */
const DOWNLOAD_META = 'blockpack_video_allow_download';

/** Attachment meta: the privacy setting (PRIVACY_*). */
const PRIVACY_META = 'blockpack_video_privacy';

/** The option: whether videos set to the site's default are private ('1') or public. */
const PRIVATE_DEFAULT_OPTION = 'blockpack_video_private_by_default';

/** Privacy settings, Jetpack's numbers. */
const PRIVACY_PUBLIC       = 0;
const PRIVACY_PRIVATE      = 1;
const PRIVACY_SITE_DEFAULT = 2;

/** The ratings. */
const RATINGS = array( 'G', 'PG-13', 'R-17' );

/** The folder of private videos, in the uploads folder. */
const PRIVATE_FOLDER = 'blockpack-private-videos';

/** The query argument of a private video's address. */
const FILE_QUERY_ARG = 'blockpack_video';

/** The hourly task that moves the files of videos set to the site's default after it changed. */
const REPLACE_HOOK = 'blockpack_video_privacy_replace';

/** The option holding the last video the task moved, while a change of the default has more. */
const REPLACE_CURSOR_OPTION = 'blockpack_video_privacy_replace_after';

/**
 * Whether a post is a video in the media library.
 *
 * @param mixed $id A post id.
 * @return bool
 */
function is_video_attachment( $id ) {
	$post = get_post( (int) $id );
	return $post && 'attachment' === $post->post_type && 0 === strpos( (string) $post->post_mime_type, 'video/' );
}

/**
 * A video's privacy setting.
 *
 * @param int $id The attachment.
 * @return int PRIVACY_*.
 */
function privacy_setting( $id ) {
	$value = get_post_meta( $id, PRIVACY_META, true );
	return in_array( (string) $value, array( '0', '1' ), true ) ? (int) $value : PRIVACY_SITE_DEFAULT;
}

/**
 * Whether a video is private, its setting or the site's default deciding.
 *
 * @param int $id The attachment.
 * @return bool
 */
function is_private_video( $id ) {
	$setting = privacy_setting( $id );
	if ( PRIVACY_SITE_DEFAULT === $setting ) {
		return '1' === get_option( PRIVATE_DEFAULT_OPTION, '0' );
	}
	return PRIVACY_PRIVATE === $setting;
}

/**
 * Whether the current user may watch a video: anyone a public one, the site's logged-in
 * members a private one.
 *
 * @param int $id The attachment.
 * @return bool
 */
function can_watch( $id ) {
	return ! is_private_video( $id ) || is_member();
}

/**
 * Whether the current user is one of the site's logged-in members, who may watch private
 * videos.
 *
 * @return bool
 */
function is_member() {
	return is_user_logged_in() && current_user_can( 'read' );
}

/**
 * A video's settings, as the editor reads them.
 *
 * @param int $id The attachment.
 * @return array{rating: string|null, allow_download: bool, privacy: int, is_private: bool, url: string}
 */
function video_settings( $id ) {
	$rating = get_post_meta( $id, RATING_META, true );
	return array(
		'rating'         => in_array( $rating, RATINGS, true ) ? $rating : null,
		'allow_download' => '0' !== get_post_meta( $id, DOWNLOAD_META, true ),
		'privacy'        => privacy_setting( $id ),
		'is_private'     => is_private_video( $id ),
		'url'            => (string) wp_get_attachment_url( $id ),
	);
}

/**
 * Registers the route.
 */
function register_settings_route() {
	Rest_Controller::route(
		'blockpack/v1',
		'/video/(?P<id>[\d]+)/settings',
		array(
			'GET'  => array(
				'permission' => Rest_Controller::require_post_capability( 'edit_post', 'id' ),
				'callback'   => __NAMESPACE__ . '\get_settings_request',
				'args'       => array(),
			),
			'POST' => array(
				'permission' => Rest_Controller::require_post_capability( 'edit_post', 'id' ),
				'callback'   => __NAMESPACE__ . '\update_settings_request',
				'args'       => array(
					'rating'         => array(
						'description' => __( 'The video’s rating.', 'blockpack' ),
						'type'        => 'string',
						'enum'        => array( 'G', 'PG-13', 'R-17', 'X-18' ),
					),
					'allow_download' => array(
						'description' => __( 'Whether visitors may download the video.', 'blockpack' ),
						'type'        => 'boolean',
					),
					'privacy'        => array(
						'description' => __( 'Who may watch the video: 0 everyone, 1 the site’s members, 2 as the site’s default says.', 'blockpack' ),
						'type'        => 'integer',
						'enum'        => array( PRIVACY_PUBLIC, PRIVACY_PRIVATE, PRIVACY_SITE_DEFAULT ),
					),
				),
			),
		)
	);
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_settings_route' );

/**
 * The refusal for a post that is no video.
 *
 * @return \WP_Error
 */
function not_a_video() {
	return new \WP_Error( 'blockpack_not_a_video', __( 'This is not a video of the media library.', 'blockpack' ), array( 'status' => 400 ) );
}

/**
 * `GET …/settings`.
 *
 * @param \WP_REST_Request $request The request.
 * @return array|\WP_Error
 */
function get_settings_request( \WP_REST_Request $request ) {
	$id = (int) $request['id'];
	return is_video_attachment( $id ) ? video_settings( $id ) : not_a_video();
}

/**
 * `POST …/settings`: saves what the request names, then puts the file where its privacy says.
 *
 * @param \WP_REST_Request $request The request.
 * @return array|\WP_Error
 */
function update_settings_request( \WP_REST_Request $request ) {
	$id = (int) $request['id'];
	if ( ! is_video_attachment( $id ) ) {
		return not_a_video();
	}
	if ( null !== $request['rating'] ) {
		update_post_meta( $id, RATING_META, 'X-18' === $request['rating'] ? 'R-17' : $request['rating'] );
	}
	if ( null !== $request['allow_download'] ) {
		update_post_meta( $id, DOWNLOAD_META, $request['allow_download'] ? '1' : '0' );
	}
	if ( null !== $request['privacy'] ) {
		$before = get_post_meta( $id, PRIVACY_META, true );
		update_post_meta( $id, PRIVACY_META, (string) (int) $request['privacy'] );
		$placed = place_file( $id );
		if ( is_wp_error( $placed ) ) {
			// The file stays where it was: so does the setting.
			if ( '' === $before ) {
				delete_post_meta( $id, PRIVACY_META );
			} else {
				update_post_meta( $id, PRIVACY_META, $before );
			}
			return $placed;
		}
	}
	return video_settings( $id );
}

/**
 * Moves a video's file where its privacy says: into the private folder, or back among the
 * public uploads. The attachment then names the new place.
 *
 * @param int $id The attachment.
 * @return true|\WP_Error
 */
function place_file( $id ) {
	$file = get_attached_file( $id, true );
	if ( ! $file || ! file_exists( $file ) ) {
		return true;
	}
	$uploads    = wp_upload_dir( null, false );
	$private    = $uploads['basedir'] . '/' . PRIVATE_FOLDER . '/';
	$is_private = 0 === strpos( wp_normalize_path( $file ), wp_normalize_path( $private ) );
	if ( is_private_video( $id ) === $is_private ) {
		return true;
	}
	if ( $is_private ) {
		$folder = wp_upload_dir( get_the_date( 'Y/m', $id ) )['path'];
		if ( ! is_dir( $folder ) && ! wp_mkdir_p( $folder ) ) {
			return folder_not_writable();
		}
	} else {
		$folder = guarded_folder( PRIVATE_FOLDER );
		if ( is_wp_error( $folder ) ) {
			return $folder;
		}
	}
	$target = $folder . '/' . wp_unique_filename( $folder, wp_basename( $file ) );
	// rename(): a move within the uploads folder, which every web server shares.
	// Silenced: a failed move is answered below.
	if ( ! @rename( $file, $target ) ) {
		return folder_not_writable();
	}
	update_attached_file( $id, $target );
	clean_post_cache( $id );
	return true;
}

/**
 * A private video's address: PHP answers it (serve_video()).
 *
 * @param string $url The file's address.
 * @param int    $id  The attachment.
 * @return string
 */
function guarded_url( $url, $id ) {
	if ( ! is_video_attachment( $id ) || ! is_private_video( $id ) ) {
		return $url;
	}
	return add_query_arg( FILE_QUERY_ARG, (int) $id, home_url( '/' ) );
}
add_filter( 'wp_get_attachment_url', __NAMESPACE__ . '\guarded_url', 10, 2 );

/**
 * The byte range a `Range` header asks of a file, or null for the whole file, or false when it
 * cannot be satisfied (416). One range only; a suffix range (`bytes=-500`) counts from the end.
 *
 * @param string|null $header The header.
 * @param int         $size   The file's size.
 * @return array{0: int, 1: int}|null|false First and last byte.
 */
function byte_range( $header, $size ) {
	if ( null === $header || '' === $header ) {
		return null;
	}
	if ( ! preg_match( '/^bytes=(\d*)-(\d*)$/', trim( $header ), $m ) || ( '' === $m[1] && '' === $m[2] ) ) {
		return null; // Not one range in bytes: the whole file, as RFC 9110 allows.
	}
	if ( '' === $m[1] ) {
		$length = min( (int) $m[2], $size );
		return $length > 0 ? array( $size - $length, $size - 1 ) : false;
	}
	$first = (int) $m[1];
	$last  = '' === $m[2] ? $size - 1 : min( (int) $m[2], $size - 1 );
	return $first < $size && $first <= $last ? array( $first, $last ) : false;
}

/**
 * Answers `/?blockpack_video=ID`: the video to those who may watch it, with byte ranges.
 */
function serve_video() {
	// No nonce: a read, by address; who may watch is checked below.
	if ( ! isset( $_GET[ FILE_QUERY_ARG ] ) ) {
		return;
	}
	$id = absint( $_GET[ FILE_QUERY_ARG ] );
	nocache_headers();
	header( 'X-Robots-Tag: noindex' );
	if ( ! is_video_attachment( $id ) ) {
		end_with( 404, __( 'This video does not exist.', 'blockpack' ) );
	}
	if ( ! can_watch( $id ) ) {
		end_with( is_user_logged_in() ? 403 : 401, __( 'This video is private.', 'blockpack' ) );
	}
	$file = get_attached_file( $id );
	$size = $file && is_readable( $file ) ? (int) filesize( $file ) : -1;
	if ( $size < 0 ) {
		end_with( 404, __( 'This video does not exist.', 'blockpack' ) );
	}
	header( 'Content-Type: ' . get_post_mime_type( $id ) );
	header( 'Accept-Ranges: bytes' );
	header( 'X-Content-Type-Options: nosniff' );
	header( 'Cache-Control: private, no-store' );
	$disposition = '0' === get_post_meta( $id, DOWNLOAD_META, true ) ? 'inline' : 'inline; filename="' . str_replace( '"', '', wp_basename( $file ) ) . '"';
	header( 'Content-Disposition: ' . $disposition );
	$range = byte_range( isset( $_SERVER['HTTP_RANGE'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_RANGE'] ) ) : null, $size );
	if ( false === $range ) {
		header( 'Content-Range: bytes */' . $size );
		end_with( 416, '' );
	}
	list( $first, $last ) = null === $range ? array( 0, $size - 1 ) : $range;
	status_header( null === $range ? 200 : 206 );
	if ( null !== $range ) {
		header( 'Content-Range: bytes ' . $first . '-' . $last . '/' . $size );
	}
	header( 'Content-Length: ' . ( $last - $first + 1 ) );
	/**
	 * Filters how the file is handed to the web server: '' (PHP streams it), 'x-sendfile'
	 * (Apache's mod_xsendfile, lighttpd) or an nginx internal location such as
	 * '/blockpack-private-videos/' (X-Accel-Redirect; it must map to the private folder). The
	 * server then answers ranges itself.
	 *
	 * @param string $mode The mode.
	 * @param int    $id   The attachment.
	 */
	$mode = (string) apply_filters( 'blockpack_video_sendfile', '', $id );
	if ( 'x-sendfile' === $mode ) {
		header( 'X-Sendfile: ' . $file );
		exit;
	}
	if ( '' !== $mode && '/' === $mode[0] ) {
		header( 'X-Accel-Redirect: ' . trailingslashit( $mode ) . rawurlencode( wp_basename( $file ) ) );
		exit;
	}
	if ( isset( $_SERVER['REQUEST_METHOD'] ) && 'HEAD' === $_SERVER['REQUEST_METHOD'] ) {
		exit;
	}
	stream_bytes( $file, $first, $last );
	exit;
}
add_action( 'init', __NAMESPACE__ . '\serve_video', 99 );

/**
 * Ends the request with a status and a plain text.
 *
 * @param int    $status The status.
 * @param string $text   The text.
 */
function end_with( $status, $text ) {
	status_header( $status );
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo esc_html( $text );
	exit;
}

/**
 * Sends bytes of a file, a megabyte at a time (memory stays flat).
 *
 * @param string $file  The file.
 * @param int    $first The first byte.
 * @param int    $last  The last byte.
 */
function stream_bytes( $file, $first, $last ) {
	// fopen(): the file is read in pieces; WP_Filesystem reads whole files.
	$handle = fopen( $file, 'rb' );
	if ( ! $handle ) {
		return;
	}
	while ( ob_get_level() > 0 ) {
		ob_end_clean();
	}
	fseek( $handle, $first );
	$left = $last - $first + 1;
	while ( $left > 0 && ! feof( $handle ) && ! connection_aborted() ) {
		$bytes = fread( $handle, (int) min( MB_IN_BYTES, $left ) );
		if ( false === $bytes || '' === $bytes ) {
			break;
		}
		echo $bytes; // Printed as is: the video's bytes.
		flush();
		$left -= strlen( $bytes );
	}
	fclose( $handle );
}

/**
 * A video block, as this visitor may see it: a private video's address is the guarded one (the
 * saved markup may hold the public address it had), and someone who may not watch it is told
 * it is private instead. Downloads are hinted off where the video says so.
 *
 * @param string $content The block's markup.
 * @param int    $id      The video.
 * @return string
 */
function render_for_viewer( $content, $id ) {
	if ( ! is_video_attachment( $id ) ) {
		return $content;
	}
	$private = is_private_video( $id );
	if ( $private && ! is_member() ) {
		return '<figure class="wp-block-video blockpack-video-private"><p>' . esc_html__( 'This video is private.', 'blockpack' ) . '</p></figure>';
	}
	// A private video plays from its guarded address; one that was private and is public again
	// from its file's address.
	if ( $private || false !== strpos( $content, FILE_QUERY_ARG . '=' ) ) {
		$url     = esc_url( (string) wp_get_attachment_url( $id ) );
		$content = preg_replace_callback(
			'/(<video\b[^>]*?\ssrc=")[^"]*(")/',
			function ( $m ) use ( $url ) {
				return $m[1] . $url . $m[2];
			},
			$content,
			1
		);
	}
	if ( '0' === get_post_meta( $id, DOWNLOAD_META, true ) ) {
		$content = preg_replace( '/<video\b/', '<video controlslist="nodownload"', (string) $content, 1 );
	}
	return (string) $content;
}

/**
 * The media library ids of the Video blocks in content, read from the blocks' comments alone
 * (the page is parsed again when it renders; this runs before, on every singular page with a
 * video). The serializer escapes `--` in attribute values, so a comment ends at the first `-->`.
 *
 * @param string $content Post content.
 * @return int[]
 */
function video_ids_in( $content ) {
	if ( ! preg_match_all( '/<!--\s+wp:(?:core\/)?video\s+(\{.*?\})\s+\/?-->/s', $content, $matches ) ) {
		return array();
	}
	$ids = array();
	foreach ( $matches[1] as $json ) {
		$attrs = json_decode( $json, true );
		if ( is_array( $attrs ) && isset( $attrs['id'] ) && is_int( $attrs['id'] ) && $attrs['id'] > 0 ) {
			$ids[] = $attrs['id'];
		}
	}
	return array_values( array_unique( $ids ) );
}

/**
 * Pages that show a private video are marked private to page caches (the page depends on who
 * is looking), before anything is printed.
 */
function keep_private_pages_out_of_caches() {
	if ( ! is_singular() ) {
		return;
	}
	$post = get_queried_object();
	if ( ! $post instanceof \WP_Post || ! has_block( 'core/video', $post ) ) {
		return;
	}
	foreach ( video_ids_in( $post->post_content ) as $id ) {
		if ( is_video_attachment( $id ) && is_private_video( $id ) ) {
			if ( ! defined( 'DONOTCACHEPAGE' ) ) {
				define( 'DONOTCACHEPAGE', true );
			}
			nocache_headers();
			header( 'Cache-Control: private, no-store, max-age=0' );
			return;
		}
	}
}
add_action( 'template_redirect', __NAMESPACE__ . '\keep_private_pages_out_of_caches' );

/**
 * After the site's default changed, the files of the videos set to it move: the first 100 at
 * once, the rest by the hourly task (REPLACE_HOOK, in Plugin::SCHEDULED_EVENTS), 100 a run,
 * from where the last run stopped (REPLACE_CURSOR_OPTION). Their addresses change at once.
 */
function replace_after_default_changed() {
	update_option( REPLACE_CURSOR_OPTION, 0, false );
	replace_videos();
}
add_action( 'update_option_' . PRIVATE_DEFAULT_OPTION, __NAMESPACE__ . '\replace_after_default_changed' );
add_action( 'add_option_' . PRIVATE_DEFAULT_OPTION, __NAMESPACE__ . '\replace_after_default_changed' );

/**
 * Moves the files of the next videos set to the site's default (100 a run, filter
 * `blockpack_video_privacy_batch`: fewer on a slow disk), if a change of the default left any
 * to move.
 */
function replace_videos() {
	global $wpdb;
	$after = get_option( REPLACE_CURSOR_OPTION, null );
	if ( null === $after || false === $after ) {
		return;
	}
	$batch = max( 1, (int) apply_filters( 'blockpack_video_privacy_batch', 100 ) );
	// A direct query: the videos after an id, in id order, whatever their meta (WP_Query has no
	// "ID greater than").
	$ids = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT ID FROM {$wpdb->posts} WHERE post_type = 'attachment' AND post_mime_type LIKE %s AND ID > %d ORDER BY ID LIMIT %d",
			'video/%',
			(int) $after,
			$batch
		)
	);
	foreach ( $ids as $id ) {
		if ( PRIVACY_SITE_DEFAULT === privacy_setting( (int) $id ) ) {
			place_file( (int) $id );
		}
	}
	if ( count( $ids ) === $batch ) {
		update_option( REPLACE_CURSOR_OPTION, (int) end( $ids ), false );
	} else {
		delete_option( REPLACE_CURSOR_OPTION );
	}
}
add_action( REPLACE_HOOK, __NAMESPACE__ . '\replace_videos' );

/**
 * A video that joins the media library (ours or WordPress's own upload) goes where its privacy
 * says once WordPress has read it (its metadata is made from the file where it was uploaded).
 *
 * @param array $metadata The attachment's metadata.
 * @param int   $id       The attachment.
 * @return array
 */
function place_new_video( $metadata, $id ) {
	if ( is_video_attachment( $id ) && is_private_video( $id ) ) {
		place_file( (int) $id );
	}
	return $metadata;
}
add_filter( 'wp_generate_attachment_metadata', __NAMESPACE__ . '\place_new_video', 20, 2 );
