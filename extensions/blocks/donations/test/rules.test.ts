import {
	activeInterval,
	customAmountState,
	defaultAmounts,
	enabledIntervals,
	withCurrency,
} from '../rules';
import type { DonationsAttributes, DonationTab } from '../types';

const tab = ( show: boolean, amounts = [ 1, 2, 3 ] ): DonationTab => ( {
	show,
	planId: 7,
	amounts,
	heading: 'H',
} );

const attrs = ( monthly: boolean, annual: boolean ): DonationsAttributes => ( {
	currency: 'USD',
	oneTimeDonation: tab( true ),
	monthlyDonation: tab( monthly ),
	annualDonation: tab( annual ),
	showCustomAmount: true,
	chooseAmountText: 'Choose an amount',
	customAmountText: 'Or enter a custom amount',
} );

describe( 'defaultAmounts', () => {
	it.each( [
		[ 'USD', [ 5, 15, 100 ], 50 ],
		[ 'EUR', [ 5, 15, 100 ], 50 ],
		[ 'GBP', [ 3, 9, 60 ], 30 ],
		[ 'DKK', [ 25, 75, 500 ], 250 ],
		[ 'HKD', [ 40, 120, 800 ], 400 ],
		[ 'JPY', [ 500, 1500, 10000 ], 5000 ],
		[ 'MXN', [ 100, 300, 2000 ], 1000 ],
		[ 'NOK', [ 30, 90, 600 ], 300 ],
		[ 'PLN', [ 20, 60, 400 ], 200 ],
		[ 'SEK', [ 30, 90, 600 ], 300 ],
		[ 'CHF', [ 5, 15, 100 ], 50 ],
	] )( '%s: tiers %j, custom %d', ( currency, amounts, custom ) => {
		expect( defaultAmounts( currency ) ).toEqual( {
			amounts,
			customAmount: custom,
		} );
	} );
} );

describe( 'customAmountState', () => {
	it.each( [
		[ '50', 'USD', 50, false ],
		[ '0.5', 'USD', 0.5, false ],
		[ '0.49', 'USD', 0.49, true ],
		[ '', 'USD', null, true ],
		[ 'abc', 'USD', null, true ],
		[ '-5', 'USD', -5, true ],
		[ '<script>alert(1)</script>', 'USD', null, true ],
		[ '"5"', 'USD', null, true ],
		[ 'javascript:alert(1)', 'USD', null, true ],
		[ '49', 'JPY', 49, true ],
		[ '50', 'JPY', 50, false ],
		[ '1.234,56', 'EUR', 1234.56, false ],
		[ '0,29', 'GBP', null, true ],
		[ '0.29', 'GBP', 0.29, true ],
		[ '0.3', 'GBP', 0.3, false ],
		[ '2,4', 'DKK', 2.4, true ],
		[ '2,5', 'DKK', 2.5, false ],
		[ '10', 'XXX', 10, true ],
	] )( '%j in %s → %j, invalid %s', ( text, currency, amount, invalid ) => {
		expect( customAmountState( text, currency ) ).toEqual( {
			amount,
			isInvalid: invalid,
		} );
	} );
} );

describe( 'tabs', () => {
	it.each( [
		[ 'one-time', true, true, 'one-time' ],
		[ '1 month', true, true, '1 month' ],
		[ '1 month', false, true, 'one-time' ],
		[ '1 year', true, true, '1 year' ],
		[ '1 year', true, false, 'one-time' ],
		[ '1 year', false, false, 'one-time' ],
	] as const )(
		'active %s, monthly %s, yearly %s → %s',
		( active, monthly, annual, expected ) => {
			expect( activeInterval( active, attrs( monthly, annual ) ) ).toBe(
				expected
			);
		}
	);
	it.each( [
		[ true, true, [ 'one-time', '1 month', '1 year' ] ],
		[ false, true, [ 'one-time', '1 year' ] ],
		[ true, false, [ 'one-time', '1 month' ] ],
		[ false, false, [ 'one-time' ] ],
	] )( 'monthly %s, yearly %s → %j', ( monthly, annual, expected ) => {
		expect( enabledIntervals( attrs( monthly, annual ) ) ).toEqual(
			expected
		);
	} );
} );

describe( 'withCurrency', () => {
	it( 'resets every tab’s tiers and plan, and keeps the rest', () => {
		const out = withCurrency( attrs( true, false ), 'JPY' );
		expect( out.currency ).toBe( 'JPY' );
		for ( const key of [
			'oneTimeDonation',
			'monthlyDonation',
			'annualDonation',
		] as const ) {
			expect( out[ key ]?.amounts ).toEqual( [ 500, 1500, 10000 ] );
			// The old currency's plan must not survive: checkout charges in the plan's currency.
			expect( out[ key ]?.planId ).toBeNull();
			expect( out[ key ]?.heading ).toBe( 'H' );
		}
		expect( out.annualDonation?.show ).toBe( false );
	} );
} );
