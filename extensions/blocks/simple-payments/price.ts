/**
 * Prices of the payment button: how they are written, and the rules a price, a title and an
 * email must pass before the product is saved (messages as the editor shows them).
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import {
	formatCurrency,
	getCurrencyDefaults,
	getCurrencyPrecision,
	parseAmount,
} from '@shared/currencies';
import { isValidEmail } from '@shared/validation/email';

/**
 * A price as a number to write: a missing (or not finite) price is 0.
 *
 * @param price The price.
 * @return The amount.
 */
function amountOf( price: number | undefined ): number {
	return typeof price === 'number' && Number.isFinite( price ) ? price : 0;
}

/**
 * A price as the saved markup writes it ("$10.00", "10,00 €", "¥1,000"); a missing price is 0.
 *
 * @param price    The price.
 * @param currency A currency code.
 * @return The written price.
 */
export function formatPrice(
	price: number | undefined,
	currency: string
): string {
	const amount = amountOf( price );
	return (
		formatCurrency( amount, currency ) ??
		formatPriceFallback( amount, currency )
	);
}

/**
 * The older way of writing a price: the digits with a dot, then the symbol without trailing
 * dots ("10.00 A$", "10.00 kr"). Content saved that way opens through a deprecation.
 *
 * @param price    The price.
 * @param currency A currency code.
 * @return The written price.
 */
export function formatPriceFallback(
	price: number | undefined,
	currency: string
): string {
	const amount = amountOf( price );
	const { precision, symbol } = getCurrencyDefaults( currency );
	return `${ amount.toFixed( precision ) } ${ symbol.replace( /\.+$/, '' ) }`;
}

/**
 * Digits of other scripts that a browser's number formatting may write (Arabic-Indic,
 * Eastern Arabic-Indic, Devanagari, Bengali), mapped to 0–9.
 */
const DIGIT_ZEROS = [ 0x0660, 0x06f0, 0x0966, 0x09e6 ];

/**
 * The ASCII digits of a written amount, in order ("1.234,50 €" → "123450", "١٠٫٠٠" → "1000").
 *
 * @param text A written amount.
 * @return Its digits.
 */
export function writtenDigits( text: string ): string {
	let digits = '';
	for ( const char of text ) {
		const code = char.codePointAt( 0 ) ?? 0;
		if ( code >= 0x30 && code <= 0x39 ) {
			digits += char;
			continue;
		}
		const zero = DIGIT_ZEROS.find( ( z ) => code >= z && code <= z + 9 );
		if ( zero !== undefined ) {
			digits += String( code - zero );
		}
	}
	return digits;
}

/**
 * How many digits a browser writes after the decimal point for a currency (2 for USD, 0 for
 * JPY, 3 for BHD), or null when it does not know the code.
 *
 * @param currency A currency code.
 * @return The digits, or null.
 */
function browserPrecision( currency: string ): number | null {
	try {
		return (
			new Intl.NumberFormat( 'en-US', {
				style: 'currency',
				currency,
			} ).resolvedOptions().maximumFractionDigits ?? null
		);
	} catch {
		return null;
	}
}

/**
 * Whether a price written in saved markup says the block's price, whatever the language it was
 * written for: Jetpack's newest save let the browser write it in the site's language ("€10.00",
 * "10,00 €", "CHF 10.00", "١٠٫٠٠ €"), so the written form is not one string. Its digits, read in
 * order, must be the price's at the currency's precision (ours or the browser's).
 *
 * @param text     The written price.
 * @param price    The block's price (a missing price is 0).
 * @param currency A currency code.
 * @return True when the text writes that price.
 */
export function writtenPriceMatches(
	text: string,
	price: number | undefined,
	currency: string
): boolean {
	const amount = amountOf( price );
	if ( amount < 0 || text.length > 40 ) {
		return false;
	}
	const digits = writtenDigits( text );
	if ( ! digits ) {
		return false;
	}
	const precisions = new Set( [
		getCurrencyPrecision( currency ),
		browserPrecision( currency ) ?? getCurrencyPrecision( currency ),
	] );
	return [ ...precisions ].some(
		( precision ) =>
			amount.toFixed( precision ).replace( '.', '' ) === digits
	);
}

/**
 * The digits after the decimal point of a number as JavaScript writes it (exponents counted).
 *
 * @param value A number.
 * @return 0 for a whole number.
 */
