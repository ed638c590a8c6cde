<?php
/**
 * Video: its section of Settings → Blockpack (php/settings.php), the largest video the site
 * takes (`Tus-Max-Size`).
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\Core_Video;

defined( 'ABSPATH' ) || exit;

/** The option holding the largest video upload, in megabytes. */
const MAX_SIZE_OPTION = 'blockpack_video_max_upload_mb';

/** The largest video upload when none is set, in megabytes (5 GB). */
const DEFAULT_MAX_SIZE_MB = 5120;

/**
 * Keeps a size to a whole number of megabytes, from 1 to 1,048,576 (1 TB); anything else is
 * the default.
 *
 * @param mixed $value The submitted value.
 * @return string
 */
function sanitize_max_size( $value ) {
	$value = is_scalar( $value ) ? trim( (string) $value ) : '';
	return preg_match( '/^[1-9][0-9]{0,6}$/', $value ) && (int) $value <= 1048576 ? $value : (string) DEFAULT_MAX_SIZE_MB;
}

/**
 * The Video section.
 *
 * @return array
 */
function settings_section() {
	return array(
		'title'  => __( 'Video', 'blockpack' ),
		'intro'  => __( 'Videos are uploaded to this site in chunks that survive dropped connections, and kept in the media library.', 'blockpack' ),
		'group'  => 'blockpack_video',
		'fields' => array(
			array(
				'option'      => MAX_SIZE_OPTION,
				'label'       => __( 'Largest video upload (MB)', 'blockpack' ),
				'default'     => (string) DEFAULT_MAX_SIZE_MB,
				'attrs'       => array( 'inputmode' => 'numeric' ),
				'description' => __( 'Uploads larger than this are refused before they start. Each chunk is also kept within what the web server takes in one request.', 'blockpack' ),
				'sanitize'    => __NAMESPACE__ . '\sanitize_max_size',
			),
		),
		'submit' => array(
			'label' => __( 'Save video settings', 'blockpack' ),
			'name'  => 'submit-video',
		),
	);
}
\Blockpack\Settings\add_section( 'video', __NAMESPACE__ . '\settings_section' );
