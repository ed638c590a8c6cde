<?php
/**
 * Contact Form: the responses in WordPress's privacy tools. The personal-data exporter and
 * eraser find the responses sent with an e-mail address.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

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
	// Direct SQL: candidates by the serialized fields, then checked one by one.
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
