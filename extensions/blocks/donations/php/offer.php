<?php
/**
 * Donations: what a form offers, read from the Donations blocks stored in a post (their currency,
 * their tabs by interval, each a stored donation plan, with the amounts visitors see). The same
 * reading renders the form and checks a checkout, so a checkout asks only for what a form shows.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Donations;

use Blockpack\Memberships\Currencies;
use Blockpack\Memberships\Plans;
use Blockpack\Memberships\Routes;

defined( 'ABSPATH' ) || exit;

/** Attribute of each interval. */
const TABS = array(
	'one-time' => 'oneTimeDonation',
	'1 month'  => 'monthlyDonation',
	'1 year'   => 'annualDonation',
);

/**
 * An amount in the currency's smallest unit (cents; yen as they are).
 *
 * @param float  $amount   Amount.
 * @param string $currency Currency.
 * @return int
 */
function minor_units( $amount, $currency ) {
	return (int) round( $amount * pow( 10, Currencies::precision( $currency ) ) );
}

/**
 * The donation forms of a post as visitors get them: every Donations block of its content, in
 * nested blocks and synced patterns too, with its attributes completed by the block's defaults.
 *
 * @param \WP_Post $post The post.
 * @return array[] Attributes of each block.
 */
function forms_in( \WP_Post $post ) {
	$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'jetpack/donations' );
	if ( ! $type ) {
		return array();
	}
	return array_map(
		function ( $block ) use ( $type ) {
			return $type->prepare_attributes_for_render( isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array() );
		},
		\Blockpack\find_blocks( parse_blocks( $post->post_content ), 'jetpack/donations' )
	);
}

/**
 * What a form offers: its currency, its tabs by interval (each a stored donation plan of that
 * interval and currency, shown, with the tiers visitors see), and whether a custom amount is
 * shown.
 *
 * @param array $attributes Block attributes (defaults applied).
 * @return array{currency: string, tabs: array<string, array>, custom: bool}
 */
function form_offer( array $attributes ) {
	$currency = isset( $attributes['currency'] ) && in_array( $attributes['currency'], Currencies::codes(), true ) ? $attributes['currency'] : 'USD';
	$minimum  = (float) Currencies::minimum( $currency );
	$tabs     = array();
	foreach ( TABS as $interval => $key ) {
		$tab = isset( $attributes[ $key ] ) && is_array( $attributes[ $key ] ) ? $attributes[ $key ] : array();
		if ( empty( $tab['show'] ) || empty( $tab['planId'] ) || ! is_numeric( $tab['planId'] ) || ! plan_matches( (int) $tab['planId'], $interval, $currency ) ) {
			continue;
		}
		$tiers = array();
		foreach ( isset( $tab['amounts'] ) && is_array( $tab['amounts'] ) ? array_slice( $tab['amounts'], 0, 3 ) : array() as $amount ) {
			if ( is_numeric( $amount ) && (float) $amount >= $minimum && (float) $amount <= Routes::MAX_PRICE ) {
				$tiers[] = (float) $amount;
			}
		}
		$tab['tiers']      = $tiers;
		$tabs[ $interval ] = $tab;
	}
	return array(
		'currency' => $currency,
		'tabs'     => $tabs,
		'custom'   => ! isset( $attributes['showCustomAmount'] ) || ! empty( $attributes['showCustomAmount'] ),
	);
}

/**
 * Whether a form in a post visitors may view offers a plan at an amount: the plan is one of a
 * form's tabs (so of its currency and interval), and the amount one of that tab's tiers, or any
 * amount from the currency's minimum when the form shows a custom amount.
 *
 * @param \WP_Post|null $post   The post the form is in.
 * @param array         $plan   A stored donation plan.
 * @param float         $amount The amount asked for.
 * @return bool
 */
function offered( $post, array $plan, $amount ) {
	if ( ! $post instanceof \WP_Post || 'publish' !== $post->post_status || '' !== $post->post_password || ! is_post_publicly_viewable( $post ) ) {
		return false;
	}
	$asked = minor_units( $amount, $plan['currency'] );
	foreach ( forms_in( $post ) as $attributes ) {
		$offer = form_offer( $attributes );
		if ( $offer['currency'] !== $plan['currency'] || ! isset( $offer['tabs'][ $plan['interval'] ] ) || ! isset( $offer['tabs']['one-time'] ) ) {
			continue;
		}
		$tab = $offer['tabs'][ $plan['interval'] ];
		if ( (int) $tab['planId'] !== (int) $plan['id'] ) {
			continue;
		}
		if ( $offer['custom'] ) {
			return true;
		}
		foreach ( $tab['tiers'] as $tier ) {
			if ( minor_units( $tier, $plan['currency'] ) === $asked ) {
				return true;
			}
		}
	}
	return false;
}

/**
 * Whether a plan id names a stored donation plan of an interval and a currency.
 *
 * @param int    $plan_id  Plan id.
 * @param string $interval 'one-time', '1 month' or '1 year'.
 * @param string $currency Currency code.
 * @return bool
 */
function plan_matches( $plan_id, $interval, $currency ) {
	$plan = $plan_id > 0 ? Plans::get( $plan_id ) : null;
	return $plan && 'donation' === $plan['type'] && $interval === $plan['interval'] && $currency === $plan['currency'];
}
