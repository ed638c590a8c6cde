<?php
/**
 * Contact Form: stored responses. A `feedback` post type (not public; editors read it in
 * wp-admin under "Feedback") with a `spam` post status; a response is stored all or nothing,
 * with the fields sent, the page it came from and the sender's IP address and user agent.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

/** The post type of stored responses. */
const FEEDBACK_POST_TYPE = 'feedback';

/**
 * Registers the post type and the spam status.
 */
function register_feedback_type() {
	register_post_type(
		FEEDBACK_POST_TYPE,
		array(
			'labels'              => array(
				'name'               => __( 'Feedback', 'blockpack' ),
				'singular_name'      => __( 'Feedback', 'blockpack' ),
				'menu_name'          => __( 'Feedback', 'blockpack' ),
				'all_items'          => __( 'Feedback', 'blockpack' ),
				'search_items'       => __( 'Search Feedback', 'blockpack' ),
				'not_found'          => __( 'No feedback found', 'blockpack' ),
				'not_found_in_trash' => __( 'No feedback found in Trash', 'blockpack' ),
			),
			'public'              => false,
			'publicly_queryable'  => false,
			'exclude_from_search' => true,
			'show_ui'             => true,
			'show_in_menu'        => true,
			'show_in_nav_menus'   => false,
			'show_in_admin_bar'   => false,
			'show_in_rest'        => false,
			'menu_icon'           => 'dashicons-feedback',
			'menu_position'       => 25,
			'capability_type'     => 'page',
			'capabilities'        => array( 'create_posts' => 'do_not_allow' ),
			'map_meta_cap'        => true,
			'supports'            => false,
			'rewrite'             => false,
			'query_var'           => false,
		)
	);
	register_post_status(
		'spam',
		array(
			'label'                     => _x( 'Spam', 'feedback status', 'blockpack' ),
			'public'                    => false,
			'internal'                  => false,
			'protected'                 => true,
			'exclude_from_search'       => true,
			'show_in_admin_all_list'    => false,
			'show_in_admin_status_list' => true,
			/* translators: %s: number of responses. */
			'label_count'               => _n_noop( 'Spam <span class="count">(%s)</span>', 'Spam <span class="count">(%s)</span>', 'blockpack' ),
		)
	);
}
add_action( 'init', __NAMESPACE__ . '\register_feedback_type' );

/**
 * Stores a response, all or nothing: the post and every piece of its meta are written in one
 * transaction and read back before the response counts as stored. A database that fails or goes
 * away halfway leaves nothing behind (no response without its fields in the Feedback list, and
 * no mail for it); the visitor is told to try again.
 *
 * Each response gets a unique slug up front: responses are titled with the sender's name, and
 * WordPress would otherwise look for a free "name-N" slug with one query per earlier response of
 * the same name (hundreds of queries per submission on a busy form).
 *
 * @param array  $form        The form definition.
 * @param int    $post_id     The page with the form.
 * @param array  $fields      The fields (label, type, value).
 * @param string $spam_reason '' or why it is spam.
 * @return int The feedback post, or 0.
 */
function store_feedback( $form, $post_id, $fields, $spam_reason ) {
	global $wpdb;
	$from    = feedback_from( $fields );
	$content = array();
	foreach ( $fields as $field ) {
		$content[] = $field['label'] . ': ' . ( is_array( $field['value'] ) ? implode( ', ', $field['value'] ) : $field['value'] );
	}
	$meta = array(
		'_blockpack_fields'      => $fields,
		'_blockpack_source_post' => $post_id,
		'_blockpack_source_url'  => (string) get_permalink( $post_id ),
		'_blockpack_form_hash'   => $form['hash'],
		'_blockpack_ip'          => visitor_ip(),
		'_blockpack_user_agent'  => visitor_user_agent(),
		'_blockpack_spam_reason' => $spam_reason,
	);
	$wpdb->query( 'START TRANSACTION' );
	$id = wp_insert_post(
		wp_slash(
			array(
				'post_type'    => FEEDBACK_POST_TYPE,
				'post_status'  => '' === $spam_reason ? 'publish' : 'spam',
				'post_name'    => wp_generate_uuid4(),
				'post_title'   => '' !== $from['name'] ? $from['name'] : ( '' !== $from['email'] ? $from['email'] : __( 'Anonymous', 'blockpack' ) ),
				'post_content' => implode( "\n", $content ),
				'post_parent'  => $post_id,
				'post_author'  => 0,
				'meta_input'   => $meta,
			)
		),
		true
	);
	$id = is_wp_error( $id ) ? 0 : (int) $id;
	$wpdb->query( $id ? 'COMMIT' : 'ROLLBACK' );
	if ( $id && is_feedback_stored( $id, array_keys( $meta ) ) ) {
		return $id;
	}
	if ( $id ) {
		discard_feedback( $id );
	}
	return 0;
}

