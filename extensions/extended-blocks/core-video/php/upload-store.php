<?php
/**
 * Video uploads in progress: each upload's record in the database (an option row per upload,
 * never autoloaded) and its bytes in a file of the uploads folder, so that an upload started on
 * one web server resumes on another. Nothing is kept in a server's memory or its /tmp:
 *
 * - the file's size on disk is the upload's offset (a chunk is appended whole, or not at all);
 * - one request writes an upload at a time, through a named database lock every web server
 *   sees (MariaDB/MySQL `GET_LOCK`, released by the database if the request dies);
 * - the uploader alone may touch an upload: requests after the creation carry a token signed
 *   with the site's salt, bound to the upload and its user (a long upload outlives the editor's
 *   REST nonce);
 * - a record expires a day after its last chunk; a daily sweep deletes expired records and
 *   their files (a record is written before its file and deleted after it).
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\Core_Video;

defined( 'ABSPATH' ) || exit;

/** Option name prefix of the upload records (`<prefix><id>`). */
const UPLOAD_OPTION_PREFIX = 'blockpack_video_upload_';

/** The folder, under the uploads folder, of the files being uploaded. */
const UPLOAD_FOLDER = 'blockpack-video-uploads';

/** Seconds an unfinished upload is kept after its creation or its last chunk. */
const UPLOAD_LIFETIME = DAY_IN_SECONDS;

/** The daily sweep of expired uploads (scheduled by Blockpack\Plugin::SCHEDULED_EVENTS). */
const UPLOAD_CLEANUP_HOOK = 'blockpack_video_uploads_cleanup';

/**
 * Whether a string is an upload id: 32 lowercase hexadecimal digits.
 *
 * @param mixed $id The id.
 * @return bool
 */
function is_upload_id( $id ) {
	return is_string( $id ) && 1 === preg_match( '/^[0-9a-f]{32}$/', $id );
}

/**
 * The folder of the files being uploaded, created when missing (guarded_folder()).
 *
 * @return string|\WP_Error The folder's path, without a trailing slash.
 */
function upload_folder() {
	return guarded_folder( UPLOAD_FOLDER );
}

/**
 * A folder of the uploads folder that web servers must not serve (uploads in progress, private
 * videos), created when missing with files that keep web servers that read them from listing or
 * serving it: Apache reads `.htaccess`; nginx needs the rule in the README's Video section.
 *
 * @param string $name The folder's name.
 * @return string|\WP_Error The folder's path, without a trailing slash.
 */
function guarded_folder( $name ) {
	$uploads = wp_upload_dir( null, false );
	if ( ! empty( $uploads['error'] ) ) {
		return new \WP_Error( 'tus_storage_unavailable', __( 'The site cannot store uploads: its uploads folder is not available.', 'blockpack' ), array( 'status' => 409 ) );
	}
	$folder = $uploads['basedir'] . '/' . $name;
	if ( ! is_dir( $folder ) && ! wp_mkdir_p( $folder ) ) {
		return folder_not_writable();
	}
	$guards = array(
		'index.php' => "<?php\n// Silence is golden.\n",
		'.htaccess' => "Require all denied\n",
	);
	foreach ( $guards as $file => $contents ) {
		if ( ! file_exists( $folder . '/' . $file ) ) {
			file_put_contents( $folder . '/' . $file, $contents );
		}
	}
	return $folder;
}

/**
 * The refusal when the uploads folder cannot be written.
 *
 * @return \WP_Error
 */
function folder_not_writable() {
	return new \WP_Error( 'tus_storage_unavailable', __( 'The site cannot store uploads: its uploads folder is not writable.', 'blockpack' ), array( 'status' => 409 ) );
}

/**
 * The file of an upload's bytes.
 *
 * @param string $folder The uploads' folder (upload_folder()).
 * @param string $id     The upload's id.
 * @return string
 */
function upload_file( $folder, $id ) {
	return $folder . '/' . $id . '.part';
}

/**
 * Creates an upload: its empty file and its record.
 *
 * @param int      $user_id  The uploader.
 * @param int|null $length   The upload's length in bytes, null while deferred.
 * @param array    $metadata The client's metadata (`filename`, `filetype`…), decoded.
 * @param int      $post_id  The post the video is for (0 for none).
 * @return array|\WP_Error The record, with its `id`.
 */
