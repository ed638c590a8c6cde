<?php
/**
 * A small Stripe API client with the site's secret key, and the signature check of the webhooks
 * Stripe calls (with the webhook signing secret). The API's base address can be changed with the
 * `blockpack_stripe_api_base` filter (tests point it at a fake on 127.0.0.1).
 *
 * @package Blockpack
 */

namespace Blockpack\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe API calls.
 */
class Stripe {

	/**
	 * The API's base address, without a trailing slash.
	 *
	 * @return string
	 */
	public static function api_base() {
		/**
		 * Filters the Stripe API's base address.
		 *
		 * @param string $base Default https://api.stripe.com.
		 */
		return untrailingslashit( (string) apply_filters( 'blockpack_stripe_api_base', 'https://api.stripe.com' ) );
	}

	/**
	 * Calls the Stripe API.
	 *
	 * @param string $method GET or POST.
	 * @param string $path   Such as `/v1/account`.
	 * @param array  $params Form parameters (POST) or query (GET).
	 * @return array|\WP_Error The decoded answer, or an error carrying Stripe's message.
	 */
	public static function request( $method, $path, array $params = array() ) {
		$secret = Settings::secret_key();
		if ( '' === $secret ) {
			return new \WP_Error( 'blockpack_stripe_not_connected', __( 'Stripe is not connected.', 'blockpack' ) );
		}
		$url  = self::api_base() . $path;
		$args = array(
			'method'  => $method,
			'timeout' => 15,
			'headers' => array(
				'Authorization'  => 'Bearer ' . $secret,
				'Stripe-Version' => '2024-06-20',
			),
		);
		if ( 'GET' === $method ) {
			$url = add_query_arg( array_map( 'rawurlencode', $params ), $url );
		} else {
			$args['body'] = $params;
		}
		$response = wp_remote_request( $url, $args );
		if ( is_wp_error( $response ) ) {
			return new \WP_Error(
				'blockpack_stripe_unreachable',
				__( 'Stripe could not be reached. Please try again later.', 'blockpack' )
			);
		}
		$code = (int) wp_remote_retrieve_response_code( $response );
		$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( ! is_array( $body ) ) {
			return new \WP_Error( 'blockpack_stripe_bad_response', __( 'Unexpected API response', 'blockpack' ) );
		}
		if ( $code < 200 || $code >= 300 ) {
			$message = isset( $body['error']['message'] ) && is_string( $body['error']['message'] )
				? $body['error']['message']
				: __( 'Unexpected API response', 'blockpack' );
			return new \WP_Error(
				'blockpack_stripe_error',
				sprintf(
					/* translators: %s: Stripe's error message. */
					__( 'Stripe: %s', 'blockpack' ),
					$message
				),
				array( 'stripe_status' => $code )
			);
		}
		return $body;
	}

	/**
	 * The connected Stripe account: its id (`acct_…`) and default currency (upper case, or ''),
	 * remembered per secret key for an hour.
	 *
	 * @return array{id: string, default_currency: string}|\WP_Error
	 */
	public static function account() {
		$secret = Settings::secret_key();
		if ( '' === $secret ) {
			return new \WP_Error( 'blockpack_stripe_not_connected', __( 'Stripe is not connected.', 'blockpack' ) );
		}
		$cache_key = 'blockpack_stripe_account_' . md5( self::api_base() . '|' . $secret );
		$cached    = get_transient( $cache_key );
		if ( is_array( $cached ) && isset( $cached['id'], $cached['default_currency'] ) ) {
			return $cached;
		}
		$account = self::request( 'GET', '/v1/account' );
		if ( is_wp_error( $account ) ) {
			return $account;
		}
		if ( empty( $account['id'] ) || ! is_string( $account['id'] ) || ! preg_match( '/^acct_[A-Za-z0-9]+$/', $account['id'] ) ) {
			return new \WP_Error( 'blockpack_stripe_bad_response', __( 'Unexpected API response', 'blockpack' ) );
		}
		$currency = isset( $account['default_currency'] ) && is_string( $account['default_currency'] ) && preg_match( '/^[a-z]{3}$/i', $account['default_currency'] )
			? strtoupper( $account['default_currency'] )
			: '';
		$out      = array(
			'id'               => $account['id'],
			'default_currency' => $currency,
		);
		set_transient( $cache_key, $out, HOUR_IN_SECONDS );
		return $out;
	}

	/**
	 * The connected Stripe account's id (`acct_…`).
	 *
	 * @return string|\WP_Error
	 */
	public static function account_id() {
		$account = self::account();
		return is_wp_error( $account ) ? $account : $account['id'];
	}

	/** Seconds a webhook signature stays acceptable. */
	const SIGNATURE_TOLERANCE = 300;

	/**
	 * Checks a webhook request's `Stripe-Signature` header against the webhook signing secret
	 * (the permission callback of a route Stripe calls: its signature is the authentication).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public static function check_webhook_signature( \WP_REST_Request $request ) {
		$secret = Settings::webhook_secret();
		$header = (string) $request->get_header( 'stripe_signature' );
		$error  = new \WP_Error( 'blockpack_bad_signature', __( 'Invalid signature.', 'blockpack' ), array( 'status' => 401 ) );
		if ( '' === $secret || '' === $header ) {
			return $error;
		}
		$timestamp  = 0;
		$signatures = array();
		foreach ( explode( ',', $header ) as $part ) {
			$pair = explode( '=', trim( $part ), 2 );
			if ( 2 !== count( $pair ) ) {
				continue;
			}
			if ( 't' === $pair[0] && ctype_digit( $pair[1] ) ) {
				$timestamp = (int) $pair[1];
			} elseif ( 'v1' === $pair[0] ) {
				$signatures[] = $pair[1];
			}
		}
		if ( ! $timestamp || abs( time() - $timestamp ) > self::SIGNATURE_TOLERANCE ) {
			return $error;
		}
		$expected = hash_hmac( 'sha256', $timestamp . '.' . $request->get_body(), $secret );
		foreach ( $signatures as $signature ) {
			if ( hash_equals( $expected, $signature ) ) {
				return true;
			}
		}
		return $error;
	}
}
