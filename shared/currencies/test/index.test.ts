import {
	CURRENCIES,
	DEFAULT_CURRENCY,
	MINIMUM_AMOUNTS,
	formatCurrency,
	getCurrencyDefaults,
	getCurrencyLabel,
	getCurrencyPrecision,
	getCurrencySymbol,
	isKnownCurrency,
	isValidAmount,
	minimumAmount,
	parseAmount,
	roundToPrecision,
} from '..';

describe( 'currency codes', () => {
	test.each( [ 'XYZ', 'usd', '', 'toString', '__proto__', 5, null ] )(
		'%p is not a known currency',
		( code ) => {
			expect( isKnownCurrency( code ) ).toBe( false );
		}
	);
} );

describe( 'the currency table', () => {
	// code, symbol, grouping, decimal, precision
	test.each( [
		[ 'AUD', 'A$', ',', '.', 2 ],
		[ 'BHD', 'د.ب.', ',', '.', 3 ],
		[ 'BRL', 'R$', '.', ',', 2 ],
		[ 'CAD', 'C$', ',', '.', 2 ],
		[ 'CHF', 'CHF', "'", '.', 2 ],
		[ 'CZK', 'Kč', ' ', ',', 2 ],
		[ 'DKK', 'kr.', '', ',', 2 ],
		[ 'EUR', '€', '.', ',', 2 ],
		[ 'GBP', '£', ',', '.', 2 ],
		[ 'HKD', 'HK$', ',', '.', 2 ],
		[ 'HUF', 'Ft', '.', ',', 0 ],
		[ 'ILS', '₪', ',', '.', 2 ],
		[ 'INR', '₹', ',', '.', 2 ],
		[ 'JPY', '¥', ',', '.', 0 ],
		[ 'MXN', 'MX$', ',', '.', 2 ],
		[ 'MYR', 'RM', ',', '.', 2 ],
		[ 'NOK', 'kr', ' ', ',', 2 ],
		[ 'NZD', 'NZ$', ',', '.', 2 ],
		[ 'PHP', '₱', ',', '.', 2 ],
		[ 'PLN', 'zł', ' ', ',', 2 ],
		[ 'RUB', '₽', ' ', ',', 2 ],
		[ 'SEK', 'kr', ',', '.', 2 ],
		[ 'SGD', 'S$', ',', '.', 2 ],
		[ 'THB', '฿', ',', '.', 2 ],
		[ 'TWD', 'NT$', ',', '.', 2 ],
		[ 'USD', '$', ',', '.', 2 ],
	] )(
		'%s: symbol %s, grouping "%s", decimal "%s", %d digits',
		( code, symbol, grouping, decimal, precision ) => {
			expect( getCurrencyDefaults( code ) ).toMatchObject( {
				symbol,
				grouping,
				decimal,
				precision,
			} );
			expect( getCurrencySymbol( code ) ).toBe( symbol );
			expect( getCurrencyPrecision( code ) ).toBe( precision );
		}
	);

	test( 'the table holds exactly the tested currencies', () => {
		expect( Object.keys( CURRENCIES ) ).toHaveLength( 26 );
	} );

	test.each( [ 'XYZ', '', 'usd', 'constructor' ] )(
		'unknown code %p falls back to "$", comma grouping, dot decimal, 2 digits',
		( code ) => {
			expect( getCurrencyDefaults( code ) ).toEqual( {
				symbol: '$',
				grouping: ',',
				decimal: '.',
				precision: 2,
			} );
			expect( getCurrencyDefaults( code ) ).toBe( DEFAULT_CURRENCY );
			expect( getCurrencySymbol( code ) ).toBe( '$' );
			expect( getCurrencyPrecision( code ) ).toBe( 2 );
		}
	);

	test.each( [
		[ 'USD', 'USD $' ],
		[ 'EUR', 'EUR €' ],
		[ 'CHF', 'CHF' ],
		[ 'DKK', 'DKK kr' ],
		[ 'BHD', 'BHD د.ب' ],
		[ 'JPY', 'JPY ¥' ],
	] )( 'the picker label of %s is %s', ( code, label ) => {
		expect( getCurrencyLabel( code ) ).toBe( label );
	} );
} );

