<?php
/**
 * Donations: recorded donations. The private post type the webhook writes (php/webhook.php), and
 * `GET /blockpack/v1/donations/payments`, their list for administrators.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Donations;

defined( 'ABSPATH' ) || exit;

/** Post type of recorded donations (private). */
const POST_TYPE = 'blockpack_donation';

/**
 * Registers the post type of recorded donations.
 */
function register_post_type() {
	\register_post_type(
		POST_TYPE,
		array(
			'label'        => __( 'Donations', 'blockpack' ),
			'public'       => false,
			'show_ui'      => false,
			'show_in_rest' => false,
			'supports'     => array( 'title', 'custom-fields' ),
		)
	);
}
add_action( 'init', __NAMESPACE__ . '\register_post_type' );

/**
 * `GET /blockpack/v1/donations/payments`: recorded donations, newest first.
 *
 * @return array[]
 */
function payments() {
	$out = array();
	foreach ( get_posts(
		array(
			'post_type'      => POST_TYPE,
			'post_status'    => 'private',
			'posts_per_page' => 100,
			'fields'         => 'ids',
		)
	) as $id ) {
		$out[] = array(
			'session_id'   => (string) get_post_meta( $id, 'session_id', true ),
			'amount_total' => (int) get_post_meta( $id, 'amount_total', true ),
			'currency'     => (string) get_post_meta( $id, 'currency', true ),
			'plan_id'      => (int) get_post_meta( $id, 'plan_id', true ),
			'post_id'      => (int) get_post_meta( $id, 'post_id', true ),
			'interval'     => (string) get_post_meta( $id, 'interval', true ),
			'email'        => (string) get_post_meta( $id, 'email', true ),
		);
	}
	return $out;
}
