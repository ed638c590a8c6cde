<?php
/**
 * The REST routes the editor calls for memberships and the site's plan, answered locally:
 * `GET /wpcom/v2/memberships/status`, `POST /wpcom/v2/memberships/product`,
 * `POST /wpcom/v2/memberships/products` and `GET /jetpack/v4/site`.
 *
 * @package Blockpack
 */

namespace Blockpack\Memberships;

use Blockpack\Rest_Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Memberships routes.
 */
class Routes {

	/** Stripe's largest amount, in any currency's main unit. */
	const MAX_PRICE = 999999.99;

	/**
	 * Hooks the routes in.
	 */
	public static function init() {
		add_action( 'blockpack_rest_routes', array( __CLASS__, 'register' ) );
	}

	/**
	 * Registers the routes.
	 */
	public static function register() {
		Rest_Controller::route(
			'wpcom/v2',
			'/memberships/status',
			array(
				'GET' => array(
					'permission' => Rest_Controller::require_capability( 'edit_posts' ),
					'callback'   => array( __CLASS__, 'status' ),
					'args'       => array(
						'source'      => array(
							'type'    => 'string',
							'enum'    => array( 'gutenberg', 'gutenberg-wpcom' ),
							'default' => 'gutenberg',
						),
						'type'        => array(
							'type'    => 'string',
							'enum'    => array( 'all', 'donation', 'payment-plan' ),
							'default' => 'all',
						),
						'is_editable' => array(
							'type' => 'boolean',
						),
					),
				),
			)
		);
		Rest_Controller::route(
			'wpcom/v2',
			'/memberships/product',
			array(
				'POST' => array(
					'permission' => Rest_Controller::require_capability( 'publish_posts' ),
					'callback'   => array( __CLASS__, 'create_product' ),
					'args'       => array(
						'title'                   => array(
							'type'      => 'string',
							'default'   => '',
							'maxLength' => 200,
						),
						'price'                   => array(
							'type'    => array( 'number', 'string' ),
							'default' => '',
						),
						'currency'                => array(
							'type'     => 'string',
							'enum'     => Currencies::codes(),
							'required' => true,
						),
						'interval'                => array(
							'type'    => 'string',
							'enum'    => Plans::INTERVALS,
							'default' => '1 month',
						),
						'buyer_can_change_amount' => array(
							'type'    => 'boolean',
							'default' => false,
						),
					),
				),
			)
		);
		Rest_Controller::route(
			'wpcom/v2',
			'/memberships/products',
			array(
				'POST' => array(
					'permission' => Rest_Controller::require_capability( 'publish_posts' ),
					'callback'   => array( __CLASS__, 'create_donation_products' ),
					'args'       => array(
						'type'        => array(
							'type'     => 'string',
							'enum'     => array( 'donation' ),
							'required' => true,
						),
						'currency'    => array(
							'type'     => 'string',
							'enum'     => Currencies::codes(),
							'required' => true,
						),
						'is_editable' => array(
							'type'    => 'boolean',
							'default' => false,
						),
					),
				),
			)
		);
		Rest_Controller::route(
			'jetpack/v4',
			'/site',
			array(
				'GET' => array(
					'permission' => Rest_Controller::require_capability( 'edit_posts' ),
					'callback'   => array( __CLASS__, 'site' ),
					'args'       => array(),
				),
			)
		);
	}

	/**
	 * The site's short name: host, port and path of its home address.
	 *
	 * @return string
	 */
	public static function site_slug() {
		$parts = wp_parse_url( home_url() );
		$slug  = isset( $parts['host'] ) ? $parts['host'] : '';
		if ( isset( $parts['port'] ) ) {
			$slug .= ':' . $parts['port'];
		}
		if ( isset( $parts['path'] ) ) {
			$slug .= untrailingslashit( $parts['path'] );
		}
		return $slug;
	}