describe( 'formatCurrency', () => {
	// Each currency: a grouped amount rounded to its precision, zero, and a negative amount.
	test.each( [
		[ 'AUD', 'A$1,234.57', 'A$0.00', '-A$1,234.50' ],
		[ 'BHD', 'د.ب.1,234.568', 'د.ب.0.000', '-د.ب.1,234.500' ],
		[ 'BRL', 'R$1.234,57', 'R$0,00', '-R$1.234,50' ],
		[ 'CAD', 'C$1,234.57', 'C$0.00', '-C$1,234.50' ],
		[ 'CHF', "CHF1'234.57", 'CHF0.00', "-CHF1'234.50" ],
		[ 'CZK', 'Kč1 234,57', 'Kč0,00', '-Kč1 234,50' ],
		[ 'DKK', 'kr.1234,57', 'kr.0,00', '-kr.1234,50' ],
		[ 'EUR', '1.234,57 €', '0,00 €', '-1.234,50 €' ],
		[ 'GBP', '£1,234.57', '£0.00', '-£1,234.50' ],
		[ 'HKD', 'HK$1,234.57', 'HK$0.00', '-HK$1,234.50' ],
		[ 'HUF', 'Ft1.235', 'Ft0', '-Ft1.235' ],
		[ 'ILS', '₪1,234.57', '₪0.00', '-₪1,234.50' ],
		[ 'INR', '₹1,234.57', '₹0.00', '-₹1,234.50' ],
		[ 'JPY', '¥1,235', '¥0', '-¥1,235' ],
		[ 'MXN', 'MX$1,234.57', 'MX$0.00', '-MX$1,234.50' ],
		[ 'MYR', 'RM1,234.57', 'RM0.00', '-RM1,234.50' ],
		[ 'NOK', 'kr1 234,57', 'kr0,00', '-kr1 234,50' ],
		[ 'NZD', 'NZ$1,234.57', 'NZ$0.00', '-NZ$1,234.50' ],
		[ 'PHP', '₱1,234.57', '₱0.00', '-₱1,234.50' ],
		[ 'PLN', 'zł1 234,57', 'zł0,00', '-zł1 234,50' ],
		[ 'RUB', '₽1 234,57', '₽0,00', '-₽1 234,50' ],
		[ 'SEK', 'kr1,234.57', 'kr0.00', '-kr1,234.50' ],
		[ 'SGD', 'S$1,234.57', 'S$0.00', '-S$1,234.50' ],
		[ 'THB', '฿1,234.57', '฿0.00', '-฿1,234.50' ],
		[ 'TWD', 'NT$1,234.57', 'NT$0.00', '-NT$1,234.50' ],
		[ 'USD', '$1,234.57', '$0.00', '-$1,234.50' ],
	] )( '%s: %s, %s, %s', ( code, grouped, zero, negative ) => {
		expect( formatCurrency( 1234.5678, code ) ).toBe( grouped );
		expect( formatCurrency( 0, code ) ).toBe( zero );
		expect( formatCurrency( -1234.5, code ) ).toBe( negative );
	} );

	test( 'every currency of the table is covered above', () => {
		for ( const code of Object.keys( CURRENCIES ) ) {
			expect( formatCurrency( 1, code ) ).toEqual( expect.any( String ) );
		}
	} );

	test.each( [
		// Rounding half away from zero on the decimal value, not the binary float.
		[ 1.005, 'USD', '$1.01' ],
		[ 1.004, 'USD', '$1.00' ],
		[ 1.255, 'USD', '$1.26' ],
		[ 8.345, 'EUR', '8,35 €' ],
		[ 0.995, 'USD', '$1.00' ],
		[ 999.995, 'USD', '$1,000.00' ],
		[ -1.005, 'USD', '-$1.01' ],
		[ 2.5, 'JPY', '¥3' ],
		[ 2.4999, 'JPY', '¥2' ],
		[ 0.0005, 'BHD', 'د.ب.0.001' ],
		[ 1.2344, 'BHD', 'د.ب.1.234' ],
		// An amount that rounds to zero has no minus sign.
		[ -0.004, 'USD', '$0.00' ],
		[ -0.4, 'JPY', '¥0' ],
		[ -0, 'USD', '$0.00' ],
		[ 0.1 + 0.2, 'USD', '$0.30' ],
		[ 1e-7, 'USD', '$0.00' ],
		[ 5, 'USD', '$5.00' ],
		[ 0.5, 'EUR', '0,50 €' ],
		// Larger groups.
		[ 1234567.891, 'USD', '$1,234,567.89' ],
		[ 1234567.891, 'CHF', "CHF1'234'567.89" ],
		[ 1234567.891, 'EUR', '1.234.567,89 €' ],
		[ 1234567.891, 'PLN', 'zł1 234 567,89' ],
		[ 1234567.891, 'DKK', 'kr.1234567,89' ],
		[ 1234567, 'JPY', '¥1,234,567' ],
		[ 123, 'USD', '$123.00' ],
		[ 1000, 'USD', '$1,000.00' ],
		[ 100000, 'HUF', 'Ft100.000' ],
	] )( '%p %s → %s', ( amount, code, expected ) => {
		expect( formatCurrency( amount, code ) ).toBe( expected );
	} );

	test.each( [
		[ 1234.56, 'EUR', '1.234,56' ],
		[ 1234.56, 'USD', '1,234.56' ],
		[ -1234.56, 'CHF', "-1'234.56" ],
		[ 50, 'JPY', '50' ],
	] )( 'without symbol: %p %s → %s', ( amount, code, expected ) => {
		expect( formatCurrency( amount, code, { symbol: false } ) ).toBe(
			expected
		);
	} );

	test.each( [
		[ 5, 'XYZ' ],
		[ 5, 'usd' ],
		[ 5, '' ],
		[ 5, '__proto__' ],
		[ 5, 'toString' ],
		[ '5', 'USD' ],
		[ '', 'USD' ],
		[ NaN, 'USD' ],
		[ Infinity, 'USD' ],
		[ -Infinity, 'USD' ],
		[ null, 'USD' ],
		[ undefined, 'USD' ],
		[ { valueOf: (): number => 5 }, 'USD' ],
		[ 1e21, 'USD' ],
	] )( 'returns nothing for %p in %p', ( amount, code ) => {
		expect( formatCurrency( amount, code ) ).toBeUndefined();
	} );
} );

