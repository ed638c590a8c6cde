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
 * - `GET` and `DELETE /wpcom/v2/external-media/connection/{service}`;
 * - Google Photos' picking sessions (register_session_routes()); its list takes `session_id`.
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
					// Google Photos: the picking session whose items to list.
					'session_id'  => array(
						'type'    => 'string',
						'pattern' => '^[A-Za-z0-9_-]{0,200}$',
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
							'maxLength' => 600,
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
 * Google Photos' picking sessions: `POST /wpcom/v2/external-media/session/google_photos`
 * (`number` 1–10: the most items the user may pick) creates one; `GET` and `DELETE` of
 * `…/session/google_photos/{session_id}` read whether the user is done, and delete it.
 */
function register_session_routes() {
	Rest_Controller::route(
		'wpcom/v2',
		'/external-media/session/google_photos',
		array(
			'POST' => array(
				'permission' => Rest_Controller::require_capability( 'upload_files' ),
				'callback'   => function ( \WP_REST_Request $request ) {
					return google_session_route( 'POST', '', array( 'pickingConfig' => array( 'maxItemCount' => (string) (int) $request['number'] ) ) );
				},
				'args'       => array(
					'number' => array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => 10,
						'default' => 1,
					),
				),
			),
		)
	);
	Rest_Controller::route(
		'wpcom/v2',
		'/external-media/session/google_photos/(?P<session_id>[A-Za-z0-9_-]{1,200})',
		array(
			'GET'    => array(
				'permission' => Rest_Controller::require_capability( 'upload_files' ),
				'callback'   => function ( \WP_REST_Request $request ) {
					return google_session_route( 'GET', $request['session_id'] );
				},
				'args'       => array(),
			),
			'DELETE' => array(
				'permission' => Rest_Controller::require_capability( 'upload_files' ),
				'callback'   => function ( \WP_REST_Request $request ) {
					return google_session_route( 'DELETE', $request['session_id'] );
				},
				'args'       => array(),
			),
		)
	);
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_session_routes' );

/**
 * One of the session routes.
 *
 * @param string     $method     POST (create), GET (read) or DELETE.
 * @param string     $session_id The session ('' to create one).
 * @param array|null $body       The new session's settings.
 * @return \WP_REST_Response|\WP_Error
 */
function google_session_route( $method, $session_id, $body = null ) {
	$source = usable_source( 'google_photos' );
	if ( is_wp_error( $source ) ) {
		return $source;
	}
	$json = google_api( $method, '/sessions' . ( '' !== $session_id ? '/' . rawurlencode( $session_id ) : '' ), $body );
	if ( is_wp_error( $json ) ) {
		return $json;
	}
	if ( 'DELETE' === $method ) {
		return rest_ensure_response( array( 'deleted' => true ) );
	}
	$session = google_session_answer( $json );
	if ( ! is_google_session_id( $session['id'] ) || ( 'POST' === $method && '' === $session['picker_uri'] ) ) {
		return unavailable( 'Google Photos' );
	}
	return rest_ensure_response(
		'POST' === $method ? $session : array(
			'id'              => $session['id'],
			'media_items_set' => $session['media_items_set'],
			'poll_interval'   => $session['poll_interval'],
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
			'search'     => trim( sanitize_text_field( (string) $request['search'] ) ),
			'number'     => (int) $request['number'],
			'page'       => $page,
			'session_id' => (string) $request['session_id'],
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
		'type'       => isset( $item['type'] ) ? $item['type'] : 'image',
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