	/**
	 * `GET /wpcom/v2/memberships/status`: connected (with `connected_account_id` and the
	 * account's `connected_account_default_currency`) when Stripe keys are set and Stripe
	 * accepts them; otherwise `connect_url` is the settings page.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array|\WP_Error
	 */
	public static function status( \WP_REST_Request $request ) {
		$is_editable = $request->has_param( 'is_editable' ) ? (bool) $request['is_editable'] : null;
		$out         = array(
			'connect_url'                          => '',
			'products'                             => Plans::all( (string) $request['type'], $is_editable ),
			'should_upgrade_to_access_memberships' => false,
			'site_slug'                            => self::site_slug(),
			'upgrade_url'                          => '',
		);
		if ( ! Settings::is_connected() ) {
			$out['connect_url'] = Settings::page_url();
			return $out;
		}
		$account = Stripe::account();
		if ( is_wp_error( $account ) ) {
			// Stripe refused the keys or could not be reached: an upstream failure.
			return new \WP_Error( $account->get_error_code(), $account->get_error_message(), array( 'status' => 502 ) );
		}
		$out['connected_account_id'] = $account['id'];
		if ( '' !== $account['default_currency'] ) {
			$out['connected_account_default_currency'] = $account['default_currency'];
		}
		return $out;
	}

	/**
	 * `POST /wpcom/v2/memberships/product`: validates and stores a plan.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array|\WP_Error
	 */
	public static function create_product( \WP_REST_Request $request ) {
		$title    = trim( sanitize_text_field( (string) $request['title'] ) );
		$currency = (string) $request['currency'];
		$price    = $request['price'];
		if ( '' === $title ) {
			return new \WP_Error( 'invalid_title', __( 'product requires a name', 'blockpack' ), array( 'status' => 400 ) );
		}
		if ( ! is_numeric( $price ) || ! is_finite( (float) $price ) || (float) $price <= 0 || (float) $price > self::MAX_PRICE ) {
			if ( is_numeric( $price ) && (float) $price > 0 && (float) $price < Currencies::minimum( $currency ) ) {
				return self::minimum_error( $currency );
			}
			return new \WP_Error( 'invalid_price', __( 'product requires a valid price', 'blockpack' ), array( 'status' => 400 ) );
		}
		if ( (float) $price < Currencies::minimum( $currency ) ) {
			return self::minimum_error( $currency );
		}
		return Plans::create(
			array(
				'title'                   => $title,
				'price'                   => (float) $price,
				'currency'                => $currency,
				'interval'                => (string) $request['interval'],
				'type'                    => 'payment-plan',
				'is_editable'             => true,
				'buyer_can_change_amount' => (bool) $request['buyer_can_change_amount'],
			)
		);
	}

	/**
	 * "Minimum allowed price is {formatted amount}."
	 *
	 * @param string $currency Currency code.
	 * @return \WP_Error
	 */
	private static function minimum_error( $currency ) {
		return new \WP_Error(
			'invalid_price',
			sprintf(
				/* translators: %s: the smallest price allowed, formatted in its currency. */
				__( 'Minimum allowed price is %s.', 'blockpack' ),
				Currencies::format( (float) Currencies::minimum( $currency ), $currency )
			),
			array( 'status' => 400 )
		);
	}

	/**
	 * `POST /wpcom/v2/memberships/products` with `type: donation`: the currency's three
	 * donation plans, a list in the order one-time, 1 month, 1 year (created once per currency).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array|\WP_Error
	 */
	public static function create_donation_products( \WP_REST_Request $request ) {
		return Plans::donation_plans( (string) $request['currency'], (bool) $request['is_editable'] );
	}

	/**
	 * `GET /jetpack/v4/site`: the site's plan. A self-hosted site has every block and nothing to
	 * upgrade to; the `blockpack_site_plan_data` filter can describe other plans.
	 *
	 * @return array
	 */
	public static function site() {
		$data = array(
			'plan'        => array(
				'product_slug'       => 'blockpack-self-hosted',
				'product_name'       => __( 'Self-hosted', 'blockpack' ),
				'product_name_short' => __( 'Self-hosted', 'blockpack' ),
				'is_free'            => false,
			),
			'plans'       => array(),
			'upgrade_url' => '',
			'plan_url'    => Settings::page_url(),
			'site_slug'   => self::site_slug(),
		);
		/**
		 * Filters the plan data the editor's premium banner reads.
		 *
		 * @param array $data plan (product_slug, product_name), plans (each product_slug,
		 *                    product_name, product_name_short (the name the editor shows)
		 *                    and optional upgrade_url), upgrade_url, plan_url
		 *                    (where "View my plan" goes), site_slug.
		 */
		$data = apply_filters( 'blockpack_site_plan_data', $data );
		return array(
			'code' => 'success',
			'data' => $data,
		);
	}
}
