<?php
/**
 * Contact Form: stored responses. A `feedback` post type (not public; editors read it in
 * wp-admin under "Feedback"), a `spam` post status, row and bulk actions (spam, not spam,
 * trash, delete permanently) and a CSV export.
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
	$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
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
	$wpdb->query( $id ? 'COMMIT' : 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
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
	// phpcs:disable WordPress.DB.DirectDatabaseQuery -- rows that must not stay, whatever the cache says.
	$wpdb->delete( $wpdb->postmeta, array( 'post_id' => $id ), array( '%d' ) );
	$wpdb->delete( $wpdb->posts, array( 'ID' => $id ), array( '%d' ) );
	// phpcs:enable
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
 * The list's columns.
 *
 * @param array $columns The default columns.
 * @return array
 */
function feedback_columns( $columns ) {
	return array(
		'cb'                => isset( $columns['cb'] ) ? $columns['cb'] : '<input type="checkbox" />',
		'feedback_from'     => __( 'From', 'blockpack' ),
		'feedback_response' => __( 'Response', 'blockpack' ),
		'feedback_source'   => __( 'Source', 'blockpack' ),
		'feedback_date'     => __( 'Date', 'blockpack' ),
	);
}
add_filter( 'manage_' . FEEDBACK_POST_TYPE . '_posts_columns', __NAMESPACE__ . '\feedback_columns' );

/**
 * Row actions go in the "From" column.
 *
 * @param string $column    The default primary column.
 * @param string $screen_id The screen.
 * @return string
 */
function feedback_primary_column( $column, $screen_id ) {
	return 'edit-' . FEEDBACK_POST_TYPE === $screen_id ? 'feedback_from' : $column;
}
add_filter( 'list_table_primary_column', __NAMESPACE__ . '\feedback_primary_column', 10, 2 );

/**
 * Prints a cell of the list.
 *
 * @param string $column  The column.
 * @param int    $post_id The response.
 */
function feedback_column( $column, $post_id ) {
	$fields = feedback_fields( $post_id );
	switch ( $column ) {
		case 'feedback_from':
			$from = feedback_from( $fields );
			printf( '<strong>%s</strong>', esc_html( '' !== $from['name'] ? $from['name'] : get_the_title( $post_id ) ) );
			if ( '' !== $from['email'] && \Blockpack\Validation\is_valid_email( $from['email'] ) ) {
				printf( '<br /><a href="%s">%s</a>', esc_url( 'mailto:' . $from['email'] ), esc_html( $from['email'] ) );
			}
			$error = get_post_meta( $post_id, '_blockpack_mail_error', true );
			if ( $error ) {
				printf( '<br /><span class="blockpack-feedback-mail-error">%s</span>', esc_html__( 'The mail was not sent.', 'blockpack' ) );
			}
			break;
		case 'feedback_response':
			echo '<dl class="blockpack-feedback-fields">';
			foreach ( $fields as $field ) {
				$value = is_array( $field['value'] ) ? implode( ', ', $field['value'] ) : $field['value'];
				printf( '<dt>%s</dt><dd>%s</dd>', esc_html( $field['label'] ), nl2br( esc_html( $value ) ) );
			}
			echo '</dl>';
			break;
		case 'feedback_source':
			$source_id = (int) get_post_meta( $post_id, '_blockpack_source_post', true );
			$url       = (string) get_post_meta( $post_id, '_blockpack_source_url', true );
			$title     = $source_id ? get_the_title( $source_id ) : '';
			if ( '' !== $url ) {
				printf( '<a href="%s">%s</a>', esc_url( $url ), esc_html( '' !== $title ? $title : $url ) );
			} else {
				echo esc_html( $title );
			}
			break;
		case 'feedback_date':
			echo esc_html( get_the_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $post_id ) );
			break;
	}
}
add_action( 'manage_' . FEEDBACK_POST_TYPE . '_posts_custom_column', __NAMESPACE__ . '\feedback_column', 10, 2 );

/**
 * The status-change link of a response.
 *
 * @param int    $post_id The response.
 * @param string $status  'spam' or 'publish'.
 * @return string
 */
function status_url( $post_id, $status ) {
	return wp_nonce_url(
		add_query_arg(
			array(
				'action' => 'blockpack_feedback_status',
				'post'   => $post_id,
				'status' => $status,
			),
			admin_url( 'admin-post.php' )
		),
		'blockpack-feedback-status-' . $post_id
	);
}

