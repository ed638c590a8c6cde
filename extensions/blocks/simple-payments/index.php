<?php
/**
 * Payment button: the `jp_pay_product` post type that stores each product (with its `spay_*`
 * meta, saved by the editor through core's `/wp/v2/jp_pay_product` route), and the PayPal
 * purchase form visitors get for the block.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\SimplePayments;

use Blockpack\Memberships\Currencies;

defined( 'ABSPATH' ) || exit;

const POST_TYPE = 'jp_pay_product';

/**
 * Where the purchase form posts (PayPal's Payments Standard checkout).
 */
const PAYPAL_URL = 'https://www.paypal.com/cgi-bin/webscr';

/**
 * The payment button's 24 currencies: currencies.json beside this file (the editor imports the
 * same file), read once a request. How each is written comes from the one currency table
 * (Blockpack\Memberships\Currencies).
 *
 * @return string[]
 */
function currencies() {
	static $codes = null;
	if ( null === $codes ) {
		// file_get_contents(): a file of the plugin.
		$codes = json_decode( (string) file_get_contents( __DIR__ . '/currencies.json' ), true );
		$codes = is_array( $codes ) ? $codes : array();
	}
	return $codes;
}

/**
 * Registers the product post type and its meta.
 */
function register_post_type_and_meta() {
	register_post_type(
		POST_TYPE,
		array(
			'labels'          => array(
				'name'          => __( 'Payment products', 'blockpack' ),
				'singular_name' => __( 'Payment product', 'blockpack' ),
			),
			'public'          => false,
			'show_ui'         => false,
			'show_in_rest'    => true,
			'rest_base'       => POST_TYPE,
			'capability_type' => 'post',
			'map_meta_cap'    => true,
			'supports'        => array( 'title', 'editor', 'thumbnail', 'custom-fields', 'author' ),
		)
	);
	// The editor saves a product whole, when its fields are valid; it never autosaves one. Without
	// this, `editor` brings `autosave`, and every REST request registers the product's autosave
	// routes for nothing.
	remove_post_type_support( POST_TYPE, 'autosave' );

	$auth = static function ( $allowed, $meta_key, $post_id ) {
		return current_user_can( 'edit_post', $post_id );
	};
	$meta = array(
		'spay_currency' => array(
			'type'              => 'string',
			'default'           => 'USD',
			'sanitize_callback' => __NAMESPACE__ . '\sanitize_currency',
		),
		'spay_email'    => array(
			'type'              => 'string',
			'default'           => '',
			'sanitize_callback' => 'sanitize_email',
		),
		'spay_multiple' => array(
			'type'              => 'boolean',
			'default'           => false,
			'sanitize_callback' => 'rest_sanitize_boolean',
		),
		'spay_price'    => array(
			'type'              => 'number',
			'default'           => 0,
			'sanitize_callback' => __NAMESPACE__ . '\sanitize_price',
		),
	);
	foreach ( $meta as $key => $args ) {
		register_post_meta(
			POST_TYPE,
			$key,
			array_merge(
				$args,
				array(
					'single'        => true,
					'show_in_rest'  => true,
					'auth_callback' => $auth,
				)
			)
		);
	}
}
add_action( 'init', __NAMESPACE__ . '\register_post_type_and_meta' );

/**
 * Keeps a currency of the payment button, USD otherwise.
 *
 * @param mixed $value The submitted value.
 * @return string
 */
function sanitize_currency( $value ) {
	return is_string( $value ) && in_array( $value, currencies(), true ) ? $value : 'USD';
}

/**
 * Keeps a price as a non-negative number (0 for anything else).
 *
 * @param mixed $value The submitted value.
 * @return float
 */
function sanitize_price( $value ) {
	return is_numeric( $value ) && (float) $value >= 0 && is_finite( (float) $value ) ? (float) $value : 0.0;
}

