<?php
/**
 * Video: our tus 1.0.0 server (https://tus.io/protocols/resumable-upload), as REST routes.
 *
 * - `POST /blockpack/v1/video/uploads` creates an upload (users who can `upload_files`, with
 *   their REST nonce): `Upload-Length` or `Upload-Defer-Length: 1`, `Upload-Metadata`
 *   (`filename`, `filetype`, `post`). 201 with `Location`: the upload's address, carrying its
 *   token.
 * - `HEAD` (or `GET`) of the upload's address: `Upload-Offset`, `Cache-Control: no-store`.
 * - `PATCH`: the next chunk (`application/offset+octet-stream`, `Upload-Offset`), appended whole
 *   or not at all; 415 on another content type, 409 on a wrong offset, 423 while another request
 *   writes the same upload, 460 when `Upload-Checksum` does not match (the chunk is dropped).
 *   The last chunk moves the file into the media library; the answer names the attachment
 *   (`Blockpack-Media-Id`, `Blockpack-Media-Url`).
 * - `DELETE`: 204, the upload and its file are gone.
 * - `OPTIONS` (core answers it for every route) also says `Tus-Version`, `Tus-Extension`,
 *   `Tus-Max-Size` and `Tus-Checksum-Algorithm`.
 *
 * Hosts or firewalls that refuse PATCH, DELETE or HEAD: a POST with `X-HTTP-Method-Override`
 * is the same request (WordPress's REST server honours the header). Chunks are never larger
 * than the host takes in one request (see chunk_size()).
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\Core_Video;

use Blockpack\Rest_Controller;

defined( 'ABSPATH' ) || exit;

/** The one version of the protocol spoken. */
const TUS_VERSION = '1.0.0';

/** The protocol's extensions this server has. */
const TUS_EXTENSIONS = 'creation,creation-defer-length,termination,checksum,expiration';

/** The checksum algorithms accepted in `Upload-Checksum`. */
const TUS_CHECKSUMS = array( 'sha1', 'md5', 'sha256' );

/** The route of the uploads, in the `blockpack/v1` namespace. */
const UPLOADS_ROUTE = '/video/uploads';

/** The largest chunk asked for, in bytes, where the host takes more. */
const MAX_CHUNK = 10 * MB_IN_BYTES;

/**
 * The largest video the site takes, in bytes: Settings → Blockpack → Video (5 GB by default).
 *
 * @return int
 */
function max_upload_size() {
	$megabytes = (int) get_option( MAX_SIZE_OPTION, DEFAULT_MAX_SIZE_MB );
	$bytes     = ( $megabytes > 0 ? $megabytes : DEFAULT_MAX_SIZE_MB ) * MB_IN_BYTES;
	/**
	 * Filters the largest video upload, in bytes (`Tus-Max-Size`).
	 *
	 * @param int $bytes The size.
	 */
	return max( 1, (int) apply_filters( 'blockpack_video_max_upload_size', $bytes ) );
}

/**
 * The chunk size the editor sends: 10 MB, or less where the host takes less in one request
 * (PHP's `upload_max_filesize` and `post_max_size`, as wp_max_upload_size() reads them). A web
 * server in front may take even less (nginx takes 1 MB by default): its 413 makes the editor
 * send smaller chunks.
 *
 * @return int Bytes.
 */
function chunk_size() {
	if ( ! function_exists( 'wp_max_upload_size' ) ) {
		require_once ABSPATH . 'wp-includes/media.php';
	}
	$host = (int) wp_max_upload_size();
	$size = min( MAX_CHUNK, $host > 0 ? $host : MAX_CHUNK );
	/**
	 * Filters the chunk size of video uploads, in bytes (at most what the host takes).
	 *
	 * @param int $size The size.
	 */
	$filtered = (int) apply_filters( 'blockpack_video_chunk_size', $size );
	return max( 64 * KB_IN_BYTES, min( $filtered, $host > 0 ? $host : MAX_CHUNK ) );
}

/**
 * Registers the routes.
 */
