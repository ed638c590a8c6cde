<?php
/**
 * Related Posts' cache: each post keeps its list in post meta with the generation it was
 * computed in; any change to a post, its status or its terms bumps the site's generation (one
 * atomic UPDATE in the database, shared by every web server), so every list is computed again
 * when next asked. Nothing is kept in process memory.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Related_Posts;

defined( 'ABSPATH' ) || exit;

/** The option holding the generation (autoloaded: reading it costs no query). */
const GENERATION_OPTION = 'blockpack_related_posts_generation';

/** The post meta holding a post's list: `{ generation, ids }`. */
const CACHE_META = '_blockpack_related_posts';

/**
 * The current generation.
 *
 * @return int
 */
function generation() {
	return (int) get_option( GENERATION_OPTION, 0 );
}

/**
 * Moves to a new generation: every cached list is stale from now on. The increment happens in
 * the database, so two servers bumping at once both count.
 */
function bump_generation() {
	global $wpdb;
	$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic increment; the option caches are cleared below.
		$wpdb->prepare(
			"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '1', 'yes')
			ON DUPLICATE KEY UPDATE option_value = CAST(option_value AS UNSIGNED) + 1",
			GENERATION_OPTION
		)
	);
	wp_cache_delete( GENERATION_OPTION, 'options' );
	wp_cache_delete( 'alloptions', 'options' );
	wp_cache_delete( 'notoptions', 'options' );
}

/**
 * The related posts of a post, from its cache when that is of the current generation.
 *
 * @param \WP_Post $post The post.
 * @return int[] Up to MAX_POSTS post ids, best first.
 */
function related_post_ids( $post ) {
	$generation = generation();
	$cached     = get_post_meta( $post->ID, CACHE_META, true );
	if ( is_array( $cached ) && isset( $cached['generation'], $cached['ids'] ) && is_array( $cached['ids'] )
		&& (int) $cached['generation'] === $generation ) {
		return array_map( 'intval', $cached['ids'] );
	}
	$ids = compute_related_ids( $post, MAX_POSTS );
	update_post_meta(
		$post->ID,
		CACHE_META,
		array(
			'generation' => $generation,
			'ids'        => $ids,
		)
	);
	return $ids;
}

/**
 * Whether changes to posts of this type can change a list.
 *
 * @param string $post_type A post type.
 * @return bool
 */
function relates_type( $post_type ) {
	return is_string( $post_type ) && 'revision' !== $post_type && 'attachment' !== $post_type
		&& is_post_type_viewable( $post_type );
}

/**
 * A post was saved (title, date, password may have changed).
 *
 * @param int      $post_id The post.
 * @param \WP_Post $post    The post.
 */
function on_save_post( $post_id, $post ) {
	if ( wp_is_post_revision( $post_id ) || wp_is_post_autosave( $post_id ) || ! relates_type( $post->post_type ) ) {
		return;
	}
	bump_generation();
}
add_action( 'save_post', __NAMESPACE__ . '\on_save_post', 10, 2 );

/**
 * A post changed status (published, unpublished, trashed…).
 *
 * @param string   $new_status The new status.
 * @param string   $old_status The old status.
 * @param \WP_Post $post       The post.
 */
function on_transition( $new_status, $old_status, $post ) {
	if ( $new_status !== $old_status && relates_type( $post->post_type ) ) {
		bump_generation();
	}
}
add_action( 'transition_post_status', __NAMESPACE__ . '\on_transition', 10, 3 );

/**
 * A post was deleted.
 *
 * @param int           $post_id The post.
 * @param \WP_Post|null $post    The post (WordPress 5.5+).
 */
function on_deleted_post( $post_id, $post = null ) {
	if ( $post instanceof \WP_Post && ! relates_type( $post->post_type ) ) {
		return;
	}
	bump_generation();
}
add_action( 'deleted_post', __NAMESPACE__ . '\on_deleted_post', 10, 2 );

/**
 * A post's terms were set.
 *
 * @param int    $object_id The object.
 * @param array  $terms     The terms.
 * @param array  $tt_ids    Their term_taxonomy ids.
 * @param string $taxonomy  The taxonomy.
 */
function on_set_terms( $object_id, $terms, $tt_ids, $taxonomy ) {
	$post_type = get_post_type( $object_id );
	if ( $post_type && relates_type( $post_type ) && in_array( $taxonomy, taxonomies( $post_type ), true ) ) {
		bump_generation();
	}
}
add_action( 'set_object_terms', __NAMESPACE__ . '\on_set_terms', 10, 4 );

/**
 * A term was edited or deleted (its name is shown, its posts relate differently).
 *
 * @param int    $term_id  The term.
 * @param int    $tt_id    Its term_taxonomy id.
 * @param string $taxonomy The taxonomy.
 */
function on_term_change( $term_id, $tt_id, $taxonomy ) {
	if ( in_array( $taxonomy, array( 'category', 'post_tag' ), true ) ) {
		bump_generation();
	}
}
add_action( 'edited_term', __NAMESPACE__ . '\on_term_change', 10, 3 );
add_action( 'delete_term', __NAMESPACE__ . '\on_term_change', 10, 3 );
