/**
 * Selectors of the `jetpack/membership-products` store.
 */
import { createSelector } from '@wordpress/data';
import { DONATION_INTERVALS } from './constants';
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

/** Every plan id -1: a connection or an upgrade is needed first. */
const NEEDS_SETUP: DonationPlans = Object.freeze( {
	status: 'ready',
	planIds: Object.fromEntries(
		DONATION_INTERVALS.map( ( interval ) => [ interval, -1 ] )
	) as Record< Interval, number >,
} );

/**
 * The donation plans of a currency for the donations block: null while loading (or while they
 * are being created), an error, or the plan ids (all -1 when Stripe is not connected or an
 * upgrade is needed).
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
		const plans = state.donationPlans[ currency ];
		return ! plans || plans.status === 'creating' ? null : plans;
	},
	( state: State, currency: string ) => [
		state.donationStatus,
		state.donationPlans[ currency ],
	]
);

/**
 * The donation plans of a currency as `createDonationPlans` left them (undefined before it
 * ran): it reads this so that it creates them once.
 *
 * @param state    Store state.
 * @param currency Currency code.
 */
export const getDonationPlansEntry = (
	state: State,
	currency: string
): DonationPlansEntry | undefined => state.donationPlans[ currency ];
