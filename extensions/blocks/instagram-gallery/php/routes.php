<?php
/**
 * Latest Instagram Posts: what the editor reads (Jetpack's routes, for users who can edit posts;
 * the connect address for administrators only; the `instagramGallery` editor data, saying
 * whether the user may connect) and the administrators' connection routes.
 *
 * - `GET /wpcom/v2/instagram-gallery/connections`: `[ { token: "<id>", username } ]`, the healthy
 *   connections (never a real token);
 * - `GET /wpcom/v2/instagram-gallery/connect-url` (administrators): the popup's address (a JSON
 *   string), or 400 `instagram_app_missing` while the app ID or secret is missing;
 * - `GET /wpcom/v2/instagram-gallery/gallery?access_token=<id>&count=<1..30>`: `{ external_name,
 *   images: [ { link, title, url } ] }`; 404 `instagram_connection_not_found`, 424
 *   `instagram_gallery_failed`;
 * - `POST /blockpack/v1/instagram-gallery/connections { access_token }` (administrators): a
 *   connection from a pasted long-lived token, `{ token, username }`;
 * - `DELETE /blockpack/v1/instagram-gallery/connections/<id>` (administrators): removes one.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Instagram_Gallery;

use Blockpack\Rest_Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the block's section to the editor data (`window.blockpackEditor.instagramGallery`):
 * whether the user may add connections (else the block asks them to see an administrator, and
 * offers only the site's connections).
 *
 * @param array $data The editor data.
 * @return array
 */
function add_editor_data( $data ) {
	if ( current_user_can( 'edit_posts' ) ) {
		$data['instagramGallery'] = array( 'canConnect' => current_user_can( CONNECT_CAPABILITY ) );
	}
	return $data;
}
add_filter( 'blockpack_editor_data', __NAMESPACE__ . '\add_editor_data' );

/**
 * Registers the routes.
 */
function register_routes() {
	Rest_Controller::route(
		'wpcom/v2',
		'/instagram-gallery/connections',
		array(
			'GET' => array(
				'permission' => Rest_Controller::require_capability( 'edit_posts' ),
				'callback'   => function () {
					return rest_ensure_response( array_map( __NAMESPACE__ . '\public_connection', healthy_connections() ) );
				},
				'args'       => array(),
			),
		)
	);

	// Adding a connection is an administrator's act; other users pick one the site has.
	Rest_Controller::route(
		'wpcom/v2',
		'/instagram-gallery/connect-url',
		array(
			'GET' => array(
				'permission' => Rest_Controller::require_capability( CONNECT_CAPABILITY ),
				'callback'   => function () {
					if ( ! has_app_credentials() ) {
						return new \WP_Error( 'instagram_app_missing', missing_credentials_message(), array( 'status' => 400 ) );
					}
					return rest_ensure_response( connect_start_url() );
				},
				'args'       => array(),
			),
		)
	);

	Rest_Controller::route(
		'wpcom/v2',
		'/instagram-gallery/gallery',
		array(
			'GET' => array(
				'permission' => Rest_Controller::require_capability( 'edit_posts' ),
				'callback'   => function ( \WP_REST_Request $request ) {
					$gallery = editor_gallery( connection_id_of( $request['access_token'] ), (int) $request['count'] );
					return is_wp_error( $gallery ) ? $gallery : rest_ensure_response( $gallery );
				},
				'args'       => array(
					'access_token' => array(
						'description' => __( 'The connection id.', 'blockpack' ),
						'type'        => 'string',
						'pattern'     => '^[1-9][0-9]{0,9}$',
						'required'    => true,
					),
					'count'        => array(
						'description' => __( 'How many posts.', 'blockpack' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'maximum'     => MAX_POSTS,
						'default'     => MAX_POSTS,
					),
				),
			),
		)
	);

	Rest_Controller::route(
		'blockpack/v1',
		'/instagram-gallery/connections',
		array(
			'POST' => array(
				'permission' => Rest_Controller::require_capability( CONNECT_CAPABILITY ),
				'callback'   => function ( \WP_REST_Request $request ) {
					$id = connect_pasted_token( $request['access_token'] );
					if ( is_wp_error( $id ) ) {
						return $id;
					}
					return rest_ensure_response( public_connection( get_connection( $id ) ) );
				},
				'args'       => array(
					'access_token' => array(
						'description' => __( 'A long-lived Instagram access token.', 'blockpack' ),
						'type'        => 'string',
						'required'    => true,
					),
				),
			),
		)
	);

	Rest_Controller::route(
		'blockpack/v1',
		'/instagram-gallery/connections/(?P<id>[0-9]+)',
		array(
			'DELETE' => array(
				'permission' => Rest_Controller::require_capability( CONNECT_CAPABILITY ),
				'callback'   => function ( \WP_REST_Request $request ) {
					if ( ! remove_connection( (int) $request['id'] ) ) {
						return new \WP_Error( 'instagram_connection_not_found', __( 'This Instagram connection does not exist on this site.', 'blockpack' ), array( 'status' => 404 ) );
					}
					return rest_ensure_response( array( 'deleted' => true ) );
				},
				'args'       => array(
					'id' => array(
						'description' => __( 'The connection id.', 'blockpack' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'required'    => true,
					),
				),
			),
		)
	);
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_routes' );
