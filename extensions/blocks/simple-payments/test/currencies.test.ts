import { isKnownCurrency } from '@shared/currencies';
import { SIMPLE_PAYMENTS_CURRENCIES } from '../currencies';

describe( "the payment button's currencies", () => {
	test( 'the payment button offers its 24 currencies, in its picker’s order', () => {
		expect( SIMPLE_PAYMENTS_CURRENCIES ).toEqual( [
			'USD',
			'EUR',
			'AUD',
			'BRL',
			'CAD',
			'CZK',
			'DKK',
			'HKD',
			'HUF',
			'ILS',
			'JPY',
			'MYR',
			'MXN',
			'TWD',
			'NZD',
			'NOK',
			'PHP',
			'PLN',
			'GBP',
			'RUB',
			'SGD',
			'SEK',
			'CHF',
			'THB',
		] );
	} );

	test.each( SIMPLE_PAYMENTS_CURRENCIES )(
		'%s is in the currency table',
		( code ) => {
			expect( isKnownCurrency( code ) ).toBe( true );
		}
	);
} );
