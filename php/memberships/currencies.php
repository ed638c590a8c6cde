<?php
/**
 * The server's copy of the currency table (shared/currencies in the editor; PHP imports nothing
 * from JS, and stores/membership-products/test/server-currencies.test.ts checks the two agree):
 * per code a symbol, grouping and decimal separators, precision, Stripe's minimum (null where
 * Stripe takes none through Blockpack), and 'right' when the symbol follows the amount. Payment
 * plans and donations use the currencies with a minimum; the payment button writes its prices
 * with it too.
 *
 * @package Blockpack
 */

namespace Blockpack\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * Currencies: how amounts are written, and which ones a payment plan may use.
 */
class Currencies {

	/**
	 * Code => [ symbol, grouping, decimal, precision, minimum or null, symbol position (optional) ].
	 *
	 * @var array<string, array>
	 */
	const TABLE = array(
		'AUD' => array( 'A$', ',', '.', 2, 0.5 ),
		'BHD' => array( 'د.ب.', ',', '.', 3, null ),
		'BRL' => array( 'R$', '.', ',', 2, 0.5 ),
		'CAD' => array( 'C$', ',', '.', 2, 0.5 ),
		'CHF' => array( 'CHF', "'", '.', 2, 0.5 ),
		'CZK' => array( 'Kč', ' ', ',', 2, null ),
		'DKK' => array( 'kr.', '', ',', 2, 2.5 ),
		'EUR' => array( '€', '.', ',', 2, 0.5, 'right' ),
		'GBP' => array( '£', ',', '.', 2, 0.3 ),
		'HKD' => array( 'HK$', ',', '.', 2, 4 ),
		'HUF' => array( 'Ft', '.', ',', 0, null ),
		'ILS' => array( '₪', ',', '.', 2, null ),
		'INR' => array( '₹', ',', '.', 2, 0.5 ),
		'JPY' => array( '¥', ',', '.', 0, 50 ),
		'MXN' => array( 'MX$', ',', '.', 2, 10 ),
		'MYR' => array( 'RM', ',', '.', 2, null ),
		'NOK' => array( 'kr', ' ', ',', 2, 3 ),
		'NZD' => array( 'NZ$', ',', '.', 2, 0.5 ),
		'PHP' => array( '₱', ',', '.', 2, null ),
		'PLN' => array( 'zł', ' ', ',', 2, 2 ),
		'RUB' => array( '₽', ' ', ',', 2, null ),
		'SEK' => array( 'kr', ',', '.', 2, 3 ),
		'SGD' => array( 'S$', ',', '.', 2, 0.5 ),
		'THB' => array( '฿', ',', '.', 2, null ),
		'TWD' => array( 'NT$', ',', '.', 2, null ),
		'USD' => array( '$', ',', '.', 2, 0.5 ),
	);

	/**
	 * The codes a plan may use: those with a minimum.
	 *
	 * @return string[]
	 */
	public static function codes() {
		return array_keys(
			array_filter(
				self::TABLE,
				static function ( $row ) {
					return null !== $row[4];
				}
			)
		);
	}

	/**
	 * The smallest amount Stripe accepts in a currency.
	 *
	 * @param string $code Currency code.
	 * @return float|null Null for an unknown currency or one without a minimum.
	 */
	public static function minimum( $code ) {
		return isset( self::TABLE[ $code ][4] ) ? (float) self::TABLE[ $code ][4] : null;
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
