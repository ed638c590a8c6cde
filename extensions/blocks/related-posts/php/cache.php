<?php
/**
 * Related Posts' cache: each post keeps its list in post meta with the generation it was
 * computed in; a change that can alter a list (a post entering or leaving `publish`, a published
 * post's title, date, password or terms, a published post deleted, a term edited, the default
 * category changed) bumps the site's generation (one atomic UPDATE in the database, read back
 * with SQL, shared by every web server), so every list is computed again when next asked.
 * Auto-drafts, drafts, revisions and autosaves change nothing. Nothing is kept in process memory.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Related_Posts;

defined( 'ABSPATH' ) || exit;

/** The option row holding the generation (changed and read with SQL only). */
const GENERATION_OPTION = 'blockpack_related_posts_generation';

/** The post meta holding a post's list: `{ generation, ids }`. */
const CACHE_META = '_blockpack_related_posts';

/**
 * The current generation, read from the database: the row is changed with SQL by any web
 * server, so no copy cached by WordPress (`alloptions`, the object cache) is trusted, and the
 * row is never read through get_option() (tests/unit/options-sql-writes.test.ts).
 *
 * @param bool $primary Whether to read it from the primary database: on sites with read
 *                      replicas, a replica may answer an older generation for a moment.
 * @return int
 */
function generation( $primary = false ) {
	global $wpdb;
	$sql = $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", GENERATION_OPTION );
	// Direct SQL, not prepared here: the row bump_generation() increments; prepared above.
	return (int) ( $primary ? \Blockpack\Database\read_primary_var( $sql ) : $wpdb->get_var( $sql ) );
}

/**
 * Moves to a new generation: every cached list is stale from now on. The increment happens in
 * the database, so two servers bumping at once both count. The row (not autoloaded) is read only
 * by generation(), with SQL: no option cache holds it, so none is cleared.
 */
function bump_generation() {
	global $wpdb;
	$wpdb->query( // Direct SQL: an atomic increment, read back by generation().
		$wpdb->prepare(
			"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '1', 'no')
			ON DUPLICATE KEY UPDATE option_value = CAST(option_value AS UNSIGNED) + 1",
			GENERATION_OPTION
		)
	);
}

/**
 * The related posts of a post, from its cache when that is of the current generation.
 *
 * A page view reads the generation where it reads the rest of the page (a replica, on sites
 * that have them) and shows the list stored for it: as current as the page around it. Only a
 * list about to be computed and stored takes the primary's generation, and is computed from the
 * primary (the request's later reads go there too), so that no list is stored with a newer
 * generation than the posts it was computed from, nor computed again for a lagging replica.
 *
 * @param \WP_Post $post The post.
 * @return int[] Up to MAX_POSTS post ids, best first.
 */
function related_post_ids( $post ) {
	$cached     = get_post_meta( $post->ID, CACHE_META, true );
	$is_current = function ( $generation ) use ( $cached ) {
		return is_array( $cached ) && isset( $cached['generation'], $cached['ids'] ) && is_array( $cached['ids'] )
			&& (int) $cached['generation'] === $generation;
	};
	$generation = generation();
	if ( ! $is_current( $generation ) ) {
		$generation = generation( true );
	}
	if ( $is_current( $generation ) ) {
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
 * Whether a post can be in a list (or its terms count in a list's weights): a published post of
 * a type that relates. Auto-drafts, drafts, pending, private and trashed posts never are, nor are
 * revisions and autosaves.
 *
 * @param \WP_Post|null $post A post.
 * @return bool
 */
function is_listed( $post ) {
	return $post instanceof \WP_Post && 'publish' === $post->post_status && relates_type( $post->post_type );
}

/**
 * A post changed status: entering or leaving `publish` (published, unpublished, trashed…)
 * changes lists; any other move (a new auto-draft, a draft saved, a draft trashed) does not.
 *
 * @param string   $new_status The new status.
 * @param string   $old_status The old status.
 * @param \WP_Post $post       The post.
 */
function on_transition( $new_status, $old_status, $post ) {
	if ( $new_status !== $old_status && ( 'publish' === $new_status || 'publish' === $old_status )
		&& $post instanceof \WP_Post && relates_type( $post->post_type ) ) {
		bump_generation();
	}
}
add_action( 'transition_post_status', __NAMESPACE__ . '\on_transition', 10, 3 );

/**
 * A published post was updated: its title (shared words), date (order) or password (visitors
 * may no longer see it) may change its place in lists. Status changes are on_transition()'s.
 *
 * @param int      $post_id The post.
 * @param \WP_Post $after   The post after the update.
 * @param \WP_Post $before  The post before.
 */
function on_post_updated( $post_id, $after, $before ) {
	if ( ! is_listed( $after ) || ! is_listed( $before ) ) {
		return;
	}
	foreach ( array( 'post_title', 'post_date_gmt', 'post_password', 'post_type' ) as $field ) {
		if ( $after->$field !== $before->$field ) {
			bump_generation();
			return;
		}
	}
}
add_action( 'post_updated', __NAMESPACE__ . '\on_post_updated', 10, 3 );

/**
 * A published post was deleted without passing through the trash.
 *
 * @param int           $post_id The post.
 * @param \WP_Post|null $post    The post (WordPress 5.5+).
 */
function on_deleted_post( $post_id, $post = null ) {
	if ( $post instanceof \WP_Post && ! is_listed( $post ) ) {
		return;
	}
	bump_generation();
}
add_action( 'deleted_post', __NAMESPACE__ . '\on_deleted_post', 10, 2 );

/**
 * A published post's terms were set (what it shares, and every term's weight, may change).
 *
 * @param int    $object_id The object.
 * @param array  $terms     The terms.
 * @param array  $tt_ids    Their term_taxonomy ids.
 * @param string $taxonomy  The taxonomy.
 */
function on_set_terms( $object_id, $terms, $tt_ids, $taxonomy ) {
	$post = get_post( $object_id );
	if ( is_listed( $post ) && in_array( $taxonomy, taxonomies( $post->post_type ), true ) ) {
		bump_generation();
	}
}
add_action( 'set_object_terms', __NAMESPACE__ . '\on_set_terms', 10, 4 );

/**
 * The site's default category changed: it no longer relates posts, and the old one does again.
 */
function on_default_category_change() {
	bump_generation();
}
add_action( 'update_option_default_category', __NAMESPACE__ . '\on_default_category_change' );

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