describe( 'roundToPrecision', () => {
	test.each( [
		[ 1.005, 2, 1.01 ],
		[ 1.255, 2, 1.26 ],
		[ -1.005, 2, -1.01 ],
		[ 0.3 * 30, 2, 9 ],
		[ 2.5, 0, 3 ],
		[ -2.5, 0, -3 ],
		[ 0.0005, 3, 0.001 ],
		[ 1e-9, 2, 0 ],
		[ 1e21, 2, 1e21 ],
		[ -0.001, 2, 0 ],
	] )( '%p to %d digits → %p', ( value, precision, expected ) => {
		expect( roundToPrecision( value, precision ) ).toBe( expected );
	} );
} );

describe( 'minimums', () => {
	test.each( [
		[ 'USD', 0.5 ],
		[ 'AUD', 0.5 ],
		[ 'BRL', 0.5 ],
		[ 'CAD', 0.5 ],
		[ 'CHF', 0.5 ],
		[ 'DKK', 2.5 ],
		[ 'EUR', 0.5 ],
		[ 'GBP', 0.3 ],
		[ 'HKD', 4 ],
		[ 'INR', 0.5 ],
		[ 'JPY', 50 ],
		[ 'MXN', 10 ],
		[ 'NOK', 3 ],
		[ 'NZD', 0.5 ],
		[ 'PLN', 2 ],
		[ 'SEK', 3 ],
		[ 'SGD', 0.5 ],
	] )( '%s: %p', ( code, minimum ) => {
		expect( minimumAmount( code ) ).toBe( minimum );
		expect( MINIMUM_AMOUNTS ).toHaveProperty( code, minimum );
	} );

	test.each( [
		'CZK',
		'HUF',
		'BHD',
		'XYZ',
		'',
		'__proto__',
		'hasOwnProperty',
	] )( '%p has no minimum', ( code ) => {
		expect( minimumAmount( code ) ).toBeUndefined();
	} );
} );

