<?php
/**
 * The server's reading of the one currency table, shared/currencies/currencies.json (the editor
 * imports the same file): per code a symbol, grouping and decimal separators, precision,
 * Stripe's minimum (null where Stripe takes none through Blockpack), and `symbolPosition`
 * 'right' when the symbol follows the amount. Payment plans and donations use the currencies
 * with a minimum; the payment button writes its prices with it too.
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
	 * The table file, relative to the plugin's folder.
	 */
	const FILE = 'shared/currencies/currencies.json';

	/**
	 * The table, read once a request.
	 *
	 * @var array<string, array>|null
	 */
	private static $table = null;

	/**
	 * Code => [ symbol, grouping, decimal, precision, minimum (or null), symbolPosition (optional) ].
	 *
	 * @return array<string, array>
	 */
	public static function table() {
		if ( null === self::$table ) {
			// file_get_contents(): a file of the plugin.
			$table       = json_decode( (string) file_get_contents( BLOCKPACK_DIR . '/' . self::FILE ), true );
			self::$table = is_array( $table ) ? $table : array();
		}
		return self::$table;
	}

	/**
	 * The codes a plan may use: those with a minimum.
	 *
	 * @return string[]
	 */
	public static function codes() {
		return array_keys(
			array_filter(
				self::table(),
				static function ( $row ) {
					return isset( $row['minimum'] );
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
		$table = self::table();
		return isset( $table[ $code ]['minimum'] ) ? (float) $table[ $code ]['minimum'] : null;
	}

	/**
	 * The number of decimals of a currency.
	 *
	 * @param string $code Currency code.
	 * @return int
	 */
	public static function precision( $code ) {
		$table = self::table();
		return isset( $table[ $code ] ) ? (int) $table[ $code ]['precision'] : 2;
	}

	/**
	 * An amount formatted in a currency, such as "$0.50" or "0,50 €" (as shared/currencies formats it).
	 *
	 * @param float  $amount Amount.
	 * @param string $code   Currency code.
	 * @return string Empty for an unknown currency.
	 */
	public static function format( $amount, $code ) {
		$table = self::table();
		if ( ! isset( $table[ $code ] ) ) {
			return '';
		}
		$row    = $table[ $code ];
		$number = number_format( (float) $amount, (int) $row['precision'], $row['decimal'], $row['grouping'] );
		return isset( $row['symbolPosition'] ) && 'right' === $row['symbolPosition'] ? $number . ' ' . $row['symbol'] : $row['symbol'] . $number;
	}
}
