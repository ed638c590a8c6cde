/**
 * Selectors of the `jetpack/membership-products` store.
 */
import { createSelector } from '@wordpress/data';
import { DONATION_INTERVALS } from './constants';
import { donationPlanIds } from './utils';
import type {
	DonationPlans,
	DonationPlansEntry,
	DonationStatus,
	Interval,
	MembershipStatus,
	State,
} from './types';

/**
 * The site's memberships status (the Stripe banner's), or null while loading.
 *
 * @param state Store state.
 */
export const getStatus = ( state: State ): MembershipStatus | null =>
	state.status;

/**
 * The donation status, or null while loading.
 *
 * @param state Store state.
 */
export const getDonationStatus = ( state: State ): DonationStatus | null =>
	state.donationStatus;

/** Stripe is not connected or an upgrade is needed: no plan can be used or created. */
const NEEDS_SETUP: DonationPlans = Object.freeze( { status: 'needs-setup' } );

/** Connected, but no plans in the currency yet. */
const MISSING: DonationPlans = Object.freeze( { status: 'missing' } );

/**
 * The donation plans of a currency for the donations block: null while the status loads, an
 * error, `needs-setup` (Stripe not connected, or an upgrade needed), `missing` (none stored in
 * the currency yet), `creating`, or the plan ids to use (the stored ones, or those just
 * created) with every stored id of each interval.
 *
 * @param state    Store state.
 * @param currency Currency code.
 */
export const getDonationPlans = createSelector(
	( state: State, currency: string ): DonationPlans | null => {
		const status = state.donationStatus;
		if ( ! status ) {
			return null;
		}
		if ( status.status === 'error' ) {
			return status;
		}
		if ( status.shouldUpgrade || ! status.connected ) {
			return NEEDS_SETUP;
		}
		const created = state.donationPlans[ currency ];
		if ( created?.status === 'creating' || created?.status === 'error' ) {
			return created;
		}
		const stored = status.plans.filter(
			( plan ) => plan.currency === currency
		);
		const planIds =
			created?.status === 'ready'
				? created.planIds
				: donationPlanIds( stored );
		if ( ! planIds ) {
			return MISSING;
		}
		const known = Object.fromEntries(
			DONATION_INTERVALS.map( ( interval ) => [
				interval,
				Array.from(
					new Set( [
						planIds[ interval ],
						...stored
							.filter( ( plan ) => plan.interval === interval )
							.map( ( plan ) => plan.id ),
					] )
				),
			] )
		) as Record< Interval, number[] >;
		return { status: 'ready', planIds, known };
	},
	( state: State, currency: string ) => [
		state.donationStatus,
		state.donationPlans[ currency ],
	]
);

/**
 * The donation plans of a currency as `createDonationPlans` left them (undefined before it
 * ran): it reads this to try again after a failure.
 *
 * @param state    Store state.
 * @param currency Currency code.
 */
export const getDonationPlansEntry = (
	state: State,
	currency: string
): DonationPlansEntry | undefined => state.donationPlans[ currency ];