describe( 'isValidAmount', () => {
	// code, under the minimum (one smallest unit less), at, over.
	test.each( [
		[ 'USD', 0.49, 0.5, 0.51 ],
		[ 'AUD', 0.49, 0.5, 1 ],
		[ 'BRL', 0.49, 0.5, 10 ],
		[ 'CAD', 0.49, 0.5, 10 ],
		[ 'CHF', 0.49, 0.5, 10 ],
		[ 'DKK', 2.49, 2.5, 2.51 ],
		[ 'EUR', 0.49, 0.5, 0.51 ],
		[ 'GBP', 0.29, 0.3, 0.31 ],
		[ 'HKD', 3.99, 4, 4.01 ],
		[ 'INR', 0.49, 0.5, 100 ],
		[ 'JPY', 49, 50, 51 ],
		[ 'MXN', 9.99, 10, 10.01 ],
		[ 'NOK', 2.99, 3, 3.01 ],
		[ 'NZD', 0.49, 0.5, 0.51 ],
		[ 'PLN', 1.99, 2, 2.01 ],
		[ 'SEK', 2.99, 3, 3.01 ],
		[ 'SGD', 0.49, 0.5, 0.51 ],
	] )( '%s: %p invalid, %p and %p valid', ( code, under, at, over ) => {
		expect( isValidAmount( under, code ) ).toBe( false );
		expect( isValidAmount( at, code ) ).toBe( true );
		expect( isValidAmount( over, code ) ).toBe( true );
	} );

	test.each( [
		[ '5', 'USD' ],
		[ '0.5', 'USD' ],
		[ '', 'USD' ],
		[ NaN, 'USD' ],
		[ Infinity, 'USD' ],
		[ -Infinity, 'USD' ],
		[ null, 'USD' ],
		[ undefined, 'USD' ],
		[ 0, 'USD' ],
		[ -5, 'USD' ],
		[ [ 5 ], 'USD' ],
		// Currencies without a minimum cannot be charged.
		[ 100, 'CZK' ],
		[ 100, 'XYZ' ],
		[ 100, '' ],
	] )( '%p in %p is not valid', ( amount, code ) => {
		expect( isValidAmount( amount, code ) ).toBe( false );
	} );

	test( 'a float a hair under the minimum counts as the minimum', () => {
		expect( 0.7 - 0.4 ).toBeLessThan( 0.3 );
		expect( isValidAmount( 0.7 - 0.4, 'GBP' ) ).toBe( true );
		expect( isValidAmount( 0.299, 'GBP' ) ).toBe( false );
	} );
} );