/**
 * Refuses a published product whose email or price is wrong, with the error key the editor
 * maps to its field (`spay_email`, `spay_price`), before core saves it.
 *
 * @param \stdClass|\WP_Error $prepared The post about to be saved.
 * @param \WP_REST_Request    $request  The request.
 * @return \stdClass|\WP_Error
 */
function validate_product( $prepared, $request ) {
	if ( is_wp_error( $prepared ) ) {
		return $prepared;
	}
	$meta = $request->get_param( 'meta' );
	if ( ! is_array( $meta ) ) {
		return $prepared;
	}
	// A draft is the editor's placeholder for a product still being written: only a product
	// that visitors can buy must be complete.
	$status = isset( $prepared->post_status ) ? $prepared->post_status : '';
	if ( '' === $status && ! empty( $prepared->ID ) ) {
		$status = (string) get_post_status( $prepared->ID );
	}
	if ( 'publish' !== $status ) {
		return $prepared;
	}
	if ( array_key_exists( 'spay_email', $meta ) && ! \Blockpack\Validation\is_valid_email( (string) $meta['spay_email'] ) ) {
		return new \WP_Error(
			'invalid_spay_email',
			__( 'We want to make sure payments reach you, so please add an email address.', 'blockpack' ),
			array(
				'status' => 400,
				'key'    => 'spay_email',
			)
		);
	}
	if ( array_key_exists( 'spay_price', $meta ) ) {
		$price    = $meta['spay_price'];
		$currency = isset( $meta['spay_currency'] ) ? sanitize_currency( $meta['spay_currency'] ) : 'USD';
		$valid    = is_numeric( $price ) && (float) $price > 0 && is_finite( (float) $price );
		if ( $valid ) {
			// No more digits after the decimal point than the currency has.
			$text  = rtrim( rtrim( sprintf( '%.10F', (float) $price ), '0' ), '.' );
			$dot   = strpos( $text, '.' );
			$valid = false === $dot || strlen( $text ) - $dot - 1 <= Currencies::precision( $currency );
		}
		if ( ! $valid ) {
			return new \WP_Error(
				'invalid_spay_price',
				__( 'Invalid price.', 'blockpack' ),
				array(
					'status' => 400,
					'key'    => 'spay_price',
				)
			);
		}
	}
	return $prepared;
}
add_filter( 'rest_pre_insert_' . POST_TYPE, __NAMESPACE__ . '\validate_product', 10, 2 );

/**
 * Keeps a product's `spay_*` meta (the PayPal address, the price as stored) out of REST answers
 * for anyone who cannot edit the product: core lists a published product to every visitor.
 *
 * @param \WP_REST_Response $response The answer.
 * @param \WP_Post          $post     The product.
 * @return \WP_REST_Response
 */
function hide_meta_from_readers( $response, $post ) {
	if ( ! $response instanceof \WP_REST_Response || ! $post instanceof \WP_Post || current_user_can( 'edit_post', $post->ID ) ) {
		return $response;
	}
	$data = $response->get_data();
	if ( isset( $data['meta'] ) && is_array( $data['meta'] ) ) {
		foreach ( array_keys( $data['meta'] ) as $key ) {
			if ( 0 === strpos( (string) $key, 'spay_' ) ) {
				unset( $data['meta'][ $key ] );
			}
		}
		if ( ! $data['meta'] ) {
			unset( $data['meta'] );
		}
		$response->set_data( $data );
	}
	return $response;
}
add_filter( 'rest_prepare_' . POST_TYPE, __NAMESPACE__ . '\hide_meta_from_readers', 10, 2 );

/**
 * The PayPal purchase form of the block's product: image, title, description, price, a
 * quantity field when several items may be bought, and PayPal's "Buy Now" button. Values come
 * from the stored product (the block's attributes fill what it lacks); nothing is printed for a
 * missing, unpublished or incomplete product.
 *
 * @param array $attributes The block's attributes.
 * @return string
 */
