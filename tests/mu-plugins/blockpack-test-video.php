<?php
/**
 * Test-only (never shipped): the video uploads' test controls.
 *
 * - While `blockpack_test_video_chunk_size` exists, `blockpack_video_chunk_size` answers it (the
 *   plugin still keeps it within what the host takes); `blockpack_test_video_max_size` likewise
 *   sets `blockpack_video_max_upload_size`.
 * - `POST blockpack-test/v1/video { chunk_size, max_size }` sets them (0: the plugin's own).
 * - `POST blockpack-test/v1/video/hold { id, seconds }` holds an upload's lock for a while, as
 *   a request writing it from another web server would, then answers.
 * - `POST blockpack-test/v1/video/expire { id }` moves an upload's expiry into the past;
 *   `POST blockpack-test/v1/video/sweep` runs the daily sweep and answers the uploads left.
 *
 * @package Blockpack
 */

use Blockpack\Extended_Blocks\Core_Video as Video;

// For blockpack_test_filter_from_option(): mu-plugins load in name order, which this file need not rely on.
require_once __DIR__ . '/blockpack-test-helpers.php';

blockpack_test_filter_from_option( 'blockpack_video_chunk_size', 'blockpack_test_video_chunk_size' );
blockpack_test_filter_from_option( 'blockpack_video_max_upload_size', 'blockpack_test_video_max_size' );
blockpack_test_filter_from_option( 'blockpack_video_privacy_batch', 'blockpack_test_video_privacy_batch' );

add_filter(
	'rest_post_dispatch',
	function ( $response, $server, $request ) {
		$route = (string) $request->get_route();
		if ( $response instanceof WP_HTTP_Response && ( 0 === strpos( $route, '/blockpack/v1/video/uploads' ) || '/wp/v2/media' === $route ) ) {
			$response->header( 'Blockpack-Test-Peak-Memory', (string) memory_get_peak_usage() );
		}
		return $response;
	},
	20,
	3
);

add_action(
	'rest_api_init',
	function () {
		$admin = function () {
			return current_user_can( 'manage_options' );
		};
		$id    = array(
			'type'     => 'string',
			'pattern'  => '^[0-9a-f]{32}$',
			'required' => true,
		);
		register_rest_route(
			'blockpack-test/v1',
			'/video',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'args'                => array(
					'chunk_size'    => array(
						'type'    => 'integer',
						'default' => 0,
					),
					'max_size'      => array(
						'type'    => 'integer',
						'default' => 0,
					),
					'privacy_batch' => array(
						'type'    => 'integer',
						'default' => 0,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					foreach ( array(
						'blockpack_test_video_chunk_size' => (int) $request['chunk_size'],
						'blockpack_test_video_max_size'   => (int) $request['max_size'],
						'blockpack_test_video_privacy_batch' => (int) $request['privacy_batch'],
					) as $option => $value ) {
						if ( $value > 0 ) {
							update_option( $option, $value, false );
						} else {
							delete_option( $option );
						}
					}
					return array(
						'chunkSize' => Video\chunk_size(),
						'maxSize'   => Video\max_upload_size(),
					);
				},
			)
		);
		// One run of the hourly task that moves videos after a change of the site's default,
		// as WP-Cron runs it; answers whether more are left for the next run.
		register_rest_route(
			'blockpack-test/v1',
			'/video/privacy-task',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'callback'            => function () {
					do_action( Video\REPLACE_HOOK );
					wp_cache_delete( Video\REPLACE_CURSOR_OPTION, 'options' );
					return array( 'pending' => false !== get_option( Video\REPLACE_CURSOR_OPTION, false ) );
				},
			)
		);
		register_rest_route(
			'blockpack-test/v1',
			'/video/hold',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'args'                => array(
					'id'      => $id,
					'seconds' => array(
						'type'    => 'integer',
						'default' => 3,
						'minimum' => 1,
						'maximum' => 20,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					$held = Video\lock_upload( $request['id'] );
					sleep( (int) $request['seconds'] );
					if ( $held ) {
						Video\unlock_upload( $request['id'] );
					}
					return array( 'held' => $held );
				},
			)
		);
		register_rest_route(
			'blockpack-test/v1',
			'/video/expire',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'args'                => array( 'id' => $id ),
				'callback'            => function ( WP_REST_Request $request ) {
					$record = Video\get_upload( $request['id'] );
					if ( ! $record ) {
						return new WP_Error( 'missing', 'No such upload.', array( 'status' => 404 ) );
					}
					$record['expires'] = time() - 60;
					Video\save_upload( $record );
					return array( 'expired' => true );
				},
			)
		);
		register_rest_route(
			'blockpack-test/v1',
			'/video/sweep',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'callback'            => function () {
					global $wpdb;
					do_action( 'blockpack_video_uploads_cleanup' );
					$uploads = wp_upload_dir( null, false );
					return array(
						'records' => $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE 'blockpack\\_video\\_upload\\_%' ORDER BY option_name" ),
						'files'   => array_map( 'basename', (array) glob( $uploads['basedir'] . '/' . Video\UPLOAD_FOLDER . '/*.part' ) ),
					);
				},
			)
		);
	}
);
