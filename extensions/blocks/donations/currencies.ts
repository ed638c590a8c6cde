/**
 * The Donations block's currency policy: which currencies its picker offers (in that order) and
 * the amounts a form starts with in each. How amounts are written and Stripe's minimums come
 * from the one currency table (shared/currencies).
 */
import {
	MINIMUM_AMOUNTS,
	getCurrencyPrecision,
	minimumAmount,
	roundToPrecision,
	type StripeCurrencyCode,
} from '@shared/currencies';

/** The currencies the picker offers, in its order: exactly those Stripe can charge. */
export const DONATION_CURRENCIES: readonly StripeCurrencyCode[] = [
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
];

/** The donation tiers and the custom amount, in multiples of the currency's base unit. */
export const DONATION_TIER_MULTIPLES = [ 10, 30, 200 ] as const;
export const DONATION_CUSTOM_MULTIPLE = 100;

/** The default amounts of a donation form. */
export interface DonationDefaults {
	/** The three tiers: 10, 30 and 200 base units. */
	amounts: [ number, number, number ];
	/** The custom amount's placeholder: 100 base units. */
	customAmount: number;
}

/**
 * The base unit of the donation defaults: the currency's minimum charge (USD 0.5 makes tiers of
 * 5, 15 and 100), as Jetpack's default donation amounts. Falls back to the USD minimum for a
 * currency without a minimum.
 *
 * @param code A currency code.
 * @return The base unit.
 */
export function donationBaseUnit( code: string ): number {
	return minimumAmount( code ) ?? MINIMUM_AMOUNTS.USD;
}

/**
 * The amounts a donation form starts with, and returns to when its currency changes: tiers of
 * 10, 30 and 200 base units and a custom amount of 100, rounded to the currency's precision.
 *
 * @param code A currency code.
 * @return The tiers and the custom amount.
 */
export function getDefaultDonationAmounts( code: string ): DonationDefaults {
	const unit = donationBaseUnit( code );
	const precision = getCurrencyPrecision( code );
	const times = ( multiple: number ) =>
		roundToPrecision( unit * multiple, precision );
	const [ low, middle, high ] = DONATION_TIER_MULTIPLES.map( times );
	return {
		amounts: [ low, middle, high ],
		customAmount: times( DONATION_CUSTOM_MULTIPLE ),
	};
}
