/**
 * The currency table every payment block uses: how each currency is written (symbol, grouping
 * and decimal separators, digits after the decimal separator), Stripe's minimum charge per
 * currency, and the helpers that format, parse and validate amounts with them.
 *
 * Which function does what with a currency it does not know:
 * - `formatCurrency()` returns undefined: it never prints an amount in a made-up currency.
 * - `getCurrencyDefaults()`, `getCurrencySymbol()`, `getCurrencyPrecision()` and `parseAmount()`
 *   fall back to `DEFAULT_CURRENCY` ("$", comma grouping, dot decimal, 2 digits), as Jetpack's
 *   `getCurrencyDefaults()` does.
 * - `minimumAmount()` returns undefined and `isValidAmount()` false: only currencies with a
 *   minimum can be charged through Stripe.
 *
 * Which currencies a block offers, and the donation form's default amounts, are the blocks'
 * own policy: extensions/blocks/simple-payments/currencies.ts, extensions/blocks/donations/currencies.ts.
 */
import table from './currencies.json';

/** How amounts in one currency are written. */
export interface CurrencyFormat {
	/** The symbol printed with the amount. */
	symbol: string;
	/** The thousands separator ('' when digits are not grouped). */
	grouping: string;
	/** The decimal separator. */
	decimal: string;
	/** Digits after the decimal separator. */
	precision: number;
	/** Where the symbol goes: before the amount (default) or after it, with a space. */
	symbolPosition?: 'left' | 'right';
}

/** The format of a currency code that is not in the table. */
export const DEFAULT_CURRENCY: Readonly< CurrencyFormat > = Object.freeze( {
	symbol: '$',
	grouping: ',',
	decimal: '.',
	precision: 2,
} );

/**
 * The currency table (currencies.json, which php/memberships/currencies.php reads too): per
 * ISO 4217 code how amounts are written, and Stripe's minimum charge in the currency's unit
 * (null where Stripe takes none through Blockpack).
 */
type CurrencyTable = typeof table;

/** A code of the currency table. */
export type CurrencyCode = keyof CurrencyTable;

/** How amounts are written in each currency of the table. */
export const CURRENCIES = Object.fromEntries(
	Object.entries( table ).map( ( [ code, row ] ) => {
		const format: CurrencyFormat = {
			symbol: row.symbol,
			grouping: row.grouping,
			decimal: row.decimal,
			precision: row.precision,
		};
		if ( 'symbolPosition' in row ) {
			format.symbolPosition = row.symbolPosition as 'left' | 'right';
		}
		return [ code, Object.freeze( format ) ];
	} )
) as Readonly< Record< CurrencyCode, Readonly< CurrencyFormat > > >;

/** A currency Stripe can charge: one with a minimum. */
export type StripeCurrencyCode = {
	[ Code in CurrencyCode ]: CurrencyTable[ Code ][ 'minimum' ] extends number
		? Code
		: never;
}[ CurrencyCode ];

/**
 * Stripe's minimum charge per currency, in the currency's unit (not cents). Only these
 * currencies can be charged through Stripe (donations, memberships).
 */
export const MINIMUM_AMOUNTS = Object.fromEntries(
	Object.entries( table ).flatMap( ( [ code, row ] ) =>
		typeof row.minimum === 'number' ? [ [ code, row.minimum ] ] : []
	)
) as Readonly< Record< StripeCurrencyCode, number > >;

/**
 * Whether a code is in the currency table.
 *
 * @param code A currency code.
 * @return True for a code of `CURRENCIES`.
 */
export function isKnownCurrency( code: unknown ): code is CurrencyCode {
	return (
		typeof code === 'string' &&
		Object.prototype.hasOwnProperty.call( CURRENCIES, code )
	);
}

/**
 * The format of a currency, or the default format ("$", comma grouping, dot decimal, 2 digits)
 * for a code that is not in the table.
 *
 * @param code A currency code.
 * @return The currency's format.
 */
export function getCurrencyDefaults(
	code: string
): Readonly< CurrencyFormat > {
	return isKnownCurrency( code ) ? CURRENCIES[ code ] : DEFAULT_CURRENCY;
}

