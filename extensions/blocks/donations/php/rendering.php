<?php
/**
 * Donations: the form visitors see (render.php), nothing without a Stripe connection.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Donations;

use Blockpack\Memberships\Currencies;
use Blockpack\Memberships\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A tab's value, or the default.
 *
 * @param array  $tab     Tab attributes.
 * @param string $key     Key.
 * @param string $default Default.
 * @return string
 */
function text( array $tab, $key, $default ) {
	return isset( $tab[ $key ] ) && is_string( $tab[ $key ] ) ? $tab[ $key ] : $default;
}

/**
 * The form visitors see; nothing without a Stripe connection or a one-time plan.
 *
 * @param array $attributes Block attributes.
 * @return string
 */
function render( array $attributes ) {
	if ( ! Settings::is_connected() ) {
		return '';
	}
	$one_time = isset( $attributes['oneTimeDonation'] ) && is_array( $attributes['oneTimeDonation'] ) ? $attributes['oneTimeDonation'] : array();
	if ( empty( $one_time['show'] ) || empty( $one_time['planId'] ) || (int) $one_time['planId'] < 1 ) {
		return '';
	}
	$offer    = form_offer( $attributes );
	$currency = $offer['currency'];
	$tabs     = $offer['tabs'];
	if ( ! isset( $tabs['one-time'] ) ) {
		// A deleted plan, or one of another currency (the block's currency changed but its
		// plans were not replaced): visitors could not pay the amounts shown, so they get
		// nothing; whoever can edit the post is told why.
		return current_user_can( 'edit_post', (int) get_the_ID() )
			? sprintf(
				'<div %1$s><p class="donations__invalid-plan">%2$s</p></div>',
				get_block_wrapper_attributes(),
				esc_html__( 'Invalid payment plan configured for this block.', 'blockpack' )
			)
			: '';
	}
	$defaults = array(
		'one-time' => array( __( 'One-Time', 'blockpack' ), __( 'Make a one-time donation', 'blockpack' ), __( 'Donate', 'blockpack' ) ),
		'1 month'  => array( __( 'Monthly', 'blockpack' ), __( 'Make a monthly donation', 'blockpack' ), __( 'Donate monthly', 'blockpack' ) ),
		'1 year'   => array( __( 'Yearly', 'blockpack' ), __( 'Make a yearly donation', 'blockpack' ), __( 'Donate yearly', 'blockpack' ) ),
	);
	$choose = isset( $attributes['chooseAmountText'] ) ? (string) $attributes['chooseAmountText'] : __( 'Choose an amount', 'blockpack' );
	$custom = isset( $attributes['customAmountText'] ) ? (string) $attributes['customAmountText'] : __( 'Or enter a custom amount', 'blockpack' );
	$show_custom = $offer['custom'];
	$minimum     = (float) Currencies::minimum( $currency );
	$placeholder = Currencies::format( $minimum * 100, $currency );

	$html = '<div class="donations__container">';
	if ( count( $tabs ) > 1 ) {
		$html .= '<div class="donations__nav" role="tablist">';
		$first = true;
		foreach ( $tabs as $interval => $tab ) {
			$html .= sprintf(
				'<button type="button" role="tab" class="donations__nav-item%1$s" aria-selected="%2$s" data-interval="%3$s">%4$s</button>',
				$first ? ' is-active' : '',
				$first ? 'true' : 'false',
				esc_attr( $interval ),
				esc_html( $defaults[ $interval ][0] )
			);
			$first = false;
		}
		$html .= '</div>';
	}
	$first = true;
	foreach ( $tabs as $interval => $tab ) {
		$html .= sprintf(
			'<form class="donations__tab" data-interval="%1$s" data-plan-id="%2$d" data-currency="%3$s"%4$s>',
			esc_attr( $interval ),
			(int) $tab['planId'],
			esc_attr( $currency ),
			$first ? '' : ' hidden'
		);
		$html .= '<h4>' . wp_kses_post( text( $tab, 'heading', $defaults[ $interval ][1] ) ) . '</h4>';
		$html .= '<p>' . wp_kses_post( $choose ) . '</p>';
		$html .= '<div class="donations__amounts">';
		foreach ( $tab['tiers'] as $amount ) {
			$html .= sprintf(
				'<button type="button" class="donations__amount" data-amount="%1$s">%2$s</button>',
				esc_attr( (string) (float) $amount ),
				esc_html( Currencies::format( (float) $amount, $currency ) )
			);
		}
		$html .= '</div>';
		if ( $show_custom ) {
			$html .= '<p>' . wp_kses_post( $custom ) . '</p>';
			$html .= sprintf(
				'<input type="text" inputmode="decimal" class="donations__custom-amount" aria-label="%1$s" placeholder="%2$s" />',
				esc_attr__( 'Custom amount', 'blockpack' ),
				esc_attr( $placeholder )
			);
		}
		$html .= '<hr class="donations__separator" />';
		$html .= '<p>' . wp_kses_post( text( $tab, 'extraText', __( 'Your contribution is appreciated.', 'blockpack' ) ) ) . '</p>';
		$html .= '<p class="donations__error" role="alert" hidden></p>';
		$html .= '<div class="wp-block-button donations__donate-button-wrapper"><button type="submit" class="wp-block-button__link donations__donate-button" disabled>' . wp_kses_post( text( $tab, 'buttonText', $defaults[ $interval ][2] ) ) . '</button></div>';
		$html .= '</form>';
		$first = false;
	}
	$html .= '</div>';
	// The route view.ts sends to: printed for the script, not on the block (content could forge
	// one, and the script opens the page the route answers with).
	\Blockpack\add_view_settings( 'jetpack/donations', array( 'checkoutUrl' => rest_url( 'blockpack/v1/donations/checkout' ) ) );
	return sprintf(
		'<div %1$s data-post-id="%2$d" data-nonce="%3$s">%4$s</div>',
		get_block_wrapper_attributes(),
		(int) get_the_ID(),
		esc_attr( checkout_token( (int) get_the_ID() ) ),
		$html
	);
}