function render( $attributes ) {
	$product_id = isset( $attributes['productId'] ) ? (int) $attributes['productId'] : 0;
	$product    = $product_id ? get_post( $product_id ) : null;
	if ( ! $product || POST_TYPE !== $product->post_type || 'publish' !== $product->post_status ) {
		return '';
	}
	$email    = (string) get_post_meta( $product_id, 'spay_email', true );
	$price    = (float) get_post_meta( $product_id, 'spay_price', true );
	$currency = sanitize_currency( get_post_meta( $product_id, 'spay_currency', true ) );
	$multiple = (bool) get_post_meta( $product_id, 'spay_multiple', true );
	if ( ! \Blockpack\Validation\is_valid_email( $email ) || $price <= 0 ) {
		return '';
	}
	$title       = '' !== $product->post_title ? $product->post_title : (string) ( $attributes['title'] ?? '' );
	$description = '' !== $product->post_content ? $product->post_content : (string) ( $attributes['content'] ?? '' );
	$image_url   = empty( $attributes['featuredMediaUrl'] ) ? '' : (string) $attributes['featuredMediaUrl'];
	$image_alt   = empty( $attributes['featuredMediaTitle'] ) ? '' : (string) $attributes['featuredMediaTitle'];
	$thumbnail   = get_post_thumbnail_id( $product_id );
	if ( $thumbnail ) {
		$image_url = (string) wp_get_attachment_image_url( $thumbnail, 'full' );
	}

	$html  = sprintf( '<div class="jetpack-simple-payments-wrapper jetpack-simple-payments-%d">', $product_id );
	$html .= '<div class="jetpack-simple-payments-product">';
	if ( $image_url ) {
		$html .= sprintf(
			'<div class="jetpack-simple-payments-product-image"><div class="jetpack-simple-payments-image"><figure><img src="%s" alt="%s"/></figure></div></div>',
			esc_url( $image_url ),
			esc_attr( $image_alt )
		);
	}
	$html .= '<div class="jetpack-simple-payments-details">';
	$html .= sprintf( '<div class="jetpack-simple-payments-title"><p>%s</p></div>', esc_html( $title ) );
	$html .= sprintf( '<div class="jetpack-simple-payments-description"><p>%s</p></div>', esc_html( wp_strip_all_tags( $description ) ) );
	$html .= sprintf( '<div class="jetpack-simple-payments-price"><p>%s</p></div>', esc_html( Currencies::format( $price, $currency ) ) );
	$html .= sprintf( '<form class="jetpack-simple-payments-purchase-box" action="%s" method="post" target="_blank">', esc_url( PAYPAL_URL ) );
	$fields = array(
		'cmd'           => '_xclick',
		'business'      => $email,
		'item_name'     => $title,
		'item_number'   => (string) $product_id,
		'amount'        => number_format( $price, Currencies::precision( $currency ), '.', '' ),
		'currency_code' => $currency,
		'no_shipping'   => '0',
		'charset'       => 'utf-8',
		'return'        => (string) get_permalink(),
	);
	foreach ( $fields as $name => $value ) {
		$html .= sprintf( '<input type="hidden" name="%s" value="%s"/>', esc_attr( $name ), esc_attr( $value ) );
	}
	if ( $multiple ) {
		$html .= sprintf(
			'<label class="jetpack-simple-payments-items"><span>%s</span> <input class="jetpack-simple-payments-items-number" type="number" name="quantity" value="1" min="1" step="1"/></label>',
			esc_html__( 'Quantity', 'blockpack' )
		);
	} else {
		$html .= '<input type="hidden" name="quantity" value="1"/>';
	}
	$html .= sprintf(
		' <button type="submit" class="jetpack-simple-payments-button">%s</button>',
		esc_html__( 'Pay with PayPal', 'blockpack' )
	);
	$html .= '</form></div></div></div>';
	return $html;
}
