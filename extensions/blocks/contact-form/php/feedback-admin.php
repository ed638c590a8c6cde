<?php
/**
 * Contact Form: the "Feedback" list in wp-admin. Its columns, row and bulk actions (spam, not
 * spam, trash, delete permanently) and no edit screen.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

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
	$status = isset( $_GET['post_status'] ) ? sanitize_key( wp_unslash( $_GET['post_status'] ) ) : ''; // No nonce check here: a view, not an action.
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
	// No nonce check here: a count to display.
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
	printf( '<div class="notice notice-success is-dismissible"><p>%s</p></div>', esc_html( $message ) );
}
add_action( 'admin_notices', __NAMESPACE__ . '\bulk_action_notice' );

/**
 * Responses are read in the list, not edited: the edit screen goes back to it.
 */
function redirect_edit_screen() {
	$post_id = isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0; // No nonce check here: a redirect only.
	if ( $post_id && FEEDBACK_POST_TYPE === get_post_type( $post_id ) && isset( $_GET['action'] ) && 'edit' === $_GET['action'] ) {
		wp_safe_redirect( admin_url( 'edit.php?post_type=' . FEEDBACK_POST_TYPE ) );
		exit;
	}
}
add_action( 'load-post.php', __NAMESPACE__ . '\redirect_edit_screen' );