function register_tus_routes() {
	$token = array(
		'description' => __( 'The upload’s token, from its address.', 'blockpack' ),
		'type'        => 'string',
		'pattern'     => '^[0-9a-f]{64}$',
	);
	Rest_Controller::route(
		'blockpack/v1',
		UPLOADS_ROUTE,
		array(
			'POST' => array(
				'permission' => Rest_Controller::require_capability( 'upload_files' ),
				'callback'   => __NAMESPACE__ . '\create_upload_request',
				'args'       => array(),
			),
		)
	);
	Rest_Controller::route(
		'blockpack/v1',
		UPLOADS_ROUTE . '/(?P<id>[0-9a-f]{32})',
		array(
			'GET'    => array(
				'permission' => Rest_Controller::require_token( 'upload_files', __NAMESPACE__ . '\upload_holder' ),
				'callback'   => __NAMESPACE__ . '\head_upload_request',
				'args'       => array( 'token' => $token ),
			),
			'PATCH'  => array(
				'permission' => Rest_Controller::require_token( 'upload_files', __NAMESPACE__ . '\upload_holder' ),
				'callback'   => __NAMESPACE__ . '\patch_upload_request',
				'args'       => array( 'token' => $token ),
			),
			'DELETE' => array(
				'permission' => Rest_Controller::require_token( 'upload_files', __NAMESPACE__ . '\upload_holder' ),
				'callback'   => __NAMESPACE__ . '\delete_upload_request',
				'args'       => array( 'token' => $token ),
			),
		)
	);
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_tus_routes' );

/**
 * Whether a request is for one of the uploads' routes.
 *
 * @param \WP_REST_Request $request The request.
 * @return bool
 */
function is_tus_request( $request ) {
	return 0 === strpos( (string) $request->get_route(), '/blockpack/v1' . UPLOADS_ROUTE );
}

/**
 * Adds the protocol's headers to every answer of the uploads' routes (errors and core's OPTIONS
 * answer included); a HEAD or GET answer is never stored by a cache.
 *
 * @param \WP_HTTP_Response $response The answer.
 * @param \WP_REST_Server   $server   The server.
 * @param \WP_REST_Request  $request  The request.
 * @return \WP_HTTP_Response
 */
function add_tus_headers( $response, $server, $request ) {
	if ( ! is_tus_request( $request ) || ! $response instanceof \WP_HTTP_Response ) {
		return $response;
	}
	$response->header( 'Tus-Resumable', TUS_VERSION );
	$method = $request->get_method();
	if ( 'OPTIONS' === $method ) {
		$response->header( 'Tus-Version', TUS_VERSION );
		$response->header( 'Tus-Extension', TUS_EXTENSIONS );
		$response->header( 'Tus-Max-Size', (string) max_upload_size() );
		$response->header( 'Tus-Checksum-Algorithm', implode( ',', TUS_CHECKSUMS ) );
		$response->header( 'Blockpack-Chunk-Size', (string) chunk_size() );
	}
	if ( in_array( $method, array( 'GET', 'HEAD' ), true ) ) {
		$response->header( 'Cache-Control', 'no-store' );
	}
	if ( 412 === $response->get_status() ) {
		$response->header( 'Tus-Version', TUS_VERSION );
	}
	if ( 460 === $response->get_status() ) {
		// WordPress sends no status line for a code it has no text for (status_header()); the
		// protocol's own 460 gets one, for this answer.
		global $wp_header_to_desc;
		get_status_header_desc( 460 );
		$wp_header_to_desc[460] = 'Checksum Mismatch';
	}
	return $response;
}
add_filter( 'rest_post_dispatch', __NAMESPACE__ . '\add_tus_headers', 10, 3 );

/**
 * An error of the protocol: a JSON answer with a status and a message for the user.
 *
 * @param string $code    The code.
 * @param string $message The message.
 * @param int    $status  The HTTP status.
 * @param array  $data    More data (`hint`…).
 * @return \WP_Error
 */
function tus_error( $code, $message, $status, array $data = array() ) {
	return new \WP_Error( $code, $message, array( 'status' => $status ) + $data );
}

/**
 * 412 unless the request speaks our version of the protocol (`Tus-Resumable: 1.0.0`).
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_Error|null
 */
function check_version( $request ) {
	if ( TUS_VERSION === trim( (string) $request->get_header( 'tus_resumable' ) ) ) {
		return null;
	}
	return tus_error( 'tus_version', __( 'This upload needs the tus protocol, version 1.0.0.', 'blockpack' ), 412 );
}

/**
 * A header holding a whole number of bytes, or null when absent; a WP_Error when malformed.
 *
 * @param \WP_REST_Request $request The request.
 * @param string           $name    The header (`upload_length`).
 * @return int|null|\WP_Error
 */
function byte_header( $request, $name ) {
	$value = $request->get_header( $name );
	if ( null === $value ) {
		return null;
	}
	$value = trim( $value );
	if ( ! preg_match( '/^[0-9]{1,15}$/', $value ) ) {
		/* translators: %s: a header's name, such as Upload-Offset. */
		return tus_error( 'tus_bad_header', sprintf( __( 'The %s header must be a whole number of bytes.', 'blockpack' ), header_title( $name ) ), 400 );
	}
	return (int) $value;
}

/**
 * A header's name as written in the protocol: `upload_offset` → `Upload-Offset`.
 *
 * @param string $name The name, as WP_REST_Request keys it.
 * @return string
 */
function header_title( $name ) {
	return str_replace( ' ', '-', ucwords( str_replace( '_', ' ', $name ) ) );
}

/**
 * The pairs of `Upload-Metadata` (`key base64,key base64`), decoded.
 *
 * @param string|null $header The header.
 * @return array<string, string>|\WP_Error
 */
function parse_metadata( $header ) {
	$pairs = array();
	if ( null === $header || '' === trim( $header ) ) {
		return $pairs;
	}
	foreach ( explode( ',', $header ) as $pair ) {
		$parts = explode( ' ', trim( $pair ) );
		$key   = $parts[0];
		$value = isset( $parts[1] ) ? base64_decode( $parts[1], true ) : '';
		if ( count( $parts ) > 2 || ! preg_match( '/^[A-Za-z0-9_.-]{1,64}$/', $key ) || false === $value || isset( $pairs[ $key ] ) || ! wp_check_invalid_utf8( $value ) ) {
			return tus_error( 'tus_bad_metadata', __( 'The upload’s metadata is not valid.', 'blockpack' ), 400 );
		}
		$pairs[ $key ] = $value;
	}
	return $pairs;
}

/**
 * The file name an upload will have in the media library: the name the browser gave, without
 * any folder, made safe by WordPress (an empty name becomes `video`).
 *
 * @param array $metadata The upload's metadata.
 * @return string
 */
function clean_file_name( array $metadata ) {
	$name = isset( $metadata['filename'] ) ? (string) $metadata['filename'] : '';
	$name = wp_basename( str_replace( '\\', '/', $name ) );
	$name = sanitize_file_name( $name );
	return '' === $name ? 'video' : $name;
}

/**
 * The refusal of a file that is not a video the site takes.
 *
 * @return \WP_Error
 */
function unsupported_format() {
	return tus_error(
		'invalid_mime',
		__( 'The format of the video you uploaded is not supported.', 'blockpack' ),
		415,
		array( 'hint' => __( 'Check the recommended video settings.', 'blockpack' ) )
	);
}

/**
 * Whether a file name has the extension of a video type the site allows.
 *
 * @param string $name The file name.
 * @return bool
 */
function is_video_name( $name ) {
	$type = wp_check_filetype( $name );
	return ! empty( $type['type'] ) && 0 === strpos( $type['type'], 'video/' );
}

/**
 * `POST /blockpack/v1/video/uploads`: creates an upload.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response|\WP_Error
 */
function create_upload_request( \WP_REST_Request $request ) {
	$error = check_version( $request );
	if ( $error ) {
		return $error;
	}
	$length = byte_header( $request, 'upload_length' );
	if ( is_wp_error( $length ) ) {
		return $length;
	}
	$defer = $request->get_header( 'upload_defer_length' );
	if ( null === $length && '1' !== trim( (string) $defer ) ) {
		return tus_error( 'tus_length_required', __( 'The upload needs its length (Upload-Length), or Upload-Defer-Length: 1.', 'blockpack' ), 400 );
	}
	$max = max_upload_size();
	if ( null !== $length && $length > $max ) {
		return too_large( $max );
	}
	$metadata = parse_metadata( $request->get_header( 'upload_metadata' ) );
	if ( is_wp_error( $metadata ) ) {
		return $metadata;
	}
	$declared = isset( $metadata['filetype'] ) ? strtolower( trim( $metadata['filetype'] ) ) : '';
	if ( ( '' !== $declared && 0 !== strpos( $declared, 'video/' ) ) || ! is_video_name( clean_file_name( $metadata ) ) ) {
		return unsupported_format();
	}
	$post_id = isset( $metadata['post'] ) && ctype_digit( $metadata['post'] ) ? (int) $metadata['post'] : 0;
	if ( $post_id && ! current_user_can( 'edit_post', $post_id ) ) {
		$post_id = 0;
	}
	$record = create_upload( get_current_user_id(), $length, $metadata, $post_id );
	if ( is_wp_error( $record ) ) {
		return $record;
	}
	$location = upload_location( $record );
	$response = new \WP_REST_Response(
		array(
			'id'        => $record['id'],
			'location'  => $location,
			'chunkSize' => chunk_size(),
			'expires'   => gmdate( 'c', $record['expires'] ),
		),
		201
	);
	$response->header( 'Location', $location );
	$response->header( 'Upload-Expires', http_date( $record['expires'] ) );
	$response->header( 'Blockpack-Chunk-Size', (string) chunk_size() );
	return $response;
}

/**
 * An upload's address, with its token.
 *
 * @param array $record The record.
 * @return string
 */
function upload_location( array $record ) {
	return add_query_arg(
		'token',
		upload_token( $record['id'], $record['user'] ),
		rest_url( 'blockpack/v1' . UPLOADS_ROUTE . '/' . $record['id'] )
	);
}

/**
 * A time as HTTP writes it (`Wed, 25 Jun 2025 16:00:00 GMT`).
 *
 * @param int $time A Unix time.
 * @return string
 */
function http_date( $time ) {
	return gmdate( 'D, d M Y H:i:s', $time ) . ' GMT';
}

/**
 * The refusal of a video larger than the site takes.
 *
 * @param int $max The largest size, in bytes.
 * @return \WP_Error
 */
function too_large( $max ) {
	return tus_error(
		'tus_too_large',
		/* translators: %s: a size, such as 5 GB. */
		sprintf( __( 'This video is larger than the site accepts (%s).', 'blockpack' ), size_format( $max ) ),
		413
	);
}

/**
 * Who may touch an upload (Rest_Controller::require_token()): the uploader, when the request
 * carries the upload's token. A token for an upload that is gone answers 404 (the client starts
 * over, as the protocol says); so does an upload that does not exist to users who can upload
 * files. Visitors and other users learn nothing (401, 403).
 *
 * @param \WP_REST_Request $request The request.
 * @return int|\WP_Error The uploader, 0 for nobody.
 */
function upload_holder( \WP_REST_Request $request ) {
	// Core also asks this of requests whose arguments failed validation (the Allow header).
	$record = is_string( $request['id'] ) ? get_upload( $request['id'] ) : null;
	$token  = is_string( $request['token'] ) ? $request['token'] : '';
	$valid  = 1 === preg_match( '/^[0-9a-f]{64}$/', $token );
	if ( ! $record ) {
		return $valid || current_user_can( 'upload_files' ) ? not_found() : 0;
	}
	if ( ! $valid || ! hash_equals( upload_token( $record['id'], $record['user'] ), $token ) ) {
		return 0;
	}
	if ( $record['expires'] < time() && empty( $record['attachment'] ) ) {
		return tus_error( 'tus_expired', __( 'This upload has expired. Please upload the video again.', 'blockpack' ), 410 );
	}
	return (int) $record['user'];
}

/**
 * The answer about an upload that does not exist (or no longer does).
 *
 * @return \WP_Error
 */
function not_found() {
	return tus_error( 'tus_not_found', __( 'This upload does not exist, or has expired. Please upload the video again.', 'blockpack' ), 404 );
}

/**
 * The headers that say where an upload stands.
 *
 * @param \WP_REST_Response $response The answer.
 * @param array             $record   The record.
 * @param int               $offset   The bytes the site has.
 * @return \WP_REST_Response
 */
function with_upload_headers( \WP_REST_Response $response, array $record, $offset ) {
	$response->header( 'Upload-Offset', (string) $offset );
	if ( null === $record['length'] ) {
		$response->header( 'Upload-Defer-Length', '1' );
	} else {
		$response->header( 'Upload-Length', (string) $record['length'] );
	}
	$response->header( 'Upload-Expires', http_date( $record['expires'] ) );
	if ( ! empty( $record['attachment'] ) ) {
		$response->header( 'Blockpack-Media-Id', (string) $record['attachment'] );
		$response->header( 'Blockpack-Media-Url', (string) wp_get_attachment_url( $record['attachment'] ) );
	}
	return $response;
}

/**
 * `HEAD` (or `GET`) of an upload: where it stands.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response|\WP_Error
 */
function head_upload_request( \WP_REST_Request $request ) {
	$error = check_version( $request );
	if ( $error ) {
		return $error;
	}
	$record = get_upload( (string) $request['id'] );
	if ( ! $record ) {
		return not_found();
	}
	$offset = upload_offset( $record );
	return with_upload_headers(
		new \WP_REST_Response(
			array(
				'offset'     => $offset,
				'length'     => $record['length'],
				'attachment' => (int) $record['attachment'],
			),
			200
		),
		$record,
		$offset
	);
}

/**
 * `DELETE` of an upload: it and its file are gone (a video already in the media library stays).
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response|\WP_Error
 */
function delete_upload_request( \WP_REST_Request $request ) {
	$error = check_version( $request );
	if ( $error ) {
		return $error;
	}
	$id = (string) $request['id'];
	if ( ! lock_upload( $id ) ) {
		return busy();
	}
	delete_upload( $id );
	unlock_upload( $id );
	return new \WP_REST_Response( null, 204 );
}

/**
 * The refusal while another request writes the same upload.
 *
 * @return \WP_Error
 */
function busy() {
	return tus_error( 'tus_locked', __( 'Another request is writing this upload. Try again in a moment.', 'blockpack' ), 423 );
}

/**
 * `PATCH` of an upload: appends the chunk at the offset it names, whole or not at all; the
 * last chunk moves the file into the media library.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response|\WP_Error
 */
function patch_upload_request( \WP_REST_Request $request ) {
	$error = check_version( $request );
	if ( $error ) {
		return $error;
	}
	$type = strtolower( trim( explode( ';', (string) $request->get_header( 'content_type' ) )[0] ) );
	if ( 'application/offset+octet-stream' !== $type ) {
		return tus_error( 'tus_content_type', __( 'A chunk must be sent as application/offset+octet-stream.', 'blockpack' ), 415 );
	}
	$claimed = byte_header( $request, 'upload_offset' );
	if ( null === $claimed ) {
		return tus_error( 'tus_bad_header', __( 'The Upload-Offset header must be a whole number of bytes.', 'blockpack' ), 400 );
	}
	if ( is_wp_error( $claimed ) ) {
		return $claimed;
	}
	$id = (string) $request['id'];
	if ( ! lock_upload( $id ) ) {
		return busy();
	}
	try {
		return append_chunk( $request, get_upload( $id ), $claimed );
	} finally {
		unlock_upload( $id );
	}
}

/**
 * Appends a chunk (the upload's lock held).
 *
 * @param \WP_REST_Request $request The request.
 * @param array|null       $record  The record, read after the lock was taken.
 * @param int              $claimed The offset the request names.
 * @return \WP_REST_Response|\WP_Error
 */
function append_chunk( \WP_REST_Request $request, $record, $claimed ) {
	if ( ! $record ) {
		return not_found();
	}
	$offset = upload_offset( $record );
	if ( $claimed !== $offset ) {
		return tus_error( 'tus_offset_mismatch', __( 'This chunk does not start where the upload stands.', 'blockpack' ), 409, array( 'offset' => $offset ) );
	}
	if ( ! empty( $record['attachment'] ) ) {
		return with_upload_headers( new \WP_REST_Response( null, 204 ), $record, $offset );
	}
	$length = byte_header( $request, 'upload_length' );
	if ( is_wp_error( $length ) ) {
		return $length;
	}
	if ( null !== $length ) {
		if ( null !== $record['length'] && $length !== $record['length'] ) {
			return tus_error( 'tus_length_fixed', __( 'The upload’s length cannot change.', 'blockpack' ), 400 );
		}
		if ( $length > max_upload_size() ) {
			return too_large( max_upload_size() );
		}
		$record['length'] = $length;
	}
	$body  = (string) $request->get_body();
	$bytes = strlen( $body );
	$limit = null === $record['length'] ? max_upload_size() : $record['length'];
	if ( $offset + $bytes > $limit ) {
		return null === $record['length'] ? too_large( $limit ) : tus_error( 'tus_too_long', __( 'This chunk goes past the upload’s length.', 'blockpack' ), 413 );
	}
	$checksum = check_checksum( $request->get_header( 'upload_checksum' ), $body );
	if ( is_wp_error( $checksum ) ) {
		return $checksum;
	}
	$written = write_chunk( $record['id'], $offset, $body );
	if ( is_wp_error( $written ) ) {
		return $written;
	}
	$offset           += $bytes;
	$record['expires'] = time() + UPLOAD_LIFETIME;
	if ( null !== $record['length'] && $offset === $record['length'] ) {
		$attachment = move_to_media_library( $record );
		if ( is_wp_error( $attachment ) ) {
			delete_upload( $record['id'] );
			return $attachment;
		}
		$record['attachment'] = $attachment;
	}
	save_upload( $record );
	return with_upload_headers( new \WP_REST_Response( null, 204 ), $record, $offset );
}

/**
 * Checks a chunk against `Upload-Checksum` (`<algorithm> <base64 digest>`), if sent: 400 for an
 * algorithm not offered, 460 for a digest that does not match.
 *
 * @param string|null $header The header.
 * @param string      $body   The chunk.
 * @return true|\WP_Error
 */
function check_checksum( $header, $body ) {
	if ( null === $header || '' === trim( $header ) ) {
		return true;
	}
	$parts     = explode( ' ', trim( $header ) );
	$algorithm = strtolower( $parts[0] );
	if ( 2 !== count( $parts ) || ! in_array( $algorithm, TUS_CHECKSUMS, true ) ) {
		return tus_error( 'tus_checksum_algorithm', __( 'This checksum algorithm is not supported.', 'blockpack' ), 400 );
	}
	$digest = base64_decode( $parts[1], true );
	if ( false === $digest || ! hash_equals( hash( $algorithm, $body, true ), $digest ) ) {
		return tus_error( 'tus_checksum_mismatch', __( 'A part of the video was damaged on its way. It will be sent again.', 'blockpack' ), 460 );
	}
	return true;
}

/**
 * Appends a chunk to an upload's file, whole or not at all (a short write is cut off again).
 *
 * @param string $id     The upload's id.
 * @param int    $offset The file's size before.
 * @param string $body   The chunk.
 * @return true|\WP_Error
 */
function write_chunk( $id, $offset, $body ) {
	$folder = upload_folder();
	if ( is_wp_error( $folder ) ) {
		return $folder;
	}
	$handle = fopen( upload_file( $folder, $id ), 'c+b' );
	if ( ! $handle ) {
		return folder_not_writable();
	}
	fseek( $handle, $offset );
	$written = '' === $body ? 0 : fwrite( $handle, $body );
	$whole   = strlen( $body ) === $written && fflush( $handle );
	if ( ! $whole ) {
		ftruncate( $handle, $offset );
	}
	fclose( $handle );
	return $whole ? true : tus_error( 'tus_storage_full', __( 'The site ran out of room for this video.', 'blockpack' ), 409 );
}

/**
 * Moves a finished upload into the media library: its name made safe, its type checked (from
 * its bytes, not only its name) against the video types the site allows. Duration and size
 * come from WordPress's own reading of the file.
 *
 * @param array $record The record.
 * @return int|\WP_Error The attachment's id.
 */
function move_to_media_library( array $record ) {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	require_once ABSPATH . 'wp-admin/includes/image.php';
	$folder = upload_folder();
	if ( is_wp_error( $folder ) ) {
		return $folder;
	}
	$file  = upload_file( $folder, $record['id'] );
	$name  = clean_file_name( $record['metadata'] );
	$check = wp_check_filetype_and_ext( $file, $name );
	if ( empty( $check['type'] ) || 0 !== strpos( $check['type'], 'video/' ) ) {
		return unsupported_format();
	}
	if ( ! empty( $check['proper_filename'] ) ) {
		$name = $check['proper_filename'];
	}
	$post_id       = ! empty( $record['post'] ) && current_user_can( 'edit_post', $record['post'] ) ? (int) $record['post'] : 0;
	$attachment_id = media_handle_sideload(
		array(
			'name'     => $name,
			'tmp_name' => $file,
			'size'     => filesize( $file ),
		),
		$post_id
	);
	if ( is_wp_error( $attachment_id ) ) {
		return tus_error( 'tus_media_library', $attachment_id->get_error_message(), 422 );
	}
	return (int) $attachment_id;
}

/**
 * The editor's `video` section: where uploads go, the chunk size the host takes and the largest
 * upload, for users who may upload.
 *
 * @param array $data The editor data.
 * @return array
 */
function add_editor_data( $data ) {
	if ( current_user_can( 'upload_files' ) ) {
		$data['video'] = array(
			'endpoint'  => rest_url( 'blockpack/v1' . UPLOADS_ROUTE ),
			'chunkSize' => chunk_size(),
			'maxSize'   => max_upload_size(),
		);
	}
	return $data;
}
add_filter( 'blockpack_editor_data', __NAMESPACE__ . '\add_editor_data' );