/**
 * Row actions: spam or not spam, trash or restore and delete; no editing.
 *
 * @param array    $actions The default actions.
 * @param \WP_Post $post    The response.
 * @return array
 */
function feedback_row_actions( $actions, $post ) {
	if ( FEEDBACK_POST_TYPE !== $post->post_type ) {
		return $actions;
	}
	unset( $actions['edit'], $actions['inline hide-if-no-js'], $actions['view'] );
	if ( ! current_user_can( 'edit_post', $post->ID ) ) {
		return $actions;
	}
	if ( 'publish' === $post->post_status ) {
		$actions = array( 'spam' => sprintf( '<a href="%s">%s</a>', esc_url( status_url( $post->ID, 'spam' ) ), esc_html__( 'Mark as spam', 'blockpack' ) ) ) + $actions;
	} elseif ( 'spam' === $post->post_status ) {
		$actions = array( 'unspam' => sprintf( '<a href="%s">%s</a>', esc_url( status_url( $post->ID, 'publish' ) ), esc_html__( 'Not spam', 'blockpack' ) ) ) + $actions;
		if ( current_user_can( 'delete_post', $post->ID ) && ! isset( $actions['delete'] ) ) {
			$actions['delete'] = sprintf( '<a class="submitdelete" href="%s">%s</a>', esc_url( get_delete_post_link( $post->ID, '', true ) ), esc_html__( 'Delete Permanently', 'blockpack' ) );
		}
	}
	return $actions;
}
add_filter( 'post_row_actions', __NAMESPACE__ . '\feedback_row_actions', 10, 2 );

/**
 * Changes the status of one response (row action), then goes back to the list.
 */
function handle_status_action() {
	$post_id = isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0;
	$status  = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : '';
	check_admin_referer( 'blockpack-feedback-status-' . $post_id );
	$post = get_post( $post_id );
	if ( ! $post || FEEDBACK_POST_TYPE !== $post->post_type || ! in_array( $status, array( 'spam', 'publish' ), true ) ) {
		wp_die( esc_html__( 'This response does not exist.', 'blockpack' ), '', array( 'response' => 404 ) );
	}
	if ( ! current_user_can( 'edit_post', $post_id ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'blockpack' ), '', array( 'response' => 403 ) );
	}
	set_feedback_status( $post_id, $status );
	wp_safe_redirect( admin_url( 'edit.php?post_type=' . FEEDBACK_POST_TYPE . '&post_status=' . ( 'spam' === $status ? 'publish' : 'spam' ) ) );
	exit;
}
add_action( 'admin_post_blockpack_feedback_status', __NAMESPACE__ . '\handle_status_action' );

/**
 * Sets a response's status.
 *
 * @param int    $post_id The response.
 * @param string $status  'spam' or 'publish'.
 */
function set_feedback_status( $post_id, $status ) {
	wp_update_post(
		array(
			'ID'          => $post_id,
			'post_status' => $status,
		)
	);
	/**
	 * Fires when a response is marked as spam or not spam.
	 *
	 * @param int    $post_id The response.
	 * @param string $status  'spam' or 'publish'.
	 */
	do_action( 'blockpack_contact_form_feedback_status', $post_id, $status );
}

/**
 * Bulk actions: mark as spam / not spam, delete permanently in the spam view; no editing.
 *
 * @param array $actions The default bulk actions.
 * @return array
 */
