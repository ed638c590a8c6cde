<?php
/**
 * Related Posts: computed on the site (php/ranking.php), cached per post (php/cache.php), shown
 * to visitors by render.php and to editors through `GET /wpcom/v2/related-posts`.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Related_Posts;

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
	register_rest_route(
		'wpcom/v2',
		'/related-posts',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\get_related_posts',
			'permission_callback' => __NAMESPACE__ . '\can_edit_post',
			'args'                => array(
				'post_id' => array(
					'description' => __( 'The post the list is for.', 'blockpack' ),
					'type'        => 'integer',
					'required'    => true,
					'minimum'     => 1,
				),
			),
		)
	);
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_routes' );

/**
 * Whether the user may edit the post (401 for visitors, 403 otherwise, 404 for a post that does
 * not exist, to users who can edit posts).
 *
 * @param \WP_REST_Request $request The request.
 * @return true|\WP_Error
 */
function can_edit_post( $request ) {
	$post = get_post( (int) $request['post_id'] );
	if ( $post && current_user_can( 'edit_post', $post->ID ) ) {
		return true;
	}
	if ( ! $post && current_user_can( 'edit_posts' ) ) {
		return new \WP_Error( 'rest_post_invalid_id', __( 'Invalid post ID.', 'blockpack' ), array( 'status' => 404 ) );
	}
	return new \WP_Error(
		'rest_forbidden',
		__( 'Sorry, you are not allowed to do that.', 'blockpack' ),
		array( 'status' => is_user_logged_in() ? 403 : 401 )
	);
}

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
