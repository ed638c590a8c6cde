<?php
/**
 * Related Posts: which published posts relate to a post. Candidates come from one SQL query on
 * the posts that share a category or tag with it (never by loading posts in PHP; the site's
 * default category does not count), scored by the shared terms weighted by rarity
 * (log(1 + posts / posts with the term)), then by the title words they share, then by date.
 * Posts visitors may not see (drafts, private, password protected, another post type) are never
 * candidates.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Related_Posts;

defined( 'ABSPATH' ) || exit;

/** The most posts the block shows (and the length of the cached list). */
const MAX_POSTS = 6;

/** How many candidates SQL hands PHP to order by shared title words. */
const CANDIDATES = 60;

/** The title words compared, at most. */
const MAX_TITLE_WORDS = 8;

/**
 * The taxonomies that relate posts of a type: categories and tags (filterable).
 *
 * @param string $post_type The post type.
 * @return string[]
 */
function taxonomies( $post_type ) {
	$taxonomies = array_values( array_intersect( get_object_taxonomies( $post_type ), array( 'category', 'post_tag' ) ) );
	/**
	 * Filters the taxonomies whose shared terms relate posts.
	 *
	 * @param string[] $taxonomies Taxonomy names.
	 * @param string   $post_type  The post type.
	 */
	return array_values( array_filter( (array) apply_filters( 'blockpack_related_posts_taxonomies', $taxonomies, $post_type ), 'taxonomy_exists' ) );
}

/**
 * The words of a title that can relate posts: lower case, three letters or more, common words
 * left out; each once.
 *
 * @param string $title A title (HTML allowed).
 * @return string[]
 */
function title_words( $title ) {
	static $stop_words = array( 'the', 'and', 'for', 'with', 'are', 'was', 'you', 'your', 'our', 'from', 'this', 'that', 'how', 'what', 'why', 'who', 'when', 'not', 'but', 'all', 'any', 'can', 'has', 'have', 'its', 'new', 'one', 'out', 'into', 'about', 'more', 'than', 'then', 'them', 'they', 'will', 'just', 'also' );
	$text  = html_entity_decode( wp_strip_all_tags( (string) $title ), ENT_QUOTES, 'UTF-8' );
	$text  = function_exists( 'mb_strtolower' ) ? mb_strtolower( $text, 'UTF-8' ) : strtolower( $text );
	$words = preg_split( '/[^\p{L}\p{N}]+/u', $text, -1, PREG_SPLIT_NO_EMPTY );
	$kept  = array();
	foreach ( is_array( $words ) ? $words : array() as $word ) {
		$length = function_exists( 'mb_strlen' ) ? mb_strlen( $word, 'UTF-8' ) : strlen( $word );
		if ( $length >= 3 && ! in_array( $word, $stop_words, true ) ) {
			$kept[ $word ] = true;
		}
	}
	return array_slice( array_keys( $kept ), 0, MAX_TITLE_WORDS );
}

/**
 * The weight of each of the post's terms: rarer terms weigh more. The site's default category
 * ("Uncategorized", which WordPress gives every post filed under no category) is left out:
 * sharing it says nothing about what two posts are about.
 *
 * @param \WP_Post $post The post.
 * @return array<int, float> By term_taxonomy_id.
 */
function term_weights( $post ) {
	$default = (int) get_option( 'default_category' );
	$counts  = array();
	foreach ( taxonomies( $post->post_type ) as $taxonomy ) {
		$terms = get_the_terms( $post, $taxonomy );
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			if ( 'category' === $taxonomy && (int) $term->term_id === $default ) {
				continue;
			}
			$counts[ (int) $term->term_taxonomy_id ] = max( 1, (int) $term->count );
		}
	}
	if ( empty( $counts ) ) {
		return array();
	}
	$total   = max( 1, (int) ( wp_count_posts( $post->post_type )->publish ?? 1 ) );
	$weights = array();
	foreach ( $counts as $id => $count ) {
		$weights[ $id ] = round( log( 1 + $total / $count ), 4 );
	}
	return $weights;
}

/**
 * The SQL that counts a row's matching title words (a superset: `LIKE` matches inside words;
 * PHP counts the exact words afterwards).
 *
 * @param string[] $words Title words.
 * @return string SQL, prepared; '0' without words.
 */
function title_hits_sql( $words ) {
	global $wpdb;
	$parts = array();
	foreach ( $words as $word ) {
		$parts[] = $wpdb->prepare( '(p.post_title LIKE %s)', '%' . $wpdb->esc_like( $word ) . '%' );
	}
	return empty( $parts ) ? '0' : implode( ' + ', $parts );
}

