<?php
/**
 * Test-only helpers for Related Posts (never shipped):
 * - `GET blockpack-test/v1/related-posts/probe?post_id=N[&cold=1]`: the post's list as the block
 *   computes it, whether its cache was current before, the queries and milliseconds it took
 *   (`cold=1` drops the post's cache first);
 * - `POST blockpack-test/v1/related-posts/generate {count}`: adds `count` published posts with
 *   categories and tags by direct SQL in batches (for the bench's site of 10,000 posts);
 * - `POST blockpack-test/v1/related-posts/remove-generated`: removes what `generate` added;
 * - `?blockpack_queries=1` on any page: an HTML comment at the end with the page's query count.
 *
 * @package Blockpack
 */

use Blockpack\Blocks\Related_Posts;

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'blockpack-test/v1',
			'/related-posts/probe',
			array(
				'methods'             => 'GET',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'args'                => array(
					'post_id' => array(
						'type'     => 'integer',
						'required' => true,
						'minimum'  => 1,
					),
					'cold'    => array(
						'type'    => 'boolean',
						'default' => false,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					global $wpdb;
					$post = get_post( (int) $request['post_id'] );
					if ( ! $post ) {
						return new WP_Error( 'not_found', 'No such post.', array( 'status' => 404 ) );
					}
					if ( $request['cold'] ) {
						delete_post_meta( $post->ID, Related_Posts\CACHE_META );
					}
					clean_post_cache( $post->ID );
					$post       = get_post( $post->ID );
					$generation = Related_Posts\generation();
					$cached     = get_post_meta( $post->ID, Related_Posts\CACHE_META, true );
					$hit        = is_array( $cached ) && (int) ( $cached['generation'] ?? -1 ) === $generation;
					$queries    = $wpdb->num_queries;
					$start      = microtime( true );
					$posts      = Related_Posts\related_posts( $post, Related_Posts\MAX_POSTS );
					return array(
						'ids'        => wp_list_pluck( $posts, 'id' ),
						'hit'        => $hit,
						'generation' => $generation,
						'queries'    => $wpdb->num_queries - $queries,
						'ms'         => round( ( microtime( true ) - $start ) * 1000, 2 ),
					);
				},
			)
		);
		register_rest_route(
			'blockpack-test/v1',
			'/related-posts/generate',
			array(
				'methods'             => 'POST',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'args'                => array(
					'count' => array(
						'type'     => 'integer',
						'required' => true,
						'minimum'  => 1,
						'maximum'  => 20000,
					),
				),
				'callback'            => 'blockpack_test_related_posts_generate',
			)
		);
		register_rest_route(
			'blockpack-test/v1',
			'/related-posts/remove-generated',
			array(
				'methods'             => 'POST',
				'permission_callback' => function () {
					return current_user_can( 'manage_options' );
				},
				'callback'            => 'blockpack_test_related_posts_remove_generated',
			)
		);
	}
);

/**
 * Adds published posts with terms by direct SQL: 40 categories and 400 tags, shared unevenly
 * (the first terms by many posts, the last by few), one category and three tags a post, titles
 * of four words from a small vocabulary.
 *
 * @param WP_REST_Request $request The request.
 * @return array `{ first, last, seconds }`.
 */
