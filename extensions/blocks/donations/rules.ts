/**
 * Pure rules of the Donations block: the default amounts of a currency, the state of a custom
 * amount typed in the editor, which tab stays active when intervals are switched off, what
 * a currency change does to the three donation tabs, and what an author's change also writes
 * (the plans and the fallback link).
 */
import { isValidAmount, parseAmount } from '@shared/currencies';
import { getDefaultDonationAmounts } from './currencies';
import type { DonationPlans } from '@stores/membership-products';
import type { DonationsAttributes, DonationTab, Interval } from './types';

/** The attributes that hold a tab. */
type TabKey = 'oneTimeDonation' | 'monthlyDonation' | 'annualDonation';

/** The tab attribute of each interval. */
export const TAB_ATTRIBUTES: Record< Interval, keyof DonationsAttributes > = {
	'one-time': 'oneTimeDonation',
	'1 month': 'monthlyDonation',
	'1 year': 'annualDonation',
};

export const INTERVALS: Interval[] = [ 'one-time', '1 month', '1 year' ];

/**
 * The three tiers and the custom amount a currency starts with (10, 30, 200 and 100 times its
 * base unit).
 *
 * @param currency Currency code.
 * @return Tiers and custom amount.
 */
export function defaultAmounts( currency: string ): {
	amounts: [ number, number, number ];
	customAmount: number;
} {
	const { amounts, customAmount } = getDefaultDonationAmounts( currency );
	return {
		amounts: [ amounts[ 0 ], amounts[ 1 ], amounts[ 2 ] ],
		customAmount,
	};
}

/** What the editor shows for a custom amount typed by the author. */
export interface CustomAmountState {
	/** The parsed amount, or null when the text is not a number. */
	amount: number | null;
	/** True when the input must show its error state. */
	isInvalid: boolean;
}

/**
 * Reads a custom amount: invalid when it is not a number or is under the currency's minimum.
 *
 * @param text     What was typed.
 * @param currency Currency code.
 * @return The parsed amount and whether it is invalid.
 */
export function customAmountState(
	text: string,
	currency: string
): CustomAmountState {
	const amount = parseAmount( text, currency );
	return {
		amount,
		isInvalid: amount === null || ! isValidAmount( amount, currency ),
	};
}

/**
 * The tab to show: the active one if it is still enabled, otherwise One-Time.
 *
 * @param active     The interval that was active.
 * @param attributes The block's attributes.
 * @return The interval to show.
 */
export function activeInterval(
	active: Interval,
	attributes: Pick<
		DonationsAttributes,
		'monthlyDonation' | 'annualDonation'
	>
): Interval {
	if ( active === '1 month' && ! attributes.monthlyDonation?.show ) {
		return 'one-time';
	}
	if ( active === '1 year' && ! attributes.annualDonation?.show ) {
		return 'one-time';
	}
	return active;
}

/**
 * Whether the block's one-time plan exists: without it the saved fallback is empty (a
 * connection or an upgrade is needed, or the plans have not loaded yet).
 *
 * @param attributes The block's attributes.
 * @return True when the one-time tab is shown with a plan.
 */
export function hasOneTimePlan(
	attributes: Pick< DonationsAttributes, 'oneTimeDonation' >
): boolean {
	const oneTime = attributes.oneTimeDonation;
	return (
		!! oneTime && oneTime.show && !! oneTime.planId && oneTime.planId !== -1
	);
}

/**
 * The intervals with a tab, in order (One-Time always).
 *
 * @param attributes The block's attributes.
 * @return Intervals.
 */
export function enabledIntervals(
	attributes: Pick<
		DonationsAttributes,
		'monthlyDonation' | 'annualDonation'
	>
): Interval[] {
	return INTERVALS.filter( ( interval ) =>
		interval === 'one-time'
			? true
			: !! (
					interval === '1 month'
						? attributes.monthlyDonation
						: attributes.annualDonation
				)?.show
	);
}

/**
 * The attributes after a currency change: every tab's tiers reset to the currency's defaults
 * and its plan forgotten (the plans of the new currency are fetched again).
 *
 * @param attributes The block's attributes.
 * @param currency   The new currency.
 * @return The changed attributes.
 */
export function withCurrency(
	attributes: DonationsAttributes,
	currency: string
): Partial< DonationsAttributes > {
	const { amounts } = defaultAmounts( currency );
	const reset = ( tab: DonationTab ): DonationTab => ( {
		...tab,
		planId: null,
		amounts: [ ...amounts ],
	} );
	return {
		currency,
		oneTimeDonation: reset( attributes.oneTimeDonation ),
		monthlyDonation: reset( attributes.monthlyDonation ),
		annualDonation: reset( attributes.annualDonation ),
	};
}

/**
 * What the block also writes with a change the author makes (or when the author inserts it):
 * the plan id of each tab that is not a stored plan of its interval in the block's currency
 * (the plans to use once they exist), and the post's guid as the fallback link when it is
 * another. Nothing while the plans are loading, missing or failed, or while Stripe is not
 * connected (no -1 is written: the saved plan ids stay as they are). Never called when a post
 * opens: opening a post changes nothing.
 *
 * @param attributes The block's attributes (with the author's change).
 * @param plans      The donation plans of the block's currency (null while loading).
 * @param link       The post's guid ('' when there is no post).
 * @return The attributes to write with the change.
 */
export function siteFixes(
	attributes: DonationsAttributes,
	plans: DonationPlans | null,
	link: string
): Partial< DonationsAttributes > {
	const fixes: Partial< DonationsAttributes > = {};
	if ( plans?.status === 'ready' ) {
		INTERVALS.forEach( ( interval ) => {
			const key = TAB_ATTRIBUTES[ interval ] as TabKey;
			const tab = attributes[ key ];
			if ( ! plans.known[ interval ].includes( tab.planId as number ) ) {
				fixes[ key ] = { ...tab, planId: plans.planIds[ interval ] };
			}
		} );
	}
	if ( link && attributes.fallbackLinkUrl !== link ) {
		fixes.fallbackLinkUrl = link;
	}
	return fixes;
}
