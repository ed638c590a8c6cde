import {
	activeInterval,
	customAmountState,
	defaultAmounts,
	enabledIntervals,
	siteFixes,
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

describe( 'siteFixes: what a change by the author also writes', () => {
	const GUID = 'http://example.test/?p=42';
	const READY = {
		status: 'ready' as const,
		planIds: { 'one-time': 101, '1 month': 202, '1 year': 303 },
		known: {
			'one-time': [ 101, 111 ],
			'1 month': [ 202 ],
			'1 year': [ 303 ],
		},
	};
	const withPlans = (
		ids: Array< number | null >,
		fallbackLinkUrl?: string
	): DonationsAttributes => ( {
		...attrs( true, true ),
		oneTimeDonation: { ...tab( true ), planId: ids[ 0 ] },
		monthlyDonation: { ...tab( true ), planId: ids[ 1 ] },
		annualDonation: { ...tab( false ), planId: ids[ 2 ] },
		...( fallbackLinkUrl ? { fallbackLinkUrl } : {} ),
	} );
	const planIdsOf = ( fixes: Partial< DonationsAttributes > ) =>
		[ 'oneTimeDonation', 'monthlyDonation', 'annualDonation' ].map(
			( key ) => ( fixes[ key ] as DonationTab | undefined )?.planId
		);

	it.each<
		[
			string,
			DonationsAttributes,
			Parameters< typeof siteFixes >[ 1 ],
			string,
			unknown[],
			string | undefined,
		]
	>( [
		[
			'the right plans and link: nothing',
			withPlans( [ 101, 202, 303 ], GUID ),
			READY,
			GUID,
			[ undefined, undefined, undefined ],
			undefined,
		],
		[
			'another stored plan of the same interval and currency is kept',
			withPlans( [ 111, 202, 303 ], GUID ),
			READY,
			GUID,
			[ undefined, undefined, undefined ],
			undefined,
		],
		[
			'a new block gets the plans and the link',
			withPlans( [ null, null, null ] ),
			READY,
			GUID,
			[ 101, 202, 303 ],
			GUID,
		],
		[
			'plans of another site or currency are replaced',
			withPlans( [ 11, 12, 303 ], GUID ),
			READY,
			GUID,
			[ 101, 202, undefined ],
			undefined,
		],
		[
			'a plan of another interval is replaced',
			withPlans( [ 202, 202, 303 ], GUID ),
			READY,
			GUID,
			[ 101, undefined, undefined ],
			undefined,
		],
		[
			'Jetpack’s -1 is replaced once plans exist',
			withPlans( [ -1, -1, -1 ], GUID ),
			READY,
			GUID,
			[ 101, 202, 303 ],
			undefined,
		],
		[
			'another site’s fallback link is replaced',
			withPlans( [ 101, 202, 303 ], 'http://old.example/donate/' ),
			READY,
			GUID,
			[ undefined, undefined, undefined ],
			GUID,
		],
		[
			'not connected: plan ids are left alone (no -1 written)',
			withPlans( [ 11, null, null ] ),
			{ status: 'needs-setup' },
			GUID,
			[ undefined, undefined, undefined ],
			GUID,
		],
		[
			'no plans in the currency yet: plan ids are left alone',
			withPlans( [ 11, 12, 13 ], GUID ),
			{ status: 'missing' },
			GUID,
			[ undefined, undefined, undefined ],
			undefined,
		],
		[
			'plans still loading: plan ids are left alone',
			withPlans( [ null, null, null ] ),
			null,
			GUID,
			[ undefined, undefined, undefined ],
			GUID,
		],
		[
			'plans failed: plan ids are left alone',
			withPlans( [ 11, 12, 13 ], GUID ),
			{ status: 'error', message: 'Down' },
			GUID,
			[ undefined, undefined, undefined ],
			undefined,
		],
		[
			'no guid (widget editor): the link is left alone',
			withPlans( [ 101, 202, 303 ], 'http://x/' ),
			READY,
			'',
			[ undefined, undefined, undefined ],
			undefined,
		],
	] )( '%s', ( _, attributes, plans, link, ids, fallback ) => {
		const fixes = siteFixes( attributes, plans, link );
		expect( planIdsOf( fixes ) ).toEqual( ids );
		expect( fixes.fallbackLinkUrl ).toBe( fallback );
		// A tab that changes keeps everything but its plan id.
		if ( fixes.oneTimeDonation ) {
			expect( fixes.oneTimeDonation ).toEqual( {
				...attributes.oneTimeDonation,
				planId: ids[ 0 ],
			} );
		}
		// Nothing else is ever written.
		expect(
			Object.keys( fixes ).filter(
				( key ) =>
					! [
						'oneTimeDonation',
						'monthlyDonation',
						'annualDonation',
						'fallbackLinkUrl',
					].includes( key )
			)
		).toEqual( [] );
	} );
} );
