<?php
/**
 * Video: its section of Settings → Blockpack (php/settings.php), the largest video the site
 * takes (`Tus-Max-Size`), and whether videos are private unless set otherwise (php/privacy.php).
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
			array(
				'option'      => PRIVATE_DEFAULT_OPTION,
				'type'        => 'checkbox',
				'label'       => __( 'Privacy', 'blockpack' ),
				'text'        => __( 'Videos are private unless set otherwise', 'blockpack' ),
				'default'     => '0',
				'description' => __( 'A private video plays only for the site’s logged-in members; its file cannot be reached by its address. Each video can be set to public or private in its block.', 'blockpack' ),
			),
		),
		'submit' => array(
			'label' => __( 'Save video settings', 'blockpack' ),
			'name'  => 'submit-video',
		),
	);
}
\Blockpack\Settings\add_section( 'video', __NAMESPACE__ . '\settings_section' );
