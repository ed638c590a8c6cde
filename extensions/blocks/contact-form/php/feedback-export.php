<?php
/**
 * Contact Form: the CSV export of the responses, the "Export CSV" link above the Feedback
 * list and the download it leads to, streamed batch by batch.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

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
	$status = isset( $_GET['post_status'] ) && 'spam' === $_GET['post_status'] ? 'spam' : 'publish'; // No nonce check here: a view.
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
	// Direct SQL: a streamed export, batch by batch; the post ids put into IN () are integers.
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
	echo "\xEF\xBB\xBF"; // Printed as is: the UTF-8 byte order mark.
	stream_feedback_csv(
		$status,
		function ( $chunk ) {
			echo $chunk; // Printed as is: CSV, quoted by csv_line().
			flush();
		}
	);
	exit;
}
add_action( 'admin_post_blockpack_feedback_export', __NAMESPACE__ . '\handle_export' );