function create_upload( $user_id, $length, array $metadata, $post_id ) {
	$folder = upload_folder();
	if ( is_wp_error( $folder ) ) {
		return $folder;
	}
	$id     = bin2hex( random_bytes( 16 ) );
	$record = array(
		'user'       => (int) $user_id,
		'length'     => $length,
		'metadata'   => $metadata,
		'post'       => (int) $post_id,
		'created'    => time(),
		'expires'    => time() + UPLOAD_LIFETIME,
		'attachment' => 0,
	);
	// The option's unique name guards the id: an id already taken is never overwritten. The
	// record comes first, so that no file is ever left without one for the sweep to find.
	if ( ! add_option( UPLOAD_OPTION_PREFIX . $id, $record, '', false ) ) {
		return new \WP_Error( 'tus_storage_unavailable', __( 'The upload could not be recorded. Please try again.', 'blockpack' ), array( 'status' => 409 ) );
	}
	if ( false === file_put_contents( upload_file( $folder, $id ), '' ) ) {
		delete_option( UPLOAD_OPTION_PREFIX . $id );
		return folder_not_writable();
	}
	return array( 'id' => $id ) + $record;
}

/**
 * An upload's record, read from the primary database (another web server may have written it
 * a moment ago), or null.
 *
 * @param string $id The upload's id.
 * @return array|null The record, with its `id`.
 */
function get_upload( $id ) {
	global $wpdb;
	if ( ! is_upload_id( $id ) ) {
		return null;
	}
	$value  = \Blockpack\Database\read_primary_var(
		$wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", UPLOAD_OPTION_PREFIX . $id )
	);
	$record = null === $value ? null : maybe_unserialize( $value );
	if ( ! is_array( $record ) || ! isset( $record['user'], $record['expires'] ) ) {
		return null;
	}
	return array( 'id' => $id ) + $record;
}

/**
 * Saves an upload's record.
 *
 * @param array $record The record, with its `id`.
 */
function save_upload( array $record ) {
	$id = $record['id'];
	unset( $record['id'] );
	update_option( UPLOAD_OPTION_PREFIX . $id, $record, false );
}

/**
 * Deletes an upload: its file (if still there) and its record. The media library's copy of a
 * finished upload stays.
 *
 * @param string $id The upload's id.
 */
function delete_upload( $id ) {
	if ( ! is_upload_id( $id ) ) {
		return;
	}
	$uploads = wp_upload_dir( null, false );
	$file    = upload_file( $uploads['basedir'] . '/' . UPLOAD_FOLDER, $id );
	if ( file_exists( $file ) ) {
		wp_delete_file( $file );
	}
	delete_option( UPLOAD_OPTION_PREFIX . $id );
}

/**
 * How many bytes of an upload the site has: its file's size on disk (its length once it is in
 * the media library).
 *
 * @param array $record The record.
 * @return int
 */
function upload_offset( array $record ) {
	if ( ! empty( $record['attachment'] ) ) {
		return (int) $record['length'];
	}
	$uploads = wp_upload_dir( null, false );
	$file    = upload_file( $uploads['basedir'] . '/' . UPLOAD_FOLDER, $record['id'] );
	clearstatcache( true, $file );
	return file_exists( $file ) ? (int) filesize( $file ) : 0;
}

/**
 * The token that lets the uploader alone continue an upload.
 *
 * @param string $id      The upload's id.
 * @param int    $user_id The uploader.
 * @return string 64 hexadecimal digits.
 */
function upload_token( $id, $user_id ) {
	return hash_hmac( 'sha256', 'video-upload|' . $id . '|' . (int) $user_id, wp_salt( 'auth' ) );
}

/**
 * The name of an upload's lock: at most 64 characters, the database's limit.
 *
 * @param string $id The upload's id.
 * @return string
 */
function lock_name( $id ) {
	global $wpdb;
	return substr( 'bp_video_' . $wpdb->prefix, 0, 30 ) . $id;
}

/**
 * Takes an upload's lock without waiting: false when another request holds it. On SQLite
 * (WordPress Playground, one PHP process) there is nobody to wait for.
 *
 * @param string $id The upload's id.
 * @return bool
 */
function lock_upload( $id ) {
	global $wpdb;
	if ( \Blockpack\Counters\is_sqlite() ) {
		return true;
	}
	return '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, 0)', lock_name( $id ) ) );
}

/**
 * Releases an upload's lock.
 *
 * @param string $id The upload's id.
 */
function unlock_upload( $id ) {
	global $wpdb;
	if ( ! \Blockpack\Counters\is_sqlite() ) {
		$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', lock_name( $id ) ) );
	}
}

/**
 * The daily sweep: deletes the records and files of uploads past their expiry (a finished
 * upload's video stays in the media library). Every file has a record (the record is written
 * first and deleted last), so the records are all there is to go through.
 */
function sweep_uploads() {
	global $wpdb;
	$names = \Blockpack\Database\read_primary_col(
		$wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( UPLOAD_OPTION_PREFIX ) . '%' )
	);
	foreach ( $names as $name ) {
		$id     = substr( $name, strlen( UPLOAD_OPTION_PREFIX ) );
		$record = get_upload( $id );
		if ( ( ! $record || $record['expires'] < time() ) && lock_upload( $id ) ) {
			delete_upload( $id );
			unlock_upload( $id );
		}
	}
}
add_action( UPLOAD_CLEANUP_HOOK, __NAMESPACE__ . '\sweep_uploads' );