/**
 * The symbol of a currency ("$" for an unknown code).
 *
 * @param code A currency code.
 * @return The symbol.
 */
export function getCurrencySymbol( code: string ): string {
	return getCurrencyDefaults( code ).symbol;
}

/**
 * The digits after the decimal separator of a currency (2 for an unknown code).
 *
 * @param code A currency code.
 * @return 0 for JPY, 3 for BHD, mostly 2.
 */
export function getCurrencyPrecision( code: string ): number {
	return getCurrencyDefaults( code ).precision;
}

/**
 * A label for a currency picker: the code, followed by its symbol (without trailing dots) unless
 * the symbol is the code itself ("USD $", "DKK kr", "CHF").
 *
 * @param code A currency code.
 * @return The label.
 */
export function getCurrencyLabel( code: string ): string {
	const symbol = getCurrencySymbol( code ).replace( /\.+$/, '' );
	return symbol === code ? code : `${ code } ${ symbol }`;
}

/**
 * Rounds half away from zero to a number of digits, on the decimal text of the number, so that
 * 1.005 becomes 1.01 (binary floating point would give 1.00).
 *
 * @param value     A finite number.
 * @param precision Digits to keep after the decimal point.
 * @return The rounded number.
 */
export function roundToPrecision( value: number, precision: number ): number {
	if ( ! Number.isFinite( value ) ) {
		return value;
	}
	const magnitude = Math.abs( value );
	const text = String( magnitude );
	// A number JavaScript already writes with an exponent (tiny or huge) cannot be shifted as
	// text; toFixed is exact enough at those magnitudes.
	const rounded = /e/i.test( text )
		? Number( magnitude.toFixed( precision ) )
		: Number(
				`${ Math.round( Number( `${ text }e${ precision }` ) ) }e-${ precision }`
			);
	return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Amounts at or above this are written by JavaScript with an exponent: never a price. */
const LARGEST_FORMATTED_AMOUNT = 1e21;

/**
 * Groups the digits of a whole number by three.
 *
 * @param digits    The digits, without sign.
 * @param separator The grouping separator ('' for none).
 * @return The grouped digits.
 */
function groupDigits( digits: string, separator: string ): string {
	return separator
		? digits.replace( /\B(?=(\d{3})+(?!\d))/g, separator )
		: digits;
}

/** Options of `formatCurrency()`. */
export interface FormatCurrencyOptions {
	/** Print the currency symbol (default true). */
	symbol?: boolean;
}

/**
 * Formats an amount in a currency, rounded half away from zero to the currency's precision:
 * "$1,234.56", "¥1,235", "1.234,56 €", "CHF1'234.56", "-$5.00".
 *
 * @param amount  The amount, in the currency's unit.
 * @param code    A currency code of `CURRENCIES`.
 * @param options `symbol: false` prints the number alone ("1.234,56").
 * @return The formatted amount; undefined for an unknown currency or when the amount is not a
 *         finite number (a string, NaN, ±Infinity) or too large to be a price (≥ 1e21).
 */
export function formatCurrency(
	amount: unknown,
	code: string,
	options: FormatCurrencyOptions = {}
): string | undefined {
	if (
		! isKnownCurrency( code ) ||
		typeof amount !== 'number' ||
		! Number.isFinite( amount ) ||
		Math.abs( amount ) >= LARGEST_FORMATTED_AMOUNT
	) {
		return undefined;
	}
	const format: CurrencyFormat = CURRENCIES[ code ];
	const rounded = roundToPrecision( amount, format.precision );
	const [ whole, fraction ] = Math.abs( rounded )
		.toFixed( format.precision )
		.split( '.' );
	const number =
		groupDigits( whole, format.grouping ) +
		( fraction ? format.decimal + fraction : '' );
	// An amount that rounds to zero is never "-0.00".
	const sign = rounded < 0 ? '-' : '';
	if ( options.symbol === false ) {
		return sign + number;
	}
	return format.symbolPosition === 'right'
		? `${ sign }${ number } ${ format.symbol }`
		: `${ sign }${ format.symbol }${ number }`;
}

/**
 * Stripe's minimum charge in a currency.
 *
 * @param code A currency code.
 * @return The minimum, or undefined when Stripe cannot charge the currency here.
 */
export function minimumAmount( code: string ): number | undefined {
	return Object.prototype.hasOwnProperty.call( MINIMUM_AMOUNTS, code )
		? MINIMUM_AMOUNTS[ code as StripeCurrencyCode ]
		: undefined;
}

/**
 * Whether an amount can be charged: a finite number (not a numeric string: parse typed text
 * with `parseAmount()` first) at least the currency's minimum. False for a currency without a
 * minimum. A float a hair under the minimum (0.7 - 0.4 for 0.3) counts as the minimum.
 *
 * @param amount The amount, in the currency's unit.
 * @param code   A currency code.
 * @return True when valid.
 */
export function isValidAmount( amount: unknown, code: string ): boolean {
	const minimum = minimumAmount( code );
	if (
		minimum === undefined ||
		typeof amount !== 'number' ||
		! Number.isFinite( amount )
	) {
		return false;
	}
	return amount >= minimum || minimum - amount < 1e-9;
}

/** Characters a user may type for a space separator (space, no-break space, narrow no-break). */
const SPACES = /[\s\u00a0\u202f]/g;

/**
 * Escapes a string for a regular expression.
 *
 * @param text The text.
 * @return The escaped text.
 */
function escapeRegExp( text: string ): string {
	return text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
}

/**
 * Reads an amount a user typed with the currency's separators: "1,234.56" in USD, "1.234,56" or
 * "1.234,56 €" in EUR, "1'234.50" in CHF, "1 234,5" in PLN. The currency symbol and spaces
 * around it are allowed; a grouping separator must separate groups of three digits ("5.50" in
 * EUR is not 550), so a number typed with another currency's separators is refused. Digits
 * after the decimal separator are kept as typed (precision is the caller's rule). A number is
 * returned as it is when finite. Unknown codes use the default separators.
 *
 * @param text The typed text, or a number.
 * @param code A currency code.
 * @return The amount, or null when the text is empty or not an amount.
 */
export function parseAmount( text: unknown, code: string ): number | null {
	if ( typeof text === 'number' ) {
		return Number.isFinite( text ) ? text : null;
	}
	if ( typeof text !== 'string' ) {
		return null;
	}
	const { symbol, grouping, decimal } = getCurrencyDefaults( code );
	let value = text.trim();
	const negative = value.startsWith( '-' );
	if ( negative ) {
		value = value.slice( 1 ).trim();
	}
	// The symbol, before or after the number.
	if ( value.startsWith( symbol ) ) {
		value = value.slice( symbol.length );
	} else if ( value.endsWith( symbol ) ) {
		value = value.slice( 0, -symbol.length );
	}
	value = value.trim();
	if ( grouping === ' ' ) {
		value = value.replace( SPACES, ' ' );
	} else if ( grouping === "'" ) {
		// Keyboards often type a typographic apostrophe.
		value = value.replace( /\u2019/g, "'" );
	}
	const group = grouping ? escapeRegExp( grouping ) : '';
	const wholePart = group ? `(?:\\d{1,3}(?:${ group }\\d{3})+|\\d+)` : '\\d+';
	const pattern = new RegExp(
		`^(?:(${ wholePart })(?:${ escapeRegExp( decimal ) }(\\d+))?|${ escapeRegExp(
			decimal
		) }(\\d+))$`
	);
	const match = pattern.exec( value );
	if ( ! match ) {
		return null;
	}
	const [ , whole, fraction, fractionOnly ] = match;
	const digits = whole
		? whole.split( grouping || '\u0000' ).join( '' ) +
			( fraction ? `.${ fraction }` : '' )
		: `0.${ fractionOnly }`;
	const amount = Number( digits );
	if ( ! Number.isFinite( amount ) ) {
		return null;
	}
	return negative ? -amount : amount;
}
