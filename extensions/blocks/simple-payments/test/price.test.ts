/**
 * The payment button's price writing and field rules.
 */
import { SIMPLE_PAYMENTS_CURRENCIES } from '../currencies';
import {
	decimalPlaces,
	emailError,
	formatPrice,
	formatPriceFallback,
	isProductValid,
	priceError,
	readPrice,
	serverFieldError,
	titleError,
	validateProduct,
	writtenDigits,
	writtenPriceMatches,
} from '../price';

const NEED_PRICE =
	'If you’re selling something, you need a price tag. Add yours here.';
const NEGATIVE =
	'Your price is negative — enter a positive number so people can pay the right amount.';
const NO_DECIMALS =
	'We know every penny counts, but prices in this currency can’t contain decimal values.';

describe( 'formatPrice', () => {
	test.each( [
		[ 10, 'USD', '$10.00' ],
		[ 10, 'AUD', 'A$10.00' ],
		[ 1234.5, 'EUR', '1.234,50 €' ],
		[ 1000, 'JPY', '¥1,000' ],
		[ 1000, 'HUF', 'Ft1.000' ],
		[ 1234.56, 'CHF', "CHF1'234.56" ],
		[ 1.005, 'USD', '$1.01' ],
		[ undefined, 'USD', '$0.00' ],
		[ Number.NaN, 'GBP', '£0.00' ],
	] )( '%p %s → %s', ( price, currency, expected ) => {
		expect( formatPrice( price, currency ) ).toBe( expected );
	} );

	test.each( SIMPLE_PAYMENTS_CURRENCIES )(
		'every currency of the block writes a price: %s',
		( code ) => {
			expect( formatPrice( 5, code ) ).toMatch( /5/ );
		}
	);

	test( 'an unknown currency falls back to the older writing', () => {
		expect( formatPrice( 5, 'XYZ' ) ).toBe( '5.00 $' );
	} );
} );

describe( 'formatPriceFallback', () => {
	test.each( [
		[ 10, 'AUD', '10.00 A$' ],
		[ 10, 'DKK', '10.00 kr' ],
		[ 1000, 'JPY', '1000 ¥' ],
		[ undefined, 'USD', '0.00 $' ],
	] )( '%p %s → %s', ( price, currency, expected ) => {
		expect( formatPriceFallback( price, currency ) ).toBe( expected );
	} );
} );

describe( 'decimalPlaces', () => {
	test.each( [
		[ 10, 0 ],
		[ 10.5, 1 ],
		[ 10.55, 2 ],
		[ 1.005, 3 ],
		[ 1e-7, 7 ],
		[ 1.5e-7, 8 ],
		[ 1e21, 0 ],
	] )( '%p has %p', ( value, expected ) => {
		expect( decimalPlaces( value ) ).toBe( expected );
	} );
} );

describe( 'readPrice', () => {
	test.each( [
		[ '12', 'USD', 12 ],
		[ ' 12.5 ', 'USD', 12.5 ],
		[ '1,234.56', 'USD', 1234.56 ],
		[ '1.234,56', 'EUR', 1234.56 ],
		[ '12.5', 'EUR', 12.5 ],
		[ '-3', 'USD', -3 ],
		[ '', 'USD', null ],
		[ 'abc', 'USD', null ],
		[ '12abc', 'USD', null ],
		[ '<script>1</script>', 'USD', null ],
		[ '1e3', 'USD', null ],
	] )( '%p in %s → %p', ( text, currency, expected ) => {
		expect( readPrice( text, currency ) ).toBe( expected );
	} );
} );

describe( 'priceError', () => {
	test.each( [
		[ undefined, 'USD', NEED_PRICE ],
		[ null, 'USD', NEED_PRICE ],
		[ 0, 'USD', NEED_PRICE ],
		[ Number.NaN, 'USD', 'Invalid price' ],
		[ Infinity, 'USD', 'Invalid price' ],
		[ -1, 'USD', NEGATIVE ],
		[ 10.5, 'JPY', NO_DECIMALS ],
		[ 10.5, 'HUF', NO_DECIMALS ],
		[ 10, 'JPY', null ],
		[ 10.555, 'USD', 'The price cannot have more than 2 decimal places.' ],
		[ 10.55, 'USD', null ],
		[ 10.5, 'EUR', null ],
		[ 0.01, 'GBP', null ],
	] )( '%p in %s → %p', ( price, currency, expected ) => {
		expect( priceError( price, currency ) ).toBe( expected );
	} );
} );

describe( 'titleError', () => {
	test.each( [
		[
			'',
			'Please add a brief title so that people know what they’re paying for.',
		],
		[
			'   ',
			'Please add a brief title so that people know what they’re paying for.',
		],
		[ 'Tea', null ],
		[ '<script>alert(1)</script>', null ],
	] )( '%p → %p', ( title, expected ) => {
		expect( titleError( title ) ).toBe( expected );
	} );
} );