/**
 * Whether a response and all its meta are in the database, as read back after the commit (so
 * that a connection lost and reopened halfway, whose first part was rolled back, is noticed).
 *
 * @param int      $id   The feedback post.
 * @param string[] $keys The meta keys it must have.
 * @return bool
 */
function is_feedback_stored( $id, $keys ) {
	global $wpdb;
	// The primary database itself, not a cache nor a replica, is the question.
	$post   = \Blockpack\Database\read_primary_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE ID = %d AND post_type = %s", $id, FEEDBACK_POST_TYPE ) );
	$stored = $post ? \Blockpack\Database\read_primary_col( $wpdb->prepare( "SELECT DISTINCT meta_key FROM {$wpdb->postmeta} WHERE post_id = %d", $id ) ) : array();
	return (int) $post === $id && ! array_diff( $keys, $stored );
}

/**
 * Removes what a failed store left (on tables without transactions, or after a reconnection).
 *
 * @param int $id The feedback post.
 */
function discard_feedback( $id ) {
	global $wpdb;
	// Direct SQL: rows that must not stay, whatever the cache says.
	$wpdb->delete( $wpdb->postmeta, array( 'post_id' => $id ), array( '%d' ) );
	$wpdb->delete( $wpdb->posts, array( 'ID' => $id ), array( '%d' ) );
	clean_post_cache( $id );
}

/**
 * The fields stored with a response.
 *
 * @param int $feedback_id The feedback post.
 * @return array[] label, type, value.
 */
function feedback_fields( $feedback_id ) {
	return normalize_fields( get_post_meta( $feedback_id, '_blockpack_fields', true ) );
}

/**
 * The sender's name and email address among the fields.
 *
 * @param array $fields The fields.
 * @return array{name: string, email: string}
 */
function feedback_from( $fields ) {
	$from = array(
		'name'  => '',
		'email' => '',
	);
	foreach ( $fields as $field ) {
		if ( in_array( $field['type'], array( 'name', 'email' ), true ) && '' === $from[ $field['type'] ] && is_string( $field['value'] ) ) {
			$from[ $field['type'] ] = $field['value'];
		}
	}
	return $from;
}

/**
 * Stored fields as a clean list (label, type, value).
 *
 * @param mixed $fields The stored `_blockpack_fields`.
 * @return array[]
 */
function normalize_fields( $fields ) {
	$out = array();
	foreach ( is_array( $fields ) ? $fields : array() as $field ) {
		if ( is_array( $field ) && isset( $field['label'], $field['value'] ) ) {
			$out[] = array(
				'label' => (string) $field['label'],
				'type'  => isset( $field['type'] ) ? (string) $field['type'] : 'text',
				'value' => is_array( $field['value'] ) ? array_map( 'strval', $field['value'] ) : (string) $field['value'],
			);
		}
	}
	return $out;
}

/**
 * The visitor's IP address, as WordPress sees it.
 *
 * @return string
 */
function visitor_ip() {
	$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	return (string) filter_var( $ip, FILTER_VALIDATE_IP );
}

/**
 * The visitor's user agent, shortened.
 *
 * @return string
 */
function visitor_user_agent() {
	$agent = isset( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '';
	return substr( $agent, 0, 255 );
}