/**
 * The posts that share at least one term with the post, best scored first.
 *
 * @param \WP_Post $post    The post.
 * @param array    $weights Its term weights.
 * @param string[] $words   Its title words.
 * @return array<int, object> Rows with ID, post_title, post_date_gmt, score.
 */
function term_candidates( $post, $weights, $words ) {
	global $wpdb;
	if ( empty( $weights ) ) {
		return array();
	}
	$cases = '';
	foreach ( $weights as $id => $weight ) {
		$cases .= $wpdb->prepare( ' WHEN %d THEN %f', $id, $weight );
	}
	$ids = implode( ',', array_map( 'intval', array_keys( $weights ) ) );
	// Not prepared here: the CASE and title parts are prepared above, $ids are integers.
	$sql = "SELECT p.ID, MAX(p.post_title) AS post_title, MAX(p.post_date_gmt) AS post_date_gmt,
			ROUND(SUM(CASE tr.term_taxonomy_id{$cases} ELSE 0 END), 4) AS score,
			MAX(" . title_hits_sql( $words ) . ") AS title_hits
		FROM {$wpdb->term_relationships} tr
		INNER JOIN {$wpdb->posts} p ON p.ID = tr.object_id
		WHERE tr.term_taxonomy_id IN ({$ids})
			AND p.ID <> %d AND p.post_type = %s AND p.post_status = 'publish' AND p.post_password = ''
		GROUP BY p.ID
		ORDER BY score DESC, title_hits DESC, post_date_gmt DESC, p.ID DESC
		LIMIT %d";
	$rows = $wpdb->get_results( $wpdb->prepare( $sql, $post->ID, $post->post_type, CANDIDATES ) ); // Direct SQL: cached per post by related_post_ids().
	return is_array( $rows ) ? $rows : array();
}

/**
 * Published posts that share no term with the post but a title word, newest first.
 *
 * @param \WP_Post $post    The post.
 * @param string[] $words   Its title words.
 * @param int[]    $exclude Posts already found.
 * @return array<int, object> Rows with ID, post_title, post_date_gmt, score (0).
 */
function title_candidates( $post, $words, $exclude ) {
	global $wpdb;
	if ( empty( $words ) ) {
		return array();
	}
	$exclude[] = (int) $post->ID;
	$not_in    = implode( ',', array_map( 'intval', $exclude ) );
	$matches   = str_replace( ' + ', ' OR ', title_hits_sql( $words ) );
	// Not prepared here: the title part is prepared, $not_in are integers.
	$sql = "SELECT p.ID, p.post_title, p.post_date_gmt, 0 AS score
		FROM {$wpdb->posts} p
		WHERE p.post_type = %s AND p.post_status = 'publish' AND p.post_password = ''
			AND p.ID NOT IN ({$not_in}) AND ({$matches})
		ORDER BY p.post_date_gmt DESC, p.ID DESC
		LIMIT %d";
	$rows = $wpdb->get_results( $wpdb->prepare( $sql, $post->post_type, CANDIDATES ) ); // Direct SQL: cached per post by related_post_ids().
	return is_array( $rows ) ? $rows : array();
}

/**
 * Orders candidates: term score, then shared title words (exact), then date, then id.
 *
 * @param array    $rows  Candidate rows.
 * @param string[] $words The post's title words.
 * @return array<int, array{id: int, score: float, words: int, date: string}>
 */
function rank( $rows, $words ) {
	$ranked = array();
	foreach ( $rows as $row ) {
		$ranked[] = array(
			'id'    => (int) $row->ID,
			'score' => (float) $row->score,
			'words' => count( array_intersect( $words, title_words( $row->post_title ) ) ),
			'date'  => (string) $row->post_date_gmt,
		);
	}
	usort(
		$ranked,
		function ( $a, $b ) {
			return array( $b['score'], $b['words'], $b['date'], $b['id'] ) <=> array( $a['score'], $a['words'], $a['date'], $a['id'] );
		}
	);
	return $ranked;
}

/**
 * Computes the related posts of a post (uncached).
 *
 * @param \WP_Post $post  The post.
 * @param int      $limit How many.
 * @return int[] Post ids, best first.
 */
function compute_related_ids( $post, $limit = MAX_POSTS ) {
	$words  = title_words( $post->post_title );
	$ranked = rank( term_candidates( $post, term_weights( $post ), $words ), $words );
	if ( count( $ranked ) < $limit ) {
		$found  = array_column( $ranked, 'id' );
		$titled = array_filter(
			rank( title_candidates( $post, $words, $found ), $words ),
			function ( $candidate ) {
				return $candidate['words'] > 0;
			}
		);
		$ranked = array_merge( $ranked, $titled );
	}
	return array_slice( array_column( $ranked, 'id' ), 0, $limit );
}