describe( 'emails', () => {
	test.each( [
		[ 'shop@example.com', true ],
		[ 'first.last+tag@sub.example.co.uk', true ],
		[ 'shop@example', false ],
		[ 'shop example@example.com', false ],
		[ '@example.com', false ],
		[ 'shop@@example.com', false ],
		[ '"shop"@example.com', false ],
		[ '<script>@example.com', false ],
		[ 'javascript:alert(1)@x.com', false ],
		[ '', false ],
		// The rule of shared/validation/email, as the contact form's: no doubled or end dots.
		[ 'a..b@x.io', false ],
		[ '.a@x.io', false ],
		[ 'a.@x.io', false ],
		[ ' shop@example.com ', true ],
	] )( '%p valid: %p', ( email, expected ) => {
		expect( emailError( email ) === null ).toBe( expected );
	} );

	test.each( [
		[
			'',
			'We want to make sure payments reach you, so please add an email address.',
		],
		[ 'nope', 'nope is not a valid email address.' ],
		[ 'shop@example.com', null ],
	] )( '%p → %p', ( email, expected ) => {
		expect( emailError( email ) ).toBe( expected );
	} );
} );

describe( 'validateProduct', () => {
	test( 'a complete product is valid', () => {
		const errors = validateProduct( {
			title: 'Tea',
			price: 4.5,
			currency: 'USD',
			email: 'shop@example.com',
		} );
		expect( errors ).toEqual( { title: null, price: null, email: null } );
		expect( isProductValid( errors ) ).toBe( true );
	} );

	test( 'an empty product has every error', () => {
		const errors = validateProduct( {
			title: '',
			price: undefined,
			currency: 'USD',
			email: '',
		} );
		expect( errors.title ).not.toBeNull();
		expect( errors.price ).toBe( NEED_PRICE );
		expect( errors.email ).not.toBeNull();
		expect( isProductValid( errors ) ).toBe( false );
	} );
} );

describe( 'serverFieldError', () => {
	test.each( [
		[
			'spay_email',
			{ field: 'email', message: 'a@b is not a valid email address.' },
		],
		[ 'spay_price', { field: 'price', message: 'Invalid price.' } ],
		[ 'other', null ],
		[ undefined, null ],
	] )( '%p → %p', ( key, expected ) => {
		expect( serverFieldError( key, 'a@b' ) ).toEqual( expected );
	} );
} );

describe( 'writtenDigits', () => {
	test.each( [
		[ '1.234,50\u00a0€', '123450' ],
		[ '€10.00', '1000' ],
		[ '\u200f١٠٫٠٠ €', '1000' ],
		[ '۱۲٫۵۰ $', '1250' ],
		[ '१०.०० ₹', '1000' ],
		[ 'CHF', '' ],
	] )( '%j → %j', ( text, digits ) => {
		expect( writtenDigits( text ) ).toBe( digits );
	} );
} );

describe( 'writtenPriceMatches: a price the browser wrote in any language', () => {
	const locales = [
		'en-US',
		'de-DE',
		'fr-FR',
		'ja-JP',
		'de-CH',
		'nl-NL',
		'ar-EG',
		'hi-IN',
	];
	const prices: Array< [ number, string ] > = [
		[ 10, 'USD' ],
		[ 1234.5, 'EUR' ],
		[ 1000, 'JPY' ],
		[ 10.5, 'CHF' ],
		[ 0.99, 'GBP' ],
		[ 1234567.89, 'SEK' ],
		[ 25, 'HUF' ],
		[ 100, 'TWD' ],
	];
	const cases = locales.flatMap( ( locale ) =>
		prices.map( ( [ price, currency ] ): [ string, number, string ] => [
			locale,
			price,
			currency,
		] )
	);
	test.each( cases )( '%s: %d %s', ( locale, price, currency ) => {
		const written = new Intl.NumberFormat( locale, {
			style: 'currency',
			currency,
		} ).format( price );
		expect( writtenPriceMatches( written, price, currency ) ).toBe( true );
	} );

	test.each( SIMPLE_PAYMENTS_CURRENCIES.map( ( code ) => [ code ] ) )(
		'%s: our own and the older written forms match too',
		( code ) => {
			expect(
				writtenPriceMatches( formatPrice( 12, code ), 12, code )
			).toBe( true );
			expect(
				writtenPriceMatches( formatPriceFallback( 12, code ), 12, code )
			).toBe( true );
		}
	);

	test.each( [
		[ '€10.00', 11, 'EUR', 'another price' ],
		[ '€100.00', 10, 'EUR', 'a digit more' ],
		[ '€1.00', 10, 'EUR', 'a digit less' ],
		[ '¥1,000', 100, 'JPY', 'another price without decimals' ],
		[ '$10.001', 10, 'USD', 'more decimals than the currency has' ],
		[ '€', 10, 'EUR', 'no digits' ],
		[ '', 0, 'USD', 'nothing written' ],
		[ '-$10.00', -10, 'USD', 'a negative price' ],
		[ '$10.00 '.repeat( 10 ), 10, 'USD', 'a long text' ],
	] )( '%j is not %d %s (%s)', ( text, price, currency ) => {
		expect( writtenPriceMatches( text, price, currency ) ).toBe( false );
	} );

	test( 'a missing price is 0', () => {
		expect( writtenPriceMatches( '$0.00', undefined, 'USD' ) ).toBe( true );
		expect( writtenPriceMatches( '$1.00', undefined, 'USD' ) ).toBe(
			false
		);
	} );
} );
