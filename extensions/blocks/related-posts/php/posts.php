<?php
/**
 * Related Posts: what is shown of each related post, the same data for visitors (render.php)
 * and for the editor's preview (the REST route). Plain text and URLs, escaped where printed.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Related_Posts;

defined( 'ABSPATH' ) || exit;

/** The image size of thumbnails (srcset lists the others). */
const THUMBNAIL_SIZE = 'medium';

/**
 * Loads the posts, their terms and meta, their thumbnails and authors in a few queries.
 *
 * @param int[] $ids Post ids.
 */
function prime_caches( $ids ) {
	if ( empty( $ids ) ) {
		return;
	}
	_prime_post_caches( $ids, true, true );
	$thumbnails = array();
	$authors    = array();
	foreach ( $ids as $id ) {
		$thumbnail = (int) get_post_meta( $id, '_thumbnail_id', true );
		if ( $thumbnail > 0 ) {
			$thumbnails[] = $thumbnail;
		}
		$post = get_post( $id );
		if ( $post ) {
			$authors[] = (int) $post->post_author;
		}
	}
	if ( ! empty( $thumbnails ) ) {
		_prime_post_caches( array_unique( $thumbnails ), false, true );
	}
	if ( ! empty( $authors ) ) {
		cache_users( array_unique( $authors ) );
	}
}

/**
 * The category to name as a post's context: one it shares with the post the list is for,
 * else its first.
 *
 * @param \WP_Post $post  A related post.
 * @param int[]    $ours  The categories of the post the list is for.
 * @return \WP_Term|null
 */
function context_category( $post, $ours ) {
	$categories = get_the_terms( $post, 'category' );
	if ( ! is_array( $categories ) || empty( $categories ) ) {
		return null;
	}
	foreach ( $categories as $category ) {
		if ( in_array( (int) $category->term_id, $ours, true ) ) {
			return $category;
		}
	}
	return $categories[0];
}

/**
 * Plain text from a filtered title or name.
 *
 * @param string $html Text that may hold entities or tags.
 * @return string
 */
function plain( $html ) {
	return html_entity_decode( wp_strip_all_tags( (string) $html ), ENT_QUOTES, 'UTF-8' );
}

/**
 * The related posts of a post, as shown.
 *
 * @param \WP_Post $post  The post the list is for.
 * @param int      $limit How many (1–6).
 * @return array<int, array> Each: id, title, url, date, dateTime, author, context, image, imageId.
 */
function related_posts( $post, $limit = MAX_POSTS ) {
	$ids = array_slice( related_post_ids( $post ), 0, max( 1, min( MAX_POSTS, (int) $limit ) ) );
	prime_caches( $ids );
	$ours  = wp_list_pluck( is_array( get_the_terms( $post, 'category' ) ) ? get_the_terms( $post, 'category' ) : array(), 'term_id' );
	$ours  = array_map( 'intval', $ours );
	$posts = array();
	foreach ( $ids as $id ) {
		$related = get_post( $id );
		// The cache may be older than a change that hid the post: check again.
		if ( ! $related || 'publish' !== $related->post_status || '' !== $related->post_password ) {
			continue;
		}
		$category  = context_category( $related, $ours );
		$thumbnail = (int) get_post_thumbnail_id( $related );
		$src       = $thumbnail ? wp_get_attachment_image_url( $thumbnail, THUMBNAIL_SIZE ) : false;
		$title     = plain( get_the_title( $related ) );
		$posts[]   = array(
			'id'       => (int) $related->ID,
			'title'    => '' === $title ? __( '(no title)', 'blockpack' ) : $title,
			'url'      => (string) get_permalink( $related ),
			'date'     => (string) get_the_date( '', $related ),
			'dateTime' => (string) get_the_date( 'c', $related ),
			'author'   => plain( get_the_author_meta( 'display_name', (int) $related->post_author ) ),
			'context'  => $category
				/* translators: %s: a category's name. */
				? sprintf( __( 'In %s', 'blockpack' ), plain( $category->name ) )
				: '',
			'imageId'  => $src ? $thumbnail : 0,
			'image'    => $src
				? array(
					'src'    => (string) $src,
					'srcset' => (string) wp_get_attachment_image_srcset( $thumbnail, THUMBNAIL_SIZE ),
					'alt'    => '',
				)
				: null,
		);
	}
	return $posts;
}
