<?php
/**
 * Payment plans, stored locally as `jp_mem_plan` posts (the post type and meta keys Jetpack
 * uses, so plans carried over keep working): price, currency, interval, type, whether the
 * editor may change it, and whether the buyer may change the amount.
 *
 * @package Blockpack
 */

namespace Blockpack\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * Plan storage.
 */
class Plans {

	const POST_TYPE = 'jp_mem_plan';
	const INTERVALS = array( 'one-time', '1 month', '1 year' );
	const TYPES     = array( 'payment-plan', 'donation' );

	/** Meta keys. */
	const META_PRICE         = 'jetpack_memberships_price';
	const META_CURRENCY      = 'jetpack_memberships_currency';
	const META_INTERVAL      = 'jetpack_memberships_interval';
	const META_TYPE          = 'jetpack_memberships_type';
	const META_IS_EDITABLE   = 'jetpack_memberships_is_editable';
	const META_BUYER_CHANGES = 'jetpack_memberships_buyer_can_change_amount';

	/**
	 * Hooks the post type in.
	 */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'register_post_type' ) );
	}

	/**
	 * Registers the private post type.
	 */
	public static function register_post_type() {
		register_post_type(
			self::POST_TYPE,
			array(
				'label'        => __( 'Payment plans', 'blockpack' ),
				'public'       => false,
				'show_ui'      => false,
				'show_in_rest' => false,
				'rewrite'      => false,
				'supports'     => array( 'title' ),
			)
		);
	}

	/**
	 * Creates a plan.
	 *
	 * @param array $plan title, price (float), currency, interval, type, is_editable, buyer_can_change_amount.
	 * @return array|\WP_Error The stored plan.
	 */
	public static function create( array $plan ) {
		$id = wp_insert_post(
			array(
				'post_type'   => self::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => $plan['title'],
				'meta_input'  => array(
					self::META_PRICE         => self::price_string( (float) $plan['price'], $plan['currency'] ),
					self::META_CURRENCY      => $plan['currency'],
					self::META_INTERVAL      => $plan['interval'],
					self::META_TYPE          => $plan['type'],
					self::META_IS_EDITABLE   => $plan['is_editable'] ? '1' : '0',
					self::META_BUYER_CHANGES => ! empty( $plan['buyer_can_change_amount'] ) ? '1' : '0',
				),
			),
			true
		);
		if ( is_wp_error( $id ) || ! $id ) {
			return new \WP_Error( 'blockpack_plan_not_saved', __( 'there was an error when adding the product', 'blockpack' ), array( 'status' => 500 ) );
		}
		return self::get( (int) $id );
	}

	/**
	 * A price stored as a decimal string in the currency's precision.
	 *
	 * @param float  $price    Price.
	 * @param string $currency Currency.
	 * @return string
	 */
	public static function price_string( $price, $currency ) {
		return number_format( $price, Currencies::precision( $currency ), '.', '' );
	}

	/**
	 * One plan as the editor sees it.
	 *
	 * @param int $id Post id.
	 * @return array|null
	 */
	public static function get( $id ) {
		$post = get_post( $id );
		if ( ! $post || self::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		$type = (string) get_post_meta( $id, self::META_TYPE, true );
		return array(
			'id'                      => (int) $id,
			'title'                   => $post->post_title,
			'price'                   => (float) get_post_meta( $id, self::META_PRICE, true ),
			'currency'                => (string) get_post_meta( $id, self::META_CURRENCY, true ),
			'interval'                => (string) get_post_meta( $id, self::META_INTERVAL, true ),
			'type'                    => '' === $type ? 'payment-plan' : $type,
			'is_editable'             => '0' !== (string) get_post_meta( $id, self::META_IS_EDITABLE, true ),
			'buyer_can_change_amount' => '1' === (string) get_post_meta( $id, self::META_BUYER_CHANGES, true ),
		);
	}

	/**
	 * Plans, oldest first.
	 *
	 * @param string    $type        'all', 'donation' or 'payment-plan'.
	 * @param bool|null $is_editable Only plans with this editability; null for any.
	 * @return array[]
	 */
	public static function all( $type = 'all', $is_editable = null ) {
		$ids = get_posts(
			array(
				'post_type'      => self::POST_TYPE,
				'post_status'    => 'publish',
				'posts_per_page' => 500,
				'orderby'        => 'ID',
				'order'          => 'ASC',
				'fields'         => 'ids',
			)
		);
		$out = array();
		foreach ( $ids as $id ) {
			$plan = self::get( (int) $id );
			if ( ! $plan ) {
				continue;
			}
			if ( 'all' !== $type && $plan['type'] !== $type ) {
				continue;
			}
			if ( null !== $is_editable && $plan['is_editable'] !== $is_editable ) {
				continue;
			}
			$out[] = $plan;
		}
		return $out;
	}

	/**
	 * The three donation plans of a currency (one-time, 1 month, 1 year), created once: a
	 * second call for the same currency returns the same plans.
	 *
	 * @param string $currency    Currency code.
	 * @param bool   $is_editable Whether the editor may change them.
	 * @return array|\WP_Error The plans, in the order one-time, 1 month, 1 year (a list, as
	 *                        Jetpack's donations block reads it).
	 */
	public static function donation_plans( $currency, $is_editable ) {
		$titles   = array(
			'one-time' => __( 'One-Time Donation', 'blockpack' ),
			'1 month'  => __( 'Monthly Donation', 'blockpack' ),
			'1 year'   => __( 'Yearly Donation', 'blockpack' ),
		);
		$existing = array();
		foreach ( self::all( 'donation' ) as $plan ) {
			if ( $plan['currency'] === $currency && ! isset( $existing[ $plan['interval'] ] ) ) {
				$existing[ $plan['interval'] ] = $plan;
			}
		}
		$out = array();
		foreach ( $titles as $interval => $title ) {
			if ( isset( $existing[ $interval ] ) ) {
				$out[ $interval ] = $existing[ $interval ];
				continue;
			}
			$plan = self::create(
				array(
					'title'                   => $title,
					'price'                   => Currencies::minimum( $currency ),
					'currency'                => $currency,
					'interval'                => $interval,
					'type'                    => 'donation',
					'is_editable'             => $is_editable,
					'buyer_can_change_amount' => true,
				)
			);
			if ( is_wp_error( $plan ) ) {
				return new \WP_Error( 'blockpack_plan_not_saved', __( 'There was an error when adding the payment plan.', 'blockpack' ), array( 'status' => 500 ) );
			}
			$out[ $interval ] = $plan;
		}
		return array_values( $out );
	}
}
