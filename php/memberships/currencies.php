<?php
/**
 * The server's copy of the currency table used to validate payment plans. The editor has its
 * own table (shared/currencies); PHP imports nothing from JS, so the two are kept in step by
 * hand: per code a symbol, grouping and decimal separators, precision, Stripe's minimum, and
 * 'right' when the symbol follows the amount.
 *
 * @package Blockpack
 */

namespace Blockpack\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * Currencies a payment plan may use.
 */
class Currencies {

	/**
	 * Code => [ symbol, grouping, decimal, precision, minimum, symbol position (optional) ].
	 *
	 * @var array<string, array>
	 */
	const TABLE = array(
		'USD' => array( '$', ',', '.', 2, 0.5 ),
		'AUD' => array( 'A$', ',', '.', 2, 0.5 ),
		'BRL' => array( 'R$', '.', ',', 2, 0.5 ),
		'CAD' => array( 'C$', ',', '.', 2, 0.5 ),
		'CHF' => array( 'CHF', "'", '.', 2, 0.5 ),
		'DKK' => array( 'kr.', '', ',', 2, 2.5 ),
		'EUR' => array( '€', '.', ',', 2, 0.5, 'right' ),
		'GBP' => array( '£', ',', '.', 2, 0.3 ),
		'HKD' => array( 'HK$', ',', '.', 2, 4 ),
		'INR' => array( '₹', ',', '.', 2, 0.5 ),
		'JPY' => array( '¥', ',', '.', 0, 50 ),
		'MXN' => array( 'MX$', ',', '.', 2, 10 ),
		'NOK' => array( 'kr', ' ', ',', 2, 3 ),
		'NZD' => array( 'NZ$', ',', '.', 2, 0.5 ),
		'PLN' => array( 'zł', ' ', ',', 2, 2 ),
		'SEK' => array( 'kr', ',', '.', 2, 3 ),
		'SGD' => array( 'S$', ',', '.', 2, 0.5 ),
	);

	/**
	 * The codes a plan may use.
	 *
	 * @return string[]
	 */
	public static function codes() {
		return array_keys( self::TABLE );
	}

	/**
	 * The smallest amount Stripe accepts in a currency.
	 *
	 * @param string $code Currency code.
	 * @return float|null Null for an unknown currency.
	 */
	public static function minimum( $code ) {
		return isset( self::TABLE[ $code ] ) ? (float) self::TABLE[ $code ][4] : null;
	}

	/**
	 * The number of decimals of a currency.
	 *
	 * @param string $code Currency code.
	 * @return int
	 */
	public static function precision( $code ) {
		return isset( self::TABLE[ $code ] ) ? (int) self::TABLE[ $code ][3] : 2;
	}

	/**
	 * An amount formatted in a currency, such as "$0.50" or "0,50 €" (as shared/currencies formats it).
	 *
	 * @param float  $amount Amount.
	 * @param string $code   Currency code.
	 * @return string Empty for an unknown currency.
	 */
	public static function format( $amount, $code ) {
		if ( ! isset( self::TABLE[ $code ] ) ) {
			return '';
		}
		$row    = self::TABLE[ $code ];
		$number = number_format( (float) $amount, $row[3], $row[2], $row[1] );
		return isset( $row[5] ) && 'right' === $row[5] ? $number . ' ' . $row[0] : $row[0] . $number;
	}
}