export function decimalPlaces( value: number ): number {
	const match = /(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec( String( value ) );
	if ( ! match ) {
		return 0;
	}
	return Math.max(
		0,
		( match[ 1 ] ? match[ 1 ].length : 0 ) -
			( match[ 2 ] ? Number( match[ 2 ] ) : 0 )
	);
}

/**
 * Reads a price typed in the price field: the currency's own separators ("1.234,56" in EUR) or
 * a plain number with a dot ("12.5").
 *
 * @param text     What was typed.
 * @param currency A currency code.
 * @return The price, or null when it is not a number.
 */
export function readPrice( text: string, currency: string ): number | null {
	const trimmed = text.trim();
	if ( trimmed === '' ) {
		return null;
	}
	if ( /^-?\d+(?:\.\d+)?$/.test( trimmed ) ) {
		return Number( trimmed );
	}
	return parseAmount( trimmed, currency );
}

/**
 * Why a price cannot be saved, or null when it can.
 *
 * @param price    The price (undefined when the field is empty).
 * @param currency A currency code.
 * @return The message.
 */
export function priceError(
	price: number | null | undefined,
	currency: string
): string | null {
	if ( price === undefined || price === null ) {
		return __(
			'If you’re selling something, you need a price tag. Add yours here.',
			'blockpack'
		);
	}
	if ( typeof price !== 'number' || ! Number.isFinite( price ) ) {
		return __( 'Invalid price', 'blockpack' );
	}
	if ( price < 0 ) {
		return __(
			'Your price is negative — enter a positive number so people can pay the right amount.',
			'blockpack'
		);
	}
	if ( price === 0 ) {
		return __(
			'If you’re selling something, you need a price tag. Add yours here.',
			'blockpack'
		);
	}
	const precision = getCurrencyPrecision( currency );
	if ( decimalPlaces( price ) > precision ) {
		if ( precision === 0 ) {
			return __(
				'We know every penny counts, but prices in this currency can’t contain decimal values.',
				'blockpack'
			);
		}
		return sprintf(
			/* translators: %d: digits allowed after the decimal point. */
			_n(
				'The price cannot have more than %d decimal place.',
				'The price cannot have more than %d decimal places.',
				precision,
				'blockpack'
			),
			precision
		);
	}
	return null;
}

/**
 * Why a title cannot be saved, or null when it can.
 *
 * @param title The item name.
 * @return The message.
 */
export function titleError( title: string ): string | null {
	return title.trim()
		? null
		: __(
				'Please add a brief title so that people know what they’re paying for.',
				'blockpack'
			);
}

/**
 * Why an email cannot be saved, or null when it can.
 *
 * @param email The address typed.
 * @return The message.
 */
export function emailError( email: string ): string | null {
	if ( ! email.trim() ) {
		return __(
			'We want to make sure payments reach you, so please add an email address.',
			'blockpack'
		);
	}
	if ( ! isValidEmail( email.trim() ) ) {
		return sprintf(
			/* translators: %s: the email address typed. */
			__( '%s is not a valid email address.', 'blockpack' ),
			email
		);
	}
	return null;
}

/** The field errors of a product, each null when the field is fine. */
export interface ProductErrors {
	title: string | null;
	price: string | null;
	email: string | null;
}

/**
 * Every field error of a product.
 *
 * @param product          The fields.
 * @param product.title    Item name.
 * @param product.price    Price.
 * @param product.currency Currency.
 * @param product.email    Email.
 * @return The errors; the product may be saved when all are null.
 */
export function validateProduct( product: {
	title: string;
	price: number | null | undefined;
	currency: string;
	email: string;
} ): ProductErrors {
	return {
		title: titleError( product.title ),
		price: priceError( product.price, product.currency ),
		email: emailError( product.email ),
	};
}

/**
 * Whether no field has an error.
 *
 * @param errors The errors of `validateProduct()`.
 * @return True when the product may be saved.
 */
export function isProductValid( errors: ProductErrors ): boolean {
	return ! errors.title && ! errors.price && ! errors.email;
}

/**
 * The message of a server error for a field, from the key the server names (`spay_email`,
 * `spay_price`).
 *
 * @param key   The error's `data.key`.
 * @param email The address that was sent.
 * @return The field and its message, or null for another error.
 */
export function serverFieldError(
	key: unknown,
	email: string
): { field: 'email' | 'price'; message: string } | null {
	if ( key === 'spay_email' ) {
		return {
			field: 'email',
			message: sprintf(
				/* translators: %s: the email address sent. */
				__( '%s is not a valid email address.', 'blockpack' ),
				email
			),
		};
	}
	if ( key === 'spay_price' ) {
		return { field: 'price', message: __( 'Invalid price.', 'blockpack' ) };
	}
	return null;
}