function feedback_bulk_actions( $actions ) {
	unset( $actions['edit'] );
	$status = isset( $_GET['post_status'] ) ? sanitize_key( wp_unslash( $_GET['post_status'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a view, not an action.
	if ( 'spam' === $status ) {
		$actions = array( 'blockpack_not_spam' => __( 'Not spam', 'blockpack' ) ) + $actions;
		if ( ! isset( $actions['delete'] ) ) {
			$actions['delete'] = __( 'Delete permanently', 'blockpack' );
		}
	} elseif ( 'trash' !== $status ) {
		$actions = array( 'blockpack_spam' => __( 'Mark as spam', 'blockpack' ) ) + $actions;
	}
	return $actions;
}
add_filter( 'bulk_actions-edit-' . FEEDBACK_POST_TYPE, __NAMESPACE__ . '\feedback_bulk_actions' );

/**
 * Runs the spam / not spam bulk actions (core has checked the list's nonce).
 *
 * @param string $redirect The list's address.
 * @param string $action   The bulk action.
 * @param int[]  $post_ids The selected responses.
 * @return string
 */
function handle_bulk_action( $redirect, $action, $post_ids ) {
	$statuses = array(
		'blockpack_spam'     => 'spam',
		'blockpack_not_spam' => 'publish',
	);
	if ( ! isset( $statuses[ $action ] ) ) {
		return $redirect;
	}
	$done = 0;
	foreach ( $post_ids as $post_id ) {
		$post = get_post( $post_id );
		if ( $post && FEEDBACK_POST_TYPE === $post->post_type && current_user_can( 'edit_post', $post->ID ) ) {
			set_feedback_status( $post->ID, $statuses[ $action ] );
			++$done;
		}
	}
	return add_query_arg( 'blockpack_' . $statuses[ $action ], $done, remove_query_arg( array( 'blockpack_spam', 'blockpack_publish' ), $redirect ) );
}
add_filter( 'handle_bulk_actions-edit-' . FEEDBACK_POST_TYPE, __NAMESPACE__ . '\handle_bulk_action', 10, 3 );

/**
 * Says how many responses a bulk action changed.
 */
function bulk_action_notice() {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	if ( ! $screen || 'edit-' . FEEDBACK_POST_TYPE !== $screen->id ) {
		return;
	}
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a count to display.
	if ( isset( $_GET['blockpack_spam'] ) ) {
		$count = absint( $_GET['blockpack_spam'] );
		/* translators: %d: number of responses. */
		$message = sprintf( _n( '%d response marked as spam.', '%d responses marked as spam.', $count, 'blockpack' ), $count );
	} elseif ( isset( $_GET['blockpack_publish'] ) ) {
		$count = absint( $_GET['blockpack_publish'] );
		/* translators: %d: number of responses. */
		$message = sprintf( _n( '%d response marked as not spam.', '%d responses marked as not spam.', $count, 'blockpack' ), $count );
	} else {
		return;
	}
	// phpcs:enable
	printf( '<div class="notice notice-success is-dismissible"><p>%s</p></div>', esc_html( $message ) );
}
add_action( 'admin_notices', __NAMESPACE__ . '\bulk_action_notice' );

/**
 * Responses are read in the list, not edited: the edit screen goes back to it.
 */
function redirect_edit_screen() {
	$post_id = isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a redirect only.
	if ( $post_id && FEEDBACK_POST_TYPE === get_post_type( $post_id ) && isset( $_GET['action'] ) && 'edit' === $_GET['action'] ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		wp_safe_redirect( admin_url( 'edit.php?post_type=' . FEEDBACK_POST_TYPE ) );
		exit;
	}
}
add_action( 'load-post.php', __NAMESPACE__ . '\redirect_edit_screen' );

/**
 * The "Export CSV" link above the list.
 *
 * @param string $which 'top' or 'bottom'.
 */
function export_link( $which ) {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	if ( 'top' !== $which || ! $screen || 'edit-' . FEEDBACK_POST_TYPE !== $screen->id ) {
		return;
	}
	$status = isset( $_GET['post_status'] ) && 'spam' === $_GET['post_status'] ? 'spam' : 'publish'; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a view.
	$url    = wp_nonce_url(
		add_query_arg(
			array(
				'action'      => 'blockpack_feedback_export',
				'post_status' => $status,
			),
			admin_url( 'admin-post.php' )
		),
		'blockpack-feedback-export'
	);
	printf( '<div class="alignleft actions"><a class="button" href="%s">%s</a></div>', esc_url( $url ), esc_html__( 'Export CSV', 'blockpack' ) );
}
add_action( 'manage_posts_extra_tablenav', __NAMESPACE__ . '\export_link' );

/** Responses read per database query while exporting. */
const EXPORT_BATCH = 500;

/**
 * Calls `$each` with batches of the responses with a status, newest first: `ID`, `date`,
 * `source` and the `fields` (label, type, value). Reads the rows and their two meta keys with
 * one query each per batch, past WordPress's object cache, so that memory stays flat however
 * many responses there are.
 *
 * @param string   $status 'publish' or 'spam'.
 * @param callable $each   Called with each batch (a list of responses).
 */
function each_feedback_batch( $status, $each ) {
	global $wpdb;
	$last = null;
	// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a streamed export, batch by batch.
	do {
		$after = null === $last ? '' : $wpdb->prepare( ' AND ( post_date < %s OR ( post_date = %s AND ID < %d ) )', $last[0], $last[0], $last[1] );
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT ID, post_date FROM {$wpdb->posts} WHERE post_type = %s AND post_status = %s{$after} ORDER BY post_date DESC, ID DESC LIMIT %d",
				FEEDBACK_POST_TYPE,
				$status,
				EXPORT_BATCH
			),
			ARRAY_A
		);
		if ( ! $rows ) {
			break;
		}
		$ids   = array_map( 'intval', wp_list_pluck( $rows, 'ID' ) );
		$metas = $wpdb->get_results(
			"SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE meta_key IN ( '_blockpack_fields', '_blockpack_source_url' ) AND post_id IN ( " . implode( ',', $ids ) . ' )',
			ARRAY_A
		);
		$meta  = array();
		foreach ( $metas as $row ) {
			$meta[ (int) $row['post_id'] ][ $row['meta_key'] ] = $row['meta_value'];
		}
		unset( $metas );
		$batch = array();
		foreach ( $rows as $row ) {
			$id      = (int) $row['ID'];
			$batch[] = array(
				'ID'     => $id,
				'date'   => (string) $row['post_date'],
				'source' => isset( $meta[ $id ]['_blockpack_source_url'] ) ? (string) $meta[ $id ]['_blockpack_source_url'] : '',
				'fields' => normalize_fields( isset( $meta[ $id ]['_blockpack_fields'] ) ? maybe_unserialize( $meta[ $id ]['_blockpack_fields'] ) : array() ),
			);
		}
		$end  = end( $rows );
		$last = array( $end['post_date'], (int) $end['ID'] );
		unset( $rows, $meta );
		call_user_func( $each, $batch );
	} while ( true );
	// phpcs:enable
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
 * Writes the CSV of the responses with a status, one row per response and a column per field
 * label, batch by batch: a first pass collects the labels (the header), a second writes the rows.
 *
 * @param string   $status 'publish' or 'spam'.
 * @param callable $write  Called with each chunk of CSV text.
 */
function stream_feedback_csv( $status, $write ) {
	$labels = array();
	each_feedback_batch(
		$status,
		function ( $batch ) use ( &$labels ) {
			foreach ( $batch as $response ) {
				foreach ( $response['fields'] as $field ) {
					$labels[ $field['label'] ] = true;
				}
			}
		}
	);
	$labels = array_map( 'strval', array_keys( $labels ) );
	call_user_func( $write, csv_line( array_merge( array( __( 'Date', 'blockpack' ), __( 'Source', 'blockpack' ) ), $labels ) ) . "\r\n" );
	each_feedback_batch(
		$status,
		function ( $batch ) use ( $labels, $write ) {
			$lines = '';
			foreach ( $batch as $response ) {
				$row = array();
				foreach ( $response['fields'] as $field ) {
					$value                  = is_array( $field['value'] ) ? implode( ', ', $field['value'] ) : $field['value'];
					$row[ $field['label'] ] = isset( $row[ $field['label'] ] ) ? $row[ $field['label'] ] . ', ' . $value : $value;
				}
				$cells = array( $response['date'], $response['source'] );
				foreach ( $labels as $label ) {
					$cells[] = isset( $row[ $label ] ) ? $row[ $label ] : '';
				}
				$lines .= csv_line( $cells ) . "\r\n";
			}
			call_user_func( $write, $lines );
		}
	);
}

/**
 * The CSV of the responses with a status, as one string (small exports; the download streams).
 *
 * @param string $status 'publish' or 'spam'.
 * @return string
 */
function feedback_csv( $status ) {
	$csv = '';
	stream_feedback_csv(
		$status,
		function ( $chunk ) use ( &$csv ) {
			$csv .= $chunk;
		}
	);
	return $csv;
}

/**
 * One CSV line. Cells that a spreadsheet would run as a formula are prefixed with a quote.
 *
 * @param string[] $cells The cells.
 * @return string
 */
function csv_line( $cells ) {
	$out = array();
	foreach ( $cells as $cell ) {
		$cell = (string) $cell;
		if ( '' !== $cell && in_array( $cell[0], array( '=', '+', '-', '@', "\t", "\r" ), true ) ) {
			$cell = "'" . $cell;
		}
		$out[] = '"' . str_replace( '"', '""', $cell ) . '"';
	}
	return implode( ',', $out );
}

/**
 * Sends the CSV download (admin-post.php, capability and nonce checked).
 */
function handle_export() {
	check_admin_referer( 'blockpack-feedback-export' );
	$type = get_post_type_object( FEEDBACK_POST_TYPE );
	if ( ! $type || ! current_user_can( $type->cap->edit_posts ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to export responses.', 'blockpack' ), '', array( 'response' => 403 ) );
	}
	$status   = isset( $_GET['post_status'] ) && 'spam' === $_GET['post_status'] ? 'spam' : 'publish';
	$filename = sanitize_file_name( sprintf( 'feedback-%s-%s.csv', sanitize_title( get_bloginfo( 'name' ) ), wp_date( 'Y-m-d' ) ) );
	nocache_headers();
	header( 'Content-Type: text/csv; charset=utf-8' );
	header( 'Content-Disposition: attachment; filename="' . $filename . '"' );
	while ( ob_get_level() > 0 ) {
		ob_end_clean();
	}
	echo "\xEF\xBB\xBF"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the UTF-8 byte order mark.
	stream_feedback_csv(
		$status,
		function ( $chunk ) {
			echo $chunk; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CSV, quoted by csv_line().
			flush();
		}
	);
	exit;
}
add_action( 'admin_post_blockpack_feedback_export', __NAMESPACE__ . '\handle_export' );

/** The daily WP-Cron hook that purges old spam and old IP addresses and user agents (scheduled by Blockpack\Plugin::SCHEDULED_EVENTS). */
const DAILY_CLEANUP_HOOK = 'blockpack_contact_form_daily_cleanup';

/**
 * The daily clean-up: spam older than 15 days is deleted; responses older than 30 days lose
 * the sender's IP address and user agent. Both ages are filterable.
 */
function daily_cleanup() {
	global $wpdb;
	/**
	 * Filters how many days spam responses are kept before the daily job deletes them.
	 *
	 * @param int $days 15 by default.
	 */
	$spam_days = max( 1, (int) apply_filters( 'blockpack_contact_form_spam_days', 15 ) );
	/**
	 * Filters how many days a response keeps the sender's IP address and user agent.
	 *
	 * @param int $days 30 by default.
	 */
	$ip_days = max( 1, (int) apply_filters( 'blockpack_contact_form_ip_days', 30 ) );

	// phpcs:disable WordPress.DB.DirectDatabaseQuery -- a batched purge.
	$spam_before = gmdate( 'Y-m-d H:i:s', time() - $spam_days * DAY_IN_SECONDS );
	do {
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'spam' AND post_date_gmt < %s LIMIT 500", FEEDBACK_POST_TYPE, $spam_before ) );
		foreach ( $ids as $id ) {
			wp_delete_post( (int) $id, true );
		}
	} while ( count( $ids ) === 500 );

	$ip_before = gmdate( 'Y-m-d H:i:s', time() - $ip_days * DAY_IN_SECONDS );
	do {
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT m.post_id FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_type = %s AND p.post_date_gmt < %s AND m.meta_key IN ( '_blockpack_ip', '_blockpack_user_agent' ) LIMIT 500", FEEDBACK_POST_TYPE, $ip_before ) );
		if ( $ids ) {
			$ids = array_map( 'intval', $ids );
			$wpdb->query( "DELETE FROM {$wpdb->postmeta} WHERE meta_key IN ( '_blockpack_ip', '_blockpack_user_agent' ) AND post_id IN ( " . implode( ',', $ids ) . ' )' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers.
			foreach ( $ids as $id ) {
				wp_cache_delete( $id, 'post_meta' );
			}
		}
	} while ( count( $ids ) === 500 );
	// phpcs:enable
}
add_action( DAILY_CLEANUP_HOOK, __NAMESPACE__ . '\daily_cleanup' );

/**
 * The responses whose email field is an address (any status), oldest first.
 *
 * @param string $email The address.
 * @return int[]
 */
function feedback_ids_for_email( $email ) {
	global $wpdb;
	$email = strtolower( trim( (string) $email ) );
	if ( ! \Blockpack\Validation\is_valid_email( $email ) ) {
		return array();
	}
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- candidates by the serialized fields, then checked one by one.
	$candidates = $wpdb->get_col( $wpdb->prepare( "SELECT p.ID FROM {$wpdb->posts} p JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = '_blockpack_fields' WHERE p.post_type = %s AND m.meta_value LIKE %s ORDER BY p.ID", FEEDBACK_POST_TYPE, '%' . $wpdb->esc_like( $email ) . '%' ) );
	$ids        = array();
	foreach ( $candidates as $id ) {
		foreach ( feedback_fields( (int) $id ) as $field ) {
			if ( 'email' === $field['type'] && is_string( $field['value'] ) && strtolower( trim( $field['value'] ) ) === $email ) {
				$ids[] = (int) $id;
				break;
			}
		}
	}
	return $ids;
}

/** Responses per page of the personal-data exporter and eraser. */
const PRIVACY_PAGE = 50;

/**
 * The personal-data exporter: the responses sent with an address.
 *
 * @param string $email The address.
 * @param int    $page  The page, from 1.
 * @return array{data: array, done: bool}
 */
function export_personal_data( $email, $page = 1 ) {
	$ids  = feedback_ids_for_email( $email );
	$page = max( 1, (int) $page );
	$data = array();
	foreach ( array_slice( $ids, ( $page - 1 ) * PRIVACY_PAGE, PRIVACY_PAGE ) as $id ) {
		$items = array(
			array(
				'name'  => __( 'Date', 'blockpack' ),
				'value' => get_the_date( 'Y-m-d H:i:s', $id ),
			),
			array(
				'name'  => __( 'Source', 'blockpack' ),
				'value' => (string) get_post_meta( $id, '_blockpack_source_url', true ),
			),
		);
		foreach ( feedback_fields( $id ) as $field ) {
			$items[] = array(
				'name'  => $field['label'],
				'value' => is_array( $field['value'] ) ? implode( ', ', $field['value'] ) : $field['value'],
			);
		}
		foreach ( array(
			'_blockpack_ip'         => __( 'IP address', 'blockpack' ),
			'_blockpack_user_agent' => __( 'User agent', 'blockpack' ),
		) as $key => $label ) {
			$value = (string) get_post_meta( $id, $key, true );
			if ( '' !== $value ) {
				$items[] = array(
					'name'  => $label,
					'value' => $value,
				);
			}
		}
		$data[] = array(
			'group_id'    => 'blockpack-feedback',
			'group_label' => __( 'Feedback', 'blockpack' ),
			'item_id'     => 'blockpack-feedback-' . $id,
			'data'        => $items,
		);
	}
	return array(
		'data' => $data,
		'done' => count( $ids ) <= $page * PRIVACY_PAGE,
	);
}

/**
 * The personal-data eraser: deletes the responses sent with an address, a page at a time.
 *
 * @param string $email The address.
 * @param int    $page  The page (each call starts over: erased responses are gone).
 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
 */
function erase_personal_data( $email, $page = 1 ) {
	unset( $page );
	$ids     = feedback_ids_for_email( $email );
	$removed = false;
	foreach ( array_slice( $ids, 0, PRIVACY_PAGE ) as $id ) {
		$removed = (bool) wp_delete_post( $id, true ) || $removed;
	}
	return array(
		'items_removed'  => $removed,
		'items_retained' => false,
		'messages'       => array(),
		'done'           => count( $ids ) <= PRIVACY_PAGE,
	);
}

/**
 * Registers the exporter and the eraser of the responses with WordPress's privacy tools: each
 * under the same id and name, in the list its filter builds (`wp_privacy_personal_data_exporters`
 * and `…_erasers`, whose entries name themselves `exporter_friendly_name` and
 * `eraser_friendly_name`).
 */
foreach ( array(
	'exporter' => __NAMESPACE__ . '\export_personal_data',
	'eraser'   => __NAMESPACE__ . '\erase_personal_data',
) as $blockpack_privacy_tool => $blockpack_privacy_callback ) {
	add_filter(
		"wp_privacy_personal_data_{$blockpack_privacy_tool}s",
		function ( $tools ) use ( $blockpack_privacy_tool, $blockpack_privacy_callback ) {
			$tools['blockpack-feedback'] = array(
				"{$blockpack_privacy_tool}_friendly_name" => __( 'Feedback (contact form responses)', 'blockpack' ),
				'callback'                                => $blockpack_privacy_callback,
			);
			return $tools;
		}
	);
}
unset( $blockpack_privacy_tool, $blockpack_privacy_callback );

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
