<?php
/**
 * External media: the editor's routes, in Jetpack's shapes, for users who can upload files:
 *
 * - `GET /wpcom/v2/external-media/list/{service}` (`number` 1–30, `path`, `search`, `filter`,
 *   `page_handle`): `{ media, found, meta: { next_page, account } }`, one page of the service's
 *   items (`page_handle`: the page number `next_page` gave; `next_page` false at the end);
 * - `POST /wpcom/v2/external-media/copy/{service}` (`external_ids` 1–10, `media` accepted and
 *   ignored: no address the request names is ever fetched, `post_id`): one entry per id
 *   (php/copy.php);
 * - `GET` and `DELETE /wpcom/v2/external-media/connection/{service}`.
 *
 * Errors: `external_media_disabled` (404) for a source the site turned off,
 * `authorization_required` (403) for one without its key, `external_media_rate_limited` (429),
 * `external_media_unavailable` (424).
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\External_Media;

use Blockpack\Rest_Controller;

defined( 'ABSPATH' ) || exit;

add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_routes' );

/**
 * Registers the routes, for every source of the registry.
 */
function register_routes() {
	$service = '(?P<service>' . implode( '|', array_keys( all_sources() ) ) . ')';
	Rest_Controller::route(
		'wpcom/v2',
		'/external-media/list/' . $service,
		array(
			'GET' => array(
				'permission' => Rest_Controller::require_capability( 'upload_files' ),
				'callback'   => __NAMESPACE__ . '\list_items',
				'args'       => array(
					'number'      => array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => 30,
						'default' => 20,
					),
					'path'        => array(
						'type'      => 'string',
						'maxLength' => 100,
						'default'   => 'recent',
					),
					'search'      => array(
						'type'      => 'string',
						'maxLength' => 200,
						'default'   => '',
					),
					'filter'      => array(
						'type'      => 'string',
						'maxLength' => 200,
						'default'   => '',
					),
					'page_handle' => array(
						'type'    => 'string',
						'pattern' => '^([1-9][0-9]{0,3})?$',
						'default' => '',
					),
				),
			),
		)
	);
	Rest_Controller::route(
		'wpcom/v2',
		'/external-media/copy/' . $service,
		array(
			'POST' => array(
				'permission' => Rest_Controller::require_capability( 'upload_files' ),
				'callback'   => __NAMESPACE__ . '\copy_route',
				'args'       => array(
					'external_ids' => array(
						'type'     => 'array',
						'required' => true,
						'minItems' => 1,
						'maxItems' => 10,
						'items'    => array(
							'type'      => 'string',
							'minLength' => 1,
							'maxLength' => 100,
						),
					),
					// Jetpack's shape: the browser's addresses of the items. Never used.
					'media'        => array(
						'type'     => 'array',
						'maxItems' => 10,
						'default'  => array(),
					),
					'post_id'      => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
				),
			),
		)
	);
	Rest_Controller::route(
		'wpcom/v2',
		'/external-media/connection/' . $service,
		array(
			'GET'    => array(
				'permission' => Rest_Controller::require_capability( 'upload_files' ),
				'callback'   => function ( \WP_REST_Request $request ) {
					$source = enabled_source( $request['service'] );
					return is_wp_error( $source ) ? $source : rest_ensure_response( $source->connection() );
				},
				'args'       => array(),
			),
			'DELETE' => array(
				'permission' => Rest_Controller::require_capability( 'upload_files' ),
				'callback'   => function ( \WP_REST_Request $request ) {
					$source = enabled_source( $request['service'] );
					return is_wp_error( $source ) ? $source : rest_ensure_response( $source->disconnect() );
				},
				'args'       => array(),
			),
		)
	);
}

/**
 * `GET /wpcom/v2/external-media/list/{service}`.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response|\WP_Error
 */
function list_items( \WP_REST_Request $request ) {
	$source = usable_source( $request['service'] );
	if ( is_wp_error( $source ) ) {
		return $source;
	}
	$page   = '' === (string) $request['page_handle'] ? 1 : (int) $request['page_handle'];
	$answer = $source->search(
		array(
			'search' => trim( sanitize_text_field( (string) $request['search'] ) ),
			'number' => (int) $request['number'],
			'page'   => $page,
		)
	);
	if ( is_wp_error( $answer ) ) {
		return $answer;
	}
	return rest_ensure_response(
		array(
			'media' => array_map(
				function ( $item ) use ( $source ) {
					return list_item( $source, $item );
				},
				$answer['items']
			),
			'found' => (int) $answer['found'],
			'meta'  => array(
				'next_page' => $answer['more'] ? (string) ( $page + 1 ) : false,
				'account'   => $source->connection()['account'],
			),
		)
	);
}

/**
 * An item as the list answers it (Jetpack's shape, with the credit).
 *
 * @param Source $source The source.
 * @param array  $item   Source::item()'s shape.
 * @return array
 */
function list_item( Source $source, array $item ) {
	return array(
		'ID'         => $item['id'],
		'URL'        => $item['preview'],
		'thumbnails' => array(
			'thumbnail' => $item['thumbnail'],
			'large'     => $item['large'],
		),
		'name'       => '' !== $item['credit']['title'] ? $item['credit']['title'] : $source->id() . '-' . $item['id'],
		'title'      => $item['credit']['title'],
		'caption'    => $item['notice_text'],
		'type'       => 'image',
		'width'      => $item['width'],
		'height'     => $item['height'],
		'credit'     => $item['credit'],
	);
}

/**
 * `POST /wpcom/v2/external-media/copy/{service}`.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response|\WP_Error
 */
function copy_route( \WP_REST_Request $request ) {
	$source = usable_source( $request['service'] );
	if ( is_wp_error( $source ) ) {
		return $source;
	}
	$post_id = (int) $request['post_id'];
	if ( $post_id > 0 ) {
		if ( ! get_post( $post_id ) ) {
			return new \WP_Error( 'rest_post_invalid_id', __( 'Invalid post ID.', 'blockpack' ), array( 'status' => 404 ) );
		}
		if ( ! current_user_can( 'edit_post', $post_id ) ) {
			return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'blockpack' ), array( 'status' => 403 ) );
		}
	}
	return rest_ensure_response( copy_items( $source, (array) $request['external_ids'], $post_id ) );
}