function blockpack_test_related_posts_generate( WP_REST_Request $request ) {
	global $wpdb;
	$start = microtime( true );
	$count = (int) $request['count'];
	$run   = wp_generate_password( 6, false );
	$terms = array();
	foreach ( array( 'category' => 40, 'post_tag' => 400 ) as $taxonomy => $how_many ) {
		for ( $i = 0; $i < $how_many; $i++ ) {
			$made = wp_insert_term( "bench-{$run}-{$taxonomy}-{$i}", $taxonomy );
			if ( ! is_wp_error( $made ) ) {
				$terms[ $taxonomy ][] = (int) $made['term_taxonomy_id'];
			}
		}
	}
	$vocabulary = array( 'garden', 'winter', 'coffee', 'travel', 'recipe', 'mountain', 'river', 'camera', 'guitar', 'python', 'bread', 'cycling', 'forest', 'ocean', 'history', 'design', 'market', 'school', 'science', 'music', 'city', 'village', 'summer', 'autumn', 'kitchen', 'painting', 'running', 'library', 'island', 'harbor' );
	$author     = get_current_user_id();
	$first_id   = 0;
	$batch      = 1000;
	mt_srand( 42 );
	$pick = function ( $list ) {
		// Uneven: low indexes often, high indexes rarely.
		$n = count( $list );
		return $list[ (int) floor( $n * pow( mt_rand() / mt_getrandmax(), 2 ) ) ];
	};
	for ( $done = 0; $done < $count; $done += $batch ) {
		$rows = array();
		$size = min( $batch, $count - $done );
		for ( $i = 0; $i < $size; $i++ ) {
			$title  = ucfirst( implode( ' ', array( $pick( $vocabulary ), $pick( $vocabulary ), $pick( $vocabulary ), 'note ' . ( $done + $i ) ) ) );
			$date   = gmdate( 'Y-m-d H:i:s', time() - ( $count - $done - $i ) * 600 );
			$rows[] = $wpdb->prepare(
				'(%d, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)',
				$author,
				$date,
				$date,
				'Generated for the bench.',
				$title,
				'',
				'publish',
				'bench-' . $run . '-' . ( $done + $i ),
				$date,
				$date,
				'post',
				'',
				'',
				''
			);
		}
		// Not prepared here: each row is prepared above.
		$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, post_type, to_ping, pinged, post_content_filtered) VALUES " . implode( ',', $rows ) );
		$id = (int) $wpdb->insert_id; // The first id of the multi-row insert.
		if ( ! $first_id ) {
			$first_id = $id;
		}
		$relationships = array();
		for ( $i = 0; $i < $size; $i++ ) {
			$tt = array( $pick( $terms['category'] ) );
			for ( $t = 0; $t < 3; $t++ ) {
				$tt[] = $pick( $terms['post_tag'] );
			}
			foreach ( array_unique( $tt ) as $tt_id ) {
				$relationships[] = sprintf( '(%d, %d)', $id + $i, $tt_id );
			}
		}
		// Not prepared here: integers only.
		$wpdb->query( "INSERT IGNORE INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id) VALUES " . implode( ',', $relationships ) );
	}
	$all = implode( ',', array_merge( $terms['category'], $terms['post_tag'] ) );
	// Not prepared here: integers only.
	$wpdb->query( "UPDATE {$wpdb->term_taxonomy} tt SET count = (SELECT COUNT(*) FROM {$wpdb->term_relationships} tr WHERE tr.term_taxonomy_id = tt.term_taxonomy_id) WHERE tt.term_taxonomy_id IN ({$all})" );
	wp_cache_flush();
	Related_Posts\bump_generation();
	return array(
		'first'   => $first_id,
		'last'    => $first_id + $count - 1,
		'seconds' => round( microtime( true ) - $start, 2 ),
	);
}

/**
 * Removes the generated posts, their relationships, meta and terms (by direct SQL).
 *
 * @return array `{ posts }` The number of posts removed.
 */
function blockpack_test_related_posts_remove_generated() {
	global $wpdb;
	$like = $wpdb->esc_like( 'bench-' ) . '%';
	$wpdb->query( $wpdb->prepare( "DELETE tr FROM {$wpdb->term_relationships} tr INNER JOIN {$wpdb->posts} p ON p.ID = tr.object_id WHERE p.post_name LIKE %s AND p.post_content = 'Generated for the bench.'", $like ) );
	$wpdb->query( $wpdb->prepare( "DELETE pm FROM {$wpdb->postmeta} pm INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id WHERE p.post_name LIKE %s AND p.post_content = 'Generated for the bench.'", $like ) );
	$posts = $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->posts} WHERE post_name LIKE %s AND post_content = 'Generated for the bench.'", $like ) );
	$terms = $wpdb->get_col( $wpdb->prepare( "SELECT t.term_id FROM {$wpdb->terms} t WHERE t.name LIKE %s", $like ) );
	foreach ( $terms as $term_id ) {
		$term = get_term( (int) $term_id );
		if ( $term && ! is_wp_error( $term ) ) {
			wp_delete_term( $term->term_id, $term->taxonomy );
		}
	}
	wp_cache_flush();
	Related_Posts\bump_generation();
	return array( 'posts' => (int) $posts );
}

// The page's query count, for the bench (only when asked).
add_action(
	'shutdown',
	function () {
		global $wpdb;
		// No nonce check here: a read-only test flag.
		if ( isset( $_GET['blockpack_queries'] ) && ! wp_doing_ajax() && ! ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
			printf( "\n<!-- blockpack-queries: %d -->\n", (int) $wpdb->num_queries );
		}
	},
	PHP_INT_MAX
);