describe( 'parseAmount', () => {
	test.each( [
		[ '5', 'USD', 5 ],
		[ ' 5 ', 'USD', 5 ],
		[ '1,234.56', 'USD', 1234.56 ],
		[ '1234.56', 'USD', 1234.56 ],
		[ '$1,234.56', 'USD', 1234.56 ],
		[ '$ 10', 'USD', 10 ],
		[ '.5', 'USD', 0.5 ],
		[ '0.505', 'USD', 0.505 ],
		[ '1,234,567.8', 'USD', 1234567.8 ],
		[ '-5', 'USD', -5 ],
		[ '1.234,56', 'EUR', 1234.56 ],
		[ '1234,56', 'EUR', 1234.56 ],
		[ '0,5', 'EUR', 0.5 ],
		[ '1.234,56 €', 'EUR', 1234.56 ],
		[ '€5', 'EUR', 5 ],
		[ '10', 'EUR', 10 ],
		[ '1.000', 'EUR', 1000 ],
		[ "1'234.50", 'CHF', 1234.5 ],
		[ '1’234.50', 'CHF', 1234.5 ],
		[ 'CHF 20', 'CHF', 20 ],
		[ '1 234,5', 'PLN', 1234.5 ],
		[ '1\u00a0234,5', 'PLN', 1234.5 ],
		[ '1\u202f234,5', 'NOK', 1234.5 ],
		[ '1234,5', 'DKK', 1234.5 ],
		[ '1,234', 'JPY', 1234 ],
		[ '¥1,500', 'JPY', 1500 ],
		[ '1.234', 'BHD', 1.234 ],
		[ '1.000', 'HUF', 1000 ],
		[ 'R$ 1.234,56', 'BRL', 1234.56 ],
		// Unknown codes read the default separators.
		[ '1,234.5', 'XYZ', 1234.5 ],
		// Numbers pass through.
		[ 12.5, 'USD', 12.5 ],
		[ 0, 'USD', 0 ],
	] )( '%p in %s → %p', ( text, code, expected ) => {
		expect( parseAmount( text, code ) ).toBe( expected );
	} );

	test.each( [
		[ '', 'USD' ],
		[ '   ', 'USD' ],
		[ 'abc', 'USD' ],
		[ '12abc', 'USD' ],
		[ '1e5', 'USD' ],
		[ '0x10', 'USD' ],
		[ 'Infinity', 'USD' ],
		[ 'NaN', 'USD' ],
		[ '1.2.3', 'USD' ],
		[ '1,23', 'USD' ],
		[ '12,34.5', 'USD' ],
		[ '1.234,56', 'USD' ],
		[ '5.', 'USD' ],
		[ '+5', 'USD' ],
		[ '--5', 'USD' ],
		[ '$', 'USD' ],
		[ '€5', 'USD' ],
		// Another currency's separators are refused rather than misread.
		[ '5.50', 'EUR' ],
		[ '1,234.56', 'EUR' ],
		[ '1 234', 'USD' ],
		[ '1.234,5', 'DKK' ],
		[ '<script>alert(1)</script>', 'USD' ],
		[ '"5"', 'USD' ],
		[ null, 'USD' ],
		[ undefined, 'USD' ],
		[ NaN, 'USD' ],
		[ Infinity, 'USD' ],
		[ { toString: (): string => '5' }, 'USD' ],
	] )( '%p in %s → null', ( text, code ) => {
		expect( parseAmount( text, code ) ).toBeNull();
	} );

	test( 'formatted amounts parse back to the rounded amount in every currency', () => {
		for ( const code of Object.keys( CURRENCIES ) ) {
			const precision = getCurrencyPrecision( code );
			const formatted = formatCurrency( 1234567.891, code ) as string;
			expect( parseAmount( formatted, code ) ).toBe(
				roundToPrecision( 1234567.891, precision )
			);
		}
	} );
} );

describe( 'currencies.json (the table the server reads too)', () => {
	// The file itself, as php/memberships/currencies.php reads it.
	const json = JSON.parse(
		require( 'fs' ).readFileSync(
			require( 'path' ).join( __dirname, '../currencies.json' ),
			'utf8'
		)
	);

	test( 'holds every currency of CURRENCIES, each with a minimum or null', () => {
		expect( Object.keys( json ).sort() ).toEqual(
			Object.keys( CURRENCIES ).sort()
		);
		for ( const [ code, row ] of Object.entries<
			Record< string, unknown >
		>( json ) ) {
			expect( row ).toEqual( {
				...CURRENCIES[ code as keyof typeof CURRENCIES ],
				minimum: minimumAmount( code ) ?? null,
			} );
		}
	} );
} );
