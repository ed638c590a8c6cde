<?php
/**
 * Related Posts: computed on the site (php/ranking.php), cached per post (php/cache.php), shown
 * to visitors by render.php and to editors through `GET /wpcom/v2/related-posts`.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Related_Posts;

use Blockpack\Rest_Controller;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/php/ranking.php';
require_once __DIR__ . '/php/cache.php';
require_once __DIR__ . '/php/posts.php';
require_once __DIR__ . '/php/render.php';

/**
 * Registers `GET /wpcom/v2/related-posts?post_id=…`: the list visitors of that post see, for
 * users who can edit the post.
 */
function register_routes() {
	Rest_Controller::route(
		'wpcom/v2',
		'/related-posts',
		array(
			'GET' => array(
				'permission' => Rest_Controller::require_post_capability( 'edit_post', 'post_id' ),
				'callback'   => __NAMESPACE__ . '\get_related_posts',
				'args'       => array(
					'post_id' => array(
						'description' => __( 'The post the list is for.', 'blockpack' ),
						'type'        => 'integer',
						'required'    => true,
						'minimum'     => 1,
					),
				),
			),
		)
	);
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_routes' );

/**
 * The related posts of a post, as visitors see them.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response `{ posts: [ { id, title, url, date, dateTime, author, context, image } ] }`.
 */
function get_related_posts( $request ) {
	$posts = related_posts( get_post( (int) $request['post_id'] ), MAX_POSTS );
	foreach ( $posts as &$post ) {
		unset( $post['imageId'] );
	}
	unset( $post );
	return rest_ensure_response( array( 'posts' => $posts ) );
}
