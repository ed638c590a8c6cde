import { MINIMUM_AMOUNTS, isValidAmount } from '@shared/currencies';
import {
	DONATION_CURRENCIES,
	donationBaseUnit,
	getDefaultDonationAmounts,
} from '../currencies';

describe( 'the donation currencies', () => {
	test( 'donations offer exactly the currencies with a minimum', () => {
		expect( DONATION_CURRENCIES ).toEqual( [
			'USD',
			'AUD',
			'BRL',
			'CAD',
			'CHF',
			'DKK',
			'EUR',
			'GBP',
			'HKD',
			'INR',
			'JPY',
			'MXN',
			'NOK',
			'NZD',
			'PLN',
			'SEK',
			'SGD',
		] );
	} );

	test( 'are exactly the currencies Stripe can charge (those with a minimum)', () => {
		expect( [ ...DONATION_CURRENCIES ].sort() ).toEqual(
			Object.keys( MINIMUM_AMOUNTS ).sort()
		);
	} );
} );

describe( 'donation defaults', () => {
	// code, base unit, tiers, custom amount.
	test.each( [
		[ 'USD', 0.5, [ 5, 15, 100 ], 50 ],
		[ 'AUD', 0.5, [ 5, 15, 100 ], 50 ],
		[ 'BRL', 0.5, [ 5, 15, 100 ], 50 ],
		[ 'CAD', 0.5, [ 5, 15, 100 ], 50 ],
		[ 'CHF', 0.5, [ 5, 15, 100 ], 50 ],
		[ 'DKK', 2.5, [ 25, 75, 500 ], 250 ],
		[ 'EUR', 0.5, [ 5, 15, 100 ], 50 ],
		[ 'GBP', 0.3, [ 3, 9, 60 ], 30 ],
		[ 'HKD', 4, [ 40, 120, 800 ], 400 ],
		[ 'INR', 0.5, [ 5, 15, 100 ], 50 ],
		[ 'JPY', 50, [ 500, 1500, 10000 ], 5000 ],
		[ 'MXN', 10, [ 100, 300, 2000 ], 1000 ],
		[ 'NOK', 3, [ 30, 90, 600 ], 300 ],
		[ 'NZD', 0.5, [ 5, 15, 100 ], 50 ],
		[ 'PLN', 2, [ 20, 60, 400 ], 200 ],
		[ 'SEK', 3, [ 30, 90, 600 ], 300 ],
		[ 'SGD', 0.5, [ 5, 15, 100 ], 50 ],
	] )(
		'%s: base unit %p, tiers %p, custom %p',
		( code, unit, amounts, custom ) => {
			expect( donationBaseUnit( code ) ).toBe( unit );
			expect( getDefaultDonationAmounts( code ) ).toEqual( {
				amounts,
				customAmount: custom,
			} );
			for ( const amount of [ ...amounts, custom ] ) {
				expect( isValidAmount( amount, code ) ).toBe( true );
			}
		}
	);

	test( 'a currency without a minimum uses the USD base unit', () => {
		expect( donationBaseUnit( 'XYZ' ) ).toBe( 0.5 );
		expect( getDefaultDonationAmounts( 'CZK' ) ).toEqual( {
			amounts: [ 5, 15, 100 ],
			customAmount: 50,
		} );
	} );
} );
